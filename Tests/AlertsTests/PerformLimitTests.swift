import Alerts
import AlertsTesting
import Foundation
import Synchronization
import Testing

/// The wrapper's limits and waits, each pinned by a test that fails without it.
struct PerformLimitTests {
    typealias Service = PerformTests.Service

    @Test func aSynchronousCallStopsAtTheRetryLimit() async {
        let front = TestFront()
        var calls = 0
        for _ in 0..<2 { front.tap(.label("Retry")) }
        front.tap(.label("OK"))
        let outcome = await front.perform(retryLimit: 2) { () throws -> Int in
            calls += 1
            throw URLError(.timedOut)
        }
        guard case .failed = outcome else { Issue.record("expected failed, got \(outcome)"); return }
        #expect(calls == 3)
        #expect(front.presented.map(\.labels) == [["Retry", "Cancel"], ["Retry", "Cancel"], ["OK"]])
    }

    struct Conflict: AlertableError {
        var title: AlertText? { nil }  // the generic title
        var recoveryOptions: [RecoveryOption] { [RecoveryOption("Unlock and Save") { true }] }
    }

    @Test func recoveryRunsCountAgainstTheLimitForAsynchronousAndSynchronousCalls() async {
        let front = TestFront()
        for _ in 0..<2 { front.tap(.label("Unlock and Save")) }
        front.tap(.label("OK"))
        let service = Service(failing: 10, with: Conflict())
        _ = await front.perform(retryLimit: 2) { try await service.fetch() }
        #expect(service.count == 3)

        for _ in 0..<2 { front.tap(.label("Unlock and Save")) }
        front.tap(.label("OK"))
        var calls = 0
        _ = await front.perform(retryLimit: 2) { () throws -> Int in
            calls += 1
            throw Conflict()
        }
        #expect(calls == 3)
        #expect(
            front.presented.suffix(3).map(\.labels) == [
                ["Unlock and Save", "Cancel"], ["Unlock and Save", "Cancel"], ["OK"],
            ])
    }

    @Test func aCancelledTaskEndsInterruptedWithoutAnAlert() async {
        let front = TestFront()
        let task = Task {
            await front.perform { () async throws -> Int in
                withUnsafeCurrentTask { $0?.cancel() }
                throw URLError(.timedOut)
            }
        }
        let outcome = await task.value
        guard case .interrupted = outcome else { Issue.record("expected interrupted, got \(outcome)"); return }
        #expect(front.presented.isEmpty)
    }

    struct Busy: AlertableError {
        var title: AlertText? { nil }  // the generic title
        var delay: Duration
        var retry: RetryHint { .after(delay) }
    }

    @Test func retriesWaitAsAskedButNeverLongerThanTheLongestWait() async {
        let front = TestFront()
        front.tap(.label("Retry"))
        var calls = 0
        let pace = UnattendedRetryTests.Pace()
        let waited = await front.perform(pacing: pace.pacing) { () throws -> Int in
            calls += 1
            if calls == 1 { throw Busy(delay: .milliseconds(80)) }
            return calls
        }
        #expect((try? waited.get()) == 2)
        #expect(pace.all == [.seconds(1)])

        front.tap(.label("Retry"))
        let service = Service(failing: 1, with: Busy(delay: .seconds(3600)))
        let capped = await front.perform(longestWait: .milliseconds(20), pacing: pace.pacing) {
            try await service.fetch()
        }
        #expect((try? capped.get()) == "page 2")
        #expect(pace.all.last == .milliseconds(20))
        // The message states the wait taken, not the hour the error asked for.
        #expect(front.presented.last?.hint == "Try again in 1 second.")
        #expect(front.presented.last?.message == "Try again in 1 second.")
    }

    @Test func theRealSleepIsTakenWhenNoPacingIsGiven() async {
        let clock = ContinuousClock()
        let front = TestFront()
        front.tap(.label("Retry"))
        let start = clock.now
        let service = Service(failing: 1, with: Busy(delay: .seconds(3600)))
        let capped = await front.perform(longestWait: .milliseconds(30)) { try await service.fetch() }
        #expect((try? capped.get()) == "page 2")
        #expect(clock.now - start >= .milliseconds(30))
    }
}
