// The glue between swift-argument-parser and swift-alerts' console front. Copy this file into your
// own tool: swift-alerts does not depend on swift-argument-parser, so the few lines that need the
// types of both live in the tool that has both.
//
// A command adds the options with one line and runs its work through them:
//
//     @OptionGroup var alerts: AlertOptions
//
//     func run() async throws {
//         try await alerts.run { front in
//             try await front.perform { try await mirror.sync() }.get()
//         }
//     }
//
// The front asks in a terminal dialog when a person is there (standard input and error are
// terminals, CI is not set, and no --no-input, --choose, --yes or --json), else it reports on the
// command line and chooses without asking. The parser's own errors (`ExitCode`, `CleanExit`,
// `ValidationError`, usage errors) reach the parser untouched, which prints its message and exits
// with its status (64 for a validation error); the tool's errors are reported once, in the user's
// language, on standard error, and end the command with their status; Ctrl-C, in a dialog too,
// ends the process by SIGINT, as a shell expects of an interrupted program.

import AlertsConsole
import ArgumentParser
import Foundation

/// swift-alerts' options for a command: `--lang`, `--color`, `--json`, `--choose`, `--yes`,
/// `--no-input` and `--verbose`. Add them with `@OptionGroup var alerts: AlertOptions`.
///
/// `--choose`, `--yes`, `--no-input` and `--json` also mean that nobody is asked: alerts are then
/// reported on the command line, as they are without a terminal or with `CI` set.
///
/// Reports start with `Error:`, capitalized as the parser writes its own errors, so the tool's
/// messages and the parser's read alike.
struct AlertOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The languages of messages, most preferred first (de,fr); by default LANGUAGE, LC_ALL, LANG...",
            valueName: "tags"),
        transform: AlertOptions.languages)
    var lang: [LanguageTag]?

    @Option(
        help: "When to colour reports: auto (by NO_COLOR, FORCE_COLOR, TERM and the terminal), always or never.",
        transform: AlertOptions.colorMode)
    var color: ColorMode = .auto

    @Flag(help: "Also write each report as one line of JSON to standard output.")
    var json = false

    @Option(
        name: .customLong("choose"),
        help: ArgumentHelp(
            "The button to choose without asking: a role (cancel, default, destructive), a number from 1, or a label.",
            valueName: "button"))
    var choice: String?

    @Flag(name: .shortAndLong, help: "Choose the default button without asking (as --choose default).")
    var yes = false

    @Flag(help: "Never ask: report on the command line and choose without asking.")
    var noInput = false

    @Flag(help: "Add an error's domain code and diagnostic to reports (also ALERTS_VERBOSE=1).")
    var verbose = false

    /// The front these options ask for, looking texts up in `sources` before the package's own
    /// tables: a dialog when a person can answer, else the command line.
    func front(sources: [any StringTableSource] = []) -> ConsoleFront {
        ConsoleFront(
            languages: lang, sources: sources,
            options: ConsoleFront.Options(
                commandLine: CLIFront.Options(
                    color: color, json: json, choice: yes ? "default" : choice, choiceOptionName: "--choose",
                    noInput: noInput, verbose: verbose, capitalizesSeverity: true),
                dialog: TerminalFront.Options(color: color)),
            mappers: Self.mappers)
    }

    /// The command line's own values for the tool's errors, which name no front: `BackupNotFound`
    /// exits 2, as the tool documents for scripts.
    static let mappers = {
        var mappers = ErrorMappers()
        mappers.refine(BackupNotFound.self) { _, content in content.overrides.append(ExitStatus(2)) }
        return mappers
    }()

    /// `--yes` and `--choose` both name the button: only one may be given.
    func validate() throws {
        if yes, choice != nil { throw ValidationError("Use --yes or --choose, not both.") }
    }

    /// Runs `work` with the front these options ask for: the whole of a command's `run()`.
    ///
    /// The parser's own errors that `work` throws pass through, for the parser to report; any other
    /// error is reported once on the command line (not again if the front already presented it),
    /// and the command ends with its status — `ExitCode`, which the parser exits with silently. A
    /// user's Cancel thrown as `CancellationError` ends it with 1, silently. Ctrl-C, in a dialog
    /// too, ends the process by SIGINT; with a `timeout`, the work is stopped and the command
    /// exits 124.
    func run(
        sources: [any StringTableSource] = [], timeout: Duration? = nil,
        _ work: @escaping @Sendable (ConsoleFront) async throws -> Void
    ) async throws {
        let front = front(sources: sources)
        let status = try await front.run(timeout: timeout) { try await work(front) }
        if status == .interrupted { status.exitProcess() }  // dies by SIGINT, as a shell expects
        if status != .success { throw ExitCode(status.rawValue) }  // after the one report
    }

    /// `--lang`: language tags separated by commas.
    @Sendable private static func languages(_ text: String) throws -> [LanguageTag] {
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let tags = names.compactMap(LanguageTag.init)
        guard !tags.isEmpty, tags.count == names.count else {
            throw ValidationError("'\(text)' is not a list of language tags, such as de or pt-BR,fr.")
        }
        return tags
    }

    /// `--color`: auto, always or never.
    @Sendable private static func colorMode(_ text: String) throws -> ColorMode {
        guard let mode = ColorMode(rawValue: text) else { throw ValidationError("Use auto, always or never.") }
        return mode
    }
}
