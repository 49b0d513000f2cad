/// An alert as a value: a title, an optional message and buttons, with nothing looked up yet.
///
/// Build one with the same builders SwiftUI's `alert` modifiers take, compare it in tests, and
/// resolve it for a language with ``resolved(localizer:languages:order:)``. An alert with no
/// buttons gets one standard "OK" when it is resolved; no cancel button is ever added for you.
///
/// ```swift
/// let alert = Alert<SaveAction>("Save failed.") {
///     AlertButton("Delete \(details.name)", role: .destructive, action: .delete)
///     AlertButton("Retry", action: .retry)
/// } message: {
///     AlertText(verbatim: details.error)
/// }
/// ```
public struct Alert<Action>: CustomStringConvertible {
    // `buttons` is declared first, so that the struct's memberwise initializer, which
    // `init(title:message:buttons:error:)` calls, takes its parts in another order than that one: a
    // value of this size assigned field by field is returned as a copy, every field retained and
    // released once more (Benchmarks/README.md).

    /// The buttons in the order they were declared.
    public var buttons: [AlertButton<Action>]
    /// The title.
    public var title: AlertText
    /// The message under the title, unstyled text.
    ///
    /// `nil` on an alert about an error (``error``) shows the error's own message: its failure
    /// reason, recovery suggestion and retry advice, one per line.
    public var message: AlertText?
    /// What the error the alert is about says, when it is about one: resolved with the alert's
    /// texts into ``ResolvedAlert/error``, and its message when the alert has none of its own.
    public var error: ErrorContent?
}

extension Alert {
    /// An alert from its parts.
    public init(
        title: AlertText, message: AlertText? = nil, buttons: [AlertButton<Action>] = [], error: ErrorContent? = nil
    ) {
        self.init(buttons: buttons, title: title, message: message, error: error)
    }

    /// An alert with buttons, and a message when `message` builds one, from the builders.
    public init(
        _ title: AlertText,
        @AlertBuilder<AlertButton<Action>> actions: () -> [AlertButton<Action>],
        @AlertBuilder<AlertText> message: () -> [AlertText] = { [] }
    ) {
        self.init(title: title, message: Self.message(message()), buttons: actions())
    }

    /// A message's lines, as the builder collects them, joined one per line; no lines, no message.
    static func message(_ lines: [AlertText]) -> AlertText? {
        lines.isEmpty ? nil : AlertText(lines: lines)
    }

    /// The same alert with every button's action transformed.
    public func map<NewAction>(_ transform: (Action) throws -> NewAction) rethrows -> Alert<NewAction> {
        Alert<NewAction>(
            title: title, message: message, buttons: try buttons.map { try $0.map(transform) }, error: error)
    }

    /// `Alert("Save failed.", message: …, buttons: [Button(…), …])`.
    public var description: String {
        var parts = [title.description]
        if let message { parts.append("message: \(message)") }
        parts.append("buttons: [" + buttons.map(\.description).joined(separator: ", ") + "]")
        if let error { parts.append("error: \(error)") }
        return "Alert(" + parts.joined(separator: ", ") + ")"
    }
}

extension Alert: Sendable where Action: Sendable {}
extension Alert: Equatable where Action: Equatable {}
extension Alert: Hashable where Action: Hashable {}
