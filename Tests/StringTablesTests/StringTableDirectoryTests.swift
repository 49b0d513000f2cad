import Foundation
import StringTables
import Testing

/// Folders of tables on disk, written fresh for each test.
struct StringTableDirectoryTests {
    /// A new folder holding `files` (relative path → contents).
    static func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tables-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root
    }

    static let plural = """
        <plist><dict><key>%lld files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>lld</string>
        <key>one</key><string>%lld Datei</string><key>other</key><string>%lld Dateien</string></dict>
        </dict></dict></plist>
        """

    @Test func findsTablesOfEveryKindAndSpelling() throws {
        let root = try Self.folder([
            "de.lproj/Localizable.strings": #""Save" = "Sichern"; "%lld files" = "plain, overridden";"#,
            "de.lproj/Localizable.stringsdict": Self.plural,
            "de.lproj/Errors.strings": #""disk.full" = "Volume voll";"#,
            "PT_br.lproj/Localizable.strings": #""Save" = "Salvar";"#,
            "zh-hant.lproj/Localizable.strings": #""Save" = "儲存";"#,
            "Base.lproj/Localizable.strings": #""Save" = "Save (base)"; "Only base" = "From Base";"#,
            "Catalog.xcstrings":
                #"{"sourceLanguage":"en","strings":{"Hi":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"やあ"}}}}}}"#,
            "not-a-language!.lproj/Localizable.strings": #""x" = "y";"#,
        ])
        let directory = StringTableDirectory(roots: [root])
        let localizer = Localizer(sources: [directory])
        #expect(localizer.localize("Save", languages: ["de-AT"]).value == "Sichern")
        #expect(localizer.localize("%lld files", arguments: [.int(1)], languages: ["de"]).value == "1 Datei")
        #expect(localizer.localize("disk.full", table: "Errors", languages: ["de"]).value == "Volume voll")
        #expect(localizer.localize("Save", languages: ["pt"]).value == "Salvar")
        #expect(localizer.localize("Save", languages: ["zh-TW"]).value == "儲存")
        #expect(localizer.localize("Only base", languages: ["fr"]).value == "From Base")
        #expect(localizer.localize("Hi", table: "Catalog", languages: ["ja"]).value == "やあ")
        #expect(directory.languages.map(\.identifier) == ["de", "en", "ja", "pt-BR", "zh-Hant"])
        #expect(
            directory.diagnostics.map(\.message) == [
                "the folder not-a-language!.lproj is not named after a language tag, so it is not read"
            ])
    }

    @Test func earlierRootsWinKeyByKey() throws {
        let user = try Self.folder(["de.lproj/Localizable.strings": #""Save" = "Speichern";"#])
        let package = try Self.folder(["de.lproj/Localizable.strings": #""Save" = "Sichern"; "Cancel" = "Abbrechen";"#])
        let localizer = Localizer(sources: [StringTableDirectory(roots: [user, package])])
        #expect(localizer.localize("Save", languages: ["de"]).value == "Speichern")
        #expect(localizer.localize("Cancel", languages: ["de"]).value == "Abbrechen")
    }

    @Test func aBrokenFileIsReportedAndHidesNothingElse() throws {
        let root = try Self.folder([
            "de.lproj/Localizable.strings": "\"Save\" = \"Sichern\";\n\"Broken\" = \"unterminated;\n",
            "de.lproj/Other.strings": #""Fine" = "Gut";"#,
            "fr.lproj/Localizable.strings": #""Save" = "Enregistrer";"#,
        ])
        let directory = StringTableDirectory(roots: [root])
        let localizer = Localizer(sources: [directory])
        #expect(localizer.localize("Save", languages: ["de"]).value == "Sichern")
        #expect(localizer.localize("Broken", languages: ["de"]).value == "Broken")
        #expect(localizer.localize("Fine", table: "Other", languages: ["de"]).value == "Gut")
        #expect(localizer.localize("Save", languages: ["fr"]).value == "Enregistrer")
        let errors = directory.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.location?.line == 2)
        #expect(errors.first?.location?.file.hasSuffix("de.lproj/Localizable.strings") == true)
    }

    @Test func aMissingRootIsNoTables() {
        let directory = StringTableDirectory(path: "/nonexistent/\(UUID().uuidString)")
        #expect(directory.languages.isEmpty)
        #expect(Localizer(sources: [directory]).localize("Save", languages: ["de"]).value == "Save")
    }

    @Test func readsEachTableOnceAndIsSafeFromManyThreads() async throws {
        var files: [String: String] = [:]
        for language in ["de", "fr", "ja", "ru", "ar", "ko"] {
            files["\(language).lproj/Localizable.strings"] = (0..<200).map { #""k\#($0)" = "\#(language) \#($0)";"# }
                .joined(separator: "\n")
        }
        let directory = StringTableDirectory(roots: [try Self.folder(files)])
        let localizer = Localizer(sources: [directory])
        let results = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<64 {
                group.addTask {
                    let language = ["de", "fr", "ja", "ru", "ar", "ko"][task % 6]
                    return (0..<200).allSatisfy { index in
                        localizer.localize("k\(index)", languages: [LanguageTag(language) ?? "en"]).value
                            == "\(language) \(index)"
                    }
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 64)
        #expect(results.allSatisfy { $0 })
    }
}
