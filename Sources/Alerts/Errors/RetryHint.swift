/// Whether trying an operation again may help, and how long to wait first.
public struct RetryHint: Sendable, Hashable, CustomStringConvertible {
    /// Whether trying again may help.
    public var mayHelp: Bool
    /// How long to wait before trying again, when known (an HTTP front sends it as `Retry-After`).
    public var after: Duration?

    /// Trying again will not help: the default.
    public static let no = RetryHint(mayHelp: false, after: nil)

    /// Trying again may help, at once.
    public static let mayHelp = RetryHint(mayHelp: true, after: nil)

    /// Trying again may help after `delay`.
    public static func after(_ delay: Duration) -> RetryHint { RetryHint(mayHelp: true, after: delay) }

    /// `no retry`, `retry`, or `retry after 5.0 seconds`.
    public var description: String {
        guard mayHelp else { return "no retry" }
        return after.map { "retry after \($0)" } ?? "retry"
    }
}

extension Duration {
    /// Whole seconds, rounded up, at most `Int64.max`, never negative — for any duration, however
    /// long (`components` traps beyond `Int64.max` seconds).
    package var wholeSecondsRoundedUp: Int64 {
        let seconds = (self / .seconds(1)).rounded(.up)
        return seconds >= 0x1p63 ? .max : Int64(max(0, seconds))
    }

    /// Whole seconds, rounded down, at most `Int64.max`, never negative: how long a wait is at
    /// least, for a front that says it in whole seconds.
    package var wholeSecondsRoundedDown: Int64 {
        let seconds = (self / .seconds(1)).rounded(.down)
        return seconds >= 0x1p63 ? .max : Int64(max(0, seconds))
    }
}
