internal import Alerts
internal import FrontSupport

/// The numbered line prompt a terminal that cannot show the dialog gets, and the reading of
/// its answer, without a terminal.
///
/// ```text
/// Save failed.
/// The disk is full.
///   1) Retry  2) Cancel
/// Type a number from 1 to 2, then press Enter: [2]
/// ```
///
/// An answer is a button's number (digits of any script, so `２` and `٢` count), else what
/// ``ResolvedAlert/button(matching:)`` matches (a role word such as `cancel`, a label as shown or
/// in the source language), ignoring case and the spaces around it; an empty answer takes the suggested button
/// shown in brackets — the default button unless it is destructive, else the automatic choice
/// (``ResolvedAlert/automaticChoice``). Numbers come first: a button labelled `2` is chosen by
/// its own number.
struct LinePrompt: Sendable, Hashable {
    /// What an answer means.
    enum Answer: Sendable, Hashable {
        /// The button at this index.
        case button(Int)
        /// Nothing it names: ask again, or give up.
        case invalid
    }

    /// The title, message and labels as shown: sanitized, and ASCII if need be.
    let title: String
    let message: String?
    /// The error's code with its label (`code: E1042`), under the message.
    let code: String?
    /// The error's wrong values, related errors and links, bounded (`DialogScreen.Lists`), as
    /// shown, a line each, under the message.
    let lists: [String]
    let labels: [String]
    /// The button an empty answer chooses, if any.
    let suggested: Int?
    /// The request to type a number, already in the prompt's language.
    let request: String
    let unicode: Bool
    /// The alert, for the rule every front chooses by (``ResolvedAlert/button(matching:)``).
    let alert: ResolvedAlert

    /// Whether `alert`'s one button is the standard OK: then there is nothing to choose, and the
    /// prompt lists no buttons and asks for Enter, not a number.
    static func onlyAcknowledges(_ alert: ResolvedAlert) -> Bool {
        alert.buttons.count == 1 && alert.buttons[0].isStandard && alert.buttons[0].role == nil
    }

    /// The prompt for `alert`; `codeLabel` is the label before the error's code in the prompt's
    /// language (`code:`, `代码：`). With `omitted`, a message past ``TextBound/commandLine`` —
    /// its bytes, or its lines as wrapped to `columns` (``text(columns:)``): one long line is
    /// many — is cut, ends with `…`, and has a line under it, `omitted(characters left out)`.
    init(
        alert: ResolvedAlert, request: String, codeLabel: String = "code:", lists: DialogScreen.Lists = .init(),
        unicode: Bool, omitted: ((Int) -> String)? = nil, columns: Int = 80
    ) {
        self.alert = alert
        func shown(_ text: some StringProtocol) -> String {
            let safe = TerminalText.sanitized(String(text))
            return unicode ? safe : TerminalText.ascii(safe)
        }
        self.title = shown(alert.title)
        self.message = alert.message.flatMap { message in
            let width = Self.width(columns: columns)
            if let omitted,
                let cut = TextBound.commandLine.cut(
                    message,
                    rows: { start, isCut in TerminalText.wrap(shown(start + (isCut ? "…" : "")), width: width).count })
            {
                return shown(String(cut.shown) + "…") + "\n" + shown(omitted(cut.omittedCharacters))
            }
            return message.isEmpty ? nil : shown(message)
        }
        self.code = alert.error?.errorCode.flatMap { $0.isEmpty ? nil : shown(TerminalText.labelled(codeLabel, $0)) }
        self.lists = (lists.fieldErrors + lists.relatedErrors + lists.links).map { shown(TerminalText.flat($0)) }
        self.labels = alert.buttons.map { shown($0.label) }
        if let index = alert.defaultIndex, alert.buttons[index].role != .destructive {
            self.suggested = index
        } else {
            self.suggested = alert.automaticChoice
        }
        self.request = shown(request)
        self.unicode = unicode
    }

    /// `text` as this prompt shows text: sanitized, and ASCII if need be.
    func shown(_ text: String) -> String {
        let safe = TerminalText.sanitized(text)
        return unicode ? safe : TerminalText.ascii(safe)
    }

    /// The alert and the question, wrapped to `columns` cells, ending where the answer is typed
    /// (after a space, no line feed); with no buttons, the alert alone and a line feed.
    func text(columns: Int) -> String {
        guard !labels.isEmpty else { return report(columns: columns) }
        let width = Self.width(columns: columns)
        let lines = alertLines(width: width) + TerminalText.wrap(question, width: width)
        return lines.map(TerminalText.plain).joined(separator: "\n") + " "
    }

    /// The alert without the question, wrapped to `columns` cells: what is shown when nobody
    /// can answer.
    func report(columns: Int) -> String {
        alertLines(width: Self.width(columns: columns)).map(TerminalText.plain).joined(separator: "\n") + "\n"
    }

    /// The cells a line of the prompt takes on a terminal `columns` wide: one left free, 10 at least.
    static func width(columns: Int) -> Int { max(10, columns - 1) }

    /// The title, the message, the error's code and the numbered choices, wrapped to `width` cells.
    private func alertLines(width: Int) -> [String] {
        var lines = TerminalText.wrap(title, width: width)
        if let message { lines += TerminalText.wrap(message, width: width) }
        lines += lists.flatMap { TerminalText.wrap($0, width: width) }
        if let code { lines += TerminalText.wrap(code, width: width) }
        let choices = labels.enumerated().map { TerminalText.keptTogether("\($0.offset + 1)) \($0.element)") }
        if !choices.isEmpty, !Self.onlyAcknowledges(alert) {
            lines += TerminalText.wrap(choices.joined(separator: "  "), width: width - 2).map { "  " + $0 }
        }
        return lines
    }

    /// The last line: the request, and the suggested button's number in brackets.
    var question: String {
        Self.onlyAcknowledges(alert) ? request : request + (suggested.map { " [\($0 + 1)]" } ?? "")
    }

    /// What `line` (without its line feed) answers.
    func answer(_ line: String) -> Answer {
        let typed = Self.withoutKeySequences(line).trimmingWhitespace
        if typed.isEmpty { return suggested.map { .button($0) } ?? .invalid }
        if let number = Self.number(typed), labels.indices.contains(number - 1) { return .button(number - 1) }
        // The rule every front chooses by: a role word, a label as shown or in the source
        // language, in any case; then a label as this prompt shows it (ASCII, where need be).
        if let index = alert.button(matching: typed) { return .button(index) }
        let folded = typed.lowercased()
        if let index = labels.firstIndex(where: { $0.lowercased() == folded }) { return .button(index) }
        return .invalid
    }

    /// `line` without what keys other than characters leave in it when a terminal reads a
    /// line (an arrow is `ESC [ C`, echoed as `^[[C`): escape sequences and control characters.
    static func withoutKeySequences(_ line: String) -> String {
        var result = ""
        let scalars = Array(line.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\u{1B}", index < scalars.count, scalars[index] == "[" {
                // ESC [ parameters final byte.
                index += 1
                while index < scalars.count, !(0x40...0x7E).contains(scalars[index].value) { index += 1 }
                index += 1
            } else if scalar == "\u{1B}", index + 1 < scalars.count, scalars[index] == "O" {
                index += 2  // ESC O final byte
            } else if scalar.value >= 0x20 && scalar.value != 0x7F || scalar == "\t" {
                result.unicodeScalars.append(scalar)  // a lone ESC, like other controls, is dropped
            }
        }
        return result
    }

    /// `text` read as a whole number in any script's decimal digits, if it is one.
    static func number(_ text: String) -> Int? {
        var value = 0
        for character in text {
            guard let digit = character.wholeNumberValue, (0...9).contains(digit), character.isNumber else {
                return nil
            }
            let (product, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            value = product + digit
        }
        return text.isEmpty ? nil : value
    }
}

extension String {
    /// Without the spaces, tabs and line breaks at either end.
    var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
