public import AlertsCLI
public import AlertsTerminal
internal import Foundation
internal import FrontSupport

/// A front for a program run from a shell: it asks in a terminal dialog when a person can
/// answer, and reports on the command line when nobody can.
///
/// It asks — on a `TerminalFront` — when all of these hold, and reports on a `CLIFront`
/// otherwise:
///
/// - standard input and standard error are terminals;
/// - `CI` is not set (or set to an empty string);
/// - the options leave the answer to a person: no `CLIFront.Options.choice` (a tool's `--choose`,
///   or `--yes`, which is `"default"`), no `CLIFront.Options.noInput` (`--no-input`), and no
///   `CLIFront.Options.json` (`--json`, whose reader wants one JSON line per alert).
///
/// ``dialog`` says which it is (`nil` when nobody is asked); the front decides once, when it is
/// made, as a tool decides at its start. `CLIFront.Options.verbose` does not decide: it says how
/// much a report shows, not whether anybody is there.
///
/// ```swift
/// let front = ConsoleFront(
///     sources: [StringTableDirectory.module],
///     options: .init(commandLine: .init(choice: choice, choiceOptionName: "--choose", noInput: noInput)))
/// await front.main {
///     @Bound var isPresented = true
///     let outcome = await front.alert("Delete “\(name)”?", isPresented: $isPresented) {
///         AlertButton("Delete", role: .destructive, isDefault: true, action: Confirmation.delete)
///         AlertButton<Confirmation>("Cancel", role: .cancel)
///     }
///     guard outcome.action == .delete else { throw CancellationError() }
///     try await storage.delete(name)
/// }
/// ```
///
/// Whichever way it presents, what ends the program is the command line's:
/// ``run(timeout:grace:passingThrough:_:)`` and ``main(timeout:grace:_:)`` report an error the
/// work throws on standard error (once: not an error the dialog already showed) and give its exit
/// status; Ctrl-C in the dialog ends the program by SIGINT, as it does outside it; a user's Cancel
/// thrown as `CancellationError` ends it with status 1.
public final class ConsoleFront: AlertFront {
    /// How the front asks and how it reports.
    public struct Options: Sendable {
        /// How reports are written, and what a script answers: a `choice`, `noInput` or `json`
        /// here also means that nobody is asked.
        public var commandLine: CLIFront.Options
        /// How the dialog asks: its colour, timeout and key hints.
        public var dialog: TerminalFront.Options

        /// Options for the command line and for the dialog, each with its own defaults.
        public init(commandLine: CLIFront.Options = .init(), dialog: TerminalFront.Options = .init()) {
            self.commandLine = commandLine
            self.dialog = dialog
        }

        /// Whether these options leave the answer to a person: no choice made by a script, input
        /// not refused, no JSON asked for.
        var leaveTheAnswerToAPerson: Bool {
            commandLine.choice == nil && !commandLine.noInput && !commandLine.json
        }
    }

    /// The command line: every report, ``report(_:)``, ``run(timeout:grace:passingThrough:_:)``
    /// and ``main(timeout:grace:_:)``, and the alerts themselves when nobody can be asked.
    public let commandLine: CLIFront
    /// The dialog the alerts are asked in, or `nil` when nobody can be asked.
    public let dialog: TerminalFront?
    /// How the front asks and how it reports.
    public let options: Options

    /// The tables alerts are resolved with; the package's own are searched after them.
    public var localizer: Localizer { commandLine.localizer }
    /// The languages alerts are resolved in, most preferred first.
    public var languages: [LanguageTag] { commandLine.languages }

    /// A front in `languages` (by default the process's, from `LANGUAGE`, `LC_ALL`,
    /// `LC_MESSAGES` and `LANG`), looking texts up in `sources` before the package's own, that
    /// asks if a person can answer (see above).
    ///
    /// - Parameters:
    ///   - languages: The languages to resolve alerts in, most preferred first; read from
    ///     `environment` when `nil`.
    ///   - sources: The tables to look texts up in, searched before the package's own.
    ///   - options: How the front asks and how it reports.
    ///   - mappers: The mappers errors are mapped with, on the command line and in the dialog alike.
    ///   - exitStatuses: Exit statuses by category that replace the rows of `ExitStatus`'s table
    ///     (`CLIFront(exitStatuses:)`).
    ///   - environment: The variables that decide whether to ask (`CI`), and what both fronts read
    ///     from it (colour, width, Unicode, verbosity and, unless given, languages); the process's
    ///     when `nil`.
    public convenience init(
        languages: [LanguageTag]? = nil, sources: [any StringTableSource] = [], options: Options = Options(),
        mappers: ErrorMappers = ErrorMappers(), exitStatuses: [ErrorCategory: ExitStatus] = [:],
        environment: [String: String]? = nil
    ) {
        self.init(
            languages: languages, sources: sources, options: options, mappers: mappers, exitStatuses: exitStatuses,
            environment: environment, stdinIsTerminal: nil, stderrIsTerminal: nil)
    }

    /// A front as above, told whether standard input and standard error are terminals (`nil`: asked
    /// of the process), its command line writing with `write` when given (as `CLIFront`'s does).
    init(
        languages: [LanguageTag]?, sources: [any StringTableSource], options: Options,
        mappers: ErrorMappers = ErrorMappers(), exitStatuses: [ErrorCategory: ExitStatus] = [:],
        environment: [String: String]?, stdinIsTerminal: Bool?, stderrIsTerminal: Bool?,
        write: (@Sendable (String, CLIFront.Stream) -> Void)? = nil
    ) {
        // Read once and handed to both fronts: building the dictionary of the environment is not free.
        let environment = environment ?? ProcessInfo.processInfo.environment
        self.options = options
        self.commandLine = CLIFront(
            languages: languages, sources: sources, options: options.commandLine, mappers: mappers,
            exitStatuses: exitStatuses, environment: environment, write: write)
        let asks = Self.asks(
            options: options, environment: environment, stdinIsTerminal: stdinIsTerminal,
            stderrIsTerminal: stderrIsTerminal)
        self.dialog =
            asks
            // In the command line's languages, and with its note on a locale that is not UTF-8: said
            // once, over the first dialog or in the first report.
            ? TerminalFront(
                languages: commandLine.languages, sources: sources, options: options.dialog, mappers: mappers,
                environment: environment, sharingCharsetNote: commandLine.charsetNote)
            : nil
    }

    /// The policy: ask when standard input and standard error are terminals, `CI` is not set and
    /// `options` leave the answer to a person.
    static func asks(options: Options, environment: [String: String], stdinIsTerminal: Bool?, stderrIsTerminal: Bool?)
        -> Bool
    {
        options.leaveTheAnswerToAPerson
            && Interactivity.canPrompt(
                environment: environment, stdinIsTerminal: stdinIsTerminal, stderrIsTerminal: stderrIsTerminal)
    }

    /// Asks in the dialog (`TerminalFront.present(_:)`) when there is one (``dialog``), else reports
    /// on the command line, which chooses without asking (`CLIFront.present(_:)`); what happened.
    public func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> {
        if let dialog { return await dialog.present(alert) }
        return await commandLine.present(alert)
    }

    /// Says that a retry follows, as the front that presents says it: one line on the command line
    /// ("Retrying in 2 s (2 of 3)…"), nothing under a dialog, where the person chose it.
    public func announceRetry(attempt: Int, of limit: Int, after wait: Duration) async {
        if let dialog {
            await dialog.announceRetry(attempt: attempt, of: limit, after: wait)
        } else {
            await commandLine.announceRetry(attempt: attempt, of: limit, after: wait)
        }
    }

    /// The mappers errors are mapped with, on the command line and in the dialog alike.
    public var mappers: ErrorMappers { commandLine.mappers }

    /// Reports `error` on the command line with no buttons, whether or not the front asks, and
    /// returns the status to exit with (`CLIFront.report(_:)`).
    @discardableResult
    public func report(_ error: any Error) async -> ExitStatus {
        await commandLine.report(error)
    }

    /// Runs `work` and returns the status to end the program with, as `CLIFront.run` does: an
    /// error the work throws is reported on the command line, unless the dialog or the command line
    /// showed it already; Ctrl-C, in the dialog too, returns `ExitStatus.interrupted`; errors that
    /// `passingThrough` recognizes (by default swift-argument-parser's) are rethrown.
    public func run(
        timeout: Duration? = nil, grace: Duration = .seconds(2),
        passingThrough: (any Error) -> Bool = CLIFront.isArgumentParserError,
        _ work: @escaping @Sendable () async throws -> Void
    ) async throws -> ExitStatus {
        try await commandLine.run(timeout: timeout, grace: grace, passingThrough: passingThrough, work)
    }

    /// The whole `main` of a program, as `CLIFront.main`: runs `work`, reports what it throws once
    /// and ends the process with its status — by SIGINT after Ctrl-C, in the dialog too.
    public func main(
        timeout: Duration? = nil, grace: Duration = .seconds(2), _ work: @escaping @Sendable () async throws -> Void
    ) async -> Never {
        await commandLine.main(timeout: timeout, grace: grace, work)
    }
}

extension ConsoleFront {
    /// The name of the front that presents: `terminal` when the front asks, else `cli`.
    public var diagnosticsName: String { dialog == nil ? "cli" : "terminal" }
}
