public import Alerts

/// An alert as a test front saw it: the text shown, the buttons in display order, and the tap.
public struct PresentedAlert: Sendable, Hashable, CustomStringConvertible {
    /// A button as shown.
    public struct Button: Sendable, Hashable, CustomStringConvertible {
        /// The label as shown.
        public var label: String
        /// The role, if any.
        public var role: ButtonRole?
        /// Whether the button is the default (prominent) one.
        public var isDefault: Bool

        /// A button; handy for comparing a whole list in one expectation.
        public init(_ label: String, role: ButtonRole? = nil, isDefault: Bool = false) {
            self.label = label
            self.role = role
            self.isDefault = isDefault
        }

        public var description: String {
            ResolvedButton<Never>(label: label, role: role, isDefault: isDefault, declaredIndex: 0).description
        }
    }

    /// The title as shown.
    public var title: String
    /// The message as shown.
    public var message: String?
    /// The buttons in display order.
    public var buttons: [Button]
    /// The index of the button tapped, or `nil` when the scripted tap matched nothing.
    public var chosenIndex: Int?
    /// The language of the title.
    public var language: LanguageTag?
    /// Problems met while resolving the alert.
    public var diagnostics: [LocalizationDiagnostic]

    init<Action>(_ alert: ResolvedAlert<Action>, chosenIndex: Int?) {
        title = alert.title
        message = alert.message
        buttons = alert.buttons.map { Button($0.label, role: $0.role, isDefault: $0.isDefault) }
        self.chosenIndex = chosenIndex
        language = alert.language
        diagnostics = alert.diagnostics
    }

    /// The labels in display order.
    public var labels: [String] { buttons.map(\.label) }

    /// The button tapped, if any.
    public var chosenButton: Button? { chosenIndex.map { buttons[$0] } }

    public var description: String {
        var lines = ["title: \"\(title)\""]
        if let message { lines.append("message: \"\(message)\"") }
        lines += buttons.map { "button: \($0)" }
        return lines.joined(separator: "\n")
    }
}
