import Alerts
import AlertsCLI
import AlertsConsole
import AlertsTerminal
import Foundation
import StringTables

/// The front a command presents on, from `--front auto|cli|terminal` and the options that decide
/// whether anybody can be asked.
enum FrontChoice {
    /// The front `parsed` asks for. `auto` is a `ConsoleFront`: the terminal dialog when standard
    /// input and standard error are terminals, `CI` is not set and nothing says not to ask
    /// (`--no-input`), answers already (`--choose`, `--yes`) or wants what only the command line
    /// writes (`--json`); else the command line. Those options, and `--verbose`, present on the
    /// command line even with `--front terminal`: they say not to ask, or ask for the command
    /// line's output.
    static func front(
        _ parsed: Arguments, default name: String = "auto", languages: [LanguageTag]?,
        sources: [any StringTableSource] = [], verbose: Bool = false
    ) throws(Arguments.UsageError) -> any AlertFront {
        let name = try parsed.choice("--front", ["auto", "cli", "terminal", "http"], default: name)
        if name == "http" {
            throw .init(message: "--front http: only alerts preview shows an HTTP response; use cli or terminal here")
        }
        let colorName = try parsed.choice("--color", ColorMode.allCases.map(\.rawValue), default: "auto")
        let color = ColorMode(rawValue: colorName) ?? .auto
        let commandLine = CLIFront.Options(
            color: color, json: parsed.has("--json"), choice: try parsed.buttonChoice(),
            choiceOptionName: "--choose", noInput: parsed.has("--no-input"), verbose: verbose)
        let dialog = TerminalFront.Options(color: color)
        // Read once and handed to the front: building the dictionary of the environment is not free.
        let environment = ProcessInfo.processInfo.environment
        switch name {
        case "auto":
            return ConsoleFront(
                languages: languages, sources: sources, options: .init(commandLine: commandLine, dialog: dialog),
                environment: environment)
        case "terminal" where commandLine.choice == nil && !commandLine.json && !commandLine.noInput && !verbose:
            return TerminalFront(languages: languages, sources: sources, options: dialog, environment: environment)
        default:
            return CLIFront(languages: languages, sources: sources, options: commandLine, environment: environment)
        }
    }
}
