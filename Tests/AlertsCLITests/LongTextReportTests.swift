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
    func report(
        message: String, verbose: Bool = false, environment: [String: String] = environment
    ) async -> (text: String, json: String) {
        let output = Output()
        let front = CLIFront(
            languages: ["en"], options: .init(json: true, verbose: verbose), environment: environment,
            write: output.write)
        struct Failure: AlertableError {
            var message: String
            var title: AlertText? { "Import failed." }
            var reason: AlertText? { AlertText(verbatim: message) }
        }
        await front.report(Failure(message: message))
        return (output.all, output.json)
    }

    /// The number in the note under a cut text, its digit grouping left out.
    func omitted(in report: String) -> Int? {
        guard let line = report.split(separator: "\n").first(where: { $0.contains("Not shown:") }) else { return nil }
        return Int(line.split(separator: "characters")[0].filter(\.isNumber))
    }

    /// The rows the message takes in a report: the lines between the title's and the note's.
    func messageRows(in report: String) -> [Substring] {
        Array(report.split(separator: "\n").dropFirst().prefix { !$0.contains("Not shown:") })
    }

    @Test func a200KBMessageIsCutWithANoteSayingHowMuchAndWhereToSeeIt() async throws {
        let message = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 4_500)  // 202,500 bytes
        let (text, json) = await report(message: message)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count < 40, "\(lines.count) lines")
        #expect(text.utf8.count < 2_500)
        let note = try #require(lines.first { $0.contains("Not shown:") })
        #expect(note.hasSuffix("characters. ALERTS_VERBOSE=1 shows the whole text."))
        #expect(text.hasPrefix("error: Import failed.\n  The quick brown fox jumps"))
        #expect(text.contains("…"))
        // 2,000 bytes of it would take 26 rows at 80 columns: 20 rows are shown, the 20th ending in `…`.
        let rows = messageRows(in: text)
        #expect(rows.count == 20)
        #expect(rows.last?.hasSuffix("…") == true)
        // The count is what was left out: the message less the characters the rows show (with
        // the spaces wrapping took, less the `…`).
        let shown = rows.map { $0.dropFirst(2) }.joined(separator: " ").dropLast()
        #expect(try #require(omitted(in: text)) == message.count - shown.count)
        #expect(message.hasPrefix(shown))
        // The JSON has the whole message.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["message"] as? String == message)
    }

    /// One line without a break is as many rows as it takes at the report's width: `COLUMNS`, else
    /// the terminal's width, else 80 when standard error is not a terminal.
    @Test(arguments: [["COLUMNS": "80"], ["COLUMNS": "40"], ["COLUMNS": "200"], [:]])
    func aLongLineWithoutBreaksIsBoundedByTheRowsItTakesAtTheReportsWidth(columns: [String: String]) async throws {
        let environment = ["LANG": "C.UTF-8"].merging(columns) { $1 }
        let width = columns["COLUMNS"].flatMap { Int($0) } ?? 80
        for message in [
            String(repeating: "A", count: 200_000), String(repeating: "漢字かな", count: 20_000),
            String(repeating: "\u{1}", count: 50_000),  // each shown as a `\u{1}` escape of 6 cells
        ] {
            let (text, json) = await report(message: message, environment: environment)
            let rows = messageRows(in: text)
            #expect((1...20).contains(rows.count), "\(rows.count) rows at \(width) columns")
            #expect(rows.allSatisfy { TerminalText.width(of: String($0)) <= width })
            #expect(rows.last?.hasSuffix("…") == true)
            #expect(text.contains("Not shown:"), "the note says what was left out")
            // As much as the bound allows: 20 rows, or 2,000 bytes when they take fewer rows.
            let byBytes = try #require(CLIReport.bound.cut(message))
            let left = try #require(omitted(in: text))
            #expect(
                rows.count == 20 || left == message.count - byBytes.shown.count,
                "\(rows.count) rows at \(width) columns, \(left) characters left out")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            #expect(object["message"] as? String == message, "the JSON has it whole")
        }
        let verbose = await report(
            message: String(repeating: "A", count: 200_000), verbose: true, environment: environment)
        #expect(!verbose.text.contains("Not shown:"))
        #expect(verbose.text.filter { $0 == "A" }.count >= 200_000, "--verbose shows it whole")
    }

    @Test func aVerboseReportShowsTheWholeText() async {
        let message = String(repeating: "x", count: 10_000)
        let (text, _) = await report(message: message, verbose: true)
        #expect(!text.contains("Not shown:"))
        #expect(text.filter { $0 == "x" }.count >= 10_000, "the message whole (and the diagnostic has it again)")
    }

    @Test func manyShortLinesAreCutAtTwentyLines() async {
        let message = (1...500).map { "line \($0)" }.joined(separator: "\n")
        let (text, _) = await report(message: message)
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
    func aLongTextInAnyScriptIsCutAfterAWholeCharacter(message: String) async throws {
        let cut = try #require(CLIReport.bound.cut(message))
        #expect(cut.shown.utf8.count <= CLIReport.bound.bytes)
        #expect(Array(message.prefix(cut.shown.count)) == Array(cut.shown))
        #expect(cut.shown.count + cut.omittedCharacters == message.count)
        let (text, _) = await report(message: message)
        #expect(text.contains("Not shown:"))
        #expect(text.split(separator: "\n").count < 40)
    }

    @Test func aTextWithinTheBoundIsWhole() async {
        let message = String(repeating: "é", count: 1_000)  // 2,000 bytes
        #expect(CLIReport.bound.cut(message) == nil)
        #expect(CLIReport.bound.cut(message + "e") != nil)
        #expect(await !report(message: message).text.contains("Not shown:"))
    }
}
