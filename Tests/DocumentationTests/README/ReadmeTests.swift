import Alerts
import AlertsCLI
import AlertsHTTP
import AlertsTesting
import Foundation
import Testing

/// The Swift code of README.md, compiled, and run where it can be. (The ArgumentParser, swift-log
/// and Hummingbird code it shows is the examples', which CI builds.)
struct ReadmeTests {
    // MARK: Example

    struct SaveDetails: Sendable {
        let name: String
        let error: String
    }

    enum SaveAction: Sendable, Hashable {
        case delete(String)
        case retry
    }

    /// The demo's document service, whose save fails.
    struct DocumentService {
        struct SaveFailure: Error {
            var details: SaveDetails
        }

        func save(_ name: String) throws(SaveFailure) -> String {
            throw SaveFailure(details: SaveDetails(name: name, error: "The disk is full."))
        }
    }

    /// The demo's save, as the README shows it.
    func saveReport(with service: DocumentService, on front: some AlertFront, say: (String) -> Void) async {
        @Bound var didError = false
        var details: SaveDetails?
        do {
            say(try service.save("report.txt"))  // the demo's print: to stdout, or stderr with --json
        } catch {
            details = error.details
            didError = true
        }
        await front.alert("Save failed.", isPresented: $didError, presenting: details) { details in
            AlertButton(role: .destructive, action: SaveAction.delete(details.name)) { "Delete \(details.name)" }
            AlertButton("Retry", action: SaveAction.retry)
        } message: { details in
            AlertText(details.error)
        }
    }

    @Test func theDemoShowsWhatTheReadmeSays() async {
        let written = WrittenText()
        let front = written.front(options: CLIFront.Options(choiceOptionName: "--choose"))
        await saveReport(with: DocumentService(), on: front) { _ in }
        // What the README shows between its demo-output markers, which CI compares with the demo's.
        #expect(
            written.error == """
                Save failed.
                  The disk is full.
                  [Delete report.txt] [Retry]
                  Chose no button, because input isn’t interactive. To choose another button,
                  run again with --choose Retry.

                """)
    }

    // MARK: Errors become alerts

    /// A notes service whose sync fails while the quota is used up.
    struct Notes: Sendable {
        var used: Int?

        func sync() async throws -> String {
            if let used { throw QuotaExceeded(used: used) }
            return "Synced 12 notes."
        }

        struct QuotaExceeded: Error {
            var used: Int
        }
    }

    @Test func aThrowingCallIsWrapped() async throws {
        let front = TestFront()
        front.tap(.role(.cancel))
        let notes = Notes(used: nil)
        var printed: [String] = []
        func print(_ text: String) { printed.append(text) }
        enum SyncError: AlertableError {
            case quotaExceeded(used: Int)

            var errorDescription: AlertText? { "Your notes couldn’t be synced." }
            var failureReason: AlertText? {
                switch self {
                case .quotaExceeded(let used): "You are using \(used) MB of 100 MB."
                }
            }
            var recoverySuggestion: AlertText? { "Delete some notes, then try again." }
            var category: ErrorCategory? { .resourcesExhausted }
        }

        switch await front.perform(retryLimit: 2, { try await notes.sync() }) {
        case .succeeded(let report): print(report)
        case .cancelled, .interrupted, .unanswered, .recovered, .failed: break
        }
        // or: let report = try await front.perform { try await notes.sync() }.get()
        let report = try await front.perform { try await notes.sync() }.get()
        #expect(printed == ["Synced 12 notes."])
        #expect(report == "Synced 12 notes.")
        #expect(front.presented.isEmpty)

        let content = ErrorAlert(SyncError.quotaExceeded(used: 104))
        #expect(content.failureReason == "You are using \(104) MB of 100 MB.")
        #expect(ExitStatus(for: SyncError.quotaExceeded(used: 104)) == .systemError)
    }

    // MARK: On the command line

    struct Importer: Sendable {
        var arguments: [String]

        func run() async throws {}
    }

    /// The whole `main` of a tool: compiled, not run (it ends the process). The same as the
    /// command-line article's.
    func mainOfATool() async {
        await CLIFront().main(timeout: .seconds(300)) {
            try await Importer(arguments: CommandLine.arguments).run()
        }
    }

    // MARK: Over HTTP

    /// The middleware's call, with the parts of the request it reads.
    func respond(
        to error: any Error, acceptHeader: String?, acceptLanguageHeader: String?, requestID: String
    ) -> HTTPAlertResponse {
        let front = HTTPFront(localizer: Localizer(sources: [StringTableDirectory(path: "Localization")]))

        // in the middleware, for an error a handler threw:
        let response = front.response(
            for: error,
            to: HTTPAlertRequest(
                method: "GET", path: "/uploads", accept: acceptHeader, acceptLanguage: acceptLanguageHeader,
                correlationID: requestID))
        return response
    }

    @Test func aThrownErrorBecomesAResponse() {
        struct UploadsPaused: AlertableError {
            var errorDescription: AlertText? { "The file couldn’t be backed up." }
            var category: ErrorCategory? { .rateLimited }
        }
        let response = respond(
            to: UploadsPaused(), acceptHeader: nil, acceptLanguageHeader: "de-CH, de;q=0.9", requestID: "req-1")
        #expect(response.status == .tooManyRequests)
        // No table translates the title, so the whole response is in the source language.
        #expect(response[header: "Content-Language"] == "en")
        #expect(response.bodyText.contains(#""title":"Too Many Requests""#))
        #expect(response.bodyText.contains(#""correlationId":"req-1""#))
    }

    // MARK: Writing a front

    struct LogFront: AlertFront {
        var localizer = Localizer(sources: [])
        var languages: [LanguageTag] = ["en"]
        func present(_ alert: ResolvedAlert) async -> AlertResponse {
            print(alert.title)
            return .unanswered(automaticChoice: alert.automaticChoice)
        }
    }

    @Test func aFrontOfYourOwnTakesTheAutomaticChoice() async {
        @Bound var isPresented = true
        let outcome = await LogFront().alert("Delete the draft?", isPresented: $isPresented) {
            AlertButton("Delete", role: .destructive, action: SaveAction.delete("draft"))
            AlertButton("Cancel", role: .cancel)
        }
        #expect(outcome.button?.label == "Cancel")
        #expect(!isPresented)
    }

    // MARK: Your string tables

    @Test func yourTablesInTheLanguagesOfTheProcess() {
        let tables = StringTableDirectory(roots: [URL(fileURLWithPath: "Localization")])
        let front = TestFront(
            languages: LanguageTag.processPreferences(environment: ProcessInfo.processInfo.environment),
            sources: [tables])
        #expect(front.localizer.sources.count == 1)
    }

    /// The tables compiled into the target: compiled, not run (it ends the process).
    func mainWithTablesInTheBinary() async {
        @Sendable func upload() async throws {}
        await CLIFront(sources: [StringTableDirectory.module]).main { try await upload() }
    }
}
