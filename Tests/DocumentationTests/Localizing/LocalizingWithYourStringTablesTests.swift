import Alerts
import AlertsCLI
import AlertsTesting
import Foundation
import TestSupport
import Testing

/// The code of the article "Localizing with your string tables" (StringTables), and what it says
/// lookups do. The article's tables are this target's `Localization` folder, compiled in by the
/// plugin as `StringTableDirectory.module`.
struct LocalizingWithYourStringTablesTests {
    /// Tables in a folder on disk: compiled, not run (the folder is relative to the current one).
    func tablesOnDisk() -> Localizer {
        let localizer = Localizer(sources: [StringTableDirectory(path: "Localization")])
        return localizer
    }

    @Test func pluralFormsFollowTheLanguagesRules() {
        let localizer = Localizer(sources: [StringTableDirectory.module])
        let count: AlertText = "\(5) notes"
        let text = count.resolved(localizer: localizer, languages: ["ru"])
        print(text.value)  // 5 заметок
        #expect(text.value == "5 заметок")
        let forms = [1, 3, 21].map { (count: Int) -> String in
            let text: AlertText = "\(count) notes"
            return text.resolved(localizer: localizer, languages: ["ru"]).value
        }
        #expect(forms == ["1 заметка", "3 заметки", "21 заметка"])
        let english: AlertText = "\(1) notes"
        #expect(english.resolved(localizer: localizer, languages: ["en"]).value == "1 note")
    }

    @Test func aCatalogGivesPluralFormsToo() {
        let localizer = Localizer(sources: [StringTableDirectory.module])
        let left = AlertText("\(1) notes left to sync", table: "Sync")
        #expect(left.resolved(localizer: localizer, languages: ["de"]).value == "Noch 1 Notiz zu synchronisieren")
    }

    /// The typed accessors the plugin generates from this target's `Errors.xcstrings` catalog and
    /// `Localizable.strings`, used as README.md and the article use them.
    @Test func typedAccessorsReadTheTablesTheyAreGeneratedFrom() {
        let localizer = Localizer(sources: [StringTableDirectory.module])
        let title: AlertText = .appTitle
        let message: AlertText = .Errors.quotaFull(3, "Team")
        #expect(title.resolved(localizer: localizer, languages: ["de"]).value == "Notizen")
        #expect(message.resolved(localizer: localizer, languages: ["en"]).value == "3 GB used: the Team plan is full.")
        #expect(
            message.resolved(localizer: localizer, languages: ["de"]).value == "Der Tarif Team ist voll: 3 GB belegt.")
    }

    /// What README.md and the article show of that workflow is this target's: the catalog (```json)
    /// is its `Localization/Errors.xcstrings`, and the accessor (```text) is what the build
    /// generated from it, in `StringTableAccessors.swift`.
    @Test(arguments: ["README.md", "Sources/StringTables/Documentation.docc/LocalizingWithYourStringTables.md"])
    func theDocumentsShowThisTargetsCatalogAndTheAccessorGeneratedFromIt(document: String) throws {
        let text = try PackageFiles.text(at: document)
        let catalog = try PackageFiles.text(at: "Tests/DocumentationTests/Localization/Errors.xcstrings")
        let catalogs = CodeBlock.blocks(in: text, file: document, language: "json").filter {
            $0.lines.contains { $0.contains("\"quota.full\"") }
        }
        #expect(catalogs.count == 1)
        for block in catalogs {
            #expect(block.lines.joined(separator: "\n") + "\n" == catalog, "\(block.file):\(block.line)")
        }

        let generated = try String(
            contentsOf: PluginOutputs.stringTablesPluginFile("StringTableAccessors.swift", of: "DocumentationTests"),
            encoding: .utf8)
        let accessors = CodeBlock.blocks(in: text, file: document, language: "text").filter {
            $0.lines.contains { $0.contains("static func quotaFull(") }
        }
        #expect(accessors.count == 1)
        for block in accessors {
            // The generated file has the namespace inside `extension AlertText {`, 4 columns in.
            let lines = block.lines.map { $0.isEmpty ? "" : "    " + $0 }
            #expect(generated.contains(lines.joined(separator: "\n") + "\n"), "\(block.file):\(block.line)")
        }
    }

    @Test func aKeyWithSeveralCountsTakesEachFormByItsOwnCount() throws {
        let folder = try TemporaryTables([
            "ru.lproj/Localizable.stringsdict": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>%lld files in %lld folders</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@files@ в %#@folders@</string>
            <key>files</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld файл</string><key>few</key><string>%lld файла</string>
            <key>many</key><string>%lld файлов</string><key>other</key><string>%lld файла</string></dict>
            <key>folders</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%2$lld папке</string><key>few</key><string>%2$lld папках</string>
            <key>many</key><string>%2$lld папках</string><key>other</key><string>%2$lld папках</string></dict>
            </dict></dict></plist>
            """
        ])
        let localizer = Localizer(sources: [StringTableDirectory(roots: [folder.url])])
        let text: AlertText = "\(5) files in \(1) folders"
        #expect(text.resolved(localizer: localizer, languages: ["ru"]).value == "5 файлов в 1 папке")
    }

    @Test func aTableNamedAlertsOverridesThePackagesTextsKeyByKey() async {
        let yours = InMemoryStringTables([
            "Alerts": ["de": ["Retry": "Nochmal", "An error occurred.": "Da ist etwas schiefgegangen."]]
        ])
        struct Unknown: AlertableError {
            var title: AlertText? { nil }  // the generic title
            var retry: RetryHint { .mayHelp }
        }
        let front = TestFront(languages: ["de"], sources: [yours])
        front.tap(.role(.cancel))
        _ = await front.perform { () throws(Unknown) in throw Unknown() }
        #expect(front.presented.first?.title == "Da ist etwas schiefgegangen.")
        #expect(front.presented.first?.labels == ["Nochmal", "Abbrechen"])  // Cancel: the package's own
    }

    @Test func standardLabelsAreTranslatedWithoutYourTables() {
        let localizer = Localizer(sources: [])
        #expect(AlertText("Cancel").resolved(localizer: localizer, languages: ["de"]).value == "Abbrechen")
        #expect(AlertText("Cancel").resolved(localizer: localizer, languages: ["ja"]).value == "キャンセル")
        #expect(AlertText("Don't Save").resolved(localizer: localizer, languages: ["de"]).value == "Nicht sichern")
        let yours = InMemoryStringTables(["Localizable": ["de": ["Cancel": "Lieber nicht"]]])
        #expect(
            AlertText("Cancel").resolved(localizer: Localizer(sources: [yours]), languages: ["de"]).value
                == "Lieber nicht")
    }

    @Test(
        arguments: [
            ("de-CH", ["de-CH", "de"]), ("zh-TW", ["zh-Hant-TW", "zh-Hant"]), ("pt-AO", ["pt-AO", "pt-PT", "pt"]),
            ("en-AU", ["en-AU", "en-GB", "en-001", "en"]), ("es-MX", ["es-MX", "es-419", "es"]),
        ] as [(LanguageTag, [LanguageTag])])
    func fallbackChainsAreCLDRs(preference: LanguageTag, chain: [LanguageTag]) {
        #expect(preference.fallbackChain == chain)
    }

    @Test func languagesAreReadAsGettextReadsThem() {
        #expect(LanguageTag.processPreferences(environment: ["LANGUAGE": "de", "LANG": "C"]) == [])
        #expect(LanguageTag.processPreferences(environment: ["LANGUAGE": "de", "LANG": "C.UTF-8"]) == ["de"])
        #expect(
            LanguageTag.processPreferences(environment: ["LANGUAGE": "fr:de", "LC_ALL": "ru_RU.UTF-8"])
                == ["fr", "de", "ru-RU"])
    }

    @Test func aKeyFallsBackThroughThePreferencesAndSaysSo() {
        let localizer = Localizer(sources: [StringTableDirectory.module])
        let text = localizer.localize("%lld notes", arguments: [.int(2)], languages: ["fr", "ru"])
        #expect(text.value == "2 заметки")
        #expect(text.language == "ru")
        #expect(text.diagnostics.map(\.id) == [.missingTranslation])
        let fallback = AlertText("sync.failed", defaultValue: "Sync failed.")
        #expect(fallback.resolved(localizer: localizer, languages: ["de"]).value == "Sync failed.")
    }

    @Test func aTranslationThatReadsItsArgumentsOtherwiseIsNeverShown() {
        let tables = InMemoryStringTables(["Localizable": ["de": ["Delete %@": "%d löschen"]]])
        let text: AlertText = "Delete \("notes.txt")"
        let shown = text.resolved(localizer: Localizer(sources: [tables]), languages: ["de"])
        #expect(shown.value == "Delete notes.txt")
        #expect(shown.diagnostics.map(\.id) == [.formatError])
    }
}

/// Table files in a new temporary folder, removed when the value goes.
final class TemporaryTables {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("DocumentationTests-\(UUID())")
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
