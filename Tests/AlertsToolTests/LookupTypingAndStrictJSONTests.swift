import Foundation
import TestSupport
import Testing

/// Issue 15, points 4 and 6: `alerts lookup` types its arguments from the source text, and
/// `alerts preview`'s strict JSON check reads member names and numbers as Foundation will.
struct LookupTypingAndStrictJSONTests {
    func run(_ arguments: String...) throws -> AlertsToolTests.Run { try AlertsToolTests.run(arguments) }

    static func brokenTranslations() throws -> URL {
        try ToolCommandTests.tables([
            "en.lproj/Localizable.strings": "\"%lld files\" = \"%lld files\";\n\"size\" = \"%.1f MB\";\n",
            // A Greek letter and a Cyrillic one where the specifier's conversion should be.
            "el.lproj/Localizable.strings": "\"%lld files\" = \"%1η αρχεία\";\n",
            "ru.lproj/Localizable.strings": "\"%lld files\" = \"% з файлов\";\n\"size\" = \"%@ МБ\";\n",
        ])
    }

    @Test func aBrokenTranslationFallsBackToTheSourceTextWithItsArgumentTyped() throws {
        let root = try Self.brokenTranslations()
        for (language, broken) in [("el", "%1η"), ("ru", "% з")] {
            let result = try run("lookup", "%lld files", "--tables", root.path, "--lang", language, "--arg", "3")
            #expect(result.status == 0)
            // Before, the argument was typed from the broken translation (as text), the source
            // text's %lld refused it, and the key itself was printed.
            #expect(result.stdout == "3 files\n", "\(language)")
            #expect(result.stderr.hasPrefix("language: en\n"), "\(language)")
            #expect(
                result.stderr.contains(
                    "the \(language) text of '%lld files' in table Localizable was not used: '\(broken)'"))
        }
    }

    @Test func theSourceTextDecidesTheTypeEvenWhereTheTranslationShowsText() throws {
        let root = try Self.brokenTranslations()
        // The Russian text shows the size with %@; the source formats it as a number.
        let shown = try run("lookup", "size", "--tables", root.path, "--lang", "ru", "--arg", "2.5")
        #expect(shown.status == 0)
        #expect(shown.stdout == "2,5 МБ\n")
        #expect(shown.stderr == "language: ru\n")
        // And an argument the source text cannot take is a usage error, whatever the translation.
        let word = try run("lookup", "%lld files", "--tables", root.path, "--lang", "el", "--arg", "many")
        #expect(word.status == 64)
        #expect(word.stderr.contains("--arg 1 'many' must be an integer"))
    }

    @Test func withoutSourceTextTheKeyThenTheTranslationDecide() throws {
        let root = try ToolCommandTests.tables([
            "en.lproj/Localizable.strings": "\"other\" = \"x\";\n",
            "de.lproj/Localizable.strings": "\"%lld files\" = \"%lld Dateien\";\n\"count\" = \"%lld Stück\";\n",
        ])
        let byKey = try run("lookup", "%lld files", "--tables", root.path, "--lang", "de", "--arg", "4")
        #expect(byKey.stdout == "4 Dateien\n")
        let byTranslation = try run("lookup", "count", "--tables", root.path, "--lang", "de", "--arg", "4")
        #expect(byTranslation.stdout == "4 Stück\n")
        #expect(byTranslation.stderr == "language: de\n")
    }

    @Test func memberNamesAreComparedWithTheirEscapesRead() throws {
        let root = try ToolCommandTests.tables([
            "escaped.json": "{\"title\": \"a\",\n \"\\u0074itle\": \"b\"}",
            "pair.json": "{\"\\ud83d\\ude00\": 1, \"😀\": 2, \"title\": \"x\"}",
            "distinct.json": "{\"title\": \"x\", \"\\u0074itles\": 1, \"message\": \"m\", \"messag\\u0065\\u0301\": 2}",
        ])
        let escaped = try run("preview", root.appendingPathComponent("escaped.json").path)
        #expect(escaped.status == 65)
        #expect(
            escaped.stderr.contains(
                #"escaped.json:2:2: error: not valid JSON: the member "\u0074itle" is named twice in this object (as "title", its escapes read)"#
            ))
        let pair = try run("preview", root.appendingPathComponent("pair.json").path)
        #expect(
            pair.status == 65
                && pair.stderr.contains("pair.json:1:21: error: not valid JSON: the member \"😀\" is named twice"))
        // Names that differ once decoded are distinct, even when canonically equivalent ("é" and "e\u{301}").
        let distinct = try run("preview", root.appendingPathComponent("distinct.json").path)
        #expect(!distinct.stderr.contains("named twice"))
    }

    @Test func numbersTooLargeForADoubleAreRefusedWithTheirPlace() throws {
        let root = try ToolCommandTests.tables([
            "huge.json": "{\"title\": \"x\",\n  \"exitCode\": 1e999}",
            "long.json": "{\"title\": \"x\", \"n\": -" + String(repeating: "9", count: 400) + "}",
            "tiny.json": "{\"title\": \"x\", \"n\": 1e-999}",
        ])
        let huge = try run("preview", root.appendingPathComponent("huge.json").path)
        #expect(huge.status == 65)
        // Before, Foundation refused it without a place: "Number 1e999 is not representable".
        #expect(
            huge.stderr.contains(
                "huge.json:2:15: error: not valid JSON: the number 1e999 is too large for a 64-bit floating-point number"
            ))
        let long = try run("preview", root.appendingPathComponent("long.json").path)
        #expect(long.status == 65 && long.stderr.contains("long.json:1:21: error: not valid JSON: the number -999"))
        // A number too small to tell from 0 is 0, as Foundation reads it.
        let tiny = try run("preview", root.appendingPathComponent("tiny.json").path)
        #expect(!tiny.stderr.contains("not valid JSON"))
    }
}
