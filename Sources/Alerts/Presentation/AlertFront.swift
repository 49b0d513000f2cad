/// A place alerts are shown: a command line, a terminal dialog, an HTTP response, or a test.
///
/// A front says which languages and tables it resolves alerts with and how it orders buttons,
/// and it shows a resolved alert. Everything else — resolving, the six `alert` modifiers, the
/// standard "OK", dismissal, running actions, the wrapper for throwing calls, the diagnostics
/// event about a shown error and the record that it was shown — is shared, in
/// extensions of this protocol, so every front shows an error the same way whichever path it
/// came by.
///
/// ```swift
/// struct LogFront: AlertFront {
///     var localizer = Localizer(sources: [])
///     var languages: [LanguageTag] = ["en"]
///     func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> {
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
    /// A front runs no action (its answer's `Action` is `Never`) and does nothing but show: the
    /// diagnostics event and the record of a presented error are the shared path's
    /// (``present(_:isPresented:)``). An interactive front waits here for the user without
    /// blocking a thread.
    func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never>

    /// Says that the wrapper for throwing calls will run the call again after `wait`, without a
    /// person: a script chose "Retry" (``AlertOutcome/scripted(_:action:)``), or nobody could answer and
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

    /// The mappers this front turns thrown errors into alerts with (``content(for:)``): how the
    /// wrapper for throwing calls, the `error:` modifiers and a front's own reports map an error.
    ///
    /// The default has none: an error says what it says about itself.
    var mappers: ErrorMappers { get }
}

extension AlertFront {
    /// Cancel buttons last, everything else as declared.
    public var buttonOrder: ButtonOrder { .cancelLast }

    /// Shows nothing: a front without a way to say it lets retries happen silently.
    public func announceRetry(attempt: Int, of limit: Int, after wait: Duration) async {}

    /// No mappers: an error says what it says about itself.
    public var mappers: ErrorMappers { ErrorMappers() }

    /// What a thrown error says on this front: its content made with the front's ``mappers``
    /// (``ErrorContent/init(_:mappers:)``), under the front's policy — an HTTP front leaves out
    /// the recovery suggestion an error gives itself unless asked to show it.
    public func content(for error: any Error) -> ErrorContent {
        let ownSuggestions = (self as? any RecoverySuggestionPolicy)?.showsOwnRecoverySuggestions ?? true
        return ErrorContent(error, mappers: mappers, ownSuggestions: ownSuggestions)
    }

    /// `alert` resolved with this front's localizer, languages and button order
    /// (``Alert/resolved(localizer:languages:order:)``).
    public func resolve<Action>(_ alert: Alert<Action>) -> ResolvedAlert {
        alert.resolved(
            localizer: localizer, languages: languages, order: buttonOrder, buttons: true,
            keysInSourceLanguage: self is any SingleLanguageFront)
    }

    /// Resolves and shows `alert`, runs the action of the button chosen
    /// (or chosen automatically because nobody could answer), then dismisses it.
    ///
    /// As SwiftUI's pages say, every action dismisses the alert after the action runs: an
    /// ``AlertAction`` closure runs first (so it still sees `isPresented` as `true`), and then
    /// `isPresented`, if given, is set to `false`. Value actions are not run: they come back in
    /// the outcome for the caller to handle. Every other answer ends the presentation too.
    ///
    /// Every presentation takes this path, and the front's duties are done here, whatever the
    /// front: the process's `DiagnosticsSystem` handler gets an event about the alert's error, and
    /// an alert about a thrown error (its ``Alert/error`` made by ``content(for:)``) counts as
    /// that error reported — a runner around the code, such as the command-line front's
    /// `run`, does not report the error again when it leaves the work.
    @discardableResult
    public func present<Action>(_ alert: Alert<Action>, isPresented: AlertBinding<Bool>? = nil) async
        -> AlertOutcome<Action>
    {
        let resolved = resolve(alert)
        let answer = await show(resolved, about: alert.error)
        defer { isPresented?.wrappedValue = false }
        func action(at index: Int) -> Action? {
            resolved.declaredIndices[index].flatMap { alert.buttons[$0].action }
        }
        // An index out of range chooses nothing.
        let outcome: AlertOutcome<Action> =
            switch answer {
            case .chosen(let index, _) where resolved.buttons.indices.contains(index):
                .chosen(index, action: action(at: index))
            case .scripted(let index, _) where resolved.buttons.indices.contains(index):
                .scripted(index, action: action(at: index))
            case .unanswered(let index?, _) where resolved.buttons.indices.contains(index):
                .unanswered(automaticChoice: index, action: action(at: index))
            case .unanswered: .unanswered(automaticChoice: nil)
            case .chosen, .scripted, .dismissed: .dismissed
            case .notPresented: .notPresented
            case .interrupted: .interrupted
            case .delivered: .delivered
            }
        if let action = outcome.action as? AlertAction { await action() }
        return outcome
    }

    /// Shows `alert` with the front's ``present(_:)`` and does what every front does for an alert
    /// it shows (``presented(_:about:)``); tells the task's runner when the user interrupted it.
    package func show(_ alert: ResolvedAlert, about error: ErrorContent?) async -> AlertOutcome<Never> {
        let answer = await present(alert)
        presented(alert, about: error)
        // Ctrl-C in a dialog interrupts the program, as it would have outside the dialog; a dialog
        // that ended because its task was cancelled (a sibling's error, a time limit) is no Ctrl-C.
        if case .interrupted = answer, !Task.isCancelled { PresentedErrors.current?.interrupted() }
        return answer
    }

    /// What every front does for an alert it has shown, in one place: the error, if any, is noted
    /// in the task's ``PresentedErrors``, and the process's `DiagnosticsSystem` handler is told
    /// about it (``DiagnosticsSystem/tell(errorOf:front:hidden:metadata:)``).
    ///
    /// ``show(_:about:)`` calls it for every presentation; a front that makes its output without
    /// suspending — a command-line report — calls it itself, with the same effect, and an HTTP
    /// response made without an exchange calls ``notePresented(_:about:front:hidden:metadata:)``,
    /// which this calls too. Nothing is built for the event unless a handler or observer would
    /// take it.
    package func presented(_ alert: ResolvedAlert, about error: ErrorContent?) {
        // The front is asked what it is only when someone listens for errors.
        func diagnosed() -> (any DiagnosedFront)? { self as? any DiagnosedFront }
        notePresented(
            alert, about: error, front: diagnosed()?.diagnosticsName ?? String(describing: Self.self),
            hidden: diagnosed()?.hidesTexts(of: alert) ?? false
        ) { diagnosed()?.diagnosticsMetadata(for: alert) ?? [:] }
    }
}

/// What every front does for an alert it has shown (``AlertFront/presented(_:about:)``),
/// for a front that is no ``AlertFront`` value (the HTTP front answering a request directly): the
/// error is noted in the task's ``PresentedErrors`` and the `DiagnosticsSystem` handler is told,
/// the front's name and whether the texts were `hidden` read only when someone listens for errors.
package func notePresented(
    _ alert: ResolvedAlert, about error: ErrorContent?, front: @autoclosure () -> String,
    hidden: @autoclosure () -> Bool, metadata: () -> [String: String]
) {
    // Only content made from a thrown error: nothing else can be thrown out of the work.
    if error?.error != nil, let presented = PresentedErrors.current, let error { presented.record(error) }
    guard alert.isAboutAnError, DiagnosticsSystem.isListening(at: .error) else { return }
    DiagnosticsSystem.tell(errorOf: alert, front: front(), hidden: hidden(), metadata: metadata)
}

/// A package front that names itself in the diagnostics event for an alert it showed, and adds
/// to it (``AlertFront/presented(_:about:)``).
package protocol DiagnosedFront: AlertFront {
    /// The front's name in the event's `front` metadata: `cli`, `terminal`, `http`.
    var diagnosticsName: String { get }
    /// Whether the front kept the texts of `alert`'s error from its reader: the event is then the
    /// only record of what went wrong, and its level is `error`.
    func hidesTexts(of alert: ResolvedAlert) -> Bool
    /// What the front adds to the event, such as an HTTP response's `correlation-id`; read only
    /// when the event is sent.
    func diagnosticsMetadata(for alert: ResolvedAlert) -> [String: String]
}

extension DiagnosedFront {
    /// Texts are shown.
    package func hidesTexts(of alert: ResolvedAlert) -> Bool { false }
    /// Nothing is added.
    package func diagnosticsMetadata(for alert: ResolvedAlert) -> [String: String] { [:] }
}

/// A package front whose output names one language for all its texts (an HTTP response's
/// `Content-Language`): a title no table has is shown as its key, in the tables' source language,
/// and the alert's other texts then come in that language too
/// (`Alert.resolved(localizer:languages:order:buttons:keysInSourceLanguage:)`), whichever path
/// the alert came by.
package protocol SingleLanguageFront: AlertFront {}

/// A package front whose presentation only delivers the alert — nobody answers it and nothing is
/// retried in the process (an HTTP response): `perform` then states the wait the error asks for,
/// not the longest a retry of its own would wait, since the reader decides when to come back.
package protocol DeliveringFront: AlertFront {}

/// A front that may leave out the recovery suggestion an error gives itself (a CLI hint is not for
/// API clients): ``AlertFront/content(for:)`` asks it.
package protocol RecoverySuggestionPolicy {
    /// Whether an error's own recovery suggestion (and Foundation's) is shown; a mapper's and a
    /// refinement's always are.
    var showsOwnRecoverySuggestions: Bool { get }
}
