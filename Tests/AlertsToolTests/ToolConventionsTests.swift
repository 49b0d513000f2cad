import Foundation
import TestSupport
import Testing

/// The tool's command-line conventions: sanitized messages, usage errors, JSON on stdout, help.
struct ToolConventionsTests {
    func run(_ arguments: String...) throws -> AlertsToolTests.Run { try AlertsToolTests.run(arguments) }

    @Test func theToolsOwnMessagesAreSanitized() throws {
        for arguments in [["\u{1B}[31mRED\u{202E}"], ["demo", "--x\u{1B}]0;pwned\u{07}"]] {
            let result = try AlertsToolTests.run(arguments)
            #expect(result.status == 64)
            #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{202E}"))
        }
    }

    @Test func lookupSaysWhatIsWrongWithTheCall() throws {
        let root = try ToolCommandTests.tables([
            "en.lproj/Localizable.strings": "\"pos\" = \"%2$@ then %1$@\";\n",
            "de.lproj/Localizable.strings": "\"onlyde\" = \"nur Deutsch\";\n",
        ])
        let few = try run("lookup", "pos", "--tables", root.path, "--lang", "en", "--arg", "a")
        #expect(few.status == 64)
        #expect(few.stderr.contains("'pos' takes 2 arguments"))
        let elsewhere = try run("lookup", "onlyde", "--tables", root.path, "--lang", "en")
        #expect(elsewhere.status == 0)
        #expect(elsewhere.stdout == "onlyde\n")
        #expect(elsewhere.stderr.contains("it is in de"))
        let missing = try run("lookup", "x", "--tables", "/nonexistent/tables")
        #expect(missing.status == 66)
        let helpAsValue = try run(
            "lookup", "pos", "--tables", root.path, "--lang", "en", "--arg", "--help", "--arg", "b")
        #expect(helpAsValue.stdout == "b then --help\n")
    }

    @Test func previewIsStrictAboutJSON() throws {
        let root = try ToolCommandTests.tables([
            "trailing.json": "{\"title\": \"x\",\n \"buttons\": [{\"label\": \"a\"},],}",
            "surrogate.json": "{\"title\": \"\\ud800\"}",
            "code.json": "{\"title\": \"x\", \"exitCode\": 300}",
            "ok.json": "{\"title\": \"x\"}",
            "bom.json": "\u{FEFF}{\"title\": \"bom\"}",
            "twice.json": "{\"title\": \"a\",\n \"title\": \"b\"}",
        ])
        let bom = try run("preview", root.appendingPathComponent("bom.json").path)
        #expect(bom.status == 0)
        let twice = try run("preview", root.appendingPathComponent("twice.json").path)
        #expect(
            twice.status == 65
                && twice.stderr.contains("twice.json:2:2: error: not valid JSON: the member \"title\" is named twice"))
        let latin1 = root.appendingPathComponent("latin1.json")
        try Data([0x7B, 0x22, 0x74, 0x22, 0x3A, 0x22, 0xE9, 0x22, 0x7D]).write(to: latin1)
        let notUTF8 = try run("preview", latin1.path)
        #expect(
            notUTF8.status == 65 && notUTF8.stderr.contains("latin1.json:1:7: error: not valid JSON: this is not UTF-8")
        )
        let trailing = try run("preview", root.appendingPathComponent("trailing.json").path)
        #expect(trailing.status == 65)
        #expect(
            trailing.stderr.contains("trailing.json:2:29: error: not valid JSON: a comma before ']' is not allowed"))
        let surrogate = try run("preview", root.appendingPathComponent("surrogate.json").path)
        #expect(surrogate.status == 65 && surrogate.stderr.contains("surrogate.json:1:"))
        let code = try run("preview", root.appendingPathComponent("code.json").path)
        #expect(code.status == 65 && code.stderr.contains("exitCode must be from 1 to 255"))
        let usageFirst = try run("preview", "/nonexistent.json", "--lang", "!!")
        #expect(usageFirst.status == 64)
        let folder = try run("preview", root.path)
        #expect(folder.status == 66 && folder.stderr.contains("it is a folder"))
        #expect(try run("preview", root.appendingPathComponent("ok.json").path).status == 0)
    }

    @Test func lintFindsNoTablesIsAnInputError() throws {
        let empty = try ToolCommandTests.tables(["README": "nothing here"])
        let result = try run("lint", empty.path)
        #expect(result.status == 66)
        #expect(result.stderr.contains("no string tables under"))
    }

    @Test func helpWorksEveryWayAndFlagsTakeNoValues() throws {
        let help = try run("help", "lint")
        #expect(help.status == 0 && help.stdout.hasPrefix("usage: alerts lint"))
        let value = try run("demo", "--json=yes")
        #expect(value.status == 64 && value.stderr.contains("--json takes no value"))
    }

    @Test func aPreviewedNoteOrWarningIsNoFailure() throws {
        let root = try ToolCommandTests.tables([
            "note.json": #"{"title": "Saved a copy.", "severity": "note", "exitCode": 3}"#,
            "critical.json": #"{"title": "Out of disk.", "severity": "critical", "exitCode": 3}"#,
            "bogus.json": #"{"title": "x", "severity": "shrug"}"#,
        ])
        #expect(try run("preview", root.appendingPathComponent("note.json").path).status == 0)
        #expect(try run("preview", root.appendingPathComponent("critical.json").path).status == 3)
        let bogus = try run("preview", root.appendingPathComponent("bogus.json").path)
        #expect(bogus.status == 65 && bogus.stderr.contains("severity"))
    }

    @Test func withJSONStandardOutputHoldsOnlyJSONLines() throws {
        let result = try run("demo", "--json", "--choose", "Retry")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) != nil })
        #expect(result.stderr.contains("Saved report.txt."))
    }

    @Test func optionsOnlyTheCommandLineHonoursPresentThereEvenWithTheTerminalFront() throws {
        let noInput = try run("demo", "--front", "terminal", "--no-input", "--scenario", "network")
        #expect(noInput.stderr.contains("without asking"), "\(noInput.stderr)")
        let json = try run("demo", "--front", "terminal", "--json", "--scenario", "network")
        #expect(json.stdout.hasPrefix("{"), "the JSON line is written: \(json.stdout)")
    }

    @Test func theTerminalFrontShowsTheAlertEvenWhenNobodyCanAnswer() throws {
        let result = try run("demo", "--front", "terminal", "--scenario", "network")
        #expect(result.stderr.hasPrefix("You’re not connected to the internet.\n"), "\(result.stderr)")
        #expect(result.status == 69)
    }
}
