public import Alerts
internal import Foundation
internal import FrontSupport
package import StringTables

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A front that asks in the terminal: a dialog box drawn inline, answered with the keyboard.
///
/// ```text
/// ┌────────────────────────────────┐
/// │ Save failed.                   │
/// │                                │
/// │ The disk is full.              │
/// │                                │
/// │     [ Retry ]    Cancel        │
/// └────────────────────────────────┘
///  ←/→ move · Enter choose · Esc close
/// ```
///
/// The box goes on `/dev/tty` (else standard error), under what the terminal already shows —
/// no alternate screen — and stays there, as answered, when the dialog ends. Keys: ←/→, Tab and
/// Shift-Tab move the focus; Enter or Space chooses the focused button; Esc chooses the cancel
/// button, or dismisses the alert when it has none (`AlertOutcome.dismissed`); `y` chooses
/// a default button that destroys nothing and `n` the cancel button, as do the first letters of
/// “Yes” and “No” in the alert's language (`j`/`n` in German); another letter moves the focus
/// to the one button whose label starts with it; Ctrl-C answers
/// `AlertOutcome.interrupted`; Ctrl-Z suspends the program and the dialog comes back when it
/// continues. The focus starts on the default button, else the cancel button — never on a
/// destructive one — and shows without colour as `[ Retry ]`.
///
/// While the dialog is up the terminal is in raw mode; it gets its modes back, and the cursor,
/// on every way out: an answer, the ``Options/timeout``, a cancelled task, SIGTERM and SIGHUP
/// (which then do what they did before: by default end the program), and `exit`. A resized
/// terminal gets the dialog drawn again at its new size. Keys typed before the dialog appeared
/// are discarded.
///
/// A message longer than the terminal has rows for does not push the dialog off the screen: the
/// box shows the lines that fit, with “↑ Lines above: 12” over them and “↓ Lines below: 1950”
/// under them, and ↑/↓ scroll it a line at a time, Page Up and Page Down a screen at a time, as
/// in `dialog` and `less`; the key hints then start with `↑/↓ scroll`. The box left in the
/// scrollback keeps the lines last shown. The line prompt shows at most 20 lines (as wrapped to
/// the terminal's width, or to `COLUMNS`, else 80, for input that is not a terminal: one long
/// line is many) and 2,000 bytes of a message, as a command-line report does, and says how much
/// it left out; with `ALERTS_VERBOSE=1` in the environment it shows the message whole.
///
/// When the dialog cannot be drawn the front asks on one line instead —
/// `1) Retry  2) Cancel` then “Type a number from 1 to 2, then press Enter: [1]” — on a terminal
/// with `TERM=dumb` or too small for the box, or when standard input is not a terminal (one
/// line is read from it: a number, a label, or nothing for the button in brackets). With no
/// input at all — `CI` set, or standard input already at its end, such as `/dev/null` — it does
/// not ask, and answers `AlertOutcome.unanswered(automaticChoice:action:)`, as the timeout does:
/// it ends as cancel (`ResolvedAlert.automaticChoice`).
///
/// Waiting for keys happens on a thread of its own, never a thread of Swift's cooperative
/// pool; cancelling the presenting task ends the dialog as `AlertOutcome.interrupted`. The box
/// left in the scrollback says “Interrupted.”, or, when the task is the work of a
/// `CLIFront.run(timeout:…)` whose time ran out, “No answer in time. Chose no button.”
/// One dialog is shown at a time in a process: others wait their turn.
public final class TerminalFront: AlertFront {
    /// How the front asks.
    public struct Options: Sendable, Hashable {
        /// When to colour: reverse video on the focused button, bold for the default and the
        /// title, red for a destructive button.
        public var color: ColorMode
        /// How long to wait for an answer; then the alert ends as cancel, answered
        /// `AlertOutcome.unanswered(automaticChoice:action:)`.
        ///
        /// `nil` waits as long as it takes.
        public var timeout: Duration?
        /// Show the key hints under the box (`←/→ move · Enter choose · Esc close`), in the
        /// alert's language.
        public var showsKeyHints: Bool

        /// Options: colour decided by the environment, no timeout, key hints shown.
        public init(color: ColorMode = .auto, timeout: Duration? = nil, showsKeyHints: Bool = true) {
            self.color = color
            self.timeout = timeout
            self.showsKeyHints = showsKeyHints
        }
    }

    /// Where the front reads and writes: the process's standard streams and terminal, or, in
    /// tests, others.
    struct Devices: Sendable, Hashable {
        /// Standard input: a line is read from it when it is not a terminal.
        var input: Int32 = STDIN_FILENO
        /// Standard error: the dialog goes there when the terminal cannot be opened, and the
        /// line prompt when standard input is not a terminal.
        var output: Int32 = STDERR_FILENO
        /// The terminal the dialog is drawn on, when it can be opened.
        var terminalPath: String? = "/dev/tty"
        /// Whether SIGINT answers ``AlertOutcome/interrupted``. Tests that share a process with
        /// other tests sending SIGINT turn it off.
        var watchesInterrupts = true
    }

    /// The tables alerts are resolved with; the package's own are searched after them.
    public let localizer: Localizer
    /// The languages alerts are resolved in, most preferred first.
    ///
    /// The front's own texts (key hints, the line prompt's question) prefer the language the
    /// alert's title came in.
    public let languages: [LanguageTag]
    /// How the front asks.
    public let options: Options
    /// The mappers errors are mapped with on this front (``content(for:)``).
    public let mappers: ErrorMappers
    let environment: [String: String]
    let devices: Devices
    /// The note on why texts are in the source language (``LocaleCharset``), until the first
    /// dialog or prompt writes it; `nil` when there is none to write (a UTF-8 locale).
    private let charsetNote: Locked<String?>?

    /// Cancel buttons last, everything else as declared (`ButtonOrder.cancelLast`): the way
    /// out is the rightmost button, as in `whiptail`'s `<Ok> <Cancel>`.
    public var buttonOrder: ButtonOrder { .cancelLast }

    /// A front in `languages` (by default the process's, from `LANGUAGE`, `LC_ALL`,
    /// `LC_MESSAGES` and `LANG`), looking texts up in `sources` before the package's own.
    ///
    /// In a locale whose character set is not UTF-8 (`LANG=ru_RU.KOI8-R`, `de_DE.ISO-8859-1`, `C`),
    /// which cannot show most languages, the default is the tables' source language instead (and
    /// so are given languages whose script has no ASCII spelling, as Japanese), the
    /// dialog is ASCII (other letters transliterated: `ž` as `z`, `ж` as `zh`, others as `?`), and
    /// the first dialog has a line over it that says why and which locale would show the
    /// process's language: never `\u{…}` escapes in place of letters.
    ///
    /// - Parameters:
    ///   - languages: The languages to resolve alerts in, most preferred first; read from
    ///     `environment` when `nil`.
    ///   - sources: The tables to look texts up in, searched before the package's own.
    ///   - options: How the front asks.
    ///   - mappers: The mappers errors are mapped with.
    ///   - environment: The variables that decide colour (`NO_COLOR`, `FORCE_COLOR`), Unicode
    ///     (`LC_ALL`, `LC_CTYPE`, `LANG`, `TERM`), whether to ask at all (`CI`, `TERM=dumb`), the
    ///     size when the terminal does not say (`COLUMNS`, `LINES`) and, unless given, languages;
    ///     the process's when `nil`.
    public convenience init(
        languages: [LanguageTag]? = nil, sources: [any StringTableSource] = [], options: Options = .init(),
        mappers: ErrorMappers = ErrorMappers(), environment: [String: String]? = nil
    ) {
        self.init(
            languages: languages, sources: sources, options: options, mappers: mappers, environment: environment,
            devices: Devices())
    }

    /// A front as above that writes `sharedNote` — another front's note on the locale's
    /// character set, which that front then does not write again — over its first dialog or
    /// prompt, when it is given: a `ConsoleFront`'s dialog, made in its command line's languages.
    package convenience init(
        languages: [LanguageTag], sources: [any StringTableSource], options: Options, mappers: ErrorMappers,
        environment: [String: String]?, sharingCharsetNote sharedNote: Locked<String?>?
    ) {
        self.init(
            languages: languages, sources: sources, options: options, mappers: mappers, environment: environment,
            devices: Devices(), sharedNote: sharedNote)
    }

    init(
        languages: [LanguageTag]?, sources: [any StringTableSource], options: Options,
        mappers: ErrorMappers = ErrorMappers(), environment: [String: String]?, devices: Devices,
        sharedNote: Locked<String?>? = nil
    ) {
        let environment = environment ?? ProcessInfo.processInfo.environment
        self.localizer = Localizer(sources: sources)
        let (languages, note) = LocaleCharset(environment: environment).languages(
            given: languages, environment: environment, sourceLanguage: localizer.sourceLanguage)
        self.languages = languages
        self.charsetNote = sharedNote ?? note.map { Locked($0) }
        self.options = options
        self.mappers = mappers
        self.environment = environment
        self.devices = devices
    }

    /// The content of `error` on this front: mapped with ``mappers``.
    public func content(for error: any Error) -> ErrorContent { ErrorContent(error, mappers: mappers) }

    /// Shows `alert` as described above and says what the user did.
    public func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> {
        // A runner that stops the task when its time is up makes the record say so.
        let cancellation = Cancellation(runner: PresentedErrors.current)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                Thread.detachNewThread { [self] in
                    // A thread started from the task pool blocks job-control signals; unblocked,
                    // a dialog in a background job stops at its first touch of the terminal, as
                    // any program does, instead of taking the terminal from the shell.
                    var jobControl = sigset_t()
                    sigemptyset(&jobControl)
                    sigaddset(&jobControl, SIGTTIN)
                    sigaddset(&jobControl, SIGTTOU)
                    pthread_sigmask(SIG_UNBLOCK, &jobControl, nil)
                    continuation.resume(returning: ask(alert, cancellation: cancellation))
                }
            }
        } onCancel: {
            cancellation.cancel()
        }
    }
}

extension TerminalFront {
    /// The note on why texts are in the source language, if it is still to be written; taken, it
    /// is not written again.
    package func takeCharsetNote() -> String? {
        charsetNote?.withLock { note in
            defer { note = nil }
            return note
        }
    }
}

/// Held while a dialog or prompt owns the terminal: one at a time in a process.
private let terminalInUse = Locked<Void>(())

extension TerminalFront {
    /// How the front asks.
    enum Route: Sendable, Hashable {
        /// Nobody can answer: do not ask.
        case noInput
        /// The dialog box.
        case dialog
        /// One line: on the terminal, or from standard input that is not one.
        case linePrompt(onTerminal: Bool)
    }

    /// How to ask: not at all with `CI` set; one line from standard input when it is not a
    /// terminal (or no terminal can be drawn on); one line on a terminal with `TERM=dumb` or
    /// too small for the box; else the dialog.
    static func route(environment: [String: String], stdinIsTerminal: Bool, hasTerminal: Bool, fits: Bool) -> Route {
        // The command line's rule for CI, from the shared machinery; the streams are judged below.
        if !Interactivity.canPrompt(environment: environment, stdinIsTerminal: true, stderrIsTerminal: true) {
            return .noInput
        }
        guard stdinIsTerminal, hasTerminal else { return .linePrompt(onTerminal: false) }
        if environment["TERM"] == "dumb" || !fits { return .linePrompt(onTerminal: true) }
        return .dialog
    }

    /// Asks, on the calling thread, which waits its turn and then for the answer.
    func ask(_ alert: ResolvedAlert, cancellation: Cancellation) -> AlertOutcome<Never> {
        terminalInUse.withLock { _ in
            guard !cancellation.isCancelled, WakePipe.shared.isOpen else {
                return cancellation.isCancelled ? .interrupted : .unanswered(automaticChoice: alert.automaticChoice)
            }
            return askNow(alert, cancellation: cancellation)
        }
    }

    private func askNow(_ alert: ResolvedAlert, cancellation: Cancellation) -> AlertOutcome<Never> {
        let deadline = options.timeout.map { ContinuousClock.now.advanced(by: $0) }
        let languages = alert.languages(wording: self.languages)
        let unicode = TerminalEnvironment.supportsUnicode(environment: environment)
        let stdinIsTerminal = isatty(devices.input) == 1
        // The terminal: /dev/tty, else standard input and error when both are terminals.
        let device =
            devices.terminalPath.flatMap(TerminalDevice.opening(path:))
            ?? (stdinIsTerminal && isatty(devices.output) == 1
                ? TerminalDevice(input: devices.input, output: devices.output) : nil)
        defer { device?.closeOpened() }
        let size = device?.size ?? fallbackSize
        if let note = takeCharsetNote() {
            // Over the first dialog or prompt, in the terminal's cooked mode, wrapped as it is.
            let lines = TerminalText.wrap(note, width: max(10, size.columns - 1))
            writeAll(Array((lines.joined(separator: "\n") + "\n").utf8), to: device?.output ?? devices.output)
        }
        let color = ColorPolicy.usesColor(
            flag: options.color.flag, environment: environment, outputIsTerminal: device != nil)
        let codeLabel = self.codeLabel(alert, languages)
        let screen = DialogScreen(
            alert: alert, keyHints: keyHints(languages: languages), codeLabel: codeLabel, unicode: unicode,
            color: color)
        let fits = screen.fits(columns: size.columns, rows: size.rows, showsKeyHints: options.showsKeyHints)
        var route = Self.route(
            environment: environment, stdinIsTerminal: stdinIsTerminal, hasTerminal: device != nil, fits: fits)
        if route == .dialog, let device {
            let session = DialogSession(
                device: device, screen: screen, state: dialogState(alert, languages: languages),
                automaticChoice: alert.automaticChoice, deadline: deadline, cancellation: cancellation,
                showsKeyHints: options.showsKeyHints, fallbackSize: fallbackSize,
                watchesInterrupts: devices.watchesInterrupts,
                linesBeyond: { [self] count, above in
                    (above ? "↑ " : "↓ ")
                        + text(above ? .builtIn("Lines above: \(count)") : .builtIn("Lines below: \(count)"), languages)
                }
            ) { [self] response in
                record(
                    of: response, alert, languages, timeLimit: response == .interrupted && cancellation.isForTimeLimit)
            }
            if let response = session.run() { return response }
            route = .linePrompt(onTerminal: true)  // raw mode refused
        }
        let request =
            LinePrompt.onlyAcknowledges(alert)
            ? text(.builtIn("Press Enter to continue:"), languages)
            : text(.builtIn("Type a number from 1 to \(alert.buttons.count), then press Enter:"), languages)
        // A long message is cut, as on the command line, unless `ALERTS_VERBOSE` asks for it whole.
        let verbose = environment["ALERTS_VERBOSE"].map { !$0.isEmpty && $0 != "0" } == true
        let omitted: ((Int) -> String)? =
            verbose
            ? nil
            : { [self] count in
                text(.builtIn("Not shown: \(count) characters. ALERTS_VERBOSE=1 shows the whole text."), languages)
            }
        guard case .linePrompt(let onTerminal) = route else {
            // Nobody can answer: the alert is still shown, as the command line would show it.
            let columns = TerminalEnvironment.width(environment: environment, terminal: nil)
            let prompt = LinePrompt(
                alert: alert, request: request, codeLabel: codeLabel, unicode: unicode, omitted: omitted,
                columns: columns)
            writeAll(Array(prompt.report(columns: columns).utf8), to: devices.output)
            return .unanswered(automaticChoice: alert.automaticChoice)
        }
        let columns = onTerminal ? size.columns : TerminalEnvironment.width(environment: environment, terminal: nil)
        let session = LineSession(
            prompt: LinePrompt(
                alert: alert, request: request, codeLabel: codeLabel, unicode: unicode, omitted: omitted,
                columns: columns),
            input: onTerminal ? device?.input ?? devices.input : devices.input,
            output: onTerminal ? device?.output ?? devices.output : devices.output,
            inputIsTerminal: onTerminal || stdinIsTerminal,
            columns: columns,
            automaticChoice: alert.automaticChoice, deadline: deadline, cancellation: cancellation,
            watchesInterrupts: devices.watchesInterrupts)
        return session.run()
    }

    /// `COLUMNS` and `LINES`, else 80 by 24: the size when the terminal does not say.
    private var fallbackSize: (columns: Int, rows: Int) {
        func number(_ name: String) -> Int? { environment[name].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } }
        return (number("COLUMNS") ?? 80, number("LINES") ?? 24)
    }

    private func text(_ text: AlertText, _ languages: [LanguageTag]) -> String {
        text.resolved(localizer: localizer, languages: languages).value
    }

    /// The label before the error's code (`code:`, `代码：`), in `languages`; looked up only for
    /// an error that has a code.
    private func codeLabel(_ alert: ResolvedAlert, _ languages: [LanguageTag]) -> String {
        alert.error?.code == nil ? "code:" : text(.builtIn("\(text(.Alerts.code, languages)):"), languages)
    }

    /// The line a dialog leaves under its box, in `languages`: how it ended, the button taken named.
    /// With `timeLimit`, the dialog ended because the time of the run around it was up
    /// (`CLIFront.run(timeout:)`), which stops the work: no answer in time, and no button taken.
    func record(
        of response: AlertOutcome<Never>, _ alert: ResolvedAlert, _ languages: [LanguageTag], timeLimit: Bool = false
    ) -> String? {
        func label(_ index: Int) -> String? { alert.buttons.indices.contains(index) ? alert.buttons[index].label : nil }
        if timeLimit {
            return sentences([
                text(.builtIn("No answer in time."), languages), text(.builtIn("Chose no button."), languages),
            ])
        }
        // A label in the record's quotation marks, its own marks nested in them.
        func quoting(_ label: String, _ note: (String) -> AlertText) -> String {
            NestedQuotes.quoting(TerminalText.flat(label)) {
                note($0).resolved(localizer: localizer, languages: languages)
            }
        }
        switch response {
        case .chosen(let index, _), .scripted(let index, _):
            return label(index).map { label in quoting(label) { .builtIn("Chose “\($0)”.") } }
        case .dismissed:
            return text(.builtIn("Closed without a choice."), languages)
        case .interrupted:
            return text(.Alerts.interrupted, languages)
        case .unanswered(let index, _):
            let choice = index.flatMap(label).map { label in
                quoting(label) { .builtIn("Chose “\($0)” without asking.") }
            }
            // Joined as the language joins sentences: no space after a full-width stop.
            return sentences([
                text(.builtIn("No answer in time."), languages),
                choice ?? text(.builtIn("Chose no button."), languages),
            ])
        case .delivered, .notPresented:
            return nil
        }
    }

    /// The key hints' words in `languages`, if shown.
    private func keyHints(languages: [LanguageTag]) -> DialogScreen.KeyHints? {
        DialogScreen.KeyHints(
            move: text(.Alerts.hintMove, languages), choose: text(.Alerts.hintChoose, languages),
            close: text(.Alerts.hintClose, languages), scroll: text(.Alerts.hintScroll, languages))
    }

    /// The dialog's state, with `y`/`n` and the first letters of “Yes” and “No” in `languages`
    /// as yes and no keys (a letter both would claim is neither's).
    func dialogState(_ alert: ResolvedAlert, languages: [LanguageTag]) -> DialogState {
        func initial(_ label: AlertText) -> Set<Character> {
            text(label, languages).first.flatMap { $0.isLetter ? [DialogState.folded($0)] : nil } ?? []
        }
        let (yes, no) = (initial(.Alerts.yes), initial(.Alerts.no))
        let shared = yes.intersection(no)
        return DialogState(
            buttons: alert.buttons, yesKeys: yes.subtracting(shared).union(["y"]),
            noKeys: no.subtracting(shared).union(["n"]))
    }
}

extension TerminalFront: DiagnosedFront {
    /// `terminal`.
    package var diagnosticsName: String { "terminal" }
}
