/// What a button does, so a front can place it, style it and pick it from a key.
///
/// The counterpart of SwiftUI's `ButtonRole`. A button without a role is an ordinary action.
public struct ButtonRole: Sendable, Hashable {
    /// The role's name, `cancel` or `destructive`.
    public let rawValue: String

    private init(_ rawValue: String) { self.rawValue = rawValue }

    /// Dismisses the alert without doing anything; Escape chooses it, and non-interactive fronts
    /// choose it when they cannot ask.
    public static let cancel = ButtonRole("cancel")

    /// Deletes or discards something; never the default focus.
    public static let destructive = ButtonRole("destructive")
}
