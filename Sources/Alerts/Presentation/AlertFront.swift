/// A place alerts are shown: a command line, a terminal dialog, an HTTP response, a gRPC status,
/// a test — the package's fronts or one of yours.
///
/// A front says which languages and tables it resolves alerts with and how it orders buttons,
/// shows a resolved alert, and declares what it is: its name in diagnostics, whether its reader
/// sees an error's texts, whether it only delivers, whether its output names one language, its
/// policy on an error's own suggestions. Everything else — resolving, the six `alert` modifiers,
/// the standard "OK", dismissal, running actions, the wrapper for throwing calls, the diagnostics
/// event about a shown error and the record that it was shown — is the one shared path
/// (``present(_:isPresented:)``), which every presentation takes, so a front written outside the
/// package does what the package's own do without knowing how.
///
/// ```swift
/// struct LogFront: AlertFront {
///     var localizer = Localizer(sources: [])
///     var languages: [LanguageTag] = ["en"]
///     var diagnosticsName: String { "log" }
///     var deliversOnly: Bool { true }
///     func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> {
///         print(alert.title)
///         return .delivered
///     }
/// }
/// ```
///
/// The requirements a front declares itself by are read by the shared path, never found by a
/// cast: a front of any package has each one, with the default its documentation states.
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
    /// (``present(_:isPresented:)``), which calls this. An interactive front waits here for the
    /// user without blocking a thread. An alert with no buttons is one to tell, not to ask
    /// (a command line's report of an error): nothing is chosen. A front that cannot show an alert
    /// here — one that only delivers, through ``deliver(alertAbout:standardOK:making:)``, to code
    /// that sends what it made — answers ``AlertOutcome/notPresented``: the shared path then
    /// records nothing and sends no event, and the wrapper for throwing calls ends with
    /// ``CallOutcome/failed(_:)``, whose `get()` throws the error on, as not shown.
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

    // MARK: What the front is

    /// The front's name in the diagnostics event about an error it showed (the event's `front`
    /// metadata): `cli`, `terminal`, `http`, `grpc`.
    ///
    /// The default is the name of the front's type.
    var diagnosticsName: String { get }

    /// Whether the reader of `alert` saw none of its error's own texts — an API that answers an
    /// internal error with a generic text keeps them from its client — so that the diagnostics
    /// event is the only record of what went wrong, and its level is `error`.
    ///
    /// The default is `false`: the texts are shown.
    func hidesTexts(of alert: ResolvedAlert) -> Bool

    /// What the front adds to the diagnostics event about `alert`'s error once it has shown it,
    /// such as an HTTP response's `correlation-id` and `status`; asked only when the event is sent.
    ///
    /// The default adds nothing.
    func diagnosticsMetadata(for alert: ResolvedAlert) -> [String: String]

    /// Whether a presentation only delivers the alert: nobody answers it and nothing is retried in
    /// the process (an HTTP response, a gRPC status).
    ///
    /// The wrapper for throwing calls then states the
    /// wait the error asks for, not the longest a retry of its own would wait, since the reader
    /// decides when to come back.
    ///
    /// The default is `false`.
    var deliversOnly: Bool { get }

    /// Whether the front's output names one language for all its texts (an HTTP response's
    /// `Content-Language`): a title no table has is then looked up in the tables' source
    /// language, in which its key is written, and the alert's other texts come in that language
    /// too.
    ///
    /// The default is `false`: each text comes in the best language a table has it in.
    var namesOneLanguage: Bool { get }

    /// Whether an error's own recovery suggestion (and Foundation's) is shown on this front
    /// (``content(for:)``); a mapper's and a refinement's always are.
    ///
    /// An API's clients are not
    /// helped by a hint written for a command line ("List your notes with “notes list”.").
    ///
    /// The default is `true`.
    var showsOwnRecoverySuggestions: Bool { get }
}

extension AlertFront {
    /// Cancel buttons last, everything else as declared.
    public var buttonOrder: ButtonOrder { .cancelLast }

    /// Shows nothing: a front without a way to say it lets retries happen silently.
    public func announceRetry(attempt: Int, of limit: Int, after wait: Duration) async {}

    /// No mappers: an error says what it says about itself.
    public var mappers: ErrorMappers { ErrorMappers() }

    /// The name of the front's type.
    public var diagnosticsName: String { String(describing: Self.self) }

    /// Texts are shown.
    public func hidesTexts(of alert: ResolvedAlert) -> Bool { false }

    /// Nothing is added.
    public func diagnosticsMetadata(for alert: ResolvedAlert) -> [String: String] { [:] }

    /// Someone may answer.
    public var deliversOnly: Bool { false }

    /// Each text in the best language a table has it in.
    public var namesOneLanguage: Bool { false }

    /// An error's own suggestions are shown.
    public var showsOwnRecoverySuggestions: Bool { true }

    /// What a thrown error says on this front: its content made with the front's ``mappers``
    /// (``ErrorContent/init(_:mappers:)``), without the error's own recovery suggestion unless the
    /// front ``showsOwnRecoverySuggestions``.
    public func content(for error: any Error) -> ErrorContent {
        ErrorContent(error, mappers: mappers, ownSuggestions: showsOwnRecoverySuggestions)
    }

    /// `alert` resolved with this front's localizer, languages and button order
    /// (``Alert/resolved(localizer:languages:order:)``), in one language when the front
    /// ``namesOneLanguage``.
    public func resolve<Action>(_ alert: Alert<Action>) -> ResolvedAlert {
        resolve(alert, showingButtons: true)
    }

    /// ``resolve(_:)``; without `showingButtons`, the alert's buttons and the standard "OK" are
    /// left out; without `standardOK`, only the standard "OK".
    private func resolve<Action>(
        _ alert: Alert<Action>, showingButtons: Bool, standardOK: Bool = true
    ) -> ResolvedAlert {
        alert.resolved(
            localizer: localizer, languages: languages, order: buttonOrder, buttons: showingButtons,
            standardOK: standardOK, keysInSourceLanguage: namesOneLanguage)
    }

    /// Resolves and shows `alert`, runs the action of the button chosen
    /// (or chosen automatically because nobody could answer), then dismisses it.
    ///
    /// As SwiftUI's pages say, every action dismisses the alert after the action runs: an
    /// ``AlertAction`` closure runs first (so it still sees `isPresented` as `true`), and then
    /// `isPresented`, if given, is set to `false`. Value actions are not run: they come back in
    /// the outcome for the caller to handle. Every other answer ends the presentation too.
    ///
    /// This is the one path every presentation takes — the modifiers, the wrapper for throwing
    /// calls, the command-line front's reports, the HTTP front's responses — and the front's duties
    /// are done here, whatever the front, once it has shown the alert: the process's
    /// `DiagnosticsSystem` handler gets an event about the alert's error (named by
    /// ``diagnosticsName``, with ``diagnosticsMetadata(for:)``, at level `error` when the front
    /// ``hidesTexts(of:)``), and an alert about a thrown error (its ``Alert/error`` made by
    /// ``content(for:)``) counts as that error reported — a runner around the code, such as the
    /// command-line front's `run`, does not report the error again when the work throws it.
    @discardableResult
    public func present<Action>(_ alert: Alert<Action>, isPresented: AlertBinding<Bool>? = nil) async
        -> AlertOutcome<Action>
    {
        await present(alert, isPresented: isPresented, showingButtons: true)
    }

    /// ``present(_:isPresented:)``; without `showingButtons`, the alert's buttons and the standard
    /// "OK" are left out: an error told, nothing to choose (a command line's report).
    @discardableResult
    package func present<Action>(
        _ alert: Alert<Action>, isPresented: AlertBinding<Bool>?, showingButtons: Bool
    ) async -> AlertOutcome<Action> {
        let resolved = resolve(alert, showingButtons: showingButtons)
        let answer = await present(resolved)
        // A front that says it showed nothing (`notPresented`) has shown no error.
        if answer != .notPresented {
            didPresent(resolved) { diagnosticsMetadata(for: resolved) }
        }
        // Ctrl-C in a dialog interrupts the program, as it would have outside the dialog; a dialog
        // that ended because its task was cancelled (a sibling's error, a time limit) is no Ctrl-C.
        if case .interrupted = answer, !Task.isCancelled { PresentedErrors.current?.interrupted() }
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

    /// ``present(_:isPresented:)`` for a front that only delivers and makes what it delivers
    /// itself — an HTTP response, a gRPC status, a message for a queue — and hands it back to the
    /// code that sends it.
    ///
    /// The alert about an error's `content` (``ErrorContent/alert(offeringRetry:)``, offering Retry
    /// when its retry hint says trying again may help) is resolved with this front's localizer,
    /// languages and button order, the standard "OK" only when `standardOK` says the front shows
    /// it; `make` makes the answer from it; the shared path's duties are done as
    /// ``present(_:isPresented:)`` does them, the diagnostics event with the front's
    /// ``diagnosticsMetadata(for:)``; and what `make` made is returned:
    ///
    /// ```swift
    /// // A queue worker's front for one job, a value made for the job, answers with a message:
    /// let message = jobFront.deliver(alertAbout: jobFront.content(for: error)) { alert in
    ///     FailureMessage(job: job.id, title: alert.title, detail: alert.message)
    /// }
    /// ```
    ///
    /// Nothing is awaited, and no front object need hold what was made: the front can be a value
    /// made for each request, and its ``present(_:)`` is not called (through the other paths — the
    /// `alert` modifiers, the wrapper for throwing calls — such a front has nowhere to send an
    /// alert, and answers ``AlertOutcome/notPresented``). The diagnostics event can name what was
    /// made: ``deliver(alertAbout:standardOK:making:metadata:)``. What the front declares by
    /// ``deliversOnly`` is not read here: only the wrapper for throwing calls reads it. The gRPC
    /// example (`Examples/GRPCServer`) delivers its statuses this way, as the HTTP front delivers
    /// its responses.
    public func deliver<Made>(
        alertAbout content: consuming ErrorContent, standardOK: Bool = false, making make: (ResolvedAlert) -> Made
    ) -> Made {
        deliver(content, standardOK: standardOK, making: make) { alert, _ in diagnosticsMetadata(for: alert) }
    }

    /// ``deliver(alertAbout:standardOK:making:)``, with what the diagnostics event adds about the
    /// error said by `metadata` of what `make` made, in place of the front's
    /// ``diagnosticsMetadata(for:)``.
    ///
    /// The event can then name what was made, such as its correlation id and status:
    ///
    /// ```swift
    /// let message = jobFront.deliver(alertAbout: jobFront.content(for: error)) { alert in
    ///     FailureMessage(job: job.id, title: alert.title, detail: alert.message)
    /// } metadata: { message in
    ///     ["queue": "billing", "message-id": message.id]
    /// }
    /// ```
    ///
    /// `metadata` is called only when the diagnostics event is sent.
    public func deliver<Made>(
        alertAbout content: consuming ErrorContent, standardOK: Bool = false, making make: (ResolvedAlert) -> Made,
        metadata: (Made) -> [String: String]
    ) -> Made {
        deliver(content, standardOK: standardOK, making: make) { _, made in metadata(made) }
    }

    /// The two `deliver`s: `metadata` of the resolved alert and of what `make` made.
    private func deliver<Made>(
        _ content: consuming ErrorContent, standardOK: Bool, making make: (ResolvedAlert) -> Made,
        metadata: (ResolvedAlert, Made) -> [String: String]
    ) -> Made {
        let offeringRetry = content.retry != .no
        // Resolved here, where the alert's type is known, rather than by the path generic over its
        // action: the compiler makes the resolution for that one type, which saves
        // some 2% of the instructions of an HTTP error response (Benchmarks/README.md).
        let resolved = content.alert(offeringRetry: offeringRetry).resolved(
            localizer: localizer, languages: languages, order: buttonOrder, buttons: true, standardOK: standardOK,
            keysInSourceLanguage: namesOneLanguage)
        let made = make(resolved)
        didPresent(resolved) { metadata(resolved, made) }
        return made
    }

    /// What every front does for an alert it has shown, done only by ``present(_:isPresented:)``
    /// and ``deliver(alertAbout:standardOK:making:)``: the error, if it was thrown, is noted in the
    /// task's ``PresentedErrors``, and the process's `DiagnosticsSystem` handler is told about it,
    /// with `metadata` (the front's ``diagnosticsMetadata(for:)``, or what `deliver` was given).
    /// Nothing is built for the event, and the front is asked nothing, unless a handler or
    /// observer would take it.
    private func didPresent(
        _ alert: ResolvedAlert, metadata: () -> [String: String]
    ) {
        // Only content made from a thrown error: nothing else can be thrown out of the work. The
        // content, the alert's error, is copied only to be recorded.
        if let presented = PresentedErrors.current, alert.error?.error != nil, let error = alert.error {
            presented.record(error)
        }
        guard alert.isAboutAnError, DiagnosticsSystem.isListening(at: .error) else { return }
        DiagnosticsSystem.tell(
            errorOf: alert, front: diagnosticsName, hidden: hidesTexts(of: alert), metadata: metadata)
    }
}
