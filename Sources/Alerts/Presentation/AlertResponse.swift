/// What happened when a front showed an alert: the answer of its one requirement,
/// ``AlertFront/present(_:)``.
public enum AlertResponse: Sendable, Hashable, CustomStringConvertible {
    /// A person chose the button at this index of ``ResolvedAlert/buttons``.
    case chosen(Int)
    /// A script chose the button at this index, not a person at the alert: the front was told
    /// beforehand which button to take (`--choose`, `--yes`), and found it
    /// (``ResolvedAlert/button(matching:)``).
    ///
    /// The button's action runs as for ``chosen(_:)``; the difference is for the wrapper for
    /// throwing calls, which then retries without a person: with backoff, saying each attempt in
    /// one line (``AlertFront/announceRetry(attempt:of:after:)``) rather than showing the alert
    /// again.
    case scripted(Int)
    /// The user closed the alert without choosing: Esc on an alert with no cancel button.
    case dismissed
    /// Nobody could answer — no terminal, `CI`, `--no-input`, a timeout — so the front took the
    /// automatic choice (``ResolvedAlert/automaticChoice``), this index, or none.
    case unanswered(automaticChoice: Int?)
    /// The user interrupted the program (Ctrl-C) while the alert was shown.
    case interrupted
    /// The alert was delivered to someone who cannot answer it, as an HTTP response is.
    case delivered

    /// The index of the button whose action runs: the one chosen (by a person or a script), or
    /// the automatic choice.
    public var buttonIndex: Int? {
        switch self {
        case .chosen(let index), .scripted(let index): index
        case .unanswered(let index): index
        case .dismissed, .interrupted, .delivered: nil
        }
    }

    /// A readable form for test failures: `chose button 1`, `chose button 1 by script`, `dismissed`.
    public var description: String {
        switch self {
        case .chosen(let index): "chose button \(index)"
        case .scripted(let index): "chose button \(index) by script"
        case .dismissed: "dismissed"
        case .unanswered(let index?): "unanswered, chose button \(index) automatically"
        case .unanswered(nil): "unanswered"
        case .interrupted: "interrupted"
        case .delivered: "delivered"
        }
    }
}
