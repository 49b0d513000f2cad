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

/// A front that reports alerts and errors on a command line, on standard error, and never asks.
///
/// Each alert is one write to stderr (stdout is flushed first, so the two streams interleave in
/// order): the severity label, the title, the message, the causes under "Caused by:", the code,
/// the buttons with the one chosen, and the recovery suggestion last as a hint — wrapped to the
/// width of `COLUMNS`, else the terminal, else 80 cells, with untrusted text made harmless
/// (``TerminalText/sanitized(_:)``) and an ASCII form for locales that cannot show Unicode.
/// With ``Options/json`` it writes one line of JSON instead (``CLIReport/json()``).
///
/// Because it never prompts, it chooses for the user: the button named by ``Options/choice``,
/// else the cancel button, else the default button, else none (a destructive button is never
/// chosen by itself), and it says which option would choose another.
public final class CLIFront: AlertFront {
    /// How the front writes.
    public struct Options: Sendable {
        /// When to colour.
        public var color: ColorMode
        /// One line of JSON per report instead of text.
        public var json: Bool
        /// A button to choose: its label, or its number from 1 in display order.
        public var choice: String?
        /// The command-line option that sets ``choice``, named in the note that says how to
        /// choose another button (`--choose`); `nil` leaves that part out.
        public var choiceOptionName: String?
        /// The severity of alerts that are not about an error.
        public var severity: AlertSeverity
        /// The user said not to ask (`--no-input`): the note says so even in a terminal.
        public var noInput: Bool

        public init(
            color: ColorMode = .auto, json: Bool = false, choice: String? = nil,
            choiceOptionName: String? = nil, severity: AlertSeverity = .error, noInput: Bool = false
        ) {
            self.noInput = noInput
            self.color = color
            self.json = json
            self.choice = choice
            self.choiceOptionName = choiceOptionName
            self.severity = severity
        }
    }

    public let localizer: Localizer
    public let languages: [LanguageTag]
    public let options: Options
    private let environment: [String: String]
    private let write: @Sendable (String) -> Void
    private let outputIsTerminal: Bool
    private let customOutput: Bool

    /// A front in `languages` (by default the process's, from `LANGUAGE`, `LC_ALL`,
    /// `LC_MESSAGES` and `LANG`), looking texts up in `sources` before the package's own.
    ///
    /// - Parameters:
    ///   - environment: The variables that decide colour, width, Unicode and (unless given)
    ///     languages; the process's when `nil`.
    ///   - write: Where reports go; standard error, in one write each, by default. A custom
    ///     writer is treated as not a terminal.
    public init(
        languages: [LanguageTag]? = nil, sources: [any StringTableSource] = [], options: Options = Options(),
        environment: [String: String]? = nil, write: (@Sendable (String) -> Void)? = nil
    ) {
        let environment = environment ?? ProcessInfo.processInfo.environment
        self.localizer = Localizer(sources: sources)
        self.languages = languages ?? LanguageTag.processPreferences(environment: environment)
        self.options = options
        self.environment = environment
        self.write = write ?? { CLIFront.writeToStandardError($0) }
        self.outputIsTerminal = write == nil && isatty(STDERR_FILENO) == 1
        self.customOutput = write != nil
    }

    public func present<Action>(_ alert: ResolvedAlert<Action>) -> Int? {
        show(CLIReport(alert, severity: options.severity, localizer: localizer, languages: languages))
    }

    public func present<Action>(_ alert: ResolvedAlert<Action>, for error: ErrorAlert) -> Int? {
        show(CLIReport(alert, error: error, localizer: localizer, languages: languages))
    }

    /// Reports `error` (mapped by ``ErrorAlert/init(_:mappers:)``) with no buttons and returns
    /// the exit status it asks for.
    @discardableResult
    public func report(_ error: any Error, mappers: ErrorMappers = .shared) -> Int32 {
        let content = ErrorAlert(error, mappers: mappers)
        var report = CLIReport(
            resolve(Alert<Never>(title: content.title)), error: content, localizer: localizer, languages: languages)
        report.buttons = []
        emit(report)
        return ExitStatus.of(content)
    }

    /// `report` as this front would write it (text or JSON); nothing is written.
    public func render(_ report: CLIReport) -> String {
        if options.json { return report.json() + "\n" }
        let color = ColorPolicy.usesColor(
            flag: options.color.flag, environment: environment, outputIsTerminal: outputIsTerminal)
        return report.text(width: width, color: color, unicode: unicode)
    }

    // MARK: Choosing

    /// Writes `report`, choosing a button for the user as described above, and returns the
    /// index of the button chosen.
    public func show(_ report: CLIReport) -> Int? {
        var report = report
        let (chosen, note) = choose(in: report.buttons)
        report.chosen = chosen
        report.choiceNote = note
        emit(report)
        return chosen
    }

    private func emit(_ report: CLIReport) { write(render(report)) }

    /// The button chosen without asking and the note that says so.
    func choose(in buttons: [CLIReport.Button]) -> (Int?, String?) {
        guard !buttons.isEmpty else { return (nil, nil) }
        func text(_ text: AlertText) -> String { text.resolved(localizer: localizer, languages: languages).value }
        var chosen: Int?
        if let choice = options.choice {
            chosen =
                buttons.firstIndex { $0.label == choice }
                ?? Int(choice).flatMap { buttons.indices.contains($0 - 1) ? $0 - 1 : nil }
        }
        let explicit = chosen != nil
        if chosen == nil {
            // A lone button that destroys nothing is the default, as Return would choose it.
            let lone = buttons.count == 1 && buttons[0].role != .destructive ? 0 : nil
            chosen =
                buttons.firstIndex { $0.role == .cancel }
                ?? buttons.firstIndex { $0.isDefault && $0.role != .destructive } ?? lone
        }
        if explicit { return (chosen, nil) }
        // Say why only when nobody could have answered: no terminal, CI, or --no-input.
        let couldAsk = Interactivity.canPrompt(environment: environment, noInput: options.noInput) && !customOutput
        var note: String
        switch (chosen, couldAsk) {
        case (let chosen?, false):
            note = text(
                .builtIn("Chose “\(Self.flat(buttons[chosen].label))” without asking, because input isn’t interactive.")
            )
        case (let chosen?, true):
            note = text(.builtIn("Chose “\(Self.flat(buttons[chosen].label))” without asking."))
        case (nil, false):
            note = text(.builtIn("Chose no button, because input isn’t interactive."))
        case (nil, true):
            note = text(.builtIn("Chose no button."))
        }
        if let choice = options.choice {
            let missing = text(.builtIn("No button is labelled “\(Self.flat(choice))”."))
            note = missing + (missing.last.map { TerminalText.width(of: $0) == 2 } == true ? "" : " ") + note
        }
        // Name another button, one that destroys nothing if there is one.
        let others = buttons.indices.filter { $0 != chosen }
        if let name = options.choiceOptionName,
            let other = others.first(where: { buttons[$0].role != .destructive }) ?? others.first
        {
            // No-break spaces keep the option and its value on one line; the report turns them back.
            // The label if it pastes back as typed, else the button's number.
            let label = buttons[other].label
            let pastes =
                label == Self.flat(label) && TerminalText.sanitized(label) == label
                && !label.unicodeScalars.contains { $0.properties.isWhitespace && $0 != " " } && label.count <= 24
            let value = pastes ? Self.shellQuoted(label) : String(other + 1)
            let option = "\(name) \(value)".replacing(" ", with: String(TerminalText.glue))
            let next = text(.builtIn("To choose another button, run again with \(option)."))
            // Scripts written without spaces need none between sentences.
            let separator = note.last.map { TerminalText.width(of: $0) == 2 } == true ? "" : " "
            note += separator + next
        }
        return (chosen, note)
    }

    /// `text` on one line: line breaks and tabs become spaces, so a label cannot forge a line.
    static func flat(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\t" || $0 == "\r\n" ? " " : $0 })
    }

    /// `text` as one shell word that pastes safely: as is when it holds only letters, digits and
    /// `._-`, else in single quotes (a single quote inside written `'\''`).
    static func shellQuoted(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0)
            }
        return plain ? text : "'" + text.replacing("'", with: "'\\''") + "'"
    }

    // MARK: The terminal

    /// `COLUMNS`, else the terminal's width, else 80.
    var width: Int {
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
        if outputIsTerminal {
            var size = winsize()
            if ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        }
        return 80
    }

    /// Whether the locale can show Unicode: the first of `LC_ALL`, `LC_CTYPE` and `LANG` that
    /// is set names UTF-8, or none is set (the usual case in containers, whose terminals are UTF-8);
    /// and the terminal is not the Linux console.
    var unicode: Bool {
        if environment["TERM"] == "linux" { return false }
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { self.environment[$0] }.first { !$0.isEmpty }
        guard let locale else { return true }
        let lowered = locale.lowercased()
        return lowered.contains("utf-8") || lowered.contains("utf8")
    }

    /// Flushes stdout, then writes `text` to stderr in one `write(2)` (repeated only if the
    /// kernel takes part of it).
    static func writeToStandardError(_ text: String) {
        fflush(nil)  // every output stream, stdout among them
        writeAll(Array(text.utf8), to: STDERR_FILENO)
    }
}
