/// A button with its label resolved.
public struct ResolvedButton<Action>: CustomStringConvertible {
    /// The label text.
    public var label: String
    /// The role, if any.
    public var role: ButtonRole?
    /// Whether this is the default button, shown with more prominence.
    public var isDefault: Bool
    /// What choosing the button does; `nil` only dismisses.
    public var action: Action?
    /// The button's position among the alert's declared buttons, or `nil` for the standard "OK"
    /// that resolution added.
    public var declaredIndex: Int?

    /// Creates a resolved button.
    public init(
        label: String, role: ButtonRole? = nil, isDefault: Bool = false, action: Action? = nil, declaredIndex: Int?
    ) {
        self.label = label
        self.role = role
        self.isDefault = isDefault
        self.action = action
        self.declaredIndex = declaredIndex
    }

    /// Whether this is the standard "OK" added to an alert declared without buttons.
    public var isStandardOK: Bool { declaredIndex == nil }

    /// The same button with its action transformed.
    public func map<NewAction>(_ transform: (Action) throws -> NewAction) rethrows -> ResolvedButton<NewAction> {
        ResolvedButton<NewAction>(
            label: label, role: role, isDefault: isDefault, action: try action.map(transform),
            declaredIndex: declaredIndex)
    }

    /// `"Retry" (cancel, default)`.
    public var description: String {
        var traits: [String] = []
        if let role { traits.append(role.rawValue) }
        if isDefault { traits.append("default") }
        return quoted(label) + (traits.isEmpty ? "" : " (" + traits.joined(separator: ", ") + ")")
    }
}

extension ResolvedButton: Sendable where Action: Sendable {}
extension ResolvedButton: Equatable where Action: Equatable {}
