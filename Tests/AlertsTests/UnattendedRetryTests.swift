import Alerts
import AlertsTesting
import Foundation
import Synchronization
import Testing

/// Retries nobody chose at the alert: a script's "Retry", or the automatic choice of a front
/// nobody can answer. The wrapper backs off with jitter and announces each retry in one line.
struct UnattendedRetryTests {
    typealias Service = PerformTests.Service

    /// A front that answers as a script does — the button `choice` names, else nobody answers —
    /// and logs what it shows and announces.
    final class ScriptFront: AlertFront {
        let localizer = Localizer(sources: [])
        let languages: [LanguageTag] = ["en"]
        let choice: String?
        let automaticChoice: (@Sendable (ResolvedAlert) -> Int?)?
        let log = Mutex<[String]>([])

        init(choice: String?, automaticChoice: (@Sendable (ResolvedAlert) -> Int?)? = nil) {
            self.choice = choice
            self.automaticChoice = automaticChoice
        }

        func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> {
            log.withLock { $0.append("alert \(alert.title) \(alert.buttons.map(\.label))") }
            if let choice, let index = alert.button(matching: choice) { return .scripted(index) }
            return .unanswered(automaticChoice: automaticChoice?(alert) ?? alert.automaticChoice)
        }

        func announceRetry(attempt: Int, of limit: Int, after wait: Duration) async {
            log.withLock { $0.append("retry \(attempt) of \(limit) after \(wait)") }
        }

        var lines: [String] { log.withLock { $0 } }
    }

    /// Pacing that records each wait instead of sleeping, with a fixed jitter.
    final class Pace: Sendable {
        let waits = Mutex<[Duration]>([])
        let u: Double
        init(u: Double = 0) { self.u = u }
        var pacing: RetryPacing {
            RetryPacing(sleep: { wait in self.waits.withLock { $0.append(wait) } }, random: { self.u })
        }
        var all: [Duration] { waits.withLock { $0 } }
    }

    struct Busy: AlertableError {
        var title: AlertText? { "Busy." }
        var delay: Duration
        var retry: RetryHint { .after(delay) }
    }

    @Test func aScriptedRetryIsAnnouncedOncePerAttemptAndTheAlertIsNotShownAgain() async {
        let front = ScriptFront(choice: "retry")
        let pace = Pace()
        let service = Service(failing: 10)
        let outcome = await front.perform(retryLimit: 3, pacing: pace.pacing) { try await service.fetch() }
        guard case .unanswered = outcome else { Issue.record("expected unanswered, got \(outcome)"); return }
        #expect(service.count == 4)
        #expect(
            front.lines == [
                #"alert The request timed out. ["Retry", "Cancel"]"#,
                "retry 1 of 3 after 1.0 seconds",
                "retry 2 of 3 after 2.0 seconds",
                "retry 3 of 3 after 4.0 seconds",
                #"alert The request timed out. ["OK"]"#,
            ])
        #expect(pace.all == [.seconds(1), .seconds(2), .seconds(4)])
    }

    @Test func aScriptedRetryThatWorksEndsWithTheValue() async {
        let front = ScriptFront(choice: "1")
        let service = Service(failing: 2)
        let outcome = await front.perform(retryLimit: 3, pacing: Pace().pacing) { try await service.fetch() }
        #expect((try? outcome.get()) == "page 3")
        #expect(front.lines.filter { $0.hasPrefix("alert") }.count == 1)
        #expect(front.lines.filter { $0.hasPrefix("retry") }.count == 2)
    }

    @Test func aPersonsRetryIsNeitherAnnouncedNorBackedOff() async {
        let front = TestFront()
        for _ in 0..<3 { front.tap(.label("Retry")) }
        let pace = Pace(u: 0.9)
        let service = Service(failing: 3)
        let outcome = await front.perform(retryLimit: 3, pacing: pace.pacing) { try await service.fetch() }
        #expect((try? outcome.get()) == "page 4")
        #expect(front.presented.count == 3, "the alert each time")
        #expect(pace.all == [], "no wait asked, none taken")
    }

    @Test func nobodyAnsweringWithRetryAsTheAutomaticChoiceRetriesUnattended() async {
        let retry: @Sendable (ResolvedAlert) -> Int? = { alert in alert.buttons.firstIndex { $0.label == "Retry" } }
        let front = ScriptFront(choice: nil, automaticChoice: retry)
        let service = Service(failing: 1)
        let outcome = await front.perform(retryLimit: 2, pacing: Pace().pacing) { try await service.fetch() }
        #expect((try? outcome.get()) == "page 2")
        #expect(
            front.lines == [#"alert The request timed out. ["Retry", "Cancel"]"#, "retry 1 of 2 after 1.0 seconds"])

        let cancelling = ScriptFront(choice: nil)
        let failed = await cancelling.perform(pacing: Pace().pacing) { try await Service(failing: 1).fetch() }
        guard case .unanswered = failed else { Issue.record("expected unanswered, got \(failed)"); return }
        #expect(cancelling.lines.count == 1, "the automatic Cancel retries nothing")
    }

    @Test func aLaterFailureThatOffersNoRetryShowsItsAlert() async {
        struct Final: AlertableError { var title: AlertText? { "Gone." } }
        let front = ScriptFront(choice: "retry")
        let calls = Mutex(0)
        let outcome = await front.perform(retryLimit: 3, pacing: Pace().pacing) { () throws -> Int in
            let call = calls.withLock {
                $0 += 1; return $0
            }
            if call == 1 { throw URLError(.timedOut) }
            throw Final()
        }
        guard case .unanswered = outcome else { Issue.record("expected unanswered, got \(outcome)"); return }
        #expect(
            front.lines == [
                #"alert The request timed out. ["Retry", "Cancel"]"#, "retry 1 of 3 after 1.0 seconds",
                #"alert Gone. ["OK"]"#,
            ])
    }

    @Test func theWaitStatedIsTheLeastTakenAndALongerRetryAfterWins() async {
        let front = ScriptFront(choice: "retry")
        let pace = Pace(u: 0.999)
        let outcome = await front.perform(retryLimit: 2, pacing: pace.pacing) { () throws -> Int in
            throw Busy(delay: .milliseconds(2500))
        }
        guard case .unanswered = outcome else { Issue.record("expected unanswered, got \(outcome)"); return }
        // "Try again in 3 seconds." — and never less than 3 s is waited.
        #expect(front.lines.first == #"alert Busy. ["Retry", "Cancel"]"#)
        let waits = pace.all
        #expect(waits.count == 2)
        #expect(waits[0] >= .seconds(3) && waits[0] < .seconds(3) + .milliseconds(500), "3 s asked, 1 s backoff")
        #expect(waits[1] >= .seconds(3) && waits[1] < .seconds(4), "3 s asked, 2 s backoff, 1 s of jitter")
    }

    @Test func aPersonsRetryWaitsTheStatedWholeSeconds() async {
        let front = TestFront()
        front.tap(.label("Retry"))
        let pace = Pace()
        let service = Service(failing: 1, with: Busy(delay: .milliseconds(1500)))
        let outcome = await front.perform(pacing: pace.pacing) { try await service.fetch() }
        #expect((try? outcome.get()) == "page 2")
        #expect(front.presented.last?.hint == "Try again in 2 seconds.")
        #expect(pace.all == [.seconds(2)], "the wait stated, not 1.5 s")
    }

    @Test func theBackoffDoublesFromOneSecondWithJitterWithinItsBounds() {
        func wait(_ attempt: Int, _ u: Double, after: Duration? = nil, longest: Duration = .seconds(60)) -> Duration {
            RetryPacing(sleep: { _ in }, random: { u }).backoff(
                attempt: attempt, retryAfter: after, longestWait: longest)
        }
        #expect((1...7).map { wait($0, 0) } == [1, 2, 4, 8, 16, 32, 60].map { .seconds($0) })
        #expect((1...4).map { wait($0, 0.5) } == [1.25, 2.5, 5, 10].map { .milliseconds(Int64($0 * 1000)) })
        for attempt in 1...12 {
            let backoff = min(.seconds(60), Duration.seconds(1) * (1 << (attempt - 1)))
            for u in stride(from: 0.0, to: 1.0, by: 0.125) {
                let taken = wait(attempt, u)
                #expect(taken >= backoff && taken <= min(.seconds(60), backoff * 1.5), "attempt \(attempt), u \(u)")
            }
        }
        #expect(wait(1, 0.9, after: .seconds(30)) == .milliseconds(30_450), "a longer retry-after wins, still jittered")
        #expect(wait(3, 0, after: .milliseconds(300)) == .seconds(4), "a shorter one does not")
        #expect(wait(1, 0, after: .seconds(300)) == .seconds(60), "never longer than the longest wait")
        #expect(wait(5, 0.99, longest: .milliseconds(20)) == .milliseconds(20))
        #expect(wait(1_000_000, 0.99) == .seconds(60), "no overflow however many attempts")
        #expect(wait(1, 0, longest: .zero) == .zero)
        #expect(wait(2, 7) == .seconds(3), "a random number out of range is clamped")
    }

    @Test func cancellingTheTaskDuringTheBackoffEndsInterrupted() async {
        let front = ScriptFront(choice: "retry")
        let pacing = RetryPacing(sleep: { _ in throw CancellationError() }, random: { 0 })
        let outcome = await front.perform(pacing: pacing) { () throws -> Int in throw URLError(.timedOut) }
        guard case .interrupted = outcome else { Issue.record("expected interrupted, got \(outcome)"); return }
        #expect(front.lines.count == 2, "the alert and the one retry announced")
    }

    @Test func aFrontWithoutAnAnnouncementRetriesSilently() async {
        struct Silent: AlertFront {
            let localizer = Localizer(sources: [])
            let languages: [LanguageTag] = ["en"]
            func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> {
                alert.button(matching: "default").map { .scripted($0) } ?? .dismissed
            }
        }
        let service = Service(failing: 2)
        let outcome = await Silent().perform(pacing: Pace().pacing) { try await service.fetch() }
        #expect((try? outcome.get()) == "page 3")
    }
}
