public import Alerts

/// The error ``CLIFront/main(timeout:grace:_:)`` reports when the work ran out of time: it exits
/// with ``ExitStatus/timedOut`` (124), as `timeout(1)` does.
public struct TimeLimitExceeded: AlertableError {
    /// The time the work was given.
    public var limit: Duration

    public var errorDescription: AlertText? {
        AlertText("The operation took too long and was stopped.", table: "Alerts")
    }
    public var category: ErrorCategory? { .timedOut }
    public var overrides: [any FrontOverride] { [ExitStatus.timedOut] }
    public var retry: RetryHint { .mayHelp }
}
