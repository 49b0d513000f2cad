import Foundation
import StringTables
import Testing

/// The `.strings` parser: CoreFoundation's results on valid files, precise errors on broken ones.
struct StringsFileTests {
    func parse(_ text: String, path: String = "t.strings") -> StringsFile {
        StringsFile(bytes: Array(text.utf8), path: path)
    }

    /// What `PropertyListSerialization` reads from the same bytes, or nil if it refuses them.
    static func foundation(_ bytes: [UInt8]) -> [String: String]? {
        (try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)) as? [String: String]
    }

    /// Fixtures of our own, each valid for CoreFoundation; together they cover the grammar.
    static let fixtures: [String] = [
        #""greeting" = "Hello";"#,
        "/* A block\n comment */\n\"a\" = \"1\"; // trailing\n// line comment\n'b' = 'two words';",
        #"plain_key = value.with-dots/and:colons$;"#,
        #""escapes" = "\a\b\f\n\r\t\v\"\'\\";"#,
        #""quotes" = 'He said "hi" and \'bye\'';"#,
        #""octal" = "\101\102\7\0x\351\241";"#,
        #""unicode" = "\U00e9\U4E2D\UD83D\UDE00 \U20AC";"#,
        "\"continued\" = \"one\\\ntwo\";",
        #""shorthand";"#,
        "\"dup\" = \"first\";\n\"dup\" = \"second\";",
        "{\n  \"braced\" = \"yes\";\n}\n",
        "\"multi\nline key\" = \"value\nover lines\";",
        "\"emoji 👩‍💻\" = \"中文 العربية\";",
        "\"spaces\"\t=\r\n\"around\"\t;",
        #""%@ of %lld" = "%2$lld von %1$@";"#,
        "\"\" = \"empty key\"; \"empty value\" = \"\";",
        "/** stars ** / * inside */\n\"star\" = \"*/\"; /***/ \"end\" = \"/**/\"; /*/ still open */",
    ]

    @Test(arguments: fixtures)
    func ownFixturesMatchPropertyListSerialization(text: String) throws {
        let expected = try #require(Self.foundation(Array(text.utf8)), "Foundation must accept the fixture")
        let parsed = parse(text)
        #expect(parsed.dictionary == expected)
        #expect(!parsed.hasErrors, "\(parsed.diagnostics)")
    }

    @Test(arguments: fixtures)
    func utf16FixturesMatchPropertyListSerialization(text: String) throws {
        for littleEndian in [true, false] {
            var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
            for unit in text.utf16 {
                let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
                bytes += littleEndian ? pair : pair.reversed()
            }
            let expected = try #require(Self.foundation(bytes))
            #expect(StringsFile(bytes: bytes, path: "t.strings").dictionary == expected)
        }
    }

    @Test func utf8WithABOMAndUTF16WithoutOneAreRead() {
        let text = "\"k\" = \"é中\";"
        #expect(StringsFile(bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8), path: "t").dictionary == ["k": "é中"])
        let littleEndian = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let bigEndian = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(StringsFile(bytes: littleEndian, path: "t").dictionary == ["k": "é中"])
        #expect(StringsFile(bytes: littleEndian, path: "t").encoding == "UTF-16LE")
        #expect(StringsFile(bytes: bigEndian, path: "t").dictionary == ["k": "é中"])
        #expect(StringsFile(bytes: bigEndian, path: "t").encoding == "UTF-16BE")
    }

    @Test func entriesKeepFileOrderAndTheirPlace() {
        let file = parse("\n  \"a\" = \"1\";\n\"é\" = \"2\"; \"c\";")
        #expect(file.entries.map(\.key) == ["a", "é", "c"])
        #expect(file.entries.map(\.location.description) == ["t.strings:2:3", "t.strings:3:1", "t.strings:3:12"])
    }

    @Test func everyDuplicateKeepsItsOwnValueAndPlace() {
        let file = parse("\"k\" = \"1\";\n\"j\" = \"x\";\n\"k\" = \"2\";\n\"j\" = \"y\"; \"k\" = \"3\";")
        #expect(
            file.entries.map { "\($0.key)=\($0.value)@\($0.location.line):\($0.location.column)" } == [
                "k=1@1:1", "j=x@2:1", "k=2@3:1", "j=y@4:1", "k=3@4:12",
            ])
        #expect(file.dictionary == ["k": "3", "j": "y"])
        #expect(
            file.diagnostics.map(\.description) == [
                "t.strings:3:1: warning: duplicate key 'k' (first at line 1); the last value wins",
                "t.strings:4:1: warning: duplicate key 'j' (first at line 2); the last value wins",
                "t.strings:4:12: warning: duplicate key 'k' (first at line 1); the last value wins",
            ])
    }

    /// Keys are read again for the entries and at the first duplicate; their problems are
    /// reported once, where the file has them.
    @Test func keysReadAgainKeepTheirEscapesAndReportNothingTwice() {
        let file = parse("\"k\\q\" = \"1\";\n'\\U00E9' = \"2\";\n\"kq\" = \"3\";\nplain = \"4\";\nplain;")
        #expect(
            file.entries.map { "\($0.key)=\($0.value)@\($0.location.line):\($0.location.column)" } == [
                "kq=1@1:1", "é=2@2:1", "kq=3@3:1", "plain=4@4:1", "plain=plain@5:1",
            ])
        #expect(file.table == ["kq": .text("3"), "é": .text("2"), "plain": .text("plain")])
        #expect(
            file.diagnostics.map(\.description) == [
                "t.strings:1:3: error: unknown escape '\\q'; it reads as 'q' (write \\\\ for a backslash)",
                "t.strings:3:1: warning: duplicate key 'kq' (first at line 1); the last value wins",
                "t.strings:5:1: warning: duplicate key 'plain' (first at line 4); the last value wins",
            ])
    }

    @Test func anEmptyFileIsAnEmptyTable() {
        let file = StringsFile(bytes: [], path: "empty.strings")
        #expect(file.entries.isEmpty)
        #expect(file.diagnostics.isEmpty)
    }

    @Test(arguments: [
        (
            "\"a\" = \"1\";\n\"b\" = \"2\n",
            [
                "t.strings:2:7: error: this string is never closed; add the missing \"; the rest of the file, from line 2, is not read"
            ],
            ["a": "1"]
        ),
        (
            "\"a\" = \"1\";\n\"b\" = 'x\\' \\n \"=\";\n\"c\" = \"3\";",
            [
                "t.strings:2:7: error: this string is never closed; add the missing '; the rest of the file, from line 2, is not read"
            ],
            ["a": "1"]
        ),
        (
            "\"a\" = \"1\";\n/* open",
            [
                "t.strings:2:1: error: this comment is never closed; add the missing */; the rest of the file, from line 2, is not read"
            ],
            ["a": "1"]
        ),
        (
            "\"a\" = \"1\"\n\"b\" = \"2\";", ["t.strings:1:10: error: expected ';' after the value of 'a'"],
            ["a": "1", "b": "2"]
        ),
        (
            "\"a\" \"1\";\n\"b\" = \"2\";",
            ["t.strings:1:5: error: expected '=' or ';' after the key 'a', but found '\"'; reading resumes at line 2"],
            ["b": "2"]
        ),
        (
            "\"a\" = \"\\q\";",
            ["t.strings:1:8: error: unknown escape '\\q'; it reads as 'q' (write \\\\ for a backslash)"],
            ["a": "q"]
        ),
        (
            "\"a\" = \"\\U\";", ["t.strings:1:8: error: \\U must be followed by one to four hex digits, as in \\U00E9"],
            ["a": "\u{0}"]
        ),
        (
            "\"a\" = { \"x\" = \"y\"; };\n\"b\" = \"2\";",
            ["t.strings:1:7: error: the value of 'a' is a dictionary; a strings file holds only text values"],
            ["b": "2"]
        ),
        (
            "\"a\" = (\"x\");\n\"b\" = \"2\";",
            ["t.strings:1:7: error: the value of 'a' is an array; a strings file holds only text values"], ["b": "2"]
        ),
        (
            "\"a\" = \"1\";\n=\n\"b\" = \"2\";",
            ["t.strings:2:1: error: expected the key as a quoted string, but found '='; reading resumes at line 3"],
            ["a": "1", "b": "2"]
        ),
        (
            "\"a\" = \"x;\n\"b\" = \"2\";\n\"c\" = \"3\";",
            [
                "t.strings:1:7: error: the value of 'a' runs past the end of its line and is not followed by ';'; is its closing quote missing? The entry is dropped; reading resumes at line 2"
            ],
            ["b": "2", "c": "3"]
        ),
        (
            "\"k\" = \"1\";\n\"k\" = \"2\";",
            ["t.strings:2:1: warning: duplicate key 'k' (first at line 1); the last value wins"], ["k": "2"]
        ),
        (
            "\"a\" = \"\\UD83D!\";",
            ["t.strings:1:8: warning: \\UD83D is half of a surrogate pair with no other half; it reads as U+FFFD"],
            ["a": "\u{FFFD}!"]
        ),
        (
            "\"a\" = \"1\";;\n\"b\" = \"2\";",
            ["t.strings:1:11: error: an extra ';' with no entry before it; remove it"],
            ["a": "1", "b": "2"]
        ),
        (
            // A quote inside a value, not escaped, cuts it short: the cut value is not kept.
            "\"a\" = \"It can\"t be\";\n\"b\" = \"2\";",
            [
                "t.strings:1:15: error: the value of 'a' is followed by 't', not by ';'; is a quote inside it not escaped (write \\\")? The entry is dropped; reading resumes at line 2"
            ],
            ["b": "2"]
        ),
        (
            "\"a\" = \"x\" \"y\";\n\"b\" = \"2\";\n",
            [
                "t.strings:1:11: error: the value of 'a' is followed by '\"', not by ';'; is a quote inside it not escaped (write \\\")? The entry is dropped; reading resumes at line 2"
            ],
            ["b": "2"]
        ),
        (
            // A character of several bytes is quoted whole.
            "\"a\" \u{1F600} \"1\";\n\"b\" = \"2\";",
            [
                "t.strings:1:5: error: expected '=' or ';' after the key 'a', but found '\u{1F600}'; reading resumes at line 2"
            ],
            ["b": "2"]
        ),
        (
            "\"a\" = \"1\";\né = \"2\";\n\"c\" = \"3\";",
            [
                "t.strings:2:1: error: expected the key as a quoted string, but found 'é', a character that needs quotes; reading resumes at line 3"
            ],
            ["a": "1", "c": "3"]
        ),
        (
            "\"a\" = \"1\" /* the ; is missing */\n\"b\" = \"2\";",
            ["t.strings:1:10: error: expected ';' after the value of 'a'"], ["a": "1", "b": "2"]
        ),
        (
            "{ \"a\" = \"1\";",
            ["t.strings:1:13: error: the file ends before the '}' that closes the '{' at its start"], ["a": "1"]
        ),
    ])
    func problemsArePreciseAndTheRestStillLoads(text: String, diagnostics: [String], entries: [String: String]) {
        let file = parse(text)
        #expect(file.diagnostics.map(\.description) == diagnostics)
        #expect(file.dictionary == entries)
    }

    @Test func invalidBytesAreReportedWhereTheyAreAndReplaced() {
        let bytes = Array("\"a\" = \"1\";\n\"b\" = \"".utf8) + [0xE9] + Array("\";".utf8)
        let file = StringsFile(bytes: bytes, path: "latin1.strings")
        #expect(file.dictionary == ["a": "1", "b": "\u{FFFD}"])
        #expect(
            file.diagnostics.map(\.description) == [
                "latin1.strings:2:8: error: invalid UTF-8 bytes here were replaced with U+FFFD; save the file as UTF-8"
            ])
        let prefix: [UInt8] = [0xFF, 0xFE] + Array("\"b\" = \"".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let loneHighSurrogate: [UInt8] = [0x00, 0xD8]
        let suffix: [UInt8] = [0x22, 0x00, 0x3B, 0x00]
        let lone = prefix + loneHighSurrogate + suffix
        let utf16 = StringsFile(bytes: lone, path: "u.strings")
        #expect(utf16.dictionary == ["b": "\u{FFFD}"])
        #expect(
            utf16.diagnostics.map(\.description) == [
                "u.strings:1:8: error: invalid UTF-16LE bytes here were replaced with U+FFFD; save the file as UTF-8"
            ])
    }

    @Test func hostileInputNeverCrashesOrHangs() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("\"';={}()<>/*\\\nU0123456789abcdefq é中\u{0}".utf8)
        for _ in 0..<300 {
            let length = Int.random(in: 0..<200, using: &generator)
            let bytes = (0..<length).map { _ in
                Bool.random(using: &generator)
                    ? alphabet.randomElement(using: &generator) ?? 0 : UInt8.random(in: 0...255, using: &generator)
            }
            let file = StringsFile(bytes: bytes, path: "fuzz.strings")
            #expect(file.diagnostics.count <= 201)
        }
    }

    @Test func diagnosticsAreCappedOnHopelessFiles() {
        let file = parse(String(repeating: "=\n", count: 5000))
        #expect(file.diagnostics.count == 201)
        #expect(file.diagnostics.last?.description == "t.strings:201:1: note: more problems follow; fix these first")
    }
}
