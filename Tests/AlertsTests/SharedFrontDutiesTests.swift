import Alerts
import AlertsTesting
import Foundation
import Synchronization
import Testing

/// What every front gets from the shared path without doing anything for it: a front written
/// here, outside the package's modules, that implements only the public requirement, still sends
/// the diagnostics event about the error it showed and leaves the record that the error was shown.
struct SharedFrontDutiesTests {
    /// A front of a user's own: it answers, and does nothing else.
    struct OwnFront: AlertFront {
        var localizer = Localizer(sources: [])
        var languages: [LanguageTag] = ["en"]
        func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> {
            .unanswered(automaticChoice: alert.automaticChoice)
        }
    }

    /// An error with no texts of its own: the user sees a generic title.
    struct Unexplained: Error, CustomStringConvertible {
        var marker: String
        var description: String { "unexplained \(marker)" }
    }

    /// An error that describes itself the Foundation way.
    struct Described: LocalizedError {
        var marker: String
        var errorDescription: String? { "Described \(marker)." }
    }

    /// An error written for users.
    struct Missing: AlertableError {
        var path: String
        var title: AlertText? { "No file at \(path)." }
    }

    /// An error that prints differently each time it is printed, and alerts the same.
    struct Restless: AlertableError, CustomDebugStringConvertible {
        var title: AlertText? { "The sync failed." }
        var debugDescription: String { "Restless(\(UUID().uuidString))" }
    }

    @Test func aFrontOfYourOwnSendsTheEventAboutTheErrorItShowed() async throws {
        let recorder = DiagnosticEventRecorder()
        let marker = UUID().uuidString
        _ = await OwnFront().perform(retryLimit: 0) { () async throws -> Void in throw Unexplained(marker: marker) }
        let events = recorder.events(mentioning: marker)
        #expect(events.count == 1, "one event per alert shown")
        let event = try #require(events.first)
        #expect(event.level == .error && event.kind == .error)
        #expect(event.metadata["front"] == "OwnFront")
        #expect(event.metadata["source"] == "generic")
        #expect((event.error as? Unexplained)?.marker == marker)
    }

    @Test func aFrontOfYourOwnSendsTheEventForTheModifiersAndPresentToo() async throws {
        let recorder = DiagnosticEventRecorder()
        let marker = UUID().uuidString
        @Bound var isPresented = true
        await OwnFront().alert(isPresented: $isPresented, error: Described(marker: marker) as Described?) {}
        await OwnFront().present(ErrorContent(Described(marker: marker)).alert())
        #expect(recorder.events(mentioning: marker).count == 2)
    }

    @Test func anAlertAboutNoErrorSendsNoEvent() async {
        let recorder = DiagnosticEventRecorder()
        let marker = UUID().uuidString
        await OwnFront().present(Alert<Never>(AlertText(verbatim: marker)) {})
        #expect(recorder.events(mentioning: marker).isEmpty)
    }

    @Test func aFrontOfYourOwnLeavesTheRecordThatTheErrorWasShown() async {
        let record = PresentedErrors()
        await PresentedErrors.$current.withValue(record) {
            _ = await OwnFront().perform(retryLimit: 0) { () async throws -> Void in throw Missing(path: "a.txt") }
        }
        #expect(record.contains(ErrorContent(Missing(path: "a.txt"))))
        #expect(!record.contains(ErrorContent(Missing(path: "b.txt"))))
        #expect(!record.contains(ErrorContent(Unexplained(marker: "a.txt"))), "another type")
    }

    @Test func theRecordMatchesAnErrorByWhatItSaysNotByHowItPrints() async {
        #expect(String(reflecting: Restless()) != String(reflecting: Restless()))
        let record = PresentedErrors()
        await PresentedErrors.$current.withValue(record) {
            _ = await OwnFront().perform(retryLimit: 0) { () async throws -> Void in throw Restless() }
        }
        #expect(record.contains(ErrorContent(Restless())))
    }

    /// A limit on requests, whose advice counts down on a clock of the test's: the time left
    /// changes while the alert is up, and the error is the same value.
    struct Throttled: AlertableError {
        final class Clock: Sendable {
            let now = Mutex(0)
        }
        var clock: Clock
        var until: Int
        var title: AlertText? { "Too many requests." }
        var retry: RetryHint { .after(.seconds(until - clock.now.withLock { $0 })) }
    }

    /// Runs the wrapper for throwing calls around `error` in `record`'s task and throws what its
    /// outcome's `get()` throws, as work does: `try await front.perform { … }.get()`.
    func performAndGet(_ error: some Error, in record: PresentedErrors) async -> (any Error)? {
        await PresentedErrors.$current.withValue(record) {
            do {
                try await OwnFront().perform(retryLimit: 0) { () async throws -> Void in throw error }.get()
                return nil
            } catch {
                return error
            }
        }
    }

    @Test func anErrorWhoseContentChangedSinceItWasShownIsStillTheOneShown() async throws {
        let clock = Throttled.Clock()
        let error = Throttled(clock: clock, until: 30)
        let record = PresentedErrors()
        _ = try #require(await performAndGet(error, in: record))
        clock.now.withLock { $0 = 5 }
        #expect(ErrorContent(error) != ErrorContent(Throttled(clock: Throttled.Clock(), until: 30)), "it says 25 s now")
        #expect(record.contains(ErrorContent(error)), "the same value, shown 5 s ago")
    }

    @Test func anErrorWithNoTextsOfItsOwnIsTheOneShownWhenTheWrappersOutcomeThrowsIt() async throws {
        let record = PresentedErrors()
        let thrown = try #require(await performAndGet(Unexplained(marker: "a"), in: record))
        #expect(record.contains(ErrorContent(thrown)))
    }

    @Test func aFreshErrorWithNoTextsOfItsOwnIsNotTakenForTheOneShown() async {
        let record = PresentedErrors()
        await PresentedErrors.$current.withValue(record) {
            // Shown, and handled: nobody threw it out of the outcome.
            _ = await OwnFront().perform(retryLimit: 0) { () async throws -> Void in throw Unexplained(marker: "a") }
        }
        #expect(ErrorContent(Unexplained(marker: "a")) == ErrorContent(Unexplained(marker: "b")), "both generic")
        #expect(!record.contains(ErrorContent(Unexplained(marker: "b"))), "another failure, never shown")
        #expect(!record.contains(ErrorContent(Unexplained(marker: "a"))), "an equal failure, thrown anew")
    }

    /// An error whose printed form is the same for every value, and whose texts differ.
    struct Labelled: AlertableError, CustomDebugStringConvertible {
        var name: String
        var title: AlertText? { AlertText(verbatim: "Couldn’t open \(name).") }
        var debugDescription: String { "Labelled" }
    }

    @Test func anErrorThatPrintsLikeTheOneShownButSaysOtherwiseIsNotTakenForIt() async {
        let record = PresentedErrors()
        await PresentedErrors.$current.withValue(record) {
            _ = await OwnFront().perform(retryLimit: 0) { () async throws -> Void in throw Labelled(name: "a.txt") }
        }
        #expect(String(reflecting: Labelled(name: "a.txt")) == String(reflecting: Labelled(name: "b.txt")))
        #expect(!record.contains(ErrorContent(Labelled(name: "b.txt"))), "another failure, never shown")
        #expect(record.contains(ErrorContent(Labelled(name: "a.txt"))), "the same texts: reported and thrown")
    }

    @Test func anEquatableErrorIsMatchedByItsOwnEquality() async {
        struct Code: Error, Equatable { var value: Int }
        let record = PresentedErrors()
        await PresentedErrors.$current.withValue(record) {
            _ = await OwnFront().perform(retryLimit: 0) { () async throws -> Void in throw Code(value: 1) }
        }
        #expect(record.contains(ErrorContent(Code(value: 1))))
        #expect(!record.contains(ErrorContent(Code(value: 2))))
    }

    @Test func anErrorThatIsAClassIsMatchedByInstance() async {
        final class Faulty: Error {}
        let faulty = Faulty()
        let record = PresentedErrors()
        await PresentedErrors.$current.withValue(record) {
            _ = await OwnFront().perform(retryLimit: 0) { () async throws -> Void in throw faulty }
        }
        #expect(record.contains(ErrorContent(faulty)))
        #expect(!record.contains(ErrorContent(Faulty())), "alerts the same, but another instance")
    }

    @Test func theTestFrontGetsTheDutiesToo() async throws {
        let recorder = DiagnosticEventRecorder()
        let marker = UUID().uuidString
        let front = TestFront()
        front.tap(.noAnswer)
        let record = PresentedErrors()
        let thrown: (any Error)? = await PresentedErrors.$current.withValue(record) {
            do {
                try await front.perform(retryLimit: 0) { () async throws -> Void in throw Unexplained(marker: marker) }
                    .get()
                return nil
            } catch {
                return error
            }
        }
        let event = try #require(recorder.events(mentioning: marker).first)
        #expect(event.metadata["front"] == "TestFront")
        #expect(record.contains(ErrorContent(try #require(thrown))))
    }
}
