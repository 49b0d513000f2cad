import Alerts
import AlertsTesting
import Foundation
import Synchronization
import Testing

/// A front of a user's own that only delivers, and makes what it delivers, gets it back from the
/// shared path with `deliver(alertAbout:standardOK:making:metadata:)`: the alert resolved in its
/// languages, its answer made from it, and the duties done — the diagnostics event, with what the
/// front declares or what it says of the answer, and the record that the error was shown — as the
/// gRPC example delivers its statuses. The front uses public API only; the tests read the record
/// through the package's `PresentedErrors`.
struct DeliveringFrontTests {
    /// A queue worker's front for one job: it answers with a message for the queue.
    struct JobFront: AlertFront {
        var localizer = Localizer(sources: [
            InMemoryStringTables(["Localizable": ["de": ["No job %@.": "Kein Auftrag %@."]]])
        ])
        var languages: [LanguageTag] = ["de"]
        let presented = Presented()

        var diagnosticsName: String { "queue" }
        func hidesTexts(of alert: ResolvedAlert) -> Bool { alert.error?.source.isWrittenForReaders == false }
        func diagnosticsMetadata(for alert: ResolvedAlert) -> [String: String] {
            ["queue-name": "billing", "message-id": "declared"]
        }

        /// Never called by `deliver`: counted, so that a test can say so. Through the other paths
        /// (`perform`, the modifiers) this front has nowhere to send an alert, and presents none.
        func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> {
            presented.count()
            return .notPresented
        }
    }

    final class Presented: Sendable {
        private let calls = Mutex(0)
        func count() { calls.withLock { $0 += 1 } }
        var total: Int { calls.withLock { $0 } }
    }

    /// What the job's front sends to the queue.
    struct FailureMessage: Equatable {
        var id: String
        var title: String
        var buttons: [String]
    }

    struct JobMissing: AlertableError {
        var id: String
        var title: AlertText? { "No job \(id)." }
    }

    struct Unexplained: Error, CustomStringConvertible {
        var marker: String
        var description: String { "unexplained \(marker)" }
    }

    @Test func whatTheClosureMadeFromTheResolvedAlertIsReturnedAndPresentIsNotCalled() {
        let front = JobFront()
        let message = front.deliver(alertAbout: front.content(for: JobMissing(id: "42"))) { alert in
            FailureMessage(id: "m-1", title: alert.title, buttons: alert.buttons.map(\.label))
        }
        #expect(message == FailureMessage(id: "m-1", title: "Kein Auftrag 42.", buttons: []))
        #expect(front.presented.total == 0)
    }

    @Test func theStandardOKIsResolvedOnlyWhenTheFrontShowsIt() {
        let front = JobFront()
        let labels = front.deliver(alertAbout: front.content(for: JobMissing(id: "7")), standardOK: true) {
            $0.buttons.map(\.label)
        }
        #expect(labels == ["OK"])
    }

    @Test func theEventNamesTheFrontAndCarriesWhatItSaysOfTheAnswer() throws {
        let recorder = DiagnosticEventRecorder()
        let marker = UUID().uuidString
        let front = JobFront()
        let message = front.deliver(alertAbout: front.content(for: JobMissing(id: marker))) { alert in
            FailureMessage(id: "m-\(marker)", title: alert.title, buttons: [])
        } metadata: { message in
            ["message-id": message.id]
        }
        let event = try #require(recorder.events(mentioning: marker).first)
        #expect(event.metadata["front"] == "queue")
        #expect(event.metadata["message-id"] == message.id, "what it says of the answer")
        #expect(event.metadata["queue-name"] == nil, "in place of what the front declares")
        #expect(event.level == .debug, "texts written for readers, delivered")
    }

    @Test func withoutMetadataTheEventHasWhatTheFrontDeclares() throws {
        let recorder = DiagnosticEventRecorder()
        let marker = UUID().uuidString
        let front = JobFront()
        _ = front.deliver(alertAbout: front.content(for: JobMissing(id: marker))) { $0.title }
        let event = try #require(recorder.events(mentioning: marker).first)
        #expect(event.metadata["queue-name"] == "billing")
        #expect(event.metadata["message-id"] == "declared")
    }

    @Test func anErrorWhoseTextsTheReaderDidNotSeeIsAnEventAtLevelError() throws {
        let recorder = DiagnosticEventRecorder()
        let marker = UUID().uuidString
        let front = JobFront()
        _ = front.deliver(alertAbout: front.content(for: Unexplained(marker: marker))) { $0.title }
        let event = try #require(recorder.events(mentioning: marker).first)
        #expect(event.level == .error)
        #expect((event.error as? Unexplained)?.marker == marker)
    }

    @Test func theErrorIsRecordedAsShown() {
        let record = PresentedErrors()
        let front = JobFront()
        PresentedErrors.$current.withValue(record) {
            _ = front.deliver(alertAbout: front.content(for: JobMissing(id: "a"))) { $0.title }
        }
        #expect(record.contains(ErrorContent(JobMissing(id: "a"))))
        #expect(!record.contains(ErrorContent(JobMissing(id: "b"))))
    }

    /// The wrapper for throwing calls on a front that presents nothing ends with `failed`, and its
    /// error is not taken for the one delivered before it: a runner such as the command line's
    /// `run` still reports it.
    @Test func anErrorTheFrontDidNotPresentIsNotTakenForTheOneDeliveredBefore() async {
        let record = PresentedErrors()
        let front = JobFront()
        await PresentedErrors.$current.withValue(record) {
            _ = front.deliver(alertAbout: front.content(for: JobMissing(id: "1"))) { $0.title }
            let outcome = await front.perform(retryLimit: 0) { () async throws -> Void in throw JobMissing(id: "2") }
            guard case .failed(let error) = outcome else {
                Issue.record("\(outcome)")
                return
            }
            #expect((error as? JobMissing)?.id == "2")
            #expect(throws: JobMissing.self) { try outcome.get() }
        }
        #expect(front.presented.total == 1)
        #expect(!record.contains(ErrorContent(JobMissing(id: "2"))), "not shown: a runner reports it")
        #expect(!record.wasHandedOver(ErrorContent(JobMissing(id: "2")), since: 0))
    }

    /// A front that shows its alerts.
    struct ShowingFront: AlertFront {
        var localizer = Localizer(sources: [])
        var languages: [LanguageTag] = ["en"]
        func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> { .dismissed }
    }

    /// The error of the wrapper on a front that presents nothing is not taken for one another front's
    /// wrapper showed before it, whose outcome nobody asked to throw.
    @Test func anErrorTheFrontDidNotPresentIsNotTakenForOneShownBeforeAndNotThrown() async {
        let record = PresentedErrors()
        await PresentedErrors.$current.withValue(record) {
            // Shown, and its outcome looked at, not thrown.
            let shown = await ShowingFront().perform(retryLimit: 0) { () async throws -> Void in
                throw JobMissing(id: "1")
            }
            #expect(shown.error != nil)
            let outcome = await JobFront().perform(retryLimit: 0) { () async throws -> Void in
                throw JobMissing(id: "2")
            }
            #expect(throws: JobMissing.self) { try outcome.get() }
        }
        #expect(!record.contains(ErrorContent(JobMissing(id: "2"))), "not shown: a runner reports it")
    }
}
