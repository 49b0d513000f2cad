internal import Alerts
internal import Foundation
internal import FrontSupport
internal import StringTables

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
        let lists = DialogScreen.Lists(alert: alert, bullet: unicode ? "• " : "- ") { text($0, languages) }
        let screen = DialogScreen(
            alert: alert, keyHints: keyHints(languages: languages), codeLabel: codeLabel, lists: lists,
            unicode: unicode, color: color)
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
                alert: alert, request: request, codeLabel: codeLabel, lists: lists, unicode: unicode, omitted: omitted,
                columns: columns)
            writeAll(Array(prompt.report(columns: columns).utf8), to: devices.output)
            return .unanswered(automaticChoice: alert.automaticChoice)
        }
        let columns = onTerminal ? size.columns : TerminalEnvironment.width(environment: environment, terminal: nil)
        let session = LineSession(
            prompt: LinePrompt(
                alert: alert, request: request, codeLabel: codeLabel, lists: lists, unicode: unicode, omitted: omitted,
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
}
