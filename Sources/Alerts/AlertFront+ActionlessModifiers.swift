public import Foundation

// The six modifiers again for alerts whose buttons carry no action, so that `{}` (or `{ _ in }`)
// and cancel-only buttons compile as they do in SwiftUI: with no action value to infer `Action`
// from, these pin it to `Never`.

extension AlertFront {
    /// `alert(_:isPresented:actions:)` with buttons that carry no action.
    @discardableResult
    public func alert(
        _ title: AlertText, isPresented: AlertBinding<Bool>,
        @AlertActionsBuilder<Never> actions: () -> [AlertButton<Never>]
    ) async -> AlertOutcome<Never> {
        await show(isPresented) { Alert(title, actions: actions) }
    }

    /// `alert(_:isPresented:actions:message:)` with buttons that carry no action.
    @discardableResult
    public func alert(
        _ title: AlertText, isPresented: AlertBinding<Bool>,
        @AlertActionsBuilder<Never> actions: () -> [AlertButton<Never>],
        @AlertMessageBuilder message: () -> AlertText?
    ) async -> AlertOutcome<Never> {
        await show(isPresented) { Alert(title, actions: actions, message: message) }
    }

    /// `alert(_:isPresented:presenting:actions:)` with buttons that carry no action.
    @discardableResult
    public func alert<T>(
        _ title: AlertText, isPresented: AlertBinding<Bool>, presenting data: T?,
        @AlertActionsBuilder<Never> actions: (T) -> [AlertButton<Never>]
    ) async -> AlertOutcome<Never> {
        await show(isPresented) { data.map { Alert(title, presenting: $0, actions: actions) } }
    }

    /// `alert(_:isPresented:presenting:actions:message:)` with buttons that carry no action.
    @discardableResult
    public func alert<T>(
        _ title: AlertText, isPresented: AlertBinding<Bool>, presenting data: T?,
        @AlertActionsBuilder<Never> actions: (T) -> [AlertButton<Never>],
        @AlertMessageBuilder message: (T) -> AlertText?
    ) async -> AlertOutcome<Never> {
        await show(isPresented) { data.map { Alert(title, presenting: $0, actions: actions, message: message) } }
    }

    /// `alert(_:isPresented:actions:)` with buttons that carry no action.
    @_disfavoredOverload @discardableResult
    public func alert<S: StringProtocol>(
        _ title: S, isPresented: AlertBinding<Bool>, @AlertActionsBuilder<Never> actions: () -> [AlertButton<Never>]
    ) async -> AlertOutcome<Never> {
        await show(isPresented) { Alert(AlertText(title), actions: actions) }
    }

    /// `alert(_:isPresented:actions:message:)` with buttons that carry no action.
    @_disfavoredOverload @discardableResult
    public func alert<S: StringProtocol>(
        _ title: S, isPresented: AlertBinding<Bool>, @AlertActionsBuilder<Never> actions: () -> [AlertButton<Never>],
        @AlertMessageBuilder message: () -> AlertText?
    ) async -> AlertOutcome<Never> {
        await show(isPresented) { Alert(AlertText(title), actions: actions, message: message) }
    }

    /// `alert(_:isPresented:presenting:actions:)` with buttons that carry no action.
    @_disfavoredOverload @discardableResult
    public func alert<S: StringProtocol, T>(
        _ title: S, isPresented: AlertBinding<Bool>, presenting data: T?,
        @AlertActionsBuilder<Never> actions: (T) -> [AlertButton<Never>]
    ) async -> AlertOutcome<Never> {
        await show(isPresented) { data.map { Alert(AlertText(title), presenting: $0, actions: actions) } }
    }

    /// `alert(_:isPresented:presenting:actions:message:)` with buttons that carry no action.
    @_disfavoredOverload @discardableResult
    public func alert<S: StringProtocol, T>(
        _ title: S, isPresented: AlertBinding<Bool>, presenting data: T?,
        @AlertActionsBuilder<Never> actions: (T) -> [AlertButton<Never>],
        @AlertMessageBuilder message: (T) -> AlertText?
    ) async -> AlertOutcome<Never> {
        await show(isPresented) {
            data.map { Alert(AlertText(title), presenting: $0, actions: actions, message: message) }
        }
    }

    /// `alert(isPresented:error:actions:)` with buttons that carry no action.
    @discardableResult
    public func alert<E: LocalizedError>(
        isPresented: AlertBinding<Bool>, error: E?, @AlertActionsBuilder<Never> actions: () -> [AlertButton<Never>]
    ) async -> AlertOutcome<Never> {
        await show(isPresented) {
            error.map { Alert(error: $0, buttons: actions()) }
        }
    }

    /// `alert(isPresented:error:actions:message:)` with buttons that carry no action.
    @discardableResult
    public func alert<E: LocalizedError>(
        isPresented: AlertBinding<Bool>, error: E?, @AlertActionsBuilder<Never> actions: (E) -> [AlertButton<Never>],
        @AlertMessageBuilder message: (E) -> AlertText?
    ) async -> AlertOutcome<Never> {
        await show(isPresented) {
            error.map { Alert(AlertText.title(of: $0), presenting: $0, actions: actions, message: message) }
        }
    }
}
