import Alerts
import AlertsCLI
import AlertsTesting
import Foundation
import Testing

/// The code of the article "Presenting on the command line" (AlertsCLI) and of the module's
/// landing page, and what they say the front writes.
struct PresentingOnTheCommandLineTests {
    /// A tool's work, as the article names it.
    struct Importer: Sendable {
        var arguments: [String]

        init(arguments: [String]) { self.arguments = arguments }

        func run() async throws {}
    }

    func makeFront(wantsJSON: Bool, choice: String?) -> CLIFront {
        let front = CLIFront(
            sources: [StringTableDirectory.module],
            options: CLIFront.Options(json: wantsJSON, choice: choice, choiceOptionName: "--choose"))
        return front
    }

    /// The whole `main` of a tool: compiled, not run (it ends the process).
    func mainOfATool() async {
        await CLIFront().main(timeout: .seconds(300)) {
            try await Importer(arguments: CommandLine.arguments).run()
        }
    }

    /// An error the work presented only gives its status: compiled, not run.
    func mainOfAToolThatPresents(_ importer: Importer) async {
        let front = CLIFront()
        await front.main { try await front.perform { try await importer.run() }.get() }
    }

    /// `run`, then ending the process: compiled, not run.
    func runThenExit(_ front: CLIFront, importer: Importer) async throws {
        let status = try await front.run { try await importer.run() }
        status.exitProcess()
    }

    struct NotConnected: AlertableError {
        var title: AlertText? { "You’re not connected to the internet." }
        var suggestion: AlertText? { "Check your network connection, then try again." }
        var category: ErrorCategory? { .unavailable }
        var retry: RetryHint { .mayHelp }
    }

    @Test func theNoteNamesAnotherButtonByAWordEveryLanguageReads() async {
        let written = WrittenText()
        let front = written.front(options: CLIFront.Options(choiceOptionName: "--choose"))
        _ = await front.perform { () throws(NotConnected) in throw NotConnected() }
        #expect(
            written.error == """
                error: You’re not connected to the internet.
                  [Retry] [Cancel]✓
                  Chose “Cancel” without asking, because input isn’t interactive. To choose
                  another button, run again with --choose Retry.
                hint: Check your network connection, then try again.

                """)
    }

    @Test func aScriptChoosesALabelInTheSourceLanguage() async {
        let written = WrittenText()
        let front = written.front(languages: ["ru"], options: CLIFront.Options(choice: "retry"))
        let alert = front.resolve(ErrorContent(NotConnected()).alert(offeringRetry: true))
        #expect(alert.buttons.map(\.label) == ["Повторить", "Отменить"])
        #expect(alert.button(matching: "retry") == 0)
        #expect(await front.present(alert) == .scripted(0))
    }

    @Test func eachRetryIsOneLine() async {
        let written = WrittenText()
        await written.front().announceRetry(attempt: 2, of: 2, after: .milliseconds(2900))
        #expect(written.error == "Retrying in 2 s (2 of 2)…\n")
    }

    @Test func theJSONLineHasEveryKeyAlways() async throws {
        let written = WrittenText()
        let front = written.front(options: CLIFront.Options(json: true))
        #expect(await front.report(NotConnected()) == .unavailable)
        let line = try #require(written.output.split(separator: "\n").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "severity", "label", "title", "message", "hint", "causes", "code", "help", "links", "fieldErrors",
                "relatedErrors", "category",
                "buttons",
                "chosen", "note", "exitCode", "retryable", "retryAfter", "groupID", "language",
            ])
        #expect(object["exitCode"] as? Int == 69)
    }

    @Test func aLocaleWithoutUTF8GetsASCII() async {
        let written = WrittenText()
        let front = CLIFront(environment: ["LANG": "C", "NO_COLOR": "1"], write: written.writer)
        await front.report(NotConnected())
        #expect(
            written.error == """
                error: You're not connected to the internet.
                hint: Check your network connection, then try again.

                """)
    }

    @Test func anErrorThePerformWrapperShowedOnlyGivesItsStatus() async throws {
        let written = WrittenText()
        let front = written.front()
        let status = try await front.run {
            try await front.perform { () throws(NotConnected) in throw NotConnected() }.get()
        }
        #expect(status == .unavailable)
        #expect(written.error.components(separatedBy: "error: ").count == 2)  // one report
    }
}
