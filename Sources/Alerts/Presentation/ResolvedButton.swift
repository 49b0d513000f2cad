/// A button as a front shows it: its label looked up, its role and prominence.
///
/// Two buttons are equal when their labels, source labels, roles and default marks are.
///
/// A front never sees the button's action: it answers with the button's index
/// (``AlertOutcome/chosen(_:action:)``), and the alert modifiers run the action.
public struct ResolvedButton: Sendable, Hashable, CustomStringConvertible {
    /// The label text.
    public var label: String
    /// The label in the localizer's source language, when it differs from ``label``: `Retry` for a
    /// button shown as `Повторить`.
    ///
    /// The source language is `Localizer.sourceLanguage`. `nil` when the label is verbatim or
    /// already reads so. A script may name the button by either (``ResolvedAlert/button(matching:)``),
    /// so `--choose retry` works in every language.
    public var sourceLabel: String?
    /// The role, if any.
    public var role: ButtonRole?
    /// Whether this is the default button, shown with more prominence and chosen by Return.
    public var isDefault: Bool
    /// Whether the package added the button itself, to dismiss the alert or to run the call
    /// again: the standard "OK", or the "Cancel" and "Retry" of an error's alert (key `OK`,
    /// `Cancel` or `Retry` in the package's `Alerts` table). A front for clients that cannot press
    /// a button (HTTP) leaves these out. Not part of equality.
    @NotCompared package var isStandard = false

    /// `"Retry" (cancel, default)`, and `"Повторить" [Retry]` when the source label differs.
    public var description: String {
        var traits: [String] = []
        if let role { traits.append(role.rawValue) }
        if isDefault { traits.append("default") }
        let source = sourceLabel.map { " [\(quoted($0))]" } ?? ""
        return quoted(label) + source + (traits.isEmpty ? "" : " (" + traits.joined(separator: ", ") + ")")
    }
}

// In an extension, so that the struct keeps its memberwise initializer, which it calls: a value
// of more than a few fields assigned field by field is returned as a copy, every field retained
// and released once more (Benchmarks/README.md).
extension ResolvedButton {
    /// A button; handy for comparing a whole list in one expectation.
    package init(
        _ label: String, role: ButtonRole? = nil, isDefault: Bool = false, sourceLabel: String? = nil,
        isStandard: Bool = false
    ) {
        self.init(
            label: label, sourceLabel: sourceLabel == label ? nil : sourceLabel, role: role, isDefault: isDefault,
            isStandard: isStandard)
    }
}
