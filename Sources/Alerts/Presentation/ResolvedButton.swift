/// A button as a front shows it: its label looked up, its role and prominence.
///
/// A front never sees the button's action: it answers with the button's index
/// (``AlertResponse/chosen(_:)``), and the alert modifiers run the action.
public struct ResolvedButton: Sendable, Hashable, CustomStringConvertible {
    /// The label text.
    public var label: String
    /// The role, if any.
    public var role: ButtonRole?
    /// Whether this is the default button, shown with more prominence and chosen by Return.
    public var isDefault: Bool

    /// A button; handy for comparing a whole list in one expectation.
    public init(_ label: String, role: ButtonRole? = nil, isDefault: Bool = false) {
        self.label = label
        self.role = role
        self.isDefault = isDefault
    }

    /// `"Retry" (cancel, default)`.
    public var description: String {
        var traits: [String] = []
        if let role { traits.append(role.rawValue) }
        if isDefault { traits.append("default") }
        return quoted(label) + (traits.isEmpty ? "" : " (" + traits.joined(separator: ", ") + ")")
    }
}
