/// How the wrapper for throwing calls paces its retries: how it sleeps, where the jitter's random
/// numbers come from, and how long it waits before each retry. Tests replace the sleep and the
/// random numbers, so they never wait for real.
package struct RetryPacing: Sendable {
    /// Sleeps for a duration; throws when the task is cancelled.
    package var sleep: @Sendable (Duration) async throws -> Void
    /// A number from 0 up to (not including) 1, for the jitter.
    package var random: @Sendable () -> Double

    /// Pacing that sleeps with `sleep` and jitters with `random`.
    package init(
        sleep: @escaping @Sendable (Duration) async throws -> Void, random: @escaping @Sendable () -> Double
    ) {
        self.sleep = sleep
        self.random = random
    }

    /// The clock's sleep and the system's random numbers.
    package static let live = RetryPacing(sleep: { try await Task.sleep(for: $0) }, random: { .random(in: 0..<1) })

    /// The first wait of the backoff, which doubles with every retry after it.
    package static let firstBackoff: Duration = .seconds(1)

    /// The wait before a retry a person chose: the wait the error asks for (``RetryHint/after``),
    /// rounded up to whole seconds as the alert states it, at most `longestWait`; `nil` when the
    /// error asks for none.
    package static func askedWait(_ after: Duration?, longestWait: Duration) -> Duration? {
        guard let after else { return nil }
        return min(.seconds(after.wholeSecondsRoundedUp), max(.zero, longestWait))
    }

    /// The wait before retry `attempt` (from 1) that no person chose — exponential backoff with
    /// jitter that never waits less than the error asks, nor more than `longestWait`:
    ///
    ///     backoff = min(longestWait, 1 s × 2^(attempt − 1))
    ///     wait    = min(longestWait, max(asked, backoff) + u × backoff / 2)
    ///
    /// where `asked` is ``askedWait(_:longestWait:)`` (zero when the error asks for none) and `u`
    /// is ``random``, from 0 up to 1. So the waits are 1 to 1.5 s, then 2 to 3 s, then 4 to 6 s…;
    /// a longer retry-after from the error wins, still jittered; the jitter only adds, so the
    /// wait is never shorter than the one the alert stated ("Try again in 30 seconds.") nor than
    /// a front's announcement in whole seconds rounded down ("Retrying in 2 s"); and at the
    /// longest wait, the cap wins over the jitter.
    package func backoff(attempt: Int, retryAfter: Duration?, longestWait: Duration) -> Duration {
        let longestWait = max(.zero, longestWait)
        let doublings = min(max(attempt, 1) - 1, 40)  // 2^40 s is 35,000 years: past any cap
        let backoff = min(longestWait, Self.firstBackoff * (1 << doublings))
        let asked = Self.askedWait(retryAfter, longestWait: longestWait) ?? .zero
        let u = min(max(random(), 0), 1)
        return min(longestWait, max(asked, backoff) + backoff * (u / 2))
    }
}
