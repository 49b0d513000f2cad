public import Alerts
internal import Foundation
internal import FrontSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A front that reports alerts and errors on a command line and never asks.
///
/// Each alert is one write to standard error (stdout is flushed first, so the two streams
/// interleave in order): for an error its severity label, then the title, the message, the
/// causes under "Caused by:", the code, the buttons with the one chosen, and what to do next
/// last as a hint — wrapped to the width of `COLUMNS`, else the terminal, else 80 cells, with
/// untrusted text made harmless and an ASCII form for locales that cannot show Unicode. With
/// ``Options/json`` it also writes one line of JSON to standard output, for programs.
///
/// Because it never prompts, it chooses for the user: the button named by ``Options/choice``
/// (`AlertOutcome<Never>.scripted(_:)`), else the automatic choice (`ResolvedAlert.automaticChoice`:
/// cancel, else a default that destroys nothing, else a lone button that destroys nothing) as
/// `AlertOutcome.unanswered(automaticChoice:action:)`, and it says which option would choose another.
/// When a script's "Retry" makes the wrapper for throwing calls retry, each retry is one line on
/// standard error — "Retrying in 2 s (2 of 3)…" — not the whole alert again.
///
/// Verbose reports (``Options/verbose``, or `ALERTS_VERBOSE=1` in the environment) add what only
/// developers need: an error's domain code (`NSCocoaErrorDomain 260`) and its diagnostic.
public final class CLIFront: AlertFront {
    /// How the front writes.
    public struct Options: Sendable {
        /// When to colour.
        public var color: ColorMode
        /// Also write one line of JSON per alert to standard output.
        public var json: Bool
        /// A button to choose, as a script names it: a role word (`cancel`, `default`,
        /// `destructive`), a number from 1 in display order, or a label as shown or in the source
        /// language, in any case — tried in that order (`ResolvedAlert.button(matching:)`).
        ///
        /// `"default"` is what `--yes` means: the default button.
        public var choice: String?
        /// The command-line option that sets ``choice``, named in the note that says how to
        /// choose another button (`--choose`); `nil` leaves that part out.
        public var choiceOptionName: String?
        /// The user said not to ask (`--no-input`): the note says so even in a terminal.
        public var noInput: Bool
        /// Add an error's domain code and diagnostic (`--verbose`).
        public var verbose: Bool
        /// Start the severity label with a capital letter (`Error:`, `Ошибка:`), as
        /// swift-argument-parser writes its own errors, so that one tool's messages read alike.
        public var capitalizesSeverity: Bool

        /// Options; every one off by default.
        public init(
            color: ColorMode = .auto, json: Bool = false, choice: String? = nil, choiceOptionName: String? = nil,
            noInput: Bool = false, verbose: Bool = false, capitalizesSeverity: Bool = false
        ) {
            self.color = color
            self.json = json
            self.choice = choice
            self.choiceOptionName = choiceOptionName
            self.noInput = noInput
            self.verbose = verbose
            self.capitalizesSeverity = capitalizesSeverity
        }
    }

    /// Where a write goes.
    public enum Stream: Sendable, Hashable {
        /// Standard output: the JSON lines, for programs.
        case output
        /// Standard error: the report, for people.
        case error
    }

    /// The tables alerts are resolved with; the package's own are searched after them.
    public let localizer: Localizer
    /// The languages alerts are resolved in, most preferred first.
    public let languages: [LanguageTag]
    /// How the front writes.
    public let options: Options
    /// The mappers errors are mapped with on this front (``content(for:)``).
    public let mappers: ErrorMappers
    /// Exit statuses by category that replace the rows of ``ExitStatus``'s table.
    package let exitStatuses: [ErrorCategory: ExitStatus]
    let environment: [String: String]
    private let write: @Sendable (String, Stream) -> Void
    private let outputIsTerminal: Bool
    let customOutput: Bool
    /// What the environment and options say, read once: they do not change.
    private let settings: Settings
    /// The note on why texts are in the source language (``LocaleCharset``), until the first
    /// report writes it; `nil` when there is none to write (a UTF-8 locale). A `ConsoleFront`
    /// shares it with its dialog, so that the note is said once, by whichever shows first.
    package let charsetNote: Locked<String?>?

    /// A front in `languages` (by default the process's, from `LANGUAGE`, `LC_ALL`,
    /// `LC_MESSAGES` and `LANG`), looking texts up in `sources` before the package's own.
    ///
    /// In a locale whose character set is not UTF-8 (`LANG=ru_RU.KOI8-R`, `de_DE.ISO-8859-1`, `C`),
    /// which cannot show most languages, the default is the tables' source language instead (and
    /// so are given languages whose script has no ASCII spelling, as Japanese),
    /// reports are ASCII (other letters transliterated: `ž` as `z`, `ж` as `zh`, others as `?`),
    /// and the first report starts with a note that says why and which locale would show the
    /// process's language: never `\u{…}` escapes in place of letters.
    ///
    /// - Parameters:
    ///   - languages: The languages to resolve alerts in, most preferred first; read from
    ///     `environment` when `nil`.
    ///   - sources: The tables to look texts up in, searched before the package's own.
    ///   - options: How the front writes.
    ///   - mappers: The mappers errors are mapped with, and the refinements that give an error
    ///     type its own exit status (an ``ExitStatus`` among `ErrorContent.overrides`).
    ///   - exitStatuses: Statuses by category that replace the rows of ``ExitStatus``'s table.
    ///   - environment: The variables that decide colour, width, Unicode, verbosity and (unless
    ///     given) languages; the process's when `nil`.
    ///   - write: Where reports and JSON go; by default reports to standard error and JSON to
    ///     standard output, one write each. A custom writer is treated as not a terminal.
    public init(
        languages: [LanguageTag]? = nil, sources: [any StringTableSource] = [], options: Options = Options(),
        mappers: ErrorMappers = ErrorMappers(), exitStatuses: [ErrorCategory: ExitStatus] = [:],
        environment: [String: String]? = nil, write: (@Sendable (String, Stream) -> Void)? = nil
    ) {
        let environment = environment ?? ProcessInfo.processInfo.environment
        self.localizer = Localizer(sources: sources)
        let (languages, note) = LocaleCharset(environment: environment).languages(
            given: languages, environment: environment, sourceLanguage: localizer.sourceLanguage)
        self.languages = languages
        self.charsetNote = note.map { Locked($0) }
        self.options = options
        self.mappers = mappers
        self.exitStatuses = exitStatuses
        self.environment = environment
        self.write = write ?? { text, stream in CLIFront.writeToStandardStream(text, stream) }
        let outputIsTerminal = write == nil && isatty(STDERR_FILENO) == 1
        self.outputIsTerminal = outputIsTerminal
        self.customOutput = write != nil
        self.settings = Settings(options: options, environment: environment, outputIsTerminal: outputIsTerminal)
    }

    /// Writes the report of `alert`, choosing a button for the user as described above, and
    /// says which: `AlertOutcome.scripted(_:action:)` for ``Options/choice``, else
    /// `AlertOutcome.unanswered(automaticChoice:action:)`.
    ///
    /// An alert with no buttons (``report(_:)``) is reported without any.
    public func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> {
        var report = CLIReport(alert: alert, labels: labels(for: alert), verbose: verbose)
        report.exitStatus = alert.error.map { exitStatus(for: $0) }
        report.showsButtons = !alert.buttons.isEmpty
        let (response, note) = choose(in: alert)
        report.chosen = response.buttonIndex
        // One button taken without asking (an OK): there was nothing to choose, nothing to say.
        let nothingToChoose = alert.buttons.count == 1 && response == .unanswered(automaticChoice: 0)
        report.choiceNote = nothingToChoose && options.choice == nil ? nil : note
        emit(report)
        return response
    }

    /// Writes one line to standard error, "Retrying in 2 s (2 of 3)…", in the front's languages:
    /// the wait in whole seconds rounded down, so it never promises a longer wait than the one
    /// taken.
    public func announceRetry(attempt: Int, of limit: Int, after wait: Duration) async {
        let seconds = wait.wholeSecondsRoundedDown
        let line = AlertText.builtIn("Retrying in \(seconds) s (\(attempt) of \(limit))…").resolved(
            localizer: localizer, languages: languages
        ).value
        let safe = TerminalText.sanitized(TerminalText.flat(line))
        write((unicode ? safe : TerminalText.ascii(safe)) + "\n", .error)
    }

    /// The status this front ends a program with for `error`, mapped with ``mappers``: see
    /// ``exitStatus(for:)-(ErrorContent)``.
    public func exitStatus(for error: any Error) -> ExitStatus {
        let content = self.content(for: error)
        return exitStatus(overrides: content.overrides, category: content.category)
    }

    /// The status this front ends a program with for the error of a resolved alert: an
    /// ``ExitStatus`` among its overrides (given by a refinement of ``mappers``), else
    /// the front's row for its category (the initializer's `exitStatuses`), else ``ExitStatus``'s table — and never 0 or a
    /// number outside 1…255, which count as 1.
    ///
    /// ```swift
    /// #expect(cli.exitStatus(for: try #require(testFront.presented.last?.error)) == .noInput)
    /// ```
    public func exitStatus(for error: ErrorContent) -> ExitStatus {
        exitStatus(overrides: error.overrides, category: error.category)
    }

    /// The status for an error with these overrides and category on this front.
    func exitStatus(overrides: [any FrontOverride], category: ErrorCategory?) -> ExitStatus {
        ExitStatus.of(overrides: overrides, category: category, exitStatuses: exitStatuses)
    }

    /// Reports `error` (mapped by ``content(for:)``) with no buttons and returns the status to
    /// exit with (``exitStatus(for:)-(ErrorContent)``).
    ///
    /// The report is the error's alert presented on this front without its buttons, by the path
    /// every presentation takes (``present(_:isPresented:)``): inside the work of
    /// ``run(timeout:grace:passingThrough:_:)``, an error reported here is not reported again when
    /// the work throws it.
    @discardableResult
    public func report(_ error: any Error) async -> ExitStatus {
        let content = self.content(for: error)
        let status = exitStatus(for: content)
        await present(content.alert(), isPresented: nil, showingButtons: false)
        return status
    }

    /// The front's labels for `alert`, in its language first (``ResolvedAlert/language``), then
    /// the front's: a report reads in one language.
    private func labels(for alert: ResolvedAlert) -> CLIReport.Labels {
        CLIReport.Labels(
            localizer: localizer, languages: alert.languages(wording: languages),
            capitalizesSeverity: options.capitalizesSeverity)
    }

    /// ``Options/verbose``, or `ALERTS_VERBOSE` set to anything but empty or `0`.
    private var verbose: Bool { settings.verbose }

    /// Writes the report to standard error and, with ``Options/json``, its JSON to standard output.
    private func emit(_ report: CLIReport) {
        if options.json { write(report.json() + "\n", .output) }
        let text = report.text(
            width: width, color: settings.color, unicode: unicode, hyperlinks: settings.hyperlinks)
        // The note, once: there is one only in a locale that is not UTF-8.
        let note = takeCharsetNote().map {
            TerminalText.wrap($0, width: max(10, width)).joined(separator: "\n") + "\n"
        }
        write(note.map { $0 + text } ?? text, .error)
    }

    /// The note on why texts are in the source language, if it is still to be written; taken, it
    /// is not written again.
    package func takeCharsetNote() -> String? {
        charsetNote?.withLock { note in
            defer { note = nil }
            return note
        }
    }

    // MARK: The terminal

    /// `COLUMNS`, else the terminal's width (asked each time: a terminal can be resized), else 80.
    var width: Int {
        settings.columns
            ?? TerminalEnvironment.width(environment: [:], terminal: outputIsTerminal ? STDERR_FILENO : nil)
    }

    /// Whether the locale and terminal can show Unicode.
    var unicode: Bool { settings.unicode }

    /// What the front's environment and options decide, read from them once, when the front is
    /// made: both are constants of the front.
    private struct Settings: Sendable {
        /// A positive `COLUMNS`.
        var columns: Int?
        /// Whether the locale and terminal can show Unicode.
        var unicode: Bool
        /// Whether to colour reports (``ColorPolicy``).
        var color: Bool
        /// Whether a link's URL is an OSC 8 hyperlink: in a coloured report, unless `CI` is set,
        /// written to a terminal or with `--color always` — never under `NO_COLOR` or when piped
        /// with colour forced only by `FORCE_COLOR`.
        var hyperlinks: Bool
        /// ``Options/verbose``, or `ALERTS_VERBOSE` set to anything but empty or `0`.
        var verbose: Bool

        init(options: Options, environment: [String: String], outputIsTerminal: Bool) {
            columns = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
            unicode = TerminalEnvironment.supportsUnicode(environment: environment)
            color = ColorPolicy.usesColor(
                flag: options.color.flag, environment: environment, outputIsTerminal: outputIsTerminal)
            hyperlinks =
                color && environment["CI"].map(\.isEmpty) != false
                && (outputIsTerminal || options.color.flag == true)
            verbose = options.verbose || environment["ALERTS_VERBOSE"].map { !$0.isEmpty && $0 != "0" } == true
        }
    }

    /// Flushes every output stream, then writes `text` to `stream` in one `write(2)` (repeated
    /// only if the kernel takes part of it).
    static func writeToStandardStream(_ text: String, _ stream: Stream) {
        fflush(nil)  // print's buffered output first, so the streams interleave in order
        writeAll(Array(text.utf8), to: stream == .output ? STDOUT_FILENO : STDERR_FILENO)
    }
}

extension CLIFront {
    /// `cli`.
    public var diagnosticsName: String { "cli" }
}
