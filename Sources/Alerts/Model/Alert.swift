/// An alert as a value: a title, an optional message and buttons, with nothing looked up yet.
///
/// Build one with the same builders SwiftUI's `alert` modifiers take, compare it in tests, and
/// resolve it for a language with ``resolved(for:localizer:languages:order:)``. An alert with no
/// buttons gets one standard "OK" when it is resolved; no cancel button is ever added for you.
///
/// ```swift
/// let alert = Alert<SaveAction>("Save failed.", presenting: details) { details in
///     AlertButton(role: .destructive, action: .delete) { "Delete \(details.name)" }
///     AlertButton("Retry", action: .retry)
/// } message: { details in
///     AlertText(verbatim: details.error)
/// }
/// ```
public struct Alert<Action>: CustomStringConvertible {
    /// The title.
    public var title: AlertText
    /// The message under the title, unstyled text.
    public var message: AlertText? {
        get {
            switch messageSource {
            case .given(let message): message
            case .error(let error): error.message
            }
        }
        set { messageSource = .given(newValue) }
    }
    /// The buttons in the order they were declared.
    public var buttons: [AlertButton<Action>]

    /// Where ``message`` comes from: given, or an error's own message (``ErrorContent/message``),
    /// made only when read — resolution reads the error's texts themselves.
    private var messageSource: MessageSource

    private enum MessageSource {
        case given(AlertText?)
        case error(ErrorContent)
    }

    /// An alert from its parts.
    public init(title: AlertText, message: AlertText? = nil, buttons: [AlertButton<Action>] = []) {
        self.title = title
        self.messageSource = .given(message)
        self.buttons = buttons
    }

    /// An alert whose message is `error`'s own (``ErrorContent/message``), which is made only if read.
    init(title: AlertText, messageOf error: ErrorContent, buttons: [AlertButton<Action>]) {
        self.title = title
        self.messageSource = .error(error)
        self.buttons = buttons
    }

    /// Whether the message is `error`'s own message, ``ErrorContent/message``.
    func hasMessage(of error: ErrorContent) -> Bool {
        error.isMessage(message)
    }

    /// An alert with buttons from the actions builder.
    public init(_ title: AlertText, @AlertActionsBuilder<Action> actions: () -> [AlertButton<Action>]) {
        self.init(title: title, buttons: actions())
    }

    /// An alert with buttons and a message from the builders.
    public init(
        _ title: AlertText,
        @AlertActionsBuilder<Action> actions: () -> [AlertButton<Action>],
        @AlertMessageBuilder message: () -> AlertText?
    ) {
        self.init(title: title, message: message(), buttons: actions())
    }

    /// An alert whose buttons are built from data.
    public init<T>(
        _ title: AlertText, presenting data: T,
        @AlertActionsBuilder<Action> actions: (T) -> [AlertButton<Action>]
    ) {
        self.init(title: title, buttons: actions(data))
    }

    /// An alert whose buttons and message are built from data.
    public init<T>(
        _ title: AlertText, presenting data: T,
        @AlertActionsBuilder<Action> actions: (T) -> [AlertButton<Action>],
        @AlertMessageBuilder message: (T) -> AlertText?
    ) {
        self.init(title: title, message: message(data), buttons: actions(data))
    }

    /// The same alert with every button's action transformed.
    public func map<NewAction>(_ transform: (Action) throws -> NewAction) rethrows -> Alert<NewAction> {
        let buttons = try buttons.map { try $0.map(transform) }
        switch messageSource {
        case .given(let message): return Alert<NewAction>(title: title, message: message, buttons: buttons)
        case .error(let error): return Alert<NewAction>(title: title, messageOf: error, buttons: buttons)
        }
    }

    /// `Alert("Save failed.", message: …, buttons: [Button(…), …])`.
    public var description: String {
        var parts = [title.description]
        if let message { parts.append("message: \(message)") }
        parts.append("buttons: [" + buttons.map(\.description).joined(separator: ", ") + "]")
        return "Alert(" + parts.joined(separator: ", ") + ")"
    }
}

extension Alert: Sendable where Action: Sendable {}
extension Alert: Equatable where Action: Equatable {
    /// Equal when the titles, the messages and the buttons are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
    }
}

extension Alert: Hashable where Action: Hashable {
    /// Hashes the title, the message and the buttons.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(message)
        hasher.combine(buttons)
    }
}
