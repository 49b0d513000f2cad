internal import Alerts
internal import FrontSupport
internal import StringTables

extension DialogScreen {
    /// How a piece of a line is shown.
    enum Style: Hashable {
        case plain, title, hint
        case button(focused: Bool, isDefault: Bool, destructive: Bool)
    }

    struct Segment: Hashable {
        var text: String
        var style: Style
        init(_ text: String, _ style: Style) {
            self.text = text
            self.style = style
        }
    }

    /// `segment`'s text, in colour when colour is on.
    func styled(_ segment: Segment) -> String {
        guard color else { return segment.text }
        var codes: [String] = []
        switch segment.style {
        case .plain: return segment.text
        case .title: codes = ["1"]
        case .hint: codes = ["2"]
        case .button(let focused, let isDefault, let destructive):
            if isDefault { codes.append("1") }
            if destructive { codes.append("31") }
            if focused { codes.append("7") }
            if codes.isEmpty { return segment.text }
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m" + segment.text + "\u{1B}[0m"
    }

    /// The message's rows, `width` cells wide: the body, then the hint, then the lists (a blank
    /// row before each); wrapped once per width.
    func messageRows(_ width: Int) -> [[Segment]] {
        if let rows = wrappedMessages.withLock({ $0[width] }) { return rows }
        var rows =
            wrapped(body, width).map { [Segment($0, .plain)] } + wrapped(hint, width).map { [Segment($0, .hint)] }
        // No blank row before the first list when there is no message over it.
        for line in lists.drop(while: { $0.isEmpty && rows.isEmpty }) {
            rows += line.isEmpty ? [[]] : wrapped(line, width).map { [Segment($0, .plain)] }
        }
        wrappedMessages.withLock { cache in
            if cache.count >= 4 { cache.removeAll() }
            cache[width] = rows
        }
        return rows
    }

    /// `text` wrapped to `width` cells, each line no wider (a character wider than the line is
    /// cut off with an ellipsis).
    func wrapped(_ text: String?, _ width: Int) -> [String] {
        guard let text else { return [] }
        return TerminalText.wrap(text, width: width).map { fitted(TerminalText.plain($0), width) }
    }

    /// `text` cut to at most `width` cells, never inside a character, with an ellipsis when cut.
    func fitted(_ text: String, _ width: Int) -> String {
        guard TerminalText.width(of: text) > width else { return text }
        let ellipsis = unicode ? "…" : "..."
        var result = ""
        var used = TerminalText.width(of: ellipsis)
        for character in text {
            let cells = TerminalText.width(of: character)
            if used + cells > width { break }
            result.append(character)
            used += cells
        }
        return result + ellipsis
    }

    /// A button as drawn: `[ Label ]` when focused, `  Label  ` otherwise, its label cut to
    /// fit `width`.
    func buttonCell(_ button: ResolvedButton, focused: Bool, width: Int) -> Segment {
        let label = fitted(button.label, max(1, width - 4))
        let text = focused ? "[ " + label + " ]" : "  " + label + "  "
        let style = Style.button(
            focused: focused, isDefault: button.isDefault, destructive: button.role == .destructive)
        return Segment(text, style)
    }

    /// The buttons in rows of at most `width` cells, one space apart, each row centred.
    func buttonRows(focus: Int?, width: Int) -> [[Segment]] {
        var rows: [[Segment]] = []
        var row: [Segment] = []
        var used = 0
        for (index, button) in buttons.enumerated() {
            let cell = buttonCell(button, focused: index == focus, width: width)
            let cells = TerminalText.width(of: cell.text)
            if !row.isEmpty, used + 1 + cells > width {
                rows.append(row)
                (row, used) = ([], 0)
            }
            if !row.isEmpty {
                row.append(Segment(" ", .plain))
                used += 1
            }
            row.append(cell)
            used += cells
        }
        if !row.isEmpty { rows.append(row) }
        return rows.map { row in
            let cells = row.reduce(0) { $0 + TerminalText.width(of: $1.text) }
            let indent = (width - cells) / 2
            return indent > 0 ? [Segment(String(repeating: " ", count: indent), .plain)] + row : row
        }
    }

    var boxCharacters: BoxCharacters { unicode ? .unicode : .ascii }
}
