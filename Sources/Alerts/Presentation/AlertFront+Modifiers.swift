public import Foundation

// The six `alert` modifiers of SwiftUI, on any front (each with a message, which may be left
// out). SwiftUI attaches them to the view that presents; outside SwiftUI the thing that can
// present is the front, so they are its methods.
// Each one is evaluated when called: it shows the alert only if `isPresented` is true (and the
// data or error is not nil), builds the alert from the data as it is at that moment, and returns
// what happened. Titles come in three forms, as in SwiftUI: a string literal is a localization
// key, any other `StringProtocol` value is shown verbatim, and an `AlertText` is used as is.

extension AlertFront {
    // MARK: alert(_:isPresented:actions:message:)

    /// Presents an alert, with a message when `message` builds one, when `isPresented` is true.
    ///
    /// - Parameters:
    ///   - title: The title; a string literal is a localization key.
    ///   - isPresented: Whether to present; set to `false` once the chosen button's action has run.
    ///   - actions: The buttons. With none, the alert shows one standard "OK".
    ///   - message: The lines of the message, joined one per line; none (the default) is no message.
    @discardableResult
    public func alert<Action>(
        _ title: AlertText, isPresented: AlertBinding<Bool>,
        @AlertBuilder<AlertButton<Action>> actions: () -> [AlertButton<Action>],
        @AlertBuilder<AlertText> message: () -> [AlertText] = { [] }
    ) async -> AlertOutcome<Action> {
        await show(isPresented) { _ in Alert(title, actions: actions, message: message) }
    }

    /// Presents an alert, with a message when `message` builds one, when `isPresented` is true,
    /// with a string value as a verbatim title.
    ///
    /// - Parameters:
    ///   - title: The title, shown as it is.
    ///   - isPresented: Whether to present; set to `false` once the chosen button's action has run.
    ///   - actions: The buttons. With none, the alert shows one standard "OK".
    ///   - message: The lines of the message, joined one per line; none (the default) is no message.
    @_disfavoredOverload @discardableResult
    public func alert<S: StringProtocol, Action>(
        _ title: S, isPresented: AlertBinding<Bool>,
        @AlertBuilder<AlertButton<Action>> actions: () -> [AlertButton<Action>],
        @AlertBuilder<AlertText> message: () -> [AlertText] = { [] }
    ) async -> AlertOutcome<Action> {
        await alert(AlertText(title), isPresented: isPresented, actions: actions, message: message)
    }

    // MARK: alert(_:isPresented:presenting:actions:message:)

    /// Presents an alert built from `data`, with a message when `message` builds one, when
    /// `isPresented` is true and `data` is not `nil`.
    ///
    /// The data is read once, when the alert is presented: the buttons and their actions see
    /// it as it was then, and later changes to its source are ignored.
    ///
    /// - Parameters:
    ///   - title: The title; a string literal is a localization key.
    ///   - isPresented: Whether to present; set to `false` once the chosen button's action has run.
    ///   - data: What the buttons and the message are built from; `nil` presents nothing.
    ///   - actions: The buttons. With none, the alert shows one standard "OK".
    ///   - message: The lines of the message, joined one per line; none (the default) is no message.
    @discardableResult
    public func alert<T, Action>(
        _ title: AlertText, isPresented: AlertBinding<Bool>, presenting data: T?,
        @AlertBuilder<AlertButton<Action>> actions: (T) -> [AlertButton<Action>],
        @AlertBuilder<AlertText> message: (T) -> [AlertText] = { _ in [] }
    ) async -> AlertOutcome<Action> {
        await show(isPresented) { _ in
            data.map { Alert(title: title, message: Alert<Action>.message(message($0)), buttons: actions($0)) }
        }
    }

    /// Presents an alert built from `data`, with a message when `message` builds one, with a
    /// verbatim title.
    ///
    /// - Parameters:
    ///   - title: The title, shown as it is.
    ///   - isPresented: Whether to present; set to `false` once the chosen button's action has run.
    ///   - data: What the buttons and the message are built from; `nil` presents nothing.
    ///   - actions: The buttons. With none, the alert shows one standard "OK".
    ///   - message: The lines of the message, joined one per line; none (the default) is no message.
    @_disfavoredOverload @discardableResult
    public func alert<S: StringProtocol, T, Action>(
        _ title: S, isPresented: AlertBinding<Bool>, presenting data: T?,
        @AlertBuilder<AlertButton<Action>> actions: (T) -> [AlertButton<Action>],
        @AlertBuilder<AlertText> message: (T) -> [AlertText] = { _ in [] }
    ) async -> AlertOutcome<Action> {
        await alert(AlertText(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    // MARK: alert(isPresented:error:actions:)

    /// Presents an alert for `error` when `isPresented` is true and `error` is not `nil`.
    ///
    /// The title is the error's title; the message is its reason and suggestion, one per line,
    /// when it has them. An ``AlertableError`` gives them as
    /// ``AlertText``, resolved by this front; errors are mapped by the front (``content(for:)``)
    /// as ``ErrorContent/init(_:mappers:)`` describes, so an error without a description gets
    /// the localizable title ``AlertText/genericErrorTitle``.
    @discardableResult
    public func alert<E: LocalizedError, Action>(
        isPresented: AlertBinding<Bool>, error: E?,
        @AlertBuilder<AlertButton<Action>> actions: () -> [AlertButton<Action>]
    ) async -> AlertOutcome<Action> {
        await show(isPresented, about: error.map { content(for: $0) }) { content in
            content.map { Alert(title: $0.title, buttons: actions(), error: $0) }
        }
    }

    // MARK: alert(isPresented:error:actions:message:)

    /// Presents an alert for `error` with a message built from it, when `isPresented` is true and
    /// `error` is not `nil`.
    ///
    /// The title is the error's title; a message builder that builds nothing leaves
    /// the alert without a message, as in SwiftUI.
    @discardableResult
    public func alert<E: LocalizedError, Action>(
        isPresented: AlertBinding<Bool>, error: E?,
        @AlertBuilder<AlertButton<Action>> actions: (E) -> [AlertButton<Action>],
        @AlertBuilder<AlertText> message: (E) -> [AlertText]
    ) async -> AlertOutcome<Action> {
        await show(isPresented, about: error.map { content(for: $0) }) { content in
            content.flatMap { content in
                error.map { error in
                    // An empty message, not none: none would show the error's own.
                    Alert(
                        title: content.title, message: Alert<Action>.message(message(error)) ?? AlertText(verbatim: ""),
                        buttons: actions(error), error: content)
                }
            }
        }
    }
}

extension AlertFront {
    /// Presents the alert `make` builds, when `isPresented` is true and `make` builds one (it
    /// returns `nil` when the data or error is `nil`). The alert, and the error's content, are
    /// built once, here, when the alert is presented.
    func show<Action>(
        _ isPresented: AlertBinding<Bool>, about error: @autoclosure () -> ErrorContent? = nil,
        _ make: (ErrorContent?) -> Alert<Action>?
    ) async -> AlertOutcome<Action> {
        guard isPresented.wrappedValue else { return .notPresented }
        let content = error()
        guard let alert = make(content) else { return .notPresented }
        return await present(alert, isPresented: isPresented)
    }
}

extension AlertText {
    /// What a server's client is told of an error not written for it, whose texts may hold
    /// internals (``ErrorContent/Source/isWrittenForReaders``): the HTTP front's `detail`.
    public static let genericServerMessage = AlertText(
        "The server couldn’t complete the request.", table: "Alerts",
        comment: "What a client is told of an error whose texts it must not see")

    /// The title of an alert for an error that has no description.
    public static let genericErrorTitle = AlertText(
        "An error occurred.", table: "Alerts", comment: "Title of an alert for an error that has no description")
}
