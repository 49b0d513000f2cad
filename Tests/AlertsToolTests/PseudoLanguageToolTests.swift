import Foundation
import TestSupport
import Testing

/// `--lang en-XA` and `--lang ar-XB` in the `alerts` tool, run as a process: every looked-up
/// text is its pseudo-text, made from the source language.
struct PseudoLanguageToolTests {
    typealias Tool = AlertsToolTests

    static func tables() throws -> URL {
        try ToolCommandTests.tables([
            "en.lproj/Localizable.strings": "\"delete\" = \"Delete %@?\";\n",
            "en.lproj/Localizable.stringsdict": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>count</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
            <key>files</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld file</string><key>other</key><string>%lld files</string>
            </dict></dict></dict></plist>
            """,
            // A translation the pseudo-languages never use: they are made from the source language.
            "ar.lproj/Localizable.strings": "\"delete\" = \"حذف %@؟\";\n",
        ])
    }

    @Test func lookupShowsTheAccentedTextWithItsArgumentsAndPlurals() throws {
        let tables = try Self.tables().path
        let one = try Tool.run(["lookup", "count", "--tables", tables, "--lang", "en-XA", "--arg", "1"])
        #expect(one.status == 0)
        #expect(one.stdout == "[1 ƒíļé lorem]\n")
        #expect(one.stderr == "language: en-XA\n")
        let three = try Tool.run(["lookup", "count", "--tables", tables, "--lang", "en-XA", "--arg", "3"])
        #expect(three.stdout == "[3 ƒíļéš lorem]\n")
        let delete = try Tool.run(["lookup", "delete", "--tables", tables, "--lang", "en-XA", "--arg", "notes.txt"])
        #expect(delete.stdout == "[Ðéļéţé notes.txt? lorem]\n")
    }

    @Test func lookupShowsTheMirroredText() throws {
        let tables = try Self.tables().path
        let delete = try Tool.run(["lookup", "delete", "--tables", tables, "--lang", "ar-XB", "--arg", "notes.txt"])
        #expect(delete.status == 0)
        #expect(delete.stdout == "?notes.txt eteleD\n")
        #expect(delete.stderr == "language: ar-XB\n")
    }

    @Test func theDemosJSONHasEveryLookedUpTextInBrackets() throws {
        let result = try Tool.run(["demo", "--lang", "en-XA", "--json", "--no-input"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        #expect(object["language"] as? String == "en-XA")
        #expect(object["title"] as? String == "[Šáṽé ƒáíļéð. lorem]")
        #expect(object["message"] as? String == "[Ţĥé ðíšķ íš ƒúļļ. lorem ipsum]")
        let buttons = try #require(object["buttons"] as? [[String: Any]])
        // The file name is the demo's argument: shown as it is, inside the label's brackets.
        #expect(buttons.map { $0["label"] as? String } == ["[Ðéļéţé report.txt lorem]", "[Ŕéţŕý lorem]"])
    }

    @Test func anHTTPPageInTheMirroredLanguageIsRightToLeft() throws {
        let tables = try Self.tables()
        let alert = tables.appendingPathComponent("alert.json")
        try Data(
            #"{"title": {"key": "Save failed."}, "message": {"key": "delete", "args": ["notes.txt"]}, "status": 507}"#
                .utf8
        ).write(to: alert)
        let result = try Tool.run([
            "preview", alert.path, "--tables", tables.path, "--front", "http", "--accept", "text/html",
            "--accept-language", "ar-XB",
        ])
        #expect(result.stdout.contains("Content-Language: ar-XB"), "\(result.stdout)")
        #expect(result.stdout.contains(#"<html lang="ar-XB" dir="rtl">"#))
        #expect(result.stdout.contains("<p>.deliaf evaS</p>\n<p>?notes.txt eteleD</p>\n"))
    }

    @Test func theDemosReportIsMirroredAndReadableOnATerminal() throws {
        let result = try Tool.run(["demo", "--lang", "ar-XB", "--no-input"])
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first == ".deliaf evaS")
        #expect(lines.dropFirst().first == "  .lluf si ksid ehT")
        // No bidirectional control to escape: nothing shows as `\u{…}`.
        #expect(!result.stderr.contains("\\u{"))
    }
}
