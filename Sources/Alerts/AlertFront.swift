/// A place alerts are shown: a command line, a terminal dialog, an HTTP response, or a test.
///
/// A front says which languages and tables it resolves alerts with and how it orders buttons,
/// and it shows a resolved alert. Everything else — the six `alert` modifiers, the standard
/// "OK", dismissal, running closure actions — is shared, in extensions of this protocol.
///
/// A front that can ask the user returns the index of the chosen button; a front that only
/// delivers the alert (an HTTP response) returns `nil`.
public protocol AlertFront: Sendable {
    /// The tables alerts are resolved with.
    var localizer: Localizer { get }

    /// The languages to resolve alerts in, most preferred first.
    var languages: [LanguageTag] { get }

    /// How this front orders buttons. The default is ``ButtonOrder/cancelLast``.
    var buttonOrder: ButtonOrder { get }

    /// Shows `alert` and returns the index in `alert.buttons` of the button chosen, or `nil`
    /// when this front delivers alerts without taking a choice.
    func present<Action>(_ alert: ResolvedAlert<Action>) -> Int?

    /// Shows `alert`, made from `error`, and returns the index of the button chosen, like
    /// ``present(_:)``. A front that shows more than an alert holds — a cause chain, an error
    /// code, an exit status, an HTTP status — reads it from `error`. The default calls
    /// ``present(_:)``.
    func present<Action>(_ alert: ResolvedAlert<Action>, for error: ErrorAlert) -> Int?
}

extension AlertFront {
    /// Cancel buttons last, everything else as declared.
    public var buttonOrder: ButtonOrder { .cancelLast }

    public func present<Action>(_ alert: ResolvedAlert<Action>, for error: ErrorAlert) -> Int? {
        present(alert)
    }

    /// `alert` resolved with this front's localizer, languages and button order.
    public func resolve<Action>(_ alert: Alert<Action>) -> ResolvedAlert<Action> {
        alert.resolved(localizer: localizer, languages: languages, order: buttonOrder)
    }

    /// Resolves and shows `alert`, runs the chosen button's action, then dismisses it.
    ///
    /// As SwiftUI's pages say, every action dismisses the alert after the action runs: when the
    /// user chooses a button, its action runs first if it is an ``AlertAction`` closure (so it
    /// still sees `isPresented` as `true`), and then `isPresented`, if given, is set to `false`.
    /// Value actions are not run: they come back in the outcome for the caller to handle. A front
    /// that takes no choice also ends the presentation and returns ``AlertOutcome/delivered``.
    @discardableResult
    public func present<Action>(_ alert: Alert<Action>, isPresented: AlertBinding<Bool>? = nil) async -> AlertOutcome<
        Action
    > {
        let resolved = resolve(alert)
        let choice = present(resolved)
        guard let choice, resolved.buttons.indices.contains(choice) else {
            isPresented?.wrappedValue = false
            return .delivered
        }
        let button = resolved.buttons[choice]
        if let action = button.action as? AlertAction {
            await action()
        }
        isPresented?.wrappedValue = false
        return .chosen(button)
    }
}
