import Alerts
import Foundation
import FrontSupport
import Testing

@testable import AlertsCLI

/// A report bounds each text at ``CLIReport/bound`` and says what it left out; verbose reports
/// and the JSON keep every text whole.
struct LongTextReportTests {
    static let environment = ["LANG": "C.UTF-8", "COLUMNS": "80"]

    /// The report of an error whose message is `message`, and its JSON, through a front.
    func report(message: String, verbose: Bool = false) -> (text: String, json: String) {
        let output = Output()
        let front = CLIFront(
            languages: ["en"], options: .init(json: true, verbose: verbose), environment: Self.environment,
            write: output.write)
        struct Failure: AlertableError {
            var message: String
            var errorDescription: AlertText? { "Import failed." }
            var failureReason: AlertText? { AlertText(verbatim: message) }
        }
        front.report(Failure(message: message))
        return (output.all, output.json)
    }

    /// The number in the note under a cut text, its digit grouping left out.
    func omitted(in report: String) -> Int? {
        guard let line = report.split(separator: "\n").first(where: { $0.contains("Not shown:") }) else { return nil }
        return Int(line.split(separator: "characters")[0].filter(\.isNumber))
    }

    @Test func a200KBMessageIsCutWithANoteSayingHowMuchAndWhereToSeeIt() throws {
        let message = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 4_500)  // 202,500 bytes
        let (text, json) = report(message: message)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count < 40, "\(lines.count) lines")
        #expect(text.utf8.count < 2_500)
        let note = try #require(lines.first { $0.contains("Not shown:") })
        #expect(note.hasSuffix("characters. ALERTS_VERBOSE=1 shows the whole text."))
        #expect(text.hasPrefix("error: Import failed.\n  The quick brown fox jumps"))
        #expect(text.contains("…"))
        // The count is what was left out: the message less the 2,000 bytes shown.
        #expect(try omitted(in: text) == message.count - #require(CLIReport.bound.cut(message)).shown.count)
        #expect(message.count - (omitted(in: text) ?? 0) == 2_000)
        // The JSON has the whole message.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["message"] as? String == message)
    }

    @Test func aVerboseReportShowsTheWholeText() {
        let message = String(repeating: "x", count: 10_000)
        let (text, _) = report(message: message, verbose: true)
        #expect(!text.contains("Not shown:"))
        #expect(text.filter { $0 == "x" }.count >= 10_000, "the message whole (and the diagnostic has it again)")
    }

    @Test func manyShortLinesAreCutAtTwentyLines() {
        let message = (1...500).map { "line \($0)" }.joined(separator: "\n")
        let (text, _) = report(message: message)
        #expect(text.contains("  line 20…\n"))
        #expect(!text.contains("line 21"))
        #expect(omitted(in: text) == message.count - (1...20).map { "line \($0)" }.joined(separator: "\n").count)
    }

    @Test(arguments: [
        String(repeating: "漢字かな混じり文", count: 2_000),
        String(repeating: "e\u{301}", count: 5_000),
        String(repeating: "مَرْحَبًا بِالْعَالَمِ ", count: 1_000),
        String(repeating: "👩‍👩‍👧‍👦", count: 1_000),
        String(repeating: "A", count: 100_000),
    ])
    func aLongTextInAnyScriptIsCutAfterAWholeCharacter(message: String) throws {
        let cut = try #require(CLIReport.bound.cut(message))
        #expect(cut.shown.utf8.count <= CLIReport.bound.bytes)
        #expect(Array(message.prefix(cut.shown.count)) == Array(cut.shown))
        #expect(cut.shown.count + cut.omittedCharacters == message.count)
        let (text, _) = report(message: message)
        #expect(text.contains("Not shown:"))
        #expect(text.split(separator: "\n").count < 40)
    }

    @Test func aTextWithinTheBoundIsWhole() {
        let message = String(repeating: "é", count: 1_000)  // 2,000 bytes
        #expect(CLIReport.bound.cut(message) == nil)
        #expect(CLIReport.bound.cut(message + "e") != nil)
        #expect(!report(message: message).text.contains("Not shown:"))
    }
}
