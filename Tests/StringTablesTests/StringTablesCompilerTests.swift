import Foundation
import StringTables
import TestSupport
import Testing

/// The string tables compiler, the StringTablesPlugin's tool, run as the plugin runs it: what it
/// embeds, the Swift it writes, how it names files, what it prints and how it exits.
///
/// `EmbeddedTablesTests` checks what the Swift compiler makes of its output, built by the plugin.
struct StringTablesCompilerTests {
    // MARK: Running the tool

    /// The `StringTablesCompiler` binary sits in the build folder, above the test bundle.
    static let compiler = BuiltProgram(named: "StringTablesCompiler")

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        /// The generated Swift file, when the tool wrote one.
        var generated: String?
    }

    static func run(_ arguments: [String], output: URL? = nil) throws -> Run {
        let run = try compiler.run(arguments)
        return Run(
            status: run.status, stdout: run.stdout, stderr: run.stderr,
            generated: output.flatMap { try? String(contentsOf: $0, encoding: .utf8) })
    }

    /// A package folder holding `files` (path → bytes) and symbolic links (path → destination).
    static func package(_ files: [String: [UInt8]], links: [String: String] = [:]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("compiler-\(UUID().uuidString)")
        for (path, bytes) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        for (path, destination) in links {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
        }
        return root
    }

    /// The table files under `folder`, found as the plugin finds them: links to folders followed.
    static func tableFiles(under folder: URL) -> [String] {
        var files: [String] = []
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                files += tableFiles(under: url)
            } else if ["strings", "stringsdict", "xcstrings"].contains(url.pathExtension) {
                files.append(url.path)
            }
        }
        return files
    }

    /// Runs the tool on the table files under `package`'s `target` folder, found as the plugin
    /// finds them, plus `extra` paths under the target, with `options` (`--settings`,
    /// `--accessors`, …) before the files; a settings file among them (`*.settings`, relative to
    /// the package) is passed with `--settings`, as the plugin passes it.
    static func compile(
        _ package: URL, target: String = "Sources/App", extra: [String] = [], settings: [String] = [],
        options: [String] = []
    ) throws -> Run {
        let target = package.appendingPathComponent(target)
        let output = package.appendingPathComponent(".build/EmbeddedStringTables.swift")
        let files = tableFiles(under: target) + extra.map { target.appendingPathComponent($0).path }
        let settings = settings.flatMap { ["--settings", package.appendingPathComponent($0).path] }
        return try run(
            ["--output", output.path, "--package-folder", package.path, "--target-folder", target.path]
                + settings + options + ["--"] + files,
            output: output)
    }

    static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

    // MARK: Reading the generated Swift back

    /// The files and root a generated file passes to `StringTableDirectory(embedded:root:)`,
    /// read back from its string literals.
    struct Generated: Equatable {
        var files: [StringTableDirectory.EmbeddedFile] = []
        var root = ""

        init(_ source: String) throws {
            for line in source.split(separator: "\n") {
                var rest = Substring(line.drop { $0 == " " })
                if rest.hasPrefix("EmbeddedFile(path: ") {
                    rest = rest.dropFirst("EmbeddedFile(path: ".count)
                    let path = try Generated.literal(&rest)
                    #expect(rest.hasPrefix(", text: "))
                    rest = rest.dropFirst(", text: ".count)
                    let text = try Generated.literal(&rest)
                    var origin: String?
                    if rest.hasPrefix(", origin: ") {
                        rest = rest.dropFirst(", origin: ".count)
                        origin = try Generated.literal(&rest)
                    }
                    #expect(rest == "),")
                    files.append(.init(path: path, text: text, origin: origin))
                } else if rest.hasPrefix("root: ") {
                    rest = rest.dropFirst("root: ".count)
                    root = try Generated.literal(&rest)
                    #expect(rest == ")")
                }
            }
        }

        /// Reads an ordinary one-line Swift string literal at the start of `text`, as the Swift
        /// compiler reads the escapes the tool writes, and records anything it should not write.
        static func literal(_ text: inout Substring) throws -> String {
            var scalars = text.unicodeScalars[...]
            let opening = scalars.popFirst()
            try #require(opening == "\"")
            var value = String.UnicodeScalarView()
            while let scalar = scalars.popFirst() {
                switch scalar {
                case "\"":
                    text = Substring(scalars)
                    return String(value)
                case "\\":
                    let next = scalars.popFirst()
                    let escape = try #require(next)
                    switch escape {
                    case "\\", "\"": value.append(escape)
                    case "n": value.append("\n")
                    case "r": value.append("\r")
                    case "t": value.append("\t")
                    case "0": value.append("\0")
                    case "u":
                        let brace = scalars.popFirst()
                        try #require(brace == "{")
                        let hex = String(String.UnicodeScalarView(scalars.prefix { $0 != "}" }))
                        scalars = scalars.dropFirst(hex.unicodeScalars.count + 1)
                        value.append(try #require(UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init)))
                    default: Issue.record("an unknown escape \\\(escape)")
                    }
                default:
                    let category = scalar.properties.generalCategory
                    #expect(
                        ![.control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned].contains(
                            category), "U+\(String(scalar.value, radix: 16)) is written raw")
                    value.append(scalar)
                }
            }
            Issue.record("an unterminated literal")
            return String(value)
        }
    }

    // MARK: Escaping

    @Test func everyScalarUpToFFAndEveryInvisibleOneIsEscapedAndReadsBackExactly() throws {
        var text = "/* " + String(String.UnicodeScalarView((0...0xFF).compactMap(Unicode.Scalar.init))) + " */\r\n"
        text +=
            "\"k\" = \"\u{2028}\u{2029}\u{FEFF}\u{202E}\u{2066}\u{200D}\u{E000}\u{10FFFD}\u{FFFE}👩‍💻 \\\\( \\\"\\\"\\\" #\";\r\n"
        text += "\"\u{301}\" = \"#\\\"# \\\\0 \\\\u{41} \u{301}\";\r\n"
        let package = try Self.package(["Sources/App/Localization/ja.lproj/A.strings": Self.utf8(text)])
        let run = try Self.compile(package)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let source = try #require(run.generated)
        #expect(try Generated(source).files == [.init(path: "ja.lproj/A.strings", text: text)])
        #expect(
            source.contains(
                #"text: "/* \u{00}\u{01}\u{02}\u{03}\u{04}\u{05}\u{06}\u{07}\u{08}"#
                    + #"\t\n\u{0B}\u{0C}\r\u{0E}\u{0F}"#))
        #expect(source.contains(#"\u{7F}\u{80}"#) && source.contains("\\u{9F}\u{A0}¡") && source.contains(#"¬\u{AD}®"#))
        #expect(
            source.contains(#" */\r\n\"k\" = \"\u{2028}\u{2029}\u{FEFF}\u{202E}\u{2066}\u{200D}\u{E000}\u{10FFFD}"#))
        #expect(source.contains(#"👩\u{200D}💻 \\\\( \\\"\\\"\\\" #\";\r\n"#))
        #expect(source.split(separator: "\n").count == 11)
    }

    @Test func theGeneratedFileDeclaresModuleWithOneLiteralPerFile() throws {
        let package = try Self.package([
            "Sources/App/Localization/de.lproj/A.strings": Self.utf8("\"a\" = \"b\";\r\n"),
            "Sources/App/Localization/B.xcstrings": Self.utf8(#"{"strings":{}}"#),
        ])
        let run = try Self.compile(package)
        #expect(
            run.generated == #"""
                // Generated by StringTablesCompiler, the tool of swift-alerts' StringTablesPlugin, from the
                // string tables under Sources/App/Localization. Do not edit: the build writes it again.

                import StringTables

                extension StringTableDirectory {
                    /// The string tables under `Sources/App/Localization`, compiled into this module.
                    static let module = StringTableDirectory(
                        embedded: [
                            EmbeddedFile(path: "B.xcstrings", text: "{\"strings\":{}}"),
                            EmbeddedFile(path: "de.lproj/A.strings", text: "\"a\" = \"b\";\r\n"),
                        ],
                        root: "Sources/App/Localization")
                }

                """#)
    }

    // MARK: What is embedded, and under which names

    @Test func aLinkedFolderIsNamedWhereItIsAndUTF16AndEmptyFilesAreEmbeddedAsText() throws {
        let german = "\"Save\" = \"Sichern\";\r\n\"Quote\" = \"„\\\"\";\r\n"
        let package = try Self.package(
            [
                "Localization/de.lproj/Localizable.strings": [0xFF, 0xFE]
                    + german.utf16.flatMap {
                        [UInt8($0 & 0xFF), UInt8($0 >> 8)]
                    },
                "Localization/zh-Hant.lproj/Localizable.strings": "\"Save\" = \"儲存\";".utf16.flatMap {
                    [UInt8($0 >> 8), UInt8($0 & 0xFF)]
                },
                "Localization/fr.lproj/Empty.strings": [],
                "Localization/Base.lproj/Localizable.strings": Self.utf8(#""Only" = "Base";"#),
            ],
            links: ["Sources/App/Tables": "../../Localization"])
        let run = try Self.compile(package)
        #expect(run.status == 0 && run.stderr == "")
        let generated = try Generated(try #require(run.generated))
        #expect(generated.root == "Localization")
        #expect(
            generated.files == [
                .init(path: "Base.lproj/Localizable.strings", text: #""Only" = "Base";"#),
                .init(path: "de.lproj/Localizable.strings", text: german),
                .init(path: "fr.lproj/Empty.strings", text: ""),
                .init(path: "zh-Hant.lproj/Localizable.strings", text: "\"Save\" = \"儲存\";"),
            ])
        let embedded = StringTableDirectory(embedded: generated.files, root: generated.root)
        let onDisk = StringTableDirectory(roots: [package.appendingPathComponent("Localization")])
        #expect(embedded.languages == onDisk.languages)
        for language in onDisk.languages {
            for name in ["Localizable", "Empty"] {
                #expect(
                    embedded.table(named: name, language: language) == onDisk.table(named: name, language: language))
            }
        }
        #expect(embedded.table(named: "Localizable", language: "de")?.entries["Quote"] == .text("„\""))
    }

    @Test func twoFoldersAreMergedAndTheSamePathInBothIsAnErrorNamingBoth() throws {
        let files: [String: [UInt8]] = [
            "Sources/App/Localization/de.lproj/Localizable.strings": Self.utf8(#""a" = "b";"#),
            "Sources/App/Localization/fr.lproj/Localizable.strings": Self.utf8(#""a" = "c";"#),
            "Sources/App/Localization/Main.xcstrings": Self.utf8(TableLayoutTests.catalog),
            "Sources/App/Extra/es.lproj/Extra.strings": Self.utf8(#""x" = "y"; "x" = "z";"#),
        ]
        let merged = try Self.compile(try Self.package(files))
        #expect(merged.status == 0)
        #expect(
            merged.stderr
                == "Sources/App/Extra/es.lproj/Extra.strings:1:12: warning: duplicate key 'x' (first at line 1); the last value wins [duplicate-key]\n"
        )
        let generated = try Generated(try #require(merged.generated))
        #expect(generated.root == "Sources/App/Localization")
        #expect(
            generated.files.map { "\($0.path) \($0.origin ?? "-")" } == [
                "Main.xcstrings -",
                "de.lproj/Localizable.strings -",
                "es.lproj/Extra.strings Sources/App/Extra/es.lproj/Extra.strings",
                "fr.lproj/Localizable.strings -",
            ])

        var colliding = files
        colliding["Sources/App/Extra/de.lproj/Localizable.strings"] = Self.utf8(#""a" = "d";"#)
        let collision = try Self.compile(try Self.package(colliding))
        #expect(collision.status == 1)
        #expect(collision.generated == nil)
        #expect(
            collision.stderr.split(separator: "\n") == [
                "Sources/App/Extra/es.lproj/Extra.strings:1:12: warning: duplicate key 'x' (first at line 1); the last value wins [duplicate-key]",
                "Sources/App/Localization/de.lproj/Localizable.strings:1:1: error: de.lproj/Localizable.strings is also at Sources/App/Extra/de.lproj/Localizable.strings: a target's table folders are compiled into one, so each path in them can be used once; rename or remove one of the two files [ignored-file]",
            ])
    }

    @Test func twoLinksToOneFolderAreOneFolderNotACollision() throws {
        let package = try Self.package(
            ["Localization/de.lproj/A.strings": Self.utf8(#""a" = "b";"#)],
            links: ["Sources/App/One": "../../Localization", "Sources/App/Two": "../../Localization"])
        let run = try Self.compile(package)
        #expect(run.status == 0 && run.stderr == "")
        #expect(
            try Generated(try #require(run.generated)).files == [
                .init(path: "de.lproj/A.strings", text: #""a" = "b";"#)
            ])
    }

    @Test func filesNoTableReadsAreWarnedAboutAndLeftOut() throws {
        let package = try Self.package([
            "Sources/App/Loose.strings": Self.utf8(#""a" = "b";"#),
            "Sources/App/Localization/mul.lproj/Stray.strings": Self.utf8(#""a" = "b";"#),
            "Sources/App/Localization/Klingonish!.lproj/A.strings": Self.utf8(#""a" = "b";"#),
            "Sources/App/Localization/de.lproj/deeper/A.strings": Self.utf8(#""a" = "b";"#),
            "Sources/App/Localization/de.lproj/A.strings": Self.utf8(#""a" = "b";"#),
        ])
        let run = try Self.compile(package)
        #expect(run.status == 0)
        #expect(
            run.stderr.split(separator: "\n") == [
                "Sources/App/Localization/Klingonish!.lproj:1:1: warning: the folder Klingonish!.lproj is not named after a language tag, so it is not read [not-a-language]",
                "Sources/App/Localization/de.lproj/deeper/A.strings:1:1: warning: A.strings is not in a language folder such as de.lproj, so no table reads it and it is not compiled in [ignored-file]",
                "Sources/App/Localization/mul.lproj/Stray.strings:1:1: warning: mul.lproj holds string catalogs only, so no table reads Stray.strings and it is not compiled in [ignored-file]",
                "Sources/App/Loose.strings:1:1: warning: Loose.strings is not in a language folder such as de.lproj, so no table reads it and it is not compiled in [ignored-file]",
            ])
        #expect(try Generated(try #require(run.generated)).files.map(\.path) == ["de.lproj/A.strings"])
    }

    @Test func aTargetWithoutTablesGetsAnEmptyDirectoryAtItsFolderWhateverItsName() throws {
        let run = try Self.compile(
            try Self.package(["Sources/App\n\"X\"/main.swift": []]), target: "Sources/App\n\"X\"")
        #expect(run.status == 0 && run.stderr == "")
        let generated = try Generated(try #require(run.generated))
        #expect(generated.files.isEmpty && generated.root == "Sources/App\n\"X\"")
        let source = try #require(run.generated)
        #expect(source.contains("        embedded: [],\n"))
        #expect(source.contains(#"/// The string tables under `Sources/App\n\"X\"`, compiled into this module."#))
    }

    // MARK: Problems and exit status

    @Test func problemsArePrintedAsCompilersPrintThemAndAnErrorFailsWithoutWriting() throws {
        let package = try Self.package(
            [
                "Sources/App/Localization/de.lproj/A.strings": Self.utf8(
                    "\"a\" = \"1\";\n\"a\" = \"2\";\n\"b\nc\" = 3\n"),
                // Odd-sized and not UTF-8: no decoding reads it.
                "Sources/App/Localization/fr.lproj/A.strings": [0xFF, 0x22, 0x61],
                "Sources/App/Localization/ja.lproj/A.stringsdict": Self.utf8("<plist><dict>"),
                "Sources/App/Localization/Broken.xcstrings": Self.utf8("{\n  \"strings\": [\n"),
            ],
            links: [
                "Sources/App/Localization/ko.lproj/Gone.strings": "/nonexistent/Gone.strings",
                "Sources/App/Localization/es.lproj/Null.strings": "/dev/null",
            ])
        let run = try Self.compile(package, extra: ["Localization/ko.lproj/Gone.strings"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.generated == nil)
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines == [
                "Sources/App/Localization/Broken.xcstrings:1:1: error: the file is not valid JSON: the file ends before the object that starts here is closed [syntax]",
                "Sources/App/Localization/de.lproj/A.strings:2:1: warning: duplicate key 'a' (first at line 1); the last value wins [duplicate-key]",
                // Reading recovered from these two: warnings (the value of 'b\nc' is kept whole).
                #"Sources/App/Localization/de.lproj/A.strings:4:7: warning: expected ';' after the value of 'b\nc' [syntax]"#,
                "Sources/App/Localization/es.lproj/Null.strings:1:1: error: this is not a regular file but a pipe, a device or a folder, so it is not read as a table [unreadable-file]",
                "Sources/App/Localization/fr.lproj/A.strings:1:1: error: the file is not valid UTF-8 text: bytes here are not characters; save it as UTF-8 [encoding]",
                "Sources/App/Localization/fr.lproj/A.strings:1:1: warning: expected the key as a quoted string, but found U+FFFD (bytes that were not characters), a character that needs quotes; the rest of the file is not read [syntax]",
                "Sources/App/Localization/ja.lproj/A.stringsdict:1:14: error: expected <key> or </dict> in a dictionary [syntax]",
                "Sources/App/Localization/ko.lproj/Gone.strings:1:1: error: cannot read the file: No such file or directory [unreadable-file]",
                "",
            ])
    }

    @Test func everyLanguageOfACatalogIsCheckedEvenOneWithNoValueThatLoads() throws {
        let package = try Self.package([
            "Sources/App/Localization/Main.xcstrings": Self.utf8(XCStringsCatalogTests.partlyBroken)
        ])
        let run = try Self.compile(package)
        #expect(run.status == 1)
        #expect(
            run.stderr == """
                Sources/App/Localization/Main.xcstrings:4:5: error: 'Open' in it: a stringUnit must be a JSON object [invalid-entry]
                Sources/App/Localization/Main.xcstrings:10:5: error: 'Save' in fr: 'lots' is not a plural category [invalid-entry]
                Sources/App/Localization/Main.xcstrings:10:5: error: 'Save' in it: variations by gender are not supported [invalid-entry]

                """)
    }

    @Test func aUsageMistakeExits64() throws {
        let run = try Self.run(["--output"])
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix("StringTablesCompiler: error: --output needs a value\nusage: StringTablesCompiler"))
        #expect(try Self.run(["--bogus"]).status == 64)
        #expect(try Self.run(["a.strings"]).status == 64)
        #expect(try Self.run(["--help"]).status == 0)
    }
}
