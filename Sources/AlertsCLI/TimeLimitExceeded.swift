public import Alerts

/// The error ``CLIFront/main(timeout:grace:_:)`` reports when the work ran out of time: it exits
/// with ``ExitStatus/timedOut`` (124), as `timeout(1)` does.
public struct TimeLimitExceeded: AlertableError, FrontOwnedError {
    /// The time the work was given.
    public var limit: Duration

    /// "The operation took too long and was stopped.", from the package's `Alerts` table.
    public var title: AlertText? {
        AlertText("The operation took too long and was stopped.", table: "Alerts")
    }
    /// The work timed out (`ErrorCategory.timedOut`).
    public var category: ErrorCategory? { .timedOut }
    /// Exits with 124 (``ExitStatus/timedOut``) as `timeout(1)` does, not with the category's 75.
    public var frontOverrides: [any FrontOverride] { [ExitStatus.timedOut] }
    /// Trying again may help: the work may finish in time on another run.
    public var retry: RetryHint { .mayHelp }
}
