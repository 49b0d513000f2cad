internal import Alerts
internal import FrontSupport

extension CLIReport {
    /// The report as lines for a terminal, `width` cells wide, ending with a line break. Every
    /// text is sanitized (``TerminalText/sanitized(_:)``); with `unicode` off, it is made ASCII.
    ///
    /// ```text
    /// error: The file “notes.txt” couldn’t be found.
    ///   Caused by:
    ///     • The volume isn’t mounted.
    /// hint: Check the name and location, then try again.
    /// ```
    ///
    /// A text past ``bound`` is cut, with a note, unless the report is verbose.
    func text(width: Int, color: Bool, unicode: Bool) -> String {
        var layout = TextLayout(
            width: max(10, width), color: color, unicode: unicode, labels: labels, bound: verbose ? nil : Self.bound)
        // The error's parts are read one by one: a copy of the whole error costs more.
        if let severity = alert.error?.severity {
            let label = labels.severity(severity)
            layout.labelledParagraph(label, alert.title, indent: 2, label: severity.colorCode, styled: "1")
        } else {
            layout.paragraph(alert.title, indent: 2, styled: "1", bounded: true)
        }
        if let body = alert.body, !body.isEmpty {
            layout.write("  ")
            layout.paragraph(body, leadWidth: 2, indent: 2, bounded: true)
        }
        if !alert.causes.isEmpty {
            layout.write("  ")
            layout.write(layout.clean(labels.causedBy))
            layout.write("\n")
            let bullet = unicode ? "    • " : "    - "
            for cause in alert.causes {
                layout.write(bullet)
                layout.paragraph(cause, leadWidth: 6, indent: 6, bounded: true)
            }
        }
        if let codes, !codes.isEmpty { layout.labelledParagraph(labels.code, codes, indent: 4) }
        if let help = alert.help, !help.isEmpty { layout.labelledParagraph(labels.help, help, indent: 4) }
        if verbose, let details = alert.error?.diagnostic, !details.isEmpty {
            layout.labelledParagraph(labels.details, details, indent: 4, bounded: false)
        }
        // One button taken without a note (an OK nobody had to choose) is not listed.
        if showsButtons, choiceNote != nil || (chosen != nil && alert.buttons.count > 1) {
            // A label is one line: a line break in it could forge a line of the report.
            let mark = unicode ? "✓" : "*"
            let list = alert.buttons.enumerated().map { index, button in
                let label = "[" + layout.clean(TerminalText.flat(button.label)) + "]"
                return TerminalText.keptTogether(index == chosen ? label + mark : label)
            }
            layout.write("  ")
            layout.paragraph(list.joined(separator: " "), leadWidth: 2, indent: 2, isClean: true)
        }
        if let choiceNote {
            // The option and its value stay on one line.
            var note = layout.clean(choiceNote.text)
            if let option = choiceNote.option.map(layout.clean) {
                note = note.replacing(option, with: TerminalText.keptTogether(option))
            }
            layout.write("  ")
            layout.paragraph(note, leadWidth: 2, indent: 2, styled: "2", isClean: true)
        }
        if let hint = alert.hint, !hint.isEmpty {
            layout.labelledParagraph(labels.hint, hint, indent: 2, label: "1;36")
        }
        return layout.text
    }
}

/// A report's text as it is laid out, paragraph by paragraph, in one string.
private struct TextLayout {
    /// The width of the terminal, in cells.
    let width: Int
    /// Whether to colour.
    let color: Bool
    /// Whether the terminal shows Unicode; else every text is made ASCII.
    let unicode: Bool
    let labels: CLIReport.Labels
    /// The bound on the alert's texts (``CLIReport/bound``); `nil` shows them whole.
    let bound: TextBound?
    /// How a label goes before its text, looked up once, when the first label is printed.
    private var format: String?
    /// The text so far.
    private(set) var text = ""

    init(width: Int, color: Bool, unicode: Bool, labels: CLIReport.Labels, bound: TextBound?) {
        (self.width, self.color, self.unicode, self.labels, self.bound) = (width, color, unicode, labels, bound)
        text.reserveCapacity(256)
    }

    /// Appends `string`.
    mutating func write(_ string: String) { text += string }

    /// Appends `count` spaces.
    private mutating func writeSpaces(_ count: Int) {
        if count > 0 { text += String(repeating: " ", count: count) }
    }

    /// `text` sanitized, and made ASCII when the terminal shows only ASCII.
    func clean(_ text: String) -> String {
        let safe = TerminalText.sanitized(text)
        return unicode ? safe : TerminalText.ascii(safe)
    }

    /// Appends `text`, in the SGR style `codes` when colouring.
    private mutating func append(_ text: String, styled codes: String?) {
        if color, let codes {
            write("\u{1B}[")
            write(codes)
            write("m")
            write(text)
            write("\u{1B}[0m")
        } else {
            write(text)
        }
    }

    /// Appends `text` wrapped, its first line after what the output's last line holds already
    /// (`leadWidth` cells), the rest indented by `indent` spaces; every line ends with a line break.
    /// Text that is `clean` already may hold parts ``TerminalText/keptTogether(_:)``, which stay on
    /// one line and print as written, so an option can be copied. (Sanitizing escapes any such
    /// marks of the text's own.)
    /// When `bounded`, a text past ``bound`` — its bytes, or its lines as wrapped here: one long
    /// line is many — is cut, ends with `…`, and a dim note under it, at `indent`, says how many
    /// characters were left out.
    mutating func paragraph(
        _ text: String, leadWidth: Int = 0, indent: Int, styled codes: String? = nil, isClean: Bool = false,
        bounded: Bool = false
    ) {
        // Most texts are ready as they stand and fit their first line: one look at their bytes.
        if !bounded || text.utf8.count <= bound?.bytes ?? .max,
            let line = TerminalText.readyLine(text, fitting: width - leadWidth, asciiOnly: !unicode)
        {
            append(line, styled: codes)
            write("\n")
            return
        }
        // The lines of the whole text, when the bound had them wrapped: not wrapped twice.
        var whole: [String]?
        if bounded, let bound {
            let cut = bound.cut(text) { start, isCut in
                let wrapped = lines(String(start) + (isCut ? "…" : ""), isClean, leadWidth: leadWidth, indent: indent)
                if !isCut { whole = wrapped }  // only the whole text is measured without a cut
                return wrapped.count
            }
            if let cut {
                paragraph(String(cut.shown) + "…", leadWidth: leadWidth, indent: indent, styled: codes)
                writeSpaces(indent)
                paragraph(
                    labels.omitted(characters: cut.omittedCharacters), leadWidth: indent, indent: indent, styled: "2")
                return
            }
        }
        // Wrapping gives one line at least, the one that follows the lead.
        for (index, line) in (whole ?? lines(text, isClean, leadWidth: leadWidth, indent: indent)).enumerated() {
            if index > 0 { writeSpaces(indent) }
            append(TerminalText.plain(line), styled: codes)
            write("\n")
        }
    }

    /// `text` (sanitized unless `isClean`) wrapped as ``paragraph(_:leadWidth:indent:styled:isClean:bounded:)``
    /// wraps it, after a lead of `leadWidth` cells: the rows it takes.
    private func lines(_ text: String, _ isClean: Bool, leadWidth: Int, indent: Int) -> [String] {
        TerminalText.wrap(isClean ? text : clean(text), width: width - indent, firstWidth: width - leadWidth)
    }

    /// Appends a labelled paragraph, indented by `indent - 2` spaces: `label:` (in this language's
    /// form, styled `codes`) before `text`, with a space unless the form ends in a full-width colon.
    mutating func labelledParagraph(
        _ label: String, _ text: String, indent: Int, label codes: String? = nil, styled: String? = nil,
        bounded: Bool = true
    ) {
        if format == nil { format = labels.format }
        let labelled = CLIReport.Labels.labelled(label, format: format ?? "%@:")
        let lead: String
        let gap: String
        let leadWidth: Int
        if let cells = TerminalText.readyWidth(of: labelled, asciiOnly: !unicode) {
            // Each character one cell, which a space after it does not join.
            (lead, gap, leadWidth) = (labelled, " ", cells + 1)
        } else {
            lead = clean(labelled)
            gap = lead.last.map(TerminalText.width(of:)) == 2 ? "" : " "
            leadWidth = TerminalText.width(of: lead + gap)
        }
        writeSpaces(indent - 2)
        append(lead, styled: codes)
        write(gap)
        paragraph(text, leadWidth: indent - 2 + leadWidth, indent: indent, styled: styled, bounded: bounded)
    }
}
