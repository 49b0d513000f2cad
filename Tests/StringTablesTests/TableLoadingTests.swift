import Foundation
import StringTables
import Testing

/// The one loader, the one cache and the one layout every source reads tables through.
struct TableLoaderTests {
    static let strings = #"""
        "%lld files" = "plain text, overridden";
        "Save" = "Sichern";
        "Save" = "Speichern";
        """#

    static let stringsDict = """
        <plist><dict><key>%lld files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>lld</string>
        <key>one</key><string>%lld Datei</string><key>other</key><string>%lld Dateien</string></dict>
        </dict></dict></plist>
        """

    static func loader(strings: String? = Self.strings, stringsDict: String? = Self.stringsDict) -> TableLoader {
        TableLoader(
            strings: strings.map { .init(bytes: Array($0.utf8), path: "de.lproj/T.strings") },
            stringsDict: stringsDict.map { .init(bytes: Array($0.utf8), path: "de.lproj/T.stringsdict") })
    }

    @Test func theStringsDictPluralRuleBeatsTheStringsValueOfTheSameKey() throws {
        var entries: [String: TableValue] = [:]
        Self.loader().merge(into: &entries)
        #expect(entries["Save"] == .text("Speichern"))
        guard case .variables(let format, let variables) = try #require(entries["%lld files"]) else {
            Issue.record("expected the plural rule, got \(String(describing: entries["%lld files"]))")
            return
        }
        #expect(format == "%#@n@")
        #expect(variables["n"]?.forms.forms[.one] == "%lld Datei")
    }

    @Test func mergingIntoATableReplacesItsValuesKeyByKey() {
        var entries: [String: TableValue] = ["Save": .text("from another folder"), "Keep": .text("kept")]
        Self.loader(stringsDict: nil).merge(into: &entries)
        #expect(entries["Save"] == .text("Speichern"))
        #expect(entries["Keep"] == .text("kept"))
        #expect(entries["%lld files"] == .text("plain text, overridden"))
    }

    @Test func eachKeyIsPlacedWhereItsWinningValueIsWritten() {
        let locations = Self.loader().locations()
        #expect(locations["Save"]?.description == "de.lproj/T.strings:3:1")
        #expect(locations["%lld files"]?.description == "de.lproj/T.stringsdict:1:14")
    }

    @Test func problemsOfBothFilesAreKeptAndAMissingFileIsNone() {
        let loader = Self.loader(strings: #""a" = "1""#, stringsDict: "<plist><array/></plist>")
        #expect(
            loader.diagnostics.map(\.description) == [
                "de.lproj/T.strings:1:10: error: expected ';' after the value of 'a'",
                "de.lproj/T.stringsdict:1:8: error: the top level of a .stringsdict file must be a <dict>",
            ])
        #expect(loader.found)
        #expect(!TableLoader(strings: nil, stringsDict: nil).found)
    }

    @Test(arguments: [nil, Self.stringsDict])
    func movingGivesWhatMergingGivesAndKeepsTheProblemsAndTheFile(stringsDict: String?) {
        for start in [[:], ["Keep": TableValue.text("kept"), "Save": .text("replaced")]] {
            var merged = start
            Self.loader(stringsDict: stringsDict).merge(into: &merged)
            var moved = start
            let strings = Self.strings + "\n\"added\" = \"yes\""
            var loader = Self.loader(strings: strings, stringsDict: stringsDict)
            loader.move(into: &moved)
            #expect(moved == merged.merging(["added": .text("yes")]) { old, _ in old })
            #expect(loader.found && loader.strings != nil)
            #expect(
                loader.diagnostics.map(\.description) == [
                    "de.lproj/T.strings:3:1: warning: duplicate key 'Save' (first at line 2); the last value wins",
                    "de.lproj/T.strings:4:16: error: expected ';' after the value of 'added'",
                ])
        }
    }

    @Test func theDirectoryReadsAFolderExactlyAsTheLoaderDoes() throws {
        let root = try StringTableDirectoryTests.folder([
            "de.lproj/T.strings": Self.strings, "de.lproj/T.stringsdict": Self.stringsDict,
        ])
        var expected: [String: TableValue] = [:]
        Self.loader().merge(into: &expected)
        let table = StringTableDirectory(roots: [root]).table(named: "T", language: "de")
        #expect(table?.entries == expected)
        let localizer = Localizer(sources: [StringTableDirectory(roots: [root])])
        #expect(
            localizer.localize("%lld files", table: "T", arguments: [.int(1)], languages: ["de"]).value == "1 Datei")
    }
}

struct TableCacheTests {
    @Test func eachTableIsLoadedOnceAndAMissingOneIsRemembered() {
        let cache = TableCache()
        var loads = 0
        for _ in 0..<3 {
            let table = cache.table(named: "T", language: "de") { problems in
                loads += 1
                problems.append(LocalizationDiagnostic(.warning, .duplicateKey, "seen once"))
                return StringTable(name: "T", language: "de", entries: ["a": .text("b")])
            }
            #expect(table?.entries["a"] == .text("b"))
            #expect(cache.table(named: "T", language: "fr") { _ in nil } == nil)
        }
        #expect(loads == 1)
        #expect(
            cache.table(named: "T", language: "fr") { _ in
                Issue.record("loaded again"); return nil
            } == nil)
        #expect(cache.diagnostics.map(\.message) == ["seen once"])
    }
}

/// Folder names NeXTSTEP and early Mac OS X used, and Xcode's `mul.lproj`.
struct TableLayoutTests {
    @Test(arguments: [
        ("English", "en"), ("German", "de"), ("French", "fr"), ("Japanese", "ja"), ("Spanish", "es"),
        ("Italian", "it"), ("Dutch", "nl"), ("Swedish", "sv"), ("Danish", "da"), ("Portuguese", "pt"),
        ("Norwegian", "nb"), ("Finnish", "fi"), ("Korean", "ko"), ("Russian", "ru"), ("Polish", "pl"),
        ("Chinese", "zh"), ("Arabic", "ar"), ("Hebrew", "he"), ("Greek", "el"), ("Turkish", "tr"),
        ("english", "en"), ("Brazilian Portuguese", "pt-BR"), ("Traditional Chinese", "zh-Hant"), ("Lao", "lo"),
    ])
    func legacyFolderNamesAreTheirLanguages(name: String, language: String) {
        #expect(LanguageFolder(folderName: name + ".lproj") == .language(LanguageTag(language) ?? "und"))
    }

    @Test func codesBaseAndMulKeepTheirMeanings() {
        #expect(LanguageFolder(folderName: "pt_BR.lproj") == .language("pt-BR"))
        #expect(LanguageFolder(folderName: "Base.lproj") == .base)
        #expect(LanguageFolder(folderName: "mul.lproj") == .multilingual)
        #expect(LanguageFolder(folderName: "Klingonish.lproj") == nil)
        #expect(LanguageFolder(folderName: "German") == nil)
    }

    static let catalog =
        #"{"sourceLanguage":"en","strings":{"Hi":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"やあ"}}}}}}"#

    @Test func aDirectoryReadsLegacyFoldersAsTheirLanguages() throws {
        let root = try StringTableDirectoryTests.folder([
            "English.lproj/Localizable.strings": #""Save" = "Save";"#,
            "German.lproj/Localizable.strings": #""Save" = "Sichern";"#,
            "Japanese.lproj/Localizable.strings": #""Save" = "保存";"#,
            "nl.lproj/Localizable.strings": #""Save" = "Bewaren";"#,
            "Dutch.lproj/Localizable.strings": #""Cancel" = "Annuleren";"#,
        ])
        let directory = StringTableDirectory(roots: [root])
        #expect(directory.languages.map(\.identifier) == ["de", "en", "ja", "nl"])
        let localizer = Localizer(sources: [directory])
        #expect(localizer.localize("Save", languages: ["de-CH"]).value == "Sichern")
        #expect(localizer.localize("Save", languages: ["ja"]).value == "保存")
        #expect(localizer.localize("Save", languages: ["nl"]).value == "Bewaren")
        #expect(localizer.localize("Cancel", languages: ["nl"]).value == "Annuleren")
        #expect(directory.diagnostics.isEmpty)
    }

    @Test func aCatalogInMulLprojIsACatalogAndMulIsNoLanguage() throws {
        let root = try StringTableDirectoryTests.folder([
            "mul.lproj/Main.xcstrings": Self.catalog,
            "mul.lproj/Stray.strings": #""x" = "y";"#,
            "de.lproj/Localizable.strings": #""Save" = "Sichern";"#,
        ])
        let directory = StringTableDirectory(roots: [root])
        #expect(directory.languages.map(\.identifier) == ["de", "en", "ja"])
        #expect(Localizer(sources: [directory]).localize("Hi", table: "Main", languages: ["ja"]).value == "やあ")
        #expect(directory.table(named: "Stray", language: "mul") == nil)
        #expect(directory.diagnostics.isEmpty)
    }

    @Test func aCatalogBesideTheFoldersWinsOverOneInMulLproj() throws {
        let root = try StringTableDirectoryTests.folder([
            "mul.lproj/Main.xcstrings": Self.catalog,
            "Main.xcstrings": Self.catalog.replacing("やあ", with: "こんにちは"),
        ])
        let directory = StringTableDirectory(roots: [root])
        #expect(Localizer(sources: [directory]).localize("Hi", table: "Main", languages: ["ja"]).value == "こんにちは")
        #expect(
            directory.diagnostics.map(\.message) == [
                "the table Main also has the catalog Main.xcstrings beside the language folders, so this one is not read"
            ])
    }

    @Test func theLinterPlacesFilesAsTheDirectoryFindsThem() throws {
        let root = try StringTableDirectoryTests.folder([
            "English.lproj/Localizable.strings": #""Save" = "Save"; "Delete %@" = "Delete %@";"#,
            "German.lproj/Localizable.strings": #""Save" = "Sichern"; "Delete %@" = "%d löschen";"#,
            "mul.lproj/Main.xcstrings": Self.catalog,
        ])
        let report = TableLinter(paths: [root]).lint()
        let lines = report.diagnostics.map { String($0.description.dropFirst(root.path.count + 1)) }
        // Japanese is an app language (the catalog has it), German too: each table lacking one says so.
        #expect(
            lines == [
                "English.lproj/Localizable.strings:1:1: warning: 'Save' has no ja translation in table Localizable, which has no ja file",
                "English.lproj/Localizable.strings:1:18: warning: 'Delete %@' has no ja translation in table Localizable, which has no ja file",
                "German.lproj/Localizable.strings:1:35: error: the de text of 'Delete %@' does not match the source text: it shows argument 1 as a signed integer, the source text as an object (%@); it would be replaced by the source text",
                "mul.lproj/Main.xcstrings:1:35: warning: 'Hi' has no de translation in table Main, which has no de file",
            ])
        #expect(report.filesRead == 3)
        #expect(report.languages.map(\.identifier) == ["de", "en", "ja"])
    }

    @Test func placesComeFromPathsAlone() throws {
        let catalog = try #require(TableLayout.Place(file: URL(fileURLWithPath: "/p/App/mul.lproj/Main.xcstrings")))
        #expect(catalog.kind == .catalog && catalog.table == "Main" && catalog.root.path == "/p/App")
        let legacy = try #require(TableLayout.Place(file: URL(fileURLWithPath: "/p/App/German.lproj/T.stringsdict")))
        #expect(legacy.kind == .stringsDict && legacy.root.path == "/p/App" && legacy.folderMeaning == .language("de"))
        let loose = try #require(TableLayout.Place(file: URL(fileURLWithPath: "/p/App/T.strings")))
        #expect(loose.folder == nil)
        #expect(TableLayout.Place(file: URL(fileURLWithPath: "/p/App/de.lproj/T.plist")) == nil)
    }
}

struct DiskTableFilesTests {
    @Test func aFileIsReadWholeAndAMissingOneIsNone() throws {
        let text = String(repeating: "\"k\" = \"v é\";\n", count: 20_000)
        let root = try StringTableDirectoryTests.folder(["de.lproj/T.strings": text, "de.lproj/Empty.strings": ""])
        let files = DiskTableFiles()
        let file = try #require(try files.contentsOfFile(atPath: root.path + "/de.lproj/T.strings"))
        #expect(file.bytes == Array(text.utf8))
        #expect(file.path == root.path + "/de.lproj/T.strings")
        #expect(try files.contentsOfFile(atPath: root.path + "/de.lproj/Empty.strings")?.bytes == [])
        #expect(try files.contentsOfFile(atPath: root.path + "/de.lproj/Missing.strings") == nil)
        #expect(try files.contentsOfFile(atPath: root.path + "/de.lproj/T.strings/below") == nil)
    }

    @Test func aFolderInPlaceOfAFileCannotBeRead() throws {
        let root = try StringTableDirectoryTests.folder(["de.lproj/T.strings/inside": ""])
        #expect(throws: (any Error).self) {
            try DiskTableFiles().contentsOfFile(atPath: root.path + "/de.lproj/T.strings")
        }
        let tables = StringTableDirectory(roots: [root])
        #expect(tables.table(named: "T", language: "de") == nil)
        #expect(
            tables.diagnostics.map(\.description) == [
                "\(root.path)/de.lproj/T.strings:1:1: error: cannot read the file: Is a directory"
            ])
    }

    #if os(Linux)
        /// Files whose size the system does not know ahead are read to their end all the same.
        @Test func aFileOfUnknownSizeIsReadToItsEnd() throws {
            let file = try #require(try DiskTableFiles().contentsOfFile(atPath: "/proc/self/status"))
            #expect(String(decoding: file.bytes, as: UTF8.self).contains("VmRSS"))
        }
    #endif
}
