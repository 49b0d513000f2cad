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
    ///     help: https://example.com/help/files
    /// hint: Check the name and location, then try again.
    /// ```
    ///
    /// Wrong values are listed under the message (`• Stars (--stars): Must be from 1 to 5.`), the
    /// first ``fieldErrorLimit``; related errors after them under their count (`3 errors:`), the
    /// first ``relatedErrorLimit``; each list ends with "and 7 more" when shown in part. Each
    /// link is one `help:` line after the code, its label first and its URL in angle brackets
    /// (`help: About quotas <https://…>`); the URL is never wrapped, so it can be copied whole,
    /// and with `hyperlinks` it is an OSC 8 hyperlink.
    ///
    /// A text past ``bound`` (an item of a list past ``itemBound``) is cut, with a note, unless
    /// the report is verbose.
    func text(width: Int, color: Bool, unicode: Bool, hyperlinks: Bool = false) -> String {
        var layout = TextLayout(
            width: max(10, width), color: color, unicode: unicode, labels: labels, bound: verbose ? nil : Self.bound)
        let bullet = unicode ? "• " : "- "
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
        if !alert.fieldErrors.isEmpty {
            let list = BoundedList(count: alert.fieldErrors.count, limit: Self.fieldErrorLimit)
            for field in alert.fieldErrors.prefix(list.shown) {
                layout.write("  " + bullet)
                layout.item(labels.fieldError(field), leadWidth: 4, indent: 4)
            }
            layout.more(labels.more(list), indent: 2)
        }
        if !alert.relatedErrors.isEmpty {
            let list = BoundedList(count: alert.relatedErrors.count, limit: Self.relatedErrorLimit)
            layout.write("  ")
            layout.paragraph(layout.clean(TerminalText.flat(labels.errors(alert.relatedErrors.count))), indent: 2)
            for related in alert.relatedErrors.prefix(list.shown) {
                layout.write("    " + bullet)
                layout.item(related, leadWidth: 6, indent: 6)
            }
            layout.more(labels.more(list), indent: 4)
        }
        if !alert.causes.isEmpty {
            layout.write("  ")
            layout.write(layout.clean(labels.causedBy))
            layout.write("\n")
            for cause in alert.causes {
                layout.write("    " + bullet)
                layout.paragraph(cause, leadWidth: 6, indent: 6, bounded: true)
            }
        }
        if let codes, !codes.isEmpty { layout.labelledParagraph(labels.code, codes, indent: 4) }
        if let help = alert.help, !help.isEmpty { layout.labelledParagraph(labels.help, help, indent: 4) }
        if !alert.helpLinks.isEmpty {
            let list = BoundedList(count: alert.helpLinks.count, limit: Self.linkLimit)
            for link in alert.helpLinks.prefix(list.shown) {
                layout.link(labels.help, link, indent: 4, hyperlink: hyperlinks)
            }
            layout.more(labels.more(list), indent: 4)
        }
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
    /// A `limit` bounds the text in place of ``bound`` (unless ``bound`` is `nil`).
    mutating func paragraph(
        _ text: String, leadWidth: Int = 0, indent: Int, styled codes: String? = nil, isClean: Bool = false,
        bounded: Bool = false, limit: TextBound? = nil
    ) {
        // Most texts are ready as they stand and fit their first line: one look at their bytes.
        if !bounded || text.utf8.count <= (bound == nil ? nil : limit ?? bound)?.bytes ?? .max,
            let line = TerminalText.readyLine(text, fitting: width - leadWidth, asciiOnly: !unicode)
        {
            append(line, styled: codes)
            write("\n")
            return
        }
        // The lines of the whole text, when the bound had them wrapped: not wrapped twice.
        var whole: [String]?
        if bounded, let bound = self.bound.map({ limit ?? $0 }) {
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

    /// Appends one item of a list — a wrong value, a related error — on its own lines, bounded
    /// by ``CLIReport/itemBound``: a line break in it could forge a line of the report.
    mutating func item(_ text: String, leadWidth: Int, indent: Int) {
        paragraph(
            TerminalText.flat(text), leadWidth: leadWidth, indent: indent, bounded: true, limit: CLIReport.itemBound)
    }

    /// Appends "and 7 more", dim, indented by `indent` spaces, for a list shown in part.
    mutating func more(_ text: String?, indent: Int) {
        guard let text else { return }
        writeSpaces(indent)
        paragraph(TerminalText.flat(text), leadWidth: indent, indent: indent, styled: "2")
    }

    /// Appends a link as a labelled line, `help: About quotas <https://…>` (the URL alone when
    /// the link has no label), indented by `indent - 2` spaces. The label is sanitized, on one
    /// line and bounded by ``CLIReport/itemBound``; the URL (an absolute URI: printable ASCII) is
    /// never wrapped, so that it can be copied whole — on a line of its own when it does not fit
    /// after the label — and with `hyperlink`, when it is an `http` or `https` URL, it is an OSC 8
    /// hyperlink to itself. A URL past
    /// ``bound``'s bytes is cut, with `…`, and is no hyperlink.
    mutating func link(_ label: String, _ link: ResolvedHelpLink, indent: Int, hyperlink: Bool) {
        var url = clean(TerminalText.flat(link.url))
        let isWhole: Bool
        if let bound, url.utf8.count > bound.bytes, let cut = bound.cut(url) {
            (url, isWhole) = (String(cut.shown) + (unicode ? "…" : "..."), false)
        } else {
            isWhole = url == link.url
        }
        // Only a web link is clickable, as the HTML front decides: a `javascript:`, `file:` or
        // custom-scheme URL stays text to copy.
        let isWeb = ["http://", "https://"].contains { link.url.lowercased().hasPrefix($0) }
        let target = isWhole && isWeb && link.url.utf8.allSatisfy { (0x21...0x7E).contains($0) } ? link.url : nil
        func writeURL(_ before: String, _ after: String) {
            write(before)
            if hyperlink, let target {
                // OSC 8: ESC ] 8 ; ; URL ST, the text, ESC ] 8 ; ; ST. The URL holds no control.
                write("\u{1B}]8;;" + target + "\u{1B}\\" + url + "\u{1B}]8;;\u{1B}\\")
            } else {
                write(url)
            }
            write(after + "\n")
        }
        guard let text = link.label.map({ TerminalText.flat($0) }), !text.isEmpty else {
            writeLead(label, indent: indent)
            writeURL("", "")
            return
        }
        let leadWidth = writeLead(label, indent: indent)
        let shownLabel: String
        // Cut to the item bound's bytes, and to its rows as the label wraps after the lead (the
        // URL then goes on a line of its own).
        let ellipsis = unicode ? "…" : "..."
        let labelCut = CLIReport.itemBound.cut(text) { start, isCut in
            TerminalText.wrap(
                clean(String(start)) + (isCut ? ellipsis : ""), width: width - indent, firstWidth: width - leadWidth
            ).count
        }
        if bound != nil, let labelCut {
            shownLabel = clean(String(labelCut.shown)) + ellipsis
        } else {
            shownLabel = clean(text)
        }
        let urlWidth = TerminalText.width(of: url) + 2
        let labelLines = TerminalText.wrap(shownLabel, width: width - indent, firstWidth: width - leadWidth)
        for (index, line) in labelLines.enumerated() {
            if index > 0 { writeSpaces(indent) }
            write(TerminalText.plain(line))
            let isLast = index == labelLines.count - 1
            if isLast, TerminalText.width(of: line) + urlWidth + 1 <= width - (index == 0 ? leadWidth : indent) {
                writeURL(" <", ">")
                return
            }
            write("\n")
        }
        writeSpaces(indent)
        writeURL("<", ">")
    }

    /// Writes `label` in this language's form (`help:`, `aide :`, `帮助：`) and the gap after
    /// it, indented by `indent - 2` spaces; the cells written.
    @discardableResult
    private mutating func writeLead(_ label: String, indent: Int, styled codes: String? = nil) -> Int {
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
        return indent - 2 + leadWidth
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
        let leadWidth = writeLead(label, indent: indent, styled: codes)
        paragraph(text, leadWidth: leadWidth, indent: indent, styled: styled, bounded: bounded)
    }
}
