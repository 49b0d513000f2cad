/// How a presentation ended: what a front answers when it shows an alert
/// (``AlertFront/present(_:)``, with `Action` `Never`), and what ``AlertFront/present(_:isPresented:)``
/// and the `alert` modifiers return, with the action of the button chosen.
///
/// A person's choice, a dismissal and an interruption are different cases: a Cancel button is a
/// choice (``chosen(_:action:)`` of the button whose role is `cancel`), closing the alert without
/// choosing is ``dismissed``, and Ctrl-C is ``interrupted``, which is no error.
public enum AlertOutcome<Action> {
    /// Nothing was shown: `isPresented` was `false`, the data or error was `nil`, or the front
    /// shows nothing from this path (one that only delivers, through
    /// ``AlertFront/deliver(alertAbout:standardOK:making:)``).
    case notPresented
    /// A person chose the button at this index of ``ResolvedAlert/buttons``; a closure action has
    /// run, a value action comes back here.
    case chosen(Int, action: Action? = nil)
    /// A script chose the button at this index, not a person at the alert: the front was told
    /// beforehand which button to take (`--choose`, `--yes`), and found it
    /// (``ResolvedAlert/button(matching:)``).
    ///
    /// The button's action runs as for ``chosen(_:action:)``; the wrapper for throwing calls then
    /// retries without a person: with backoff, saying each attempt in one line
    /// (``AlertFront/announceRetry(attempt:of:after:)``) rather than showing the alert again.
    case scripted(Int, action: Action? = nil)
    /// The user closed the alert without choosing: Esc on an alert with no cancel button.
    case dismissed
    /// Nobody could answer — no terminal, `CI`, `--no-input`, a timeout — so the front took the
    /// automatic choice (``ResolvedAlert/automaticChoice``), this index, or none.
    case unanswered(automaticChoice: Int?, action: Action? = nil)
    /// The user interrupted the program (Ctrl-C) while the alert was shown.
    case interrupted
    /// The alert was delivered to someone who cannot answer it, as an HTTP response is.
    case delivered

    /// The index in ``ResolvedAlert/buttons`` of the button whose action ran: the one chosen (by a
    /// person or a script), or the automatic choice.
    public var buttonIndex: Int? {
        switch self {
        case .chosen(let index, _), .scripted(let index, _): index
        case .unanswered(let index, _): index
        case .notPresented, .dismissed, .interrupted, .delivered: nil
        }
    }

    /// That button's action, if it has one.
    public var action: Action? {
        switch self {
        case .chosen(_, let action), .scripted(_, let action), .unanswered(_, let action): action
        case .notPresented, .dismissed, .interrupted, .delivered: nil
        }
    }
}

extension AlertOutcome: Sendable where Action: Sendable {}
extension AlertOutcome: Equatable where Action: Equatable {}
extension AlertOutcome: Hashable where Action: Hashable {}
