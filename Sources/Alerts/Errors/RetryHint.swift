/// Whether trying an operation again may help, and how long to wait first.
public enum RetryHint: Sendable, Hashable {
    /// Trying again will not help: the default.
    case no
    /// Trying again may help, at once.
    case mayHelp
    /// Trying again may help after this long (an HTTP front sends it as `Retry-After`).
    case after(Duration)

    /// How long to wait before trying again, when the hint says; setting it on a hint that says
    /// trying again may help makes it ``after(_:)`` (or ``mayHelp`` for `nil`).
    public var after: Duration? {
        get {
            if case .after(let wait) = self { wait } else { nil }
        }
        set {
            guard self != .no else { return }
            self = newValue.map(RetryHint.after) ?? .mayHelp
        }
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
