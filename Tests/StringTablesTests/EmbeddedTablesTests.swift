import Foundation
import Testing

@testable import StringTables

/// Tables compiled into the binary read as the same files on disk do.
///
/// `StringTableDirectory.module` is this test target's own: the StringTablesPlugin compiles
/// `Fixtures/Tables` and `Fixtures/More` into it (see the fixtures' README).
struct EmbeddedTablesTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let onDisk = StringTableDirectory(roots: [
        fixtures.appendingPathComponent("Tables"), fixtures.appendingPathComponent("More"),
    ])

    /// Every table name of the fixtures.
    static let tableNames = ["Localizable", "Controls", "Empty", "Catalog", "Other"]

    @Test func theCompiledInFixturesAreTheFilesOnDiskTableByTable() throws {
        let compiled = StringTableDirectory.module
        #expect(compiled.languages == Self.onDisk.languages)
        #expect(compiled.languages.map(\.identifier) == ["de", "en", "es", "fr", "ja", "ko", "ru", "zh-Hant"])
        var tables = 0
        for language in compiled.languages {
            for name in Self.tableNames {
                let table = compiled.table(named: name, language: language)
                #expect(table == Self.onDisk.table(named: name, language: language), "\(name) in \(language)")
                if table != nil { tables += 1 }
            }
        }
        #expect(tables == 12)
        #expect(compiled.diagnostics.isEmpty)
        #expect(Self.onDisk.diagnostics.isEmpty)
        #expect(compiled.roots.isEmpty)
    }

    @Test func rawControlCharactersNULAndInvisibleCharactersArriveExactly() throws {
        let table = try #require(StringTableDirectory.module.table(named: "Controls", language: "ja"))
        let everyScalar = (1...0xFF).compactMap(Unicode.Scalar.init).filter { $0 != "\"" && $0 != "\\" }
        #expect(table.entries["every scalar"] == .text(String(String.UnicodeScalarView(everyScalar))))
        #expect(table.entries["with NUL"] == .text("a\u{0}b"))
        #expect(
            table.entries["invisible"]
                == .text("\u{2028}\u{2029}\u{FEFF}\u{202E}\u{2066}\u{200D}\u{200B}\u{061C}👩‍💻\u{E000}\u{10FFFD}"))
        #expect(table.entries["combining"] == .text("\u{301} after the quote, and after an escape \n\u{301}"))
        #expect(table.entries["delimiters"] == .text(##"""" #"# \( \u{41} \0"##))
    }

    @Test func lineBreaksEncodingsPluralsAndCatalogsComeThroughTheCompiler() {
        let localizer = Localizer(sources: [StringTableDirectory.module])
        func text(_ key: String, table: String = "Localizable", count: Int64? = nil, _ language: LanguageTag) -> String
        {
            localizer.localize(key, table: table, arguments: count.map { [.int($0)] } ?? [], languages: [language])
                .value
        }
        // CR LF line breaks, in the file and inside a key and its value.
        #expect(text("Two\r\nlines", "en") == "Two\r\nlines")
        // UTF-16 with a mark, and big-endian UTF-16 without one.
        #expect(text("Quote", "de") == "„Zitat“ — \"roh\" \\ Ende")
        #expect(text("%lld files", count: 2, "zh-Hant") == "2 個檔案")
        // Russian plurals from a .stringsdict beating the .strings value, and from a catalog.
        let russian: [(Int64, String)] = [
            (1, "1 файл"), (3, "3 файла"), (5, "5 файлов"), (11, "11 файлов"), (21, "21 файл"),
        ]
        for (count, expected) in russian {
            #expect(text("%lld files", count: count, "ru") == expected)
            #expect(text("%lld files", table: "Catalog", count: count, "ru") == expected)
        }
        // Base.lproj, a catalog in mul.lproj, one beside the folders, the second folder, an empty file.
        #expect(text("Only in Base", "en") == "From Base")
        #expect(text("Hello", table: "Catalog", "ja") == "こんにちは")
        #expect(text("Tab\there", table: "Other", "ko") == "탭\t여기\r\n")
        #expect(text("%lld files", count: 1, "es") == "1 archivo")
        #expect(StringTableDirectory.module.table(named: "Empty", language: "fr")?.entries == [:])
    }

    // MARK: Hand-made embedded files

    /// Files of every kind, and of every problem a folder can have.
    static let files: [String: String] = [
        "de.lproj/Localizable.strings": "\"Save\" = \"Sichern\";\n\"Broken\" = \"unterminated;\n",
        "de.lproj/Localizable.stringsdict": StringTableDirectoryTests.plural,
        "German.lproj/Errors.strings": #""disk.full" = "Volume voll";"#,
        "pt_BR.lproj/Localizable.strings": #""Save" = "Salvar"; "Save" = "Guardar";"#,
        "Base.lproj/Localizable.strings": #""Only base" = "From Base";"#,
        "Main.xcstrings": TableLayoutTests.catalog.replacing("やあ", with: "こんにちは"),
        "mul.lproj/Main.xcstrings": TableLayoutTests.catalog,
        "mul.lproj/Other.xcstrings": "{ not json",
        "not-a-language!.lproj/Localizable.strings": #""x" = "y";"#,
    ]

    @Test func anEmbeddedFolderReadsAsTheSameFolderOnDiskWithTheSameDiagnostics() throws {
        let folder = try StringTableDirectoryTests.folder(Self.files)
        let onDisk = StringTableDirectory(roots: [folder])
        let embedded = StringTableDirectory(
            embedded: Self.files.map { .init(path: $0.key, text: $0.value) }, root: folder.path)
        #expect(embedded.languages == onDisk.languages)
        for language in onDisk.languages {
            for name in ["Localizable", "Errors", "Main", "Other"] {
                #expect(
                    embedded.table(named: name, language: language) == onDisk.table(named: name, language: language))
            }
        }
        #expect(embedded.diagnostics.count >= 4)
        #expect(
            embedded.diagnostics.sorted { $0.description < $1.description }
                == onDisk.diagnostics.sorted { $0.description < $1.description })
    }

    @Test func problemsAreReportedUnderTheRootOrAtAFilesOrigin() {
        let tables = StringTableDirectory(
            embedded: [
                .init(path: "de.lproj/A.strings", text: "\"a\" = \"1\";\n\"a\" = \"2\";\n"),
                .init(path: "./fr.lproj//A.strings", text: "\"a\" = ", origin: "Sources/App/More/fr.lproj/A.strings"),
            ], root: "Sources/App/Localization/")
        #expect(tables.table(named: "A", language: "de")?.entries == ["a": .text("2")])
        #expect(tables.table(named: "A", language: "fr")?.entries == [:])
        #expect(
            tables.diagnostics.map(\.description) == [
                "Sources/App/Localization/de.lproj/A.strings:2:1: warning: duplicate key 'a' (first at line 1); the last value wins",
                "Sources/App/More/fr.lproj/A.strings:1:7: error: expected the value of 'a', but the file ends",
            ])
    }

    @Test func anEmptyRootNamesFilesByTheirPathsAlone() {
        let tables = StringTableDirectory(embedded: [.init(path: "de.lproj/A.strings", text: "\"a\" = ")], root: "")
        #expect(tables.languages == ["de"])
        _ = tables.table(named: "A", language: "de")
        #expect(tables.diagnostics.map(\.location?.file) == ["de.lproj/A.strings"])
    }

    @Test func aBundleReadsTheTablesInItsResources() throws {
        let folder = try StringTableDirectoryTests.folder(["de.lproj/Localizable.strings": #""Save" = "Sichern";"#])
        let bundle = try #require(Bundle(url: folder))
        let tables = StringTableDirectory(bundle: bundle)
        #expect(tables.roots.map(\.standardizedFileURL.path) == [folder.standardizedFileURL.path])
        #expect(Localizer(sources: [tables]).localize("Save", languages: ["de"]).value == "Sichern")
    }
}
