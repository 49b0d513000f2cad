/// A button as a front shows it: its label looked up, its role and prominence.
///
/// A front never sees the button's action: it answers with the button's index
/// (``AlertResponse/chosen(_:)``), and the alert modifiers run the action.
public struct ResolvedButton: Sendable, Hashable, CustomStringConvertible {
    /// The label text.
    public var label: String
    /// The label in the localizer's source language (``Localizer/sourceLanguage``), when it
    /// differs from ``label``: `Retry` for a button shown as `Повторить`. `nil` when the label is
    /// verbatim or already reads so. A script may name the button by either
    /// (``ResolvedAlert/button(matching:)``), so `--choose retry` works in every language.
    public var sourceLabel: String?
    /// The role, if any.
    public var role: ButtonRole?
    /// Whether this is the default button, shown with more prominence and chosen by Return.
    public var isDefault: Bool

    /// A button; handy for comparing a whole list in one expectation.
    public init(_ label: String, role: ButtonRole? = nil, isDefault: Bool = false, sourceLabel: String? = nil) {
        self.label = label
        self.sourceLabel = sourceLabel == label ? nil : sourceLabel
        self.role = role
        self.isDefault = isDefault
    }

    /// `"Retry" (cancel, default)`, and `"Повторить" [Retry]` when the source label differs.
    public var description: String {
        var traits: [String] = []
        if let role { traits.append(role.rawValue) }
        if isDefault { traits.append("default") }
        let source = sourceLabel.map { " [\(quoted($0))]" } ?? ""
        return quoted(label) + source + (traits.isEmpty ? "" : " (" + traits.joined(separator: ", ") + ")")
    }
}
