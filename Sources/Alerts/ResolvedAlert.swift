/// An alert with its text looked up and formatted for one language list, ready for a front.
///
/// Resolution adds the standard "OK" when the alert has no buttons, keeps at most one default
/// button, orders the buttons by the front's ``ButtonOrder``, and drops nothing else: the
/// message is the plain text the tables gave.
public struct ResolvedAlert<Action>: CustomStringConvertible {
    /// The title text.
    public var title: String
    /// The message text, if any.
    public var message: String?
    /// The buttons in display order.
    public var buttons: [ResolvedButton<Action>]
    /// The language the title came from, or `nil` when the title was verbatim or its key.
    public var language: LanguageTag?
    /// Problems met while resolving: missing keys, translations that did not fit their arguments.
    public var diagnostics: [LocalizationDiagnostic]

    /// Creates a resolved alert from its parts.
    public init(
        title: String, message: String? = nil, buttons: [ResolvedButton<Action>], language: LanguageTag? = nil,
        diagnostics: [LocalizationDiagnostic] = []
    ) {
        self.title = title
        self.message = message
        self.buttons = buttons
        self.language = language
        self.diagnostics = diagnostics
    }

    /// The default (prominent) button, if there is one.
    public var defaultButton: ResolvedButton<Action>? { buttons.first(where: \.isDefault) }

    /// The first button with the cancel role, if there is one.
    public var cancelButton: ResolvedButton<Action>? { buttons.first { $0.role == .cancel } }

    /// The same alert with every button's action transformed.
    public func map<NewAction>(_ transform: (Action) throws -> NewAction) rethrows -> ResolvedAlert<NewAction> {
        ResolvedAlert<NewAction>(
            title: title, message: message, buttons: try buttons.map { try $0.map(transform) }, language: language,
            diagnostics: diagnostics)
    }

    /// Title, message and buttons on separate lines, for test failures and logs.
    public var description: String {
        var lines = ["title: \(quoted(title))"]
        if let message { lines.append("message: \(quoted(message))") }
        lines += buttons.map { "button: \($0)" }
        return lines.joined(separator: "\n")
    }
}

extension ResolvedAlert: Sendable where Action: Sendable {}
extension ResolvedAlert: Equatable where Action: Equatable {}
