import Alerts
import AlertsCLI
import AlertsTerminal
import Foundation
import FrontSupport
import StringTables

/// The front a command presents on, from `--front auto|cli|terminal` and the options that decide
/// whether anybody can be asked.
enum FrontChoice {
    /// The front `parsed` asks for. `auto` is the terminal dialog when standard input and standard
    /// error are terminals, `CI` is not set and nothing says not to ask (`--no-input`) or answers
    /// already (`--choose`, `--yes`) or wants what only the command line writes (`--json`,
    /// `--verbose`); else the command line. Those options present on the command line even with
    /// `--front terminal`: they say not to ask, or ask for the command line's output.
    static func front(
        _ parsed: Arguments, default name: String = "auto", languages: [LanguageTag]?,
        sources: [any StringTableSource] = [], verbose: Bool = false
    ) throws(Arguments.UsageError) -> any AlertFront {
        let name = try parsed.choice("--front", ["auto", "cli", "terminal", "http"], default: name)
        if name == "http" {
            throw .init(message: "--front http: only alerts preview shows an HTTP response; use cli or terminal here")
        }
        let color = try parsed.choice("--color", ColorMode.allCases.map(\.rawValue), default: "auto")
        let choice = try parsed.buttonChoice()
        // Read once and handed to the front: building the dictionary of the environment is not free.
        let environment = ProcessInfo.processInfo.environment
        let commandLineOnly =
            choice != nil || parsed.has("--json") || parsed.has("--no-input") || parsed.has("--verbose")
        let canAsk = Interactivity.canPrompt(environment: environment)
        if !commandLineOnly && (name == "terminal" || name == "auto" && canAsk) {
            return TerminalFront(
                languages: languages, sources: sources,
                options: TerminalFront.Options(color: ColorMode(rawValue: color) ?? .auto),
                environment: environment)
        }
        return CLIFront(
            languages: languages, sources: sources,
            options: CLIFront.Options(
                color: ColorMode(rawValue: color) ?? .auto, json: parsed.has("--json"), choice: choice,
                choiceOptionName: "--choose", noInput: parsed.has("--no-input"), verbose: verbose),
            environment: environment)
    }
}
