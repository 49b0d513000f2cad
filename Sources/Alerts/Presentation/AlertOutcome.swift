/// What happened when an alert modifier ran: what the front answered, and the button whose
/// action ran.
public enum AlertOutcome<Action>: CustomStringConvertible {
    /// Nothing was shown: `isPresented` was `false`, or the data or error was `nil`.
    case notPresented
    /// Someone chose this button — a person, or a script that named it
    /// (``AlertResponse/scripted(_:)``); a closure action has run and `isPresented` is now `false`.
    case chosen(ResolvedButton, action: Action?)
    /// Nobody could answer, and the front took the automatic choice, this button, whose closure
    /// action has run — or there was none to take.
    case unanswered(ResolvedButton?, action: Action?)
    /// The user closed the alert without choosing.
    case dismissed
    /// The user interrupted the program (Ctrl-C).
    case interrupted
    /// The front delivered the alert to someone who cannot answer, as an HTTP response does.
    case delivered

    /// The button whose action ran: the one chosen, or the automatic choice.
    public var button: ResolvedButton? {
        switch self {
        case .chosen(let button, _): button
        case .unanswered(let button, _): button
        case .notPresented, .dismissed, .interrupted, .delivered: nil
        }
    }

    /// That button's action, if it has one.
    public var action: Action? {
        switch self {
        case .chosen(_, let action), .unanswered(_, let action): action
        case .notPresented, .dismissed, .interrupted, .delivered: nil
        }
    }

    /// A readable form for test failures, such as `chose "Retry" (default)` or `dismissed`.
    public var description: String {
        switch self {
        case .notPresented: "not presented"
        case .chosen(let button, _): "chose \(button)"
        case .unanswered(let button?, _): "unanswered, chose \(button) automatically"
        case .unanswered(nil, _): "unanswered"
        case .dismissed: "dismissed"
        case .interrupted: "interrupted"
        case .delivered: "delivered"
        }
    }
}

extension AlertOutcome: Sendable where Action: Sendable {}
extension AlertOutcome: Equatable where Action: Equatable {}
