/// What happened when an alert modifier ran.
public enum AlertOutcome<Action>: CustomStringConvertible {
    /// Nothing was shown: `isPresented` was `false`, or the data or error was `nil`.
    case notPresented
    /// The user chose this button; a closure action has run and `isPresented` is now `false`.
    case chosen(ResolvedButton<Action>)
    /// The front showed the alert without taking a choice, as an HTTP response does.
    case delivered

    /// The chosen button, if a button was chosen.
    public var button: ResolvedButton<Action>? {
        if case .chosen(let button) = self { button } else { nil }
    }

    /// The chosen button's action, if a button with an action was chosen.
    public var action: Action? { button?.action }

    public var description: String {
        switch self {
        case .notPresented: "not presented"
        case .chosen(let button): "chose \(button)"
        case .delivered: "delivered"
        }
    }
}

extension AlertOutcome: Sendable where Action: Sendable {}
extension AlertOutcome: Equatable where Action: Equatable {}
