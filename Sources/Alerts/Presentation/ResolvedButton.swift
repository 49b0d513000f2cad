internal import StringTables

/// A button as a front shows it: its label looked up, its role and prominence.
///
/// A front never sees the button's action: it answers with the button's index
/// (``AlertResponse/chosen(_:)``), and the alert modifiers run the action.
public struct ResolvedButton: Sendable, Hashable, CustomStringConvertible {
    /// The label text.
    public var label: String
    /// The label in the localizer's source language, when it differs from ``label``: `Retry` for a
    /// button shown as `Повторить`.
    ///
    /// The source language is `Localizer.sourceLanguage`. `nil` when the label is verbatim or
    /// already reads so. A script may name the button by either (``ResolvedAlert/button(matching:)``),
    /// so `--choose retry` works in every language.
    public var sourceLabel: String? {
        get {
            switch source {
            case .known(let text): text
            case .pending(let pending): pending.value.nonEmpty(unlike: label)
            }
        }
        set { source = .known(newValue) }
    }
    /// ``sourceLabel``, or how to look it up when it is read: most are never read, and looking
    /// each up as an alert is resolved would cost as much as the label itself.
    private var source: SourceLabel

    private enum SourceLabel: Sendable {
        case known(String?)
        /// The label's text, looked up the first time it is read.
        case pending(PendingSourceLabel)
    }

    /// A label's text to look up in the source language, and what the lookup gave, once made:
    /// shared by copies, so that reading the label again (comparing buttons, describing them)
    /// neither looks it up again nor sends the lookup's diagnostic events again.
    ///
    /// Unchecked: ``found`` is read and written only under ``lock``. That lock is one for all
    /// labels: labels are seldom read, and a lock of each label's own would cost every alert a
    /// mutex made and destroyed.
    private final class PendingSourceLabel: @unchecked Sendable {
        let text: AlertText
        /// A localizer that searches the package's own tables too.
        let localizer: Localizer
        private var found: String?
        private static let lock = Locked(())

        init(text: AlertText, localizer: Localizer) {
            self.text = text
            self.localizer = localizer
        }

        /// The label in the source language, looked up the first time. (Not under the lock:
        /// the lookup's events reach handlers that may read the label too.)
        var value: String {
            if let value = Self.lock.withLock({ _ in found }) { return value }
            let value = text.resolved(including: localizer, languages: [localizer.sourceLanguage]).value
            return Self.lock.withLock { _ in
                if let found { return found }
                found = value
                return value
            }
        }
    }

    /// The role, if any.
    public var role: ButtonRole?
    /// Whether this is the default button, shown with more prominence and chosen by Return.
    public var isDefault: Bool
    /// Whether the package added the button itself, to dismiss the alert or to run the call
    /// again: the standard "OK", or the "Cancel" and "Retry" of an error's alert (key `OK`,
    /// `Cancel` or `Retry` in the package's `Alerts` table). A front for clients that cannot press
    /// a button (HTTP) leaves these out. Not part of equality.
    package var isStandard = false

    /// A button; handy for comparing a whole list in one expectation.
    public init(_ label: String, role: ButtonRole? = nil, isDefault: Bool = false, sourceLabel: String? = nil) {
        self.label = label
        self.source = .known(sourceLabel == label ? nil : sourceLabel)
        self.role = role
        self.isDefault = isDefault
    }

    /// A button whose source label is `text` looked up for the source language of `localizer`
    /// (one that already searches the package's own tables), when it is read.
    init(_ label: String, role: ButtonRole? = nil, isDefault: Bool, sourceLabelOf text: AlertText, localizer: Localizer)
    {
        self.label = label
        self.source =
            text.verbatim == nil ? .pending(PendingSourceLabel(text: text, localizer: localizer)) : .known(nil)
        self.role = role
        self.isDefault = isDefault
    }

    /// Equal when the labels, the source labels, the roles and the default marks are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.label == rhs.label && lhs.role == rhs.role && lhs.isDefault == rhs.isDefault
            && lhs.sourceLabel == rhs.sourceLabel
    }

    /// Hashes the label, the role and the default mark.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(label)
        hasher.combine(role)
        hasher.combine(isDefault)
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

extension String {
    /// This text, or `nil` when it is `other`.
    fileprivate func nonEmpty(unlike other: String) -> String? { self == other ? nil : self }
}
