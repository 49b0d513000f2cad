import Alerts
import AlertsTesting
import Foundation
import Synchronization
import Testing

/// A front of a user's own that only delivers, and makes what it delivers, gets it back from the
/// shared path with `deliver(alertAbout:standardOK:making:metadata:)`: the alert resolved in its
/// languages, its answer made from it, and the duties done — the diagnostics event, with what the
/// front adds of the answer, and the record that the error was shown — with public API only, as
/// the gRPC example delivers its statuses.
struct DeliveringFrontTests {
    /// A queue worker's front for one job: it answers with a message for the queue.
    struct JobFront: AlertFront {
        var localizer = Localizer(sources: [
            InMemoryStringTables(["Localizable": ["de": ["No job %@.": "Kein Auftrag %@."]]])
        ])
        var languages: [LanguageTag] = ["de"]
        let presented = Presented()

        var diagnosticsName: String { "queue" }
        var deliversOnly: Bool { true }
        func hidesTexts(of alert: ResolvedAlert) -> Bool { alert.error?.source.isWrittenForReaders == false }

        /// Never called by `deliver`: counted, so that a test can say so.
        func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> {
            presented.count()
            return .delivered
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

    @Test func theEventNamesTheFrontAndCarriesWhatItAddsOfTheAnswer() throws {
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
        #expect(event.metadata["message-id"] == message.id)
        #expect(event.level == .debug, "texts written for readers, delivered")
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

    @Test func theErrorIsRecordedAsShown() async {
        let record = PresentedErrors()
        let front = JobFront()
        PresentedErrors.$current.withValue(record) {
            _ = front.deliver(alertAbout: front.content(for: JobMissing(id: "a"))) { $0.title }
        }
        #expect(record.contains(ErrorContent(JobMissing(id: "a"))))
        #expect(!record.contains(ErrorContent(JobMissing(id: "b"))))
    }
}
