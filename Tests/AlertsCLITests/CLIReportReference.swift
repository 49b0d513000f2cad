import Alerts
import FrontSupport

@testable import AlertsCLI

/// The report's text as the first version wrote it, string by string: kept to check that the
/// quicker one writes the same bytes.
extension CLIReport {
    func referenceText(width: Int, color: Bool, unicode: Bool) -> String {
        let width = max(10, width)
        func clean(_ text: String) -> String {
            let safe = TerminalText.sanitized(text)
            return unicode ? safe : TerminalText.ascii(safe)
        }
        func style(_ text: String, _ codes: String) -> String { color ? "\u{1B}[\(codes)m\(text)\u{1B}[0m" : text }
        // How a label goes before its text, looked up once, when the first label is printed.
        var format: String?
        var output = ""
        /// `text` wrapped, its first line after `lead` (already styled, `leadWidth` cells), the
        /// rest indented by `indent` spaces. Text that is `clean` already may hold parts
        /// ``TerminalText/keptTogether(_:)``, which stay on one line and print as written, so an
        /// option can be copied. (Sanitizing escapes any such marks of the text's own.)
        func paragraph(
            _ lead: String, leadWidth: Int, _ text: String, indent: Int, styled codes: String? = nil,
            isClean: Bool = false
        ) {
            let text = isClean ? text : clean(text)
            let lines = TerminalText.wrap(text, width: width - indent, firstWidth: width - leadWidth)
            for (index, line) in lines.enumerated() {
                let plain = TerminalText.plain(line)
                let body = codes.map { style(plain, $0) } ?? plain
                output += (index == 0 ? lead : String(repeating: " ", count: indent)) + body + "\n"
            }
        }
        /// A labelled paragraph: `label:` (in this language's form) before `text`, with a space
        /// unless the form ends in a full-width colon.
        func labelledParagraph(
            _ label: String, _ text: String, indent: Int, label codes: String? = nil, styled: String? = nil
        ) {
            if format == nil { format = labels.format }
            let lead = clean(Self.referenceLabelled(label, format: format ?? "%@:"))
            let gap = lead.last.map { TerminalText.width(of: $0) == 2 } == true ? "" : " "
            let margin = String(repeating: " ", count: indent - 2)
            paragraph(
                margin + (codes.map { style(lead, $0) } ?? lead) + gap,
                leadWidth: indent - 2 + TerminalText.width(of: lead + gap), text, indent: indent, styled: styled)
        }
        if let severityLabel = alert.error.map({ labels.severity($0.severity) }), let error = alert.error {
            labelledParagraph(severityLabel, alert.title, indent: 2, label: error.severity.colorCode, styled: "1")
        } else {
            paragraph("", leadWidth: 0, alert.title, indent: 2, styled: "1")
        }
        if let body = alert.body, !body.isEmpty { paragraph("  ", leadWidth: 2, body, indent: 2) }
        if let causes = alert.error?.causes, !causes.isEmpty {
            output += "  " + clean(labels.causedBy) + "\n"
            let bullet = unicode ? "•" : "-"
            for cause in causes { paragraph("    \(bullet) ", leadWidth: 6, cause, indent: 6) }
        }
        let details = verbose ? alert.error?.diagnostic : nil
        if let codes = referenceCodes, !codes.isEmpty { labelledParagraph(labels.code, codes, indent: 4) }
        if let help = alert.error?.help, !help.isEmpty { labelledParagraph(labels.help, help, indent: 4) }
        if let details, !details.isEmpty { labelledParagraph(labels.details, details, indent: 4) }
        if showsButtons, choiceNote != nil || chosen != nil {
            // A label is one line: a line break in it could forge a line of the report.
            let mark = unicode ? "✓" : "*"
            let list = alert.buttons.enumerated().map { index, button in
                let label = "[" + clean(TerminalText.flat(button.label)) + "]"
                return TerminalText.keptTogether(index == chosen ? label + mark : label)
            }
            paragraph("  ", leadWidth: 2, list.joined(separator: " "), indent: 2, isClean: true)
        }
        if let choiceNote {
            // The option and its value stay on one line.
            var note = clean(choiceNote.text)
            if let option = choiceNote.option.map(clean) {
                note = note.replacing(option, with: TerminalText.keptTogether(option))
            }
            paragraph("  ", leadWidth: 2, note, indent: 2, styled: "2", isClean: true)
        }
        if let hint = alert.hint, !hint.isEmpty { labelledParagraph(labels.hint, hint, indent: 2, label: "1;36") }
        return output
    }

    /// How the first version put a label in its format.
    static func referenceLabelled(_ label: String, format: String) -> String {
        let utf8 = format.utf8
        var result = ""
        var start = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let next = utf8.index(after: index)
            if utf8[index] == UInt8(ascii: "%"), next < utf8.endIndex, utf8[next] == UInt8(ascii: "@") {
                result += String(decoding: utf8[start..<index], as: UTF8.self) + label
                index = utf8.index(after: next)
                start = index
            } else {
                index = next
            }
        }
        return result + String(decoding: utf8[start...], as: UTF8.self)
    }

    /// How the first version joined the codes.
    var referenceCodes: String? {
        let codes = [alert.error?.code, verbose ? alert.error?.domainCode : nil].compactMap { $0 }
        return codes.isEmpty ? nil : codes.joined(separator: " · ")
    }
}
