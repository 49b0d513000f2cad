public import Alerts
internal import FrontSupport

/// What a command line prints for an alert or an error, resolved for one language: the parts in
/// the order they are printed, ready for ``text(width:color:unicode:)`` or ``json()``.
public struct CLIReport: Sendable, Hashable {
    /// A button as the report lists it.
    public struct Button: Sendable, Hashable {
        public var label: String
        public var role: ButtonRole?
        public var isDefault: Bool

        public init(label: String, role: ButtonRole? = nil, isDefault: Bool = false) {
            self.label = label
            self.role = role
            self.isDefault = isDefault
        }
    }

    public var severity: AlertSeverity
    /// The localized severity label: `error`, `Fehler`, `错误`…
    public var severityLabel: String
    public var title: String
    /// The message: an error's failure reason, or an alert's whole message.
    public var message: String?
    /// The localized "Caused by:" heading.
    public var causesHeading: String
    /// The causes, nearest first.
    public var causes: [String]
    /// An error code users can quote.
    public var code: String?
    /// Help text or a help reference.
    public var help: String?
    /// The buttons in display order.
    public var buttons: [Button]
    /// The index in ``buttons`` of the button chosen, if one was.
    public var chosen: Int?
    /// Why and how a button was chosen without asking, and which option chooses another.
    public var choiceNote: String?
    /// The localized label of the hint: `hint`, `Tipp`, `提示`…
    public var hintLabel: String
    /// The localized labels of the code and the help reference.
    public var codeLabel = "code"
    public var helpLabel = "help"
    /// The recovery suggestion, printed last.
    public var hint: String?
    /// The exit status this report ends the program with, when it reports an error.
    public var exitCode: Int32?
    /// The error's group id, when it reports an error.
    public var groupID: String?
    /// The language the title came from.
    public var language: LanguageTag?
    /// How a label goes before its text in this language: `%@:`, `%@ :` in French, `%@：` in Chinese.
    public var labelFormat: String = "%@:"

    func labelled(_ label: String) -> String { labelFormat.replacing("%@", with: label) }

    /// A report of an alert that is not about an error (or whose error is not known).
    public init<Action>(
        _ alert: ResolvedAlert<Action>, severity: AlertSeverity = .error, localizer: Localizer,
        languages: [LanguageTag]
    ) {
        func text(_ text: AlertText) -> String { text.resolved(localizer: localizer, languages: languages).value }
        self.severity = severity
        severityLabel = text(severity.label)
        title = alert.title
        message = alert.message
        causesHeading = text(.causedBy)
        causes = []
        buttons = alert.buttons.map { Button(label: $0.label, role: $0.role, isDefault: $0.isDefault) }
        hintLabel = text(.hintLabel)
        codeLabel = text(AlertText("code", table: "Alerts", comment: "Label of an error code"))
        helpLabel = text(AlertText("help", table: "Alerts", comment: "Label of a help reference"))
        labelFormat = text(AlertText("%@:", table: "Alerts", comment: "A label before its text"))
        language = alert.language
    }

    /// A report of an error's alert: the message is its failure reason, the recovery
    /// suggestion becomes the hint, and its causes, code, exit status and group id are kept.
    public init<Action>(
        _ alert: ResolvedAlert<Action>, error: ErrorAlert, localizer: Localizer, languages: [LanguageTag]
    ) {
        self.init(alert, severity: error.severity, localizer: localizer, languages: languages)
        func text(_ text: AlertText) -> String { text.resolved(localizer: localizer, languages: languages).value }
        message = error.failureReason.map(text)
        let advice = [error.recoverySuggestion, error.retryAdvice].compactMap { $0 }
        hint = advice.isEmpty ? nil : advice.map(text).joined(separator: " ")
        help = error.helpAnchor.map(text)
        causes = error.causes.map { cause in
            [cause.title, cause.failureReason].compactMap { $0 }.map(text).joined(separator: " ")
        }
        code = error.errorCode
        exitCode = ExitStatus.of(error)
        groupID = error.groupID
    }
}

extension AlertText {
    /// "Caused by:", the heading of an error's causes.
    public static let causedBy = AlertText("Caused by:", table: "Alerts", comment: "Heading of underlying errors")
    /// "hint", the label of a recovery suggestion on the command line.
    public static let hintLabel = AlertText("hint", table: "Alerts", comment: "Label of the recovery suggestion")
}

// MARK: Text

extension CLIReport {
    /// The report as lines for a terminal, `width` cells wide, ending with a line break. Every
    /// text is sanitized (``TerminalText/sanitized(_:)``); with `unicode` off, it is made ASCII.
    ///
    /// ```text
    /// error: The file “notes.txt” couldn’t be found.
    ///   Caused by:
    ///     - The file couldn’t be found.
    ///   code: NSCocoaErrorDomain 260
    /// hint: Check the name and location, then try again.
    /// ```
    public func text(width: Int, color: Bool, unicode: Bool) -> String {
        let width = max(10, width)
        func clean(_ text: String) -> String {
            let safe = TerminalText.sanitized(text)
            return unicode ? safe : TerminalText.ascii(safe)
        }
        func style(_ text: String, _ codes: String) -> String { color ? "\u{1B}[\(codes)m\(text)\u{1B}[0m" : text }
        var output = ""
        /// `text` wrapped, its first line after `lead` (already styled, `leadWidth` cells), the
        /// rest indented by `indent` spaces. Glued spaces (``TerminalText/glue``), which kept an
        /// option with its value, are printed as plain ones, so the option can be copied.
        func paragraph(_ lead: String, leadWidth: Int, _ text: String, indent: Int, styled codes: String? = nil) {
            let lines = TerminalText.wrap(clean(text), width: width - indent, firstWidth: width - leadWidth)
            for (index, line) in lines.enumerated() {
                let plain = line.replacing(String(TerminalText.glue), with: " ")
                let body = codes.map { style(plain, $0) } ?? plain
                output += (index == 0 ? lead : String(repeating: " ", count: indent)) + body + "\n"
            }
        }
        /// A labelled paragraph: `label:` (in this language's form) before `text`, with a space
        /// unless the form ends in a full-width colon.
        func labelledParagraph(
            _ label: String, _ text: String, indent: Int, label codes: String? = nil, styled: String? = nil
        ) {
            let lead = clean(labelled(label))
            let gap = lead.last.map { TerminalText.width(of: $0) == 2 } == true ? "" : " "
            let margin = String(repeating: " ", count: indent - 2)
            paragraph(
                margin + (codes.map { style(lead, $0) } ?? lead) + gap,
                leadWidth: indent - 2 + TerminalText.width(of: lead + gap), text, indent: indent, styled: styled)
        }
        labelledParagraph(severityLabel, title, indent: 2, label: severity.colorCode, styled: "1")
        if let message, !message.isEmpty { paragraph("  ", leadWidth: 2, message, indent: 2) }
        if !causes.isEmpty {
            output += "  " + clean(causesHeading) + "\n"
            let bullet = unicode ? "•" : "-"
            for cause in causes { paragraph("    \(bullet) ", leadWidth: 6, cause, indent: 6) }
        }
        for (label, value) in [(codeLabel, code), (helpLabel, help)] {
            if let value { labelledParagraph(label, value, indent: 4) }
        }
        if !buttons.isEmpty, choiceNote != nil || chosen != nil {
            // A label is one line: a line break in it could forge a line of the report.
            let mark = unicode ? "✓" : "*"
            let list = buttons.enumerated().map { index, button in
                let label = "[" + CLIFront.flat(button.label) + "]"
                return (index == chosen ? label + mark : label).replacing(" ", with: String(TerminalText.glue))
            }
            paragraph("  ", leadWidth: 2, list.joined(separator: " "), indent: 2)
        }
        if let choiceNote { paragraph("  ", leadWidth: 2, choiceNote, indent: 2, styled: "2") }
        if let hint, !hint.isEmpty { labelledParagraph(hintLabel, hint, indent: 2, label: "1;36") }
        return output
    }
}

extension AlertSeverity {
    /// The SGR colour of the severity label.
    var colorCode: String {
        switch self {
        case .note: "1;36"
        case .warning: "1;33"
        case .error: "1;31"
        case .critical: "1;35"
        }
    }
}

// MARK: JSON

extension CLIReport {
    /// The report as one line of JSON with stable keys, every one always present (`null` when
    /// empty). Every control character — C0, DEL, C1 — and the line and paragraph separators and
    /// bidirectional controls are written as `\u` escapes, so the line is safe to print and to parse.
    ///
    /// Keys: `severity`, `label`, `title`, `message`, `causes`, `code`, `help`, `hint`, `buttons`
    /// (each `label`, `role`, `default`), `chosen` (the chosen button's label), `note`,
    /// `exitCode`, `groupID`, `language`.
    public func json() -> String {
        var json = JSONWriter()
        json.object { json in
            json.field("severity", severity.rawValue)
            json.field("label", severityLabel)
            json.field("title", title)
            json.field("message", message)
            json.field("causes") { json in json.array(causes) { json, cause in json.string(cause) } }
            json.field("code", code)
            json.field("help", help)
            json.field("hint", hint)
            json.field("buttons") { json in
                json.array(buttons) { json, button in
                    json.object { json in
                        json.field("label", button.label)
                        json.field("role", button.role?.rawValue)
                        json.field("default") { $0.raw(button.isDefault ? "true" : "false") }
                    }
                }
            }
            json.field("chosen", chosen.flatMap { buttons.indices.contains($0) ? buttons[$0].label : nil })
            json.field("note", choiceNote?.replacing(String(TerminalText.glue), with: " "))
            json.field("exitCode") { json in json.raw(exitCode.map { String(ExitStatus.valid($0)) } ?? "null") }
            json.field("groupID", groupID)
            json.field("language", language?.identifier)
        }
        return json.output
    }
}
