import Alerts
import AlertsTesting
import Foundation
import Synchronization
import Testing

/// The wrapper for throwing calls: `AlertFront.perform`.
struct PerformTests {
    /// Counts calls and fails the first `failures` of them with `error`.
    final class Service: Sendable {
        let calls = Atomic<Int>(0)
        let failures: Int
        let error: any Error

        init(failing failures: Int, with error: any Error = URLError(.timedOut)) {
            self.failures = failures
            self.error = error
        }

        func fetch() async throws -> String {
            let call = calls.add(1, ordering: .relaxed).newValue
            if call <= failures { throw error }
            return "page \(call)"
        }

        var count: Int { calls.load(ordering: .relaxed) }
    }

    enum SaveError: AlertableError {
        case locked
        case conflict(Service)

        var title: AlertText? { "The document couldn’t be saved." }
        var recoveryOptions: [RecoveryOption] {
            switch self {
            case .locked: []
            case .conflict:
                [
                    RecoveryOption("Save a Copy", then: .returnRecovered) { true },
                    RecoveryOption("Unlock and Save", isDefault: true) { true },
                    RecoveryOption("Try to Merge") { false },
                ]
            }
        }
    }

    @Test func aCallThatSucceedsShowsNothing() async {
        let front = TestFront()
        let outcome = await front.perform { try await Service(failing: 0).fetch() }
        #expect((try? outcome.get()) == "page 1")
        #expect(front.presented.isEmpty)
    }

    @Test func retryRunsTheCallAgain() async {
        let front = TestFront()
        let service = Service(failing: 1)
        front.tap(.label("Retry"))
        let outcome = await front.perform { try await service.fetch() }
        #expect((try? outcome.get()) == "page 2")
        #expect(service.count == 2)
        #expect(front.presented.map(\.title) == ["The request timed out."])
        #expect(
            front.presented.first?.buttons == [
                .init("Retry", isDefault: true), .init("Cancel", role: .cancel),
            ])
    }

    @Test func retryStopsAtTheLimitAndTheLastAlertHasOnlyOK() async {
        let front = TestFront()
        let service = Service(failing: 10)
        front.tap(.label("Retry"))
        front.tap(.label("Retry"))
        front.tap(.label("OK"))
        let outcome = await front.perform(retryLimit: 2) { try await service.fetch() }
        #expect(outcome.error is URLError)
        guard case .failed = outcome else { Issue.record("expected failed, got \(outcome)"); return }
        #expect(service.count == 3)
        #expect(front.presented.map(\.labels) == [["Retry", "Cancel"], ["Retry", "Cancel"], ["OK"]])
    }

    @Test func cancelEndsWithCancelled() async {
        let front = TestFront()
        front.tap(.role(.cancel))
        let outcome = await front.perform { try await Service(failing: 1).fetch() }
        guard case .cancelled(let error) = outcome else { Issue.record("expected cancelled, got \(outcome)"); return }
        #expect(error is URLError)
    }

    @Test func retryIsOfferedOnlyWhenItMayHelpUnlessAsked() async {
        let front = TestFront()
        front.tap(.label("OK"))
        front.tap(.label("Retry"))
        let notOffered = await front.perform { () async throws -> Int in throw SaveError.locked }
        let service = Service(failing: 1, with: SaveError.locked)
        let offered = await front.perform(offeringRetry: .always) { try await service.fetch() }
        guard case .failed = notOffered else { Issue.record("expected failed, got \(notOffered)"); return }
        #expect((try? offered.get()) == "page 2")
        #expect(front.presented.map(\.labels) == [["OK"], ["Retry", "Cancel"]])
    }

    @Test func aRecoveryThatWorksRunsTheCallAgainOrEndsAsTheOptionSays() async {
        let front = TestFront()
        let rerun = Service(failing: 1, with: SaveError.conflict(Service(failing: 0)))
        front.tap(.label("Unlock and Save"))
        let again = await front.perform { try await rerun.fetch() }
        #expect((try? again.get()) == "page 2")
        #expect(
            front.presented.first?.buttons == [
                .init("Save a Copy"), .init("Unlock and Save", isDefault: true), .init("Try to Merge"),
                .init("Cancel", role: .cancel),
            ])

        let stop = Service(failing: 1, with: SaveError.conflict(Service(failing: 0)))
        front.tap(.label("Save a Copy"))
        let recovered = await front.perform { try await stop.fetch() }
        guard case .recovered = recovered else { Issue.record("expected recovered, got \(recovered)"); return }
        #expect(stop.count == 1)

        front.tap(.label("Try to Merge"))
        let failed = await front.perform { try await Service(failing: 1, with: SaveError.conflict(stop)).fetch() }
        guard case .failed = failed else { Issue.record("expected failed, got \(failed)"); return }
    }

    @Test func withNoRunsLeftOptionsThatWouldRunTheCallAgainAreNotOffered() async {
        let front = TestFront()
        let service = Service(failing: 5, with: SaveError.conflict(Service(failing: 0)))
        front.tap(.label("Unlock and Save"))
        front.tap(.label("Save a Copy"))
        let outcome = await front.perform(retryLimit: 1) { try await service.fetch() }
        guard case .recovered = outcome else { Issue.record("expected recovered, got \(outcome)"); return }
        #expect(service.count == 2, "the recovery's run counts against the limit")
        #expect(
            front.presented.map(\.labels) == [
                ["Save a Copy", "Unlock and Save", "Try to Merge", "Cancel"], ["Save a Copy", "Cancel"],
            ])
    }

    final class Box: Sendable { let log = Mutex<[String]>([]) }

    /// Its synchronous attempt fails and its asynchronous one works, to tell which one ran.
    struct ConflictError: RecoverableError, LocalizedError {
        let box: Box
        var errorDescription: String? { "The document changed on the server." }
        var recoveryOptions: [String] { ["Keep Mine"] }
        func attemptRecovery(optionIndex: Int) -> Bool { false }
        func attemptRecovery(optionIndex: Int, resultHandler handler: @escaping (Bool) -> Void) {
            box.log.withLock { $0.append("async \(optionIndex)") }
            handler(true)
        }
    }

    @Test func aRecoverableErrorsOptionAttemptsRecoveryWhenTapped() async {
        let front = TestFront()
        let box = Box()
        let calls = Atomic<Int>(0)
        front.tap(.label("Keep Mine"))
        let outcome = await front.perform { () async throws -> Int in
            if calls.add(1, ordering: .relaxed).newValue == 1 {
                throw ConflictError(box: box)
            }
            return 42
        }
        #expect((try? outcome.get()) == 42)
        #expect(box.log.withLock { $0 } == ["async 0"])
        #expect(front.presented.first?.labels == ["Keep Mine", "Cancel"])
    }

    @Test func aCancellationErrorShowsNothing() async {
        let front = TestFront()
        let outcome = await front.perform { () async throws -> Int in throw CancellationError() }
        guard case .interrupted(let error) = outcome else {
            Issue.record("expected interrupted, got \(outcome)")
            return
        }
        #expect(error is CancellationError)
        let byUser = await front.perform { () async throws -> Int in throw CocoaError(.userCancelled) }
        guard case .cancelled = byUser else { Issue.record("expected cancelled, got \(byUser)"); return }
        #expect(front.presented.isEmpty)
    }

    @Test func theOutcomeTellsTheUsersCancelAnInterruptionAndNoAnswerApart() async throws {
        let front = TestFront()
        front.tap(.label("Cancel"))
        front.tap(.interrupt)
        front.tap(.noAnswer)
        let outcomes = [
            await front.perform { try await Service(failing: 1).fetch() },
            await front.perform { try await Service(failing: 1).fetch() },
            await front.perform { try await Service(failing: 1).fetch() },
        ]
        #expect(outcomes.map { "\($0)".prefix { $0 != "(" } } == ["cancelled", "interrupted", "unanswered"])
        #expect(front.presented.map(\.response) == [.chosen(1), .interrupted, .unanswered(automaticChoice: 1)])
        #expect(throws: URLError.self) { try outcomes[2].get() }
        #expect(try CallOutcome<Int, URLError>.succeeded(3).get() == 3)
    }

    @Test func typedThrowsKeepTheirType() async {
        let front = TestFront()
        front.tap(.label("OK"))
        let outcome: CallOutcome<Int, SaveError> = await front.perform { () async throws(SaveError) -> Int in
            throw .locked
        }
        if case .failed(.locked) = outcome {} else { Issue.record("expected failed(.locked), got \(outcome)") }
    }

    @Test func aSynchronousCallIsWrappedTheSameWay() async {
        let front = TestFront()
        var calls = 0
        front.tap(.label("Retry"))
        let outcome = await front.perform { () throws(URLError) -> Int in
            calls += 1
            if calls == 1 { throw URLError(.networkConnectionLost) }
            return calls
        }
        #expect((try? outcome.get()) == 2)

        struct Mixed: AlertableError {
            var title: AlertText? { nil }  // the generic title
            var recoveryOptions: [RecoveryOption] {
                [
                    RecoveryOption("Later") { () async -> Bool in true },
                    RecoveryOption("Now", then: .returnRecovered) { true },
                ]
            }
        }
        front.tap(.label("Now"))
        let recovered = await front.perform { () throws -> Int in throw Mixed() }
        guard case .recovered = recovered else { Issue.record("expected recovered, got \(recovered)"); return }
        #expect(front.presented.last?.labels == ["Later", "Now", "Cancel"])
    }

    /// A front that delivers alerts without taking a choice, as an HTTP response does.
    struct DeliveringFront: AlertFront {
        let localizer = Localizer(sources: [])
        let languages: [LanguageTag] = ["en"]
        let box = Box()
        func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> {
            box.log.withLock { $0.append(alert.title) }
            return .delivered
        }
    }

    @Test func aFrontThatTakesNoChoiceEndsUnanswered() async {
        let front = DeliveringFront()
        let outcome = await front.perform { try await Service(failing: 1).fetch() }
        guard case .unanswered = outcome else { Issue.record("expected unanswered, got \(outcome)"); return }
        #expect(front.box.log.withLock { $0 } == ["The request timed out."])
    }

    struct BusyError: AlertableError {
        var title: AlertText? { nil }  // the generic title
        var retry: RetryHint { .after(.milliseconds(60)) }
    }

    @Test func retryWaitsAsLongAsTheErrorAsks() async {
        let front = TestFront()
        let service = Service(failing: 1, with: BusyError())
        front.tap(.label("Retry"))
        let pace = UnattendedRetryTests.Pace()
        let outcome = await front.perform(pacing: pace.pacing) { try await service.fetch() }
        #expect((try? outcome.get()) == "page 2")
        #expect(pace.all == [.seconds(1)], "60 ms, in whole seconds as the alert states it")
        #expect(front.presented.last?.hint == "Try again in 1 second.")
    }
}
