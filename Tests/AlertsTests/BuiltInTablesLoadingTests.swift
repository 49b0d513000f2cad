import Foundation
import Testing

@testable import Alerts

/// The built-in tables, compiled in by the StringTablesPlugin, are read as a folder on disk is:
/// by StringTables' one loader.
struct BuiltInTablesLoadingTests {
    @Test func aStringsDictPluralRuleBeatsTheStringsValueOfTheSameKey() throws {
        let plural = """
            <plist><dict><key>%lld files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld Datei</string><key>other</key><string>%lld Dateien</string></dict>
            </dict></dict></plist>
            """
        let tables = StringTableDirectory(
            embedded: [
                .init(path: "de.lproj/T.stringsdict", text: plural),
                .init(
                    path: "de.lproj/T.strings", text: #""%lld files" = "plain text, overridden"; "Save" = "Sichern";"#),
            ], root: "Localization")
        let table = try #require(tables.table(named: "T", language: "de"))
        #expect(table.entries["Save"] == .text("Sichern"))
        guard case .variables = table.entries["%lld files"] else {
            Issue.record("expected the plural rule, got \(String(describing: table.entries["%lld files"]))")
            return
        }
        let localizer = Localizer(sources: [tables])
        #expect(
            localizer.localize("%lld files", table: "T", arguments: [.int(1)], languages: ["de"]).value == "1 Datei")
        #expect(tables.diagnostics.isEmpty)
    }

    @Test func everyBuiltInTableIsWhatADirectoryReadsFromLocalization() {
        let directory = StringTableDirectory(roots: [BuiltInTablesLintTests.folder])
        let builtIn = StringTableDirectory.module
        #expect(Set(directory.languages) == Set(builtIn.languages))
        for language in builtIn.languages {
            let compiled = builtIn.table(named: "Alerts", language: language)
            #expect(compiled != nil)
            #expect(compiled == directory.table(named: "Alerts", language: language), "\(language)")
        }
        #expect(directory.diagnostics.isEmpty)
    }
}
