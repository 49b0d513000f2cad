internal import Alerts
internal import FrontSupport
internal import StringTables

/// The dialog drawn as lines of text, without a terminal: a box holding the title, the message
/// and the buttons, and the key hints under it.
///
/// ```text
/// ┌────────────────────────────────┐
/// │ Save failed.                   │
/// │                                │
/// │ The disk is full.              │
/// │ Free up some space, then try   │
/// │ again.                         │
/// │                                │
/// │ https://example.com/help/disk  │
/// │                                │
/// │     [ Retry ]    Cancel        │
/// └────────────────────────────────┘
///  ←/→ move · Enter choose · Esc close
/// ```
///
/// Every text is sanitized (``TerminalText/sanitized(_:)``), and made ASCII when the terminal
/// shows only ASCII, which also draws the box with `+`, `-` and `|`. Widths are counted in
/// terminal cells per character (``TerminalText/width(of:)-swift.type.method``), so the right
/// border lines up whatever the script: every line of the box has the same width. The box is
/// as wide as its longest text needs, from ``narrowest`` to ``widest`` cells, and never wider
/// than the terminal less one column (a line that fills the last column makes some terminals
/// wrap); the key hints may be wider, up to the terminal's width. A message longer than the
/// terminal has rows for is shown through a ``Window``: the lines that fit, between a line that
/// says how many are above and one that says how many are below, and the key hints start with
/// `↑/↓ scroll`. The focused button is bracketed, `[ Retry ]`, so focus shows without colour; with
/// colour it is also in reverse video, the default button bold, a destructive one red, the
/// title bold and the hint and key hints dim.
struct DialogScreen: Sendable {
    /// The narrowest box, and the narrowest terminal the dialog is drawn on (less one column).
    static let narrowest = 20
    /// The widest box: wider lines are hard to read.
    static let widest = 72

    /// The words of the key hints, already in the dialog's language.
    struct KeyHints: Sendable, Hashable {
        /// After ←/→: the arrows move between buttons.
        var move: String
        /// After Enter: it chooses the focused button.
        var choose: String
        /// After Esc: it closes the dialog.
        var close: String
        /// After ↑/↓, when the message scrolls: they scroll it.
        var scroll: String = "scroll"
    }

    /// The part of a long message shown: from line `first`, `visible` lines, between two lines
    /// that say how many are above and below (either may be empty).
    struct Window: Sendable, Hashable {
        /// The index of the message's first line shown.
        var first: Int
        /// How many lines of the message are shown.
        var visible: Int
        /// The line over them: how many lines are above, or empty at the top.
        var above: String
        /// The line under them: how many lines are below, or empty at the end.
        var below: String
    }

    /// How the dialog fits a terminal.
    enum Fit: Sendable, Hashable {
        /// All of it.
        case whole
        /// All but the message, of which `visible` lines of `total` fit (``Window``).
        case scrolling(visible: Int, total: Int)
        /// Not even with a line of the message: only the buttons can be drawn.
        case none
    }

    /// The title, message body, hint and labels as shown: sanitized, and ASCII if need be.
    let title: String
    let body: String?
    let hint: String?
    /// The error's code with its label (`code: E1042`), shown under the message, for the user to
    /// quote or search for.
    let code: String?
    /// The error's wrong values, related errors and links, each bounded (``Lists``), as shown:
    /// the message's rows end with them, under the hint, so that they scroll with it.
    let lists: [String]
    let buttons: [ResolvedButton]
    let keyHints: String?
    /// The key hints when the message scrolls, `↑/↓ scroll` first.
    let scrollingKeyHints: String?
    let unicode: Bool
    let color: Bool
    /// The width in cells of the longest line of the title, message, hint and code.
    let longest: Int
    /// The message's rows for each inner width drawn at, wrapped once: a long message scrolls
    /// without being wrapped again at each key. A few widths at most (a resize adds one).
    let wrappedMessages = Locked<[Int: [[Segment]]]>([:])

    /// The screen for `alert`; `codeLabel` is the label before the error's code in the dialog's
    /// language (`code:`, `代码：`), and `lists` the error's lists in it (``Lists``).
    init(
        alert: ResolvedAlert, keyHints: KeyHints?, codeLabel: String = "code:", lists: Lists = Lists(),
        unicode: Bool, color: Bool
    ) {
        func shown(_ text: String) -> String {
            let safe = TerminalText.sanitized(text)
            return unicode ? safe : TerminalText.ascii(safe)
        }
        func shownIfAny(_ text: String?) -> String? { text.flatMap { $0.isEmpty ? nil : shown($0) } }
        self.title = shown(alert.title)
        self.body = shownIfAny(alert.body)
        self.hint = shownIfAny(alert.hint)
        self.code = alert.error?.errorCode.flatMap { $0.isEmpty ? nil : shown(TerminalText.labelled(codeLabel, $0)) }
        // Each list after a blank line, an item a line.
        self.lists = [lists.fieldErrors, lists.relatedErrors, lists.links].filter { !$0.isEmpty }.flatMap {
            [""] + $0.map { shown(TerminalText.flat($0)) }
        }
        self.buttons = alert.buttons.map { ResolvedButton(shown($0.label), role: $0.role, isDefault: $0.isDefault) }
        // Each hint stays on one line, with the dot after it; the hints wrap between them.
        let dot = unicode ? " ·" : " *"
        let hints = keyHints.map { hints in
            [shown("←/→ " + hints.move) + dot, shown("Enter " + hints.choose) + dot, shown("Esc " + hints.close)]
        }
        self.keyHints = hints.map { $0.map(TerminalText.keptTogether).joined(separator: " ") }
        self.scrollingKeyHints = hints.map { hints in
            ([shown("↑/↓ " + (keyHints?.scroll ?? "scroll")) + dot] + hints).map(TerminalText.keptTogether)
                .joined(separator: " ")
        }
        self.unicode = unicode
        self.color = color
        let texts = ([title, body, hint, code].compactMap { $0 } + self.lists).flatMap { $0.split(separator: "\n") }
        self.longest = texts.map { TerminalText.width(of: $0) }.max() ?? 0
    }

    // MARK: Drawing

    /// The box, then the key hints if `showsKeyHints`, for a terminal `columns` cells wide;
    /// `focus` is the focused button; the message through `window` when there is one.
    func lines(focus: Int?, columns: Int, showsKeyHints: Bool = true, window: Window? = nil) -> [String] {
        let width = boxWidth(columns: columns, scrolling: window != nil)
        let inner = width - 4
        var rows: [[Segment]] = []
        rows += wrapped(title, inner).map { [Segment($0, .title)] }
        var message = messageRows(inner)
        if let window {
            let first = max(0, min(window.first, message.count - window.visible))
            func mark(_ text: String) -> [Segment] {
                [Segment(fitted(unicode ? text : TerminalText.ascii(text), inner), .hint)]
            }
            message =
                [mark(window.above)] + message[first..<min(message.count, first + max(1, window.visible))]
                + [mark(window.below)]
        }
        if !message.isEmpty { rows += [[]] + message }
        if let code { rows += [[]] + wrapped(code, inner).map { [Segment($0, .hint)] } }
        rows += [[]] + buttonRows(focus: focus, width: inner)

        let box = boxCharacters
        var lines = [box.topLeft + String(repeating: box.horizontal, count: width - 2) + box.topRight]
        for row in rows {
            let cells = row.reduce(0) { $0 + TerminalText.width(of: $1.text) }
            let padding = String(repeating: " ", count: max(0, inner - cells))
            lines.append(box.vertical + " " + row.map(styled).joined() + padding + " " + box.vertical)
        }
        lines.append(box.bottomLeft + String(repeating: box.horizontal, count: width - 2) + box.bottomRight)
        if showsKeyHints, let keyHints = window == nil ? keyHints : scrollingKeyHints {
            // As wide as the box, or wider if the terminal has room: hints wrap only when they must.
            let hintsWidth = max(width - 1, min(TerminalText.width(of: keyHints), columns - 2))
            lines += wrapped(keyHints, hintsWidth).map { " " + styled(Segment($0, .hint)) }
        }
        return lines
    }

    /// The line a finished dialog leaves under its box (``DialogSession``), dim, wrapped to the
    /// terminal's width less one column.
    func recordLines(_ record: String, columns: Int) -> [String] {
        let text = unicode ? TerminalText.sanitized(record) : TerminalText.ascii(TerminalText.sanitized(record))
        return wrapped(text, max(1, columns - 2)).map { " " + styled(Segment($0, .hint)) }
    }

    /// Whether the dialog fits a terminal of this size, whole or with its message scrolling
    /// (``fit(columns:rows:showsKeyHints:)``).
    func fits(columns: Int, rows: Int, showsKeyHints: Bool = true) -> Bool {
        fit(columns: columns, rows: rows, showsKeyHints: showsKeyHints) != .none
    }

    /// How the dialog fits a terminal of this size, with a line to spare for the cursor: it
    /// needs at least ``narrowest`` cells (plus the column left free), and all but the message
    /// with a line of it, and the lines above and below, in the rows.
    func fit(columns: Int, rows: Int, showsKeyHints: Bool = true) -> Fit {
        guard columns > Self.narrowest else { return .none }
        // A message with as many rows as the terminal cannot fit whole: it is not drawn to see.
        if messageRows(boxWidth(columns: columns) - 4).count < rows,
            lines(focus: nil, columns: columns, showsKeyHints: showsKeyHints).count < rows
        {
            return .whole
        }
        let total = messageRows(boxWidth(columns: columns, scrolling: true) - 4).count
        let smallest = Window(first: 0, visible: 1, above: "", below: "")
        let others = lines(focus: nil, columns: columns, showsKeyHints: showsKeyHints, window: smallest).count - 3
        let visible = rows - 1 - others - 2
        return visible >= 1 && visible < total ? .scrolling(visible: visible, total: total) : .none
    }

    /// The buttons alone on one line, cut to fit: what is drawn when a terminal is resized
    /// below the size the box needs. The focused button is always among them: the line starts
    /// as early as it can while the focused button still fits, and a `…` marks buttons left out
    /// before it.
    func compactLine(focus: Int?, columns: Int) -> String {
        let width = max(1, columns - 1)
        let cells = buttons.enumerated().map { index, button in
            buttonCell(button, focused: index == focus, width: width)
        }
        let ellipsis = Segment(unicode ? "…" : "...", .plain)
        func widthOf(_ range: ClosedRange<Int>) -> Int {
            range.reduce(0) { $0 + TerminalText.width(of: cells[$1].text) } + range.count - 1
        }
        var start = 0
        if let focus, cells.indices.contains(focus) {
            start = focus
            let mark = TerminalText.width(of: ellipsis.text) + 1
            while start > 0, widthOf((start - 1)...focus) + (start - 1 > 0 ? mark : 0) <= width { start -= 1 }
        }
        // The mark only where the focused button still fits after it.
        let marked = start > 0 && (focus.map { widthOf($0...$0) } ?? 0) + TerminalText.width(of: ellipsis.text) < width
        var segments: [Segment] = marked ? [ellipsis] : []
        var used = marked ? TerminalText.width(of: ellipsis.text) : 0
        for index in cells.indices where index >= start {
            let cell = cells[index]
            let needed = TerminalText.width(of: cell.text) + (segments.isEmpty ? 0 : 1)
            guard used + needed <= width else { break }
            if !segments.isEmpty { segments.append(Segment(" ", .plain)) }
            segments.append(cell)
            used += needed
        }
        return segments.map(styled).joined()
    }

    /// The cells `line` takes, its colour codes (`ESC [ … m`, only ever the screen's own: texts
    /// are sanitized) taking none.
    static func cells(_ line: String) -> Int {
        var cells = 0
        var inCode = false
        for character in line {
            if inCode {
                if character == "m" { inCode = false }
            } else if character == "\u{1B}" {
                inCode = true
            } else {
                cells += TerminalText.width(of: character)
            }
        }
        return cells
    }

    /// The width of the box for a terminal `columns` cells wide; as wide as it may be when the
    /// message scrolls, for the most of it and room for the lines above and below.
    func boxWidth(columns: Int, scrolling: Bool = false) -> Int {
        if scrolling { return max(Self.narrowest, min(Self.widest, columns - 1)) }
        let buttonsWidth = buttons.reduce(0) { $0 + TerminalText.width(of: $1.label) + 5 } - 1
        let needed = max(longest, buttonsWidth) + 4
        return max(Self.narrowest, min(needed, Self.widest, columns - 1))
    }
}

/// The characters a box is drawn with.
struct BoxCharacters: Sendable, Hashable {
    var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: String

    /// Light box-drawing characters, in every terminal font.
    static let unicode = BoxCharacters(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
    /// For terminals that show only ASCII.
    static let ascii = BoxCharacters(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|")
}
