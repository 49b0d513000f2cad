import Foundation
import StringTables
import Testing

/// Source texts with plain specifiers, and plural variables named only in a form.
struct FormatAndPluralVariableTests {
    /// A source text with a plain specifier (`%@`) is given arguments, whatever `%` in prose sits
    /// beside it: `70% full` then holds `% f`, which reads a second argument. With the one
    /// argument the app passes, a lookup does not show the French text; the linter must say so.
    @Test func aSourceTextWithAPlainSpecifierIsFormattedEvenWithAPercentInProse() throws {
        let root = try StringTableDirectoryTests.folder([
            "en.lproj/Localizable.strings": "\"disk\" = \"%@ is 70% full\";\n\"share\" = \"Up to 70% of %@\";",
            "fr.lproj/Localizable.strings": "\"disk\" = \"%@ est plein à 70%\";\n\"share\" = \"Jusqu’à 70% de %@\";",
        ])
        let localizer = Localizer(
            sources: [StringTableDirectory(roots: [root], sourceLanguage: "en")], sourceLanguage: "en")
        let report = TableLinter(paths: [root]).lint()
        for key in ["disk", "share"] {
            let shown = localizer.localize(key, table: "Localizable", arguments: [.string("Disk")], languages: ["fr"])
            #expect(shown.language != "fr", "\(shown)")  // the lookup does not show the fr text
            let claim = report.diagnostics.first { $0.key == key && $0.language == "fr" }
            #expect(claim?.severity == .error, "no error for '\(key)': \(report.diagnostics.map(\.oneLine))")
        }
    }

    static func variable(_ name: String, _ other: String) -> String {
        "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            + "<key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>\(other)</string></dict>"
    }

    /// A variable named only in another variable's form (`%#@a@`, where `a` reads `%#@b@`) is
    /// read: it was left out, so the value failed in every lookup (the key itself was shown)
    /// while the linter found nothing wrong.
    @Test func aVariableNamedOnlyInAFormIsRead() throws {
        let text = """
            <plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@a@</string>
            \(Self.variable("a", "%d: %1$#@b@"))\(Self.variable("b", "[%d]"))</dict></dict></plist>
            """
        let file = StringsDictFile(bytes: Array(text.utf8), path: "en.lproj/Localizable.stringsdict")
        #expect(file.diagnostics.map(\.oneLine) == [])
        let value = try #require(file.entries["k"])
        #expect(try value.format(for: [.int(2)], language: "en") == "%1$d: [%1$d]")
        let tables = InMemoryStringTables(values: ["Localizable": ["en": file.entries]])
        let result = Localizer(sources: [tables]).localize("k", arguments: [.int(3)], languages: ["en"])
        #expect(result.value == "3: [3]" && result.language == "en", "\(result)")
    }

    /// Nested only through forms, a bomb is still refused when its table loads.
    @Test func aBombNestedOnlyThroughFormsIsATableError() {
        let k = 20
        let text = """
            <plist><dict><key>bomb</key><dict><key>NSStringLocalizedFormatKey</key>\
            <string>\(String(repeating: "%#@a@", count: k))</string>
            \(Self.variable("a", String(repeating: "%1$#@b@", count: k)))
            \(Self.variable("b", String(repeating: "%1$#@c@", count: k)))
            \(Self.variable("c", String(repeating: "%1$#@d@", count: k)))
            \(Self.variable("d", "%d x"))</dict></dict></plist>
            """
        let file = StringsDictFile(bytes: Array(text.utf8), path: "en.lproj/Localizable.stringsdict")
        #expect(file.entries["bomb"] == nil)
        #expect(file.diagnostics.map(\.id) == [.expansionTooLarge])
    }

    /// A variable named in a form but given no dictionary is the table error a missing one named
    /// in the format is.
    @Test func aVariableNamedInAFormWithoutItsDictionaryIsATableError() {
        let text = """
            <plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@a@</string>
            \(Self.variable("a", "%d: %1$#@b@"))</dict></dict></plist>
            """
        let file = StringsDictFile(bytes: Array(text.utf8), path: "en.lproj/Localizable.stringsdict")
        #expect(file.entries["k"] == nil)
        #expect(file.diagnostics.map(\.id) == [.invalidEntry])
    }

    /// With no source text for a key (a stray key, a source table of `"" = "";`, or none), a
    /// lookup given arguments checks the translation against the key's own specifiers and shows
    /// the key when they differ; the linter said the translation was shown, or nothing.
    @Test(arguments: [
        "\"Other\" = \"Other\";",  // the key is stray
        "\"\" = \"\";",  // the source table lists no keys
    ])
    func aTranslationWithoutSourceTextIsCheckedAgainstItsKey(source: String) throws {
        let root = try StringTableDirectoryTests.folder([
            "en.lproj/Localizable.strings": source,
            "fr.lproj/Localizable.strings": "\"%d files\" = \"%f fichiers\";\n\"save.failed\" = \"%@ a échoué\";",
        ])
        let localizer = Localizer(
            sources: [StringTableDirectory(roots: [root], sourceLanguage: "en")], sourceLanguage: "en")
        let shown = localizer.localize("%d files", table: "Localizable", arguments: [.int(3)], languages: ["fr"])
        #expect(shown.value == "3 files" && shown.language == nil, "\(shown)")
        // An identifier such as "save.failed" is no reference: its translation is formatted as it is.
        let named = localizer.localize(
            "save.failed", table: "Localizable", arguments: [.string("x")], languages: ["fr"])
        #expect(named.language == "fr", "\(named)")
        let claims = TableLinter(paths: [root]).lint().diagnostics.filter { $0.language == "fr" }
        let errors: [String] = claims.filter { $0.severity == .error }.map(\.oneLine)
        #expect(errors.count == 1, "\(errors)")
        let error = try #require(errors.first)
        #expect(
            error.hasSuffix(
                "fr.lproj/Localizable.strings:1:14: error: the fr text of '%d files' does not match the key: it shows "
                    + "argument 1 as a floating-point number, the source text as a signed integer; it would be "
                    + "replaced by the key [specifier-mismatch]"), "\(error)")
    }
}
