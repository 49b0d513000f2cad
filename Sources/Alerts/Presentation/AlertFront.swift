/// A place alerts are shown: a command line, a terminal dialog, an HTTP response, or a test.
///
/// A front says which languages and tables it resolves alerts with and how it orders buttons,
/// and it shows a resolved alert. Everything else — resolving, the six `alert` modifiers, the
/// standard "OK", dismissal, running actions, the wrapper for throwing calls — is shared, in
/// extensions of this protocol, so every front shows an error the same way whichever path it
/// came by.
///
/// ```swift
/// struct LogFront: AlertFront {
///     var localizer = Localizer(sources: [])
///     var languages: [LanguageTag] = ["en"]
///     func present(_ alert: ResolvedAlert) async -> AlertResponse {
///         print(alert.title)
///         return .unanswered(automaticChoice: alert.automaticChoice)
///     }
/// }
/// ```
public protocol AlertFront: Sendable {
    /// The tables alerts are resolved with; the package's own are searched after them.
    var localizer: Localizer { get }

    /// The languages to resolve alerts in, most preferred first.
    var languages: [LanguageTag] { get }

    /// How this front orders buttons.
    ///
    /// The default is ``ButtonOrder/cancelLast``.
    var buttonOrder: ButtonOrder { get }

    /// Shows `alert` and says what happened: a button chosen, the alert dismissed, nobody able to
    /// answer (with the automatic choice taken), an interruption, or delivery to someone who cannot
    /// answer.
    ///
    /// An interactive front waits here for the user without blocking a thread.
    func present(_ alert: ResolvedAlert) async -> AlertResponse

    /// Says that the wrapper for throwing calls will run the call again after `wait`, without a
    /// person: a script chose "Retry" (``AlertResponse/scripted(_:)``), or nobody could answer and
    /// the automatic choice was "Retry".
    ///
    /// `attempt` is this retry's number, from 1, and `limit` the most there will be (the wrapper's
    /// `retryLimit`). Called once per such retry, before the wait; the alert is not shown again for
    /// it (``perform(retryLimit:offeringRetry:longestWait:_:)``).
    ///
    /// The default implementation shows nothing. A command line writes one line —
    /// "Retrying in 2 s (2 of 3)…" — stating the wait in whole seconds rounded down, so it never
    /// promises a longer wait than the one taken.
    func announceRetry(attempt: Int, of limit: Int, after wait: Duration) async

    /// What a thrown error says on this front: its content made with the front's own
    /// ``ErrorMappers`` and policy — how the wrapper for throwing calls and the `error:` modifiers
    /// turn an error into an alert.
    ///
    /// The default is ``ErrorContent/init(_:mappers:)`` with no mappers. A front that is given
    /// mappers returns `ErrorContent(error, mappers: mappers)`.
    func content(for error: any Error) -> ErrorContent
}

extension AlertFront {
    /// Cancel buttons last, everything else as declared.
    public var buttonOrder: ButtonOrder { .cancelLast }

    /// Shows nothing: a front without a way to say it lets retries happen silently.
    public func announceRetry(attempt: Int, of limit: Int, after wait: Duration) async {}

    /// The error's content with no mappers: what it says about itself.
    public func content(for error: any Error) -> ErrorContent { ErrorContent(error) }

    /// `alert` resolved with this front's localizer, languages and button order
    /// (``Alert/resolved(localizer:languages:order:)``).
    public func resolve<Action>(_ alert: Alert<Action>) -> ResolvedAlert {
        alert.resolved(localizer: localizer, languages: languages, order: buttonOrder)
    }

    /// Resolves and shows `alert`, runs the action of the button chosen
    /// (or chosen automatically because nobody could answer), then dismisses it.
    ///
    /// As SwiftUI's pages say, every action dismisses the alert after the action runs: an
    /// ``AlertAction`` closure runs first (so it still sees `isPresented` as `true`), and then
    /// `isPresented`, if given, is set to `false`. Value actions are not run: they come back in
    /// the outcome for the caller to handle. Every other answer ends the presentation too.
    ///
    /// An alert about a thrown error (its ``Alert/error`` made by ``content(for:)``)
    /// counts as that error reported: a runner around the code, such as the command-line front's
    /// `run`, does not report the error again when it leaves the work.
    @discardableResult
    public func present<Action>(_ alert: Alert<Action>, isPresented: AlertBinding<Bool>? = nil) async
        -> AlertOutcome<Action>
    {
        await presentAnswering(alert, isPresented: isPresented).outcome
    }

    /// ``present(_:isPresented:)``, also giving the front's own answer: the wrapper for
    /// throwing calls tells a script's choice from a person's by it. An alert about a thrown error
    /// is noted in the task's ``PresentedErrors``, so a runner does not report the error again.
    func presentAnswering<Action>(
        _ alert: Alert<Action>, isPresented: AlertBinding<Bool>? = nil
    ) async -> (outcome: AlertOutcome<Action>, response: AlertResponse) {
        if let thrown = alert.error?.error {
            PresentedErrors.current?.record(thrown)
        }
        let resolved = resolve(alert)
        let response = await present(resolved)
        // Ctrl-C in a dialog interrupts the program, as it would have outside the dialog; a dialog
        // that ended because its task was cancelled (a sibling's error, a time limit) is no Ctrl-C.
        if case .interrupted = response, !Task.isCancelled { PresentedErrors.current?.interrupted() }
        defer { isPresented?.wrappedValue = false }
        let choice = response.buttonIndex.flatMap { resolved.buttons.indices.contains($0) ? $0 : nil }
        let button = choice.map { resolved.buttons[$0] }
        let action = choice.flatMap { resolved.declaredIndices[$0] }.flatMap { alert.buttons[$0].action }
        if let action = action as? AlertAction { await action() }
        let outcome: AlertOutcome<Action> =
            switch (response, button) {
            case (.chosen, let button?), (.scripted, let button?): .chosen(button, action: action)
            case (.unanswered, _): .unanswered(button, action: action)
            // an index out of range chooses nothing
            case (.chosen, nil), (.scripted, nil), (.dismissed, _): .dismissed
            case (.interrupted, _): .interrupted
            case (.delivered, _): .delivered
            }
        return (outcome, response)
    }
}
