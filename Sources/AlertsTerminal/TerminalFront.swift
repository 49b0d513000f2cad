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
/// the default button and `n` the cancel button, as do the first letters of “Yes” and “No” in
/// the alert's language (`j`/`n` in German); another letter chooses the one button whose label
/// starts with it; a letter whose button is destructive only moves the focus there, for Enter
/// to confirm, so no single key destroys anything; Ctrl-C answers
/// `AlertOutcome.interrupted`; Ctrl-Z suspends the program and the dialog comes back when it
/// continues. The focus starts on the default button, else the cancel button — never on a
/// destructive one — and shows without colour as `[ Retry ]`. Buttons come in the default
/// `ButtonOrder.cancelLast`: the way out is the rightmost one, as in `whiptail`'s `<Ok> <Cancel>`.
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

extension TerminalFront {
    /// `terminal`.
    public var diagnosticsName: String { "terminal" }
}
