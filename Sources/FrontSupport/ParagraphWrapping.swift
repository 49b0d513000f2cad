/// One paragraph broken into lines, as ``TerminalText/wrap(_:width:firstWidth:)`` describes:
/// each character of the paragraph is measured and classified once, into a cell, and a line is
/// a run of cells, made a string only when it is done. Only the cells of the line being filled
/// are kept, so the memory a paragraph takes is that of its longest line.
struct ParagraphWrapping {
    /// A character of the paragraph, and what wrapping needs to know of it.
    private struct Cell {
        /// Where the character starts in the paragraph, in UTF-8 bytes.
        var start: Int
        /// The cells it takes on a terminal (``TerminalText/width(of:)-(Character)``).
        var width: Int
        /// Its first scalar.
        var scalar: Unicode.Scalar
        /// Whether the character is that one scalar alone.
        var isSingleScalar: Bool
        /// Its first scalar is East Asian Wide or Fullwidth: a line may break before and after it.
        var isWide: Bool

        /// It is a plain space.
        var isSpace: Bool { isSingleScalar && scalar == " " }
        /// Its first scalar is ``TerminalText/joiner``.
        var isJoiner: Bool { scalar == TerminalText.joiner }
        /// Its first scalar is ``TerminalText/joiner`` or ``TerminalText/glue``.
        var isMark: Bool { scalar == TerminalText.joiner || scalar == TerminalText.glue }
        /// It must not start a line: closing punctuation (``Swift/Character/isClosingPunctuation``:
        /// none is a character of two scalars or more), a small kana (``TerminalText/cannotStartLine(_:)``).
        var cannotStartLine: Bool { isSingleScalar && TerminalText.cannotStartLine(scalar) }
        /// It must not end a line: an opening bracket or quotation mark (``TerminalText/cannotEndLine(_:)``).
        var cannotEndLine: Bool { isSingleScalar && TerminalText.cannotEndLine(scalar) }
        /// It is the character of the one scalar `character`.
        func `is`(_ character: Unicode.Scalar) -> Bool { isSingleScalar && scalar == character }
    }

    private let paragraph: Substring
    /// The width of every line but the first of all.
    private let width: Int
    /// The width of the first line of all, when it differs.
    private let firstWidth: Int?
    /// The cells from index `base` on; those before are forgotten.
    private var cells: [Cell] = []
    private var base = 0
    /// The line being filled: the cells from `lineStart` to `end`, where the next cell goes.
    private var lineStart = 0
    /// The cells the line takes.
    private var lineWidth = 0
    /// Places in the line, as indices of cells, where it may end, in order.
    private var breaks: [Int] = []
    /// Whether the last line ended at a break: spaces right after a break are dropped.
    private var afterBreak = false

    private init(_ paragraph: Substring, width: Int, firstWidth: Int?) {
        (self.paragraph, self.width, self.firstWidth) = (paragraph, width, firstWidth)
    }

    /// Appends the lines of `paragraph` to `lines`: at most `firstWidth` cells for the first of
    /// `lines`, `width` for the others. When `narrow`, every scalar of the paragraph is a narrow
    /// character of its own (``TerminalText/narrowWidth(of:)``), one cell each, read from the
    /// bytes; else the paragraph is broken into characters.
    static func wrap(_ paragraph: Substring, narrow: Bool, into lines: inout [String], width: Int, firstWidth: Int?) {
        var wrapping = ParagraphWrapping(paragraph, width: width, firstWidth: firstWidth)
        if narrow {
            wrapping.placeNarrowCells(into: &lines)
        } else {
            wrapping.placeCharacters(into: &lines)
        }
        wrapping.fit(nil, into: &lines)
        lines.append(wrapping.text(wrapping.lineStart, wrapping.end, next: nil))
    }

    /// Places a cell for each scalar of the paragraph, read from its bytes: every scalar is a
    /// narrow character (``TerminalText/narrowWidth(of:)``), one character and one cell.
    private mutating func placeNarrowCells(into lines: inout [String]) {
        paragraph.withUTF8Bytes { utf8 in
            var start = 0
            while start < utf8.count {
                let (value, length) = TerminalText.scalar(in: utf8, at: start)
                let scalar = Unicode.Scalar(value) ?? " "
                place(Cell(start: start, width: 1, scalar: scalar, isSingleScalar: true, isWide: false), into: &lines)
                start += length
            }
        }
    }

    /// Places a cell for each character of the paragraph, found by breaking it into characters.
    private mutating func placeCharacters(into lines: inout [String]) {
        var start = 0
        for character in paragraph {
            let scalars = character.unicodeScalars
            let first = scalars[scalars.startIndex]
            let length = character.utf8.count
            let properties = first.isASCII ? [] : DisplayWidthTable.properties(of: first)
            let cell = Cell(
                start: start,
                width: TerminalText.width(of: character, first: first, length: length, properties: properties),
                scalar: first, isSingleScalar: length == UTF8.width(first), isWide: properties.contains(.eastAsianWide))
            place(cell, into: &lines)
            start += length
        }
    }

    /// The cell at `index`, one not forgotten.
    private subscript(index: Int) -> Cell { cells[index - base] }

    /// The index the next cell gets.
    private var end: Int { base + cells.count }

    /// Ends lines until the line and `cell` fit, then places `cell` on the line.
    private mutating func place(_ cell: Cell, into lines: inout [String]) {
        let position = end
        fit(cell, into: &lines)
        cells.append(cell)
        defer { forgetCellsBeforeTheLine() }
        if cell.isSpace {
            if afterBreak && lineStart == position {
                lineStart = position + 1
                return
            }
        } else {
            afterBreak = false
        }
        if cell.isSpace || cell.isWide { breaks.append(position) }
        lineWidth += cell.width
        if cell.isWide { breaks.append(position + 1) }
    }

    /// Drops the cells before the line once they are many, and half the cells or more.
    private mutating func forgetCellsBeforeTheLine() {
        let unused = lineStart - base
        guard unused >= 256, unused >= cells.count / 2 else { return }
        cells.removeFirst(unused)
        base = lineStart
    }

    /// Ends lines until the line, and `next` after it (if any), fit.
    private mutating func fit(_ next: Cell?, into lines: inout [String]) {
        let position = end
        func limit() -> Int { max(1, lines.isEmpty ? (firstWidth ?? width) : width) }
        while lineWidth + (next?.width ?? 0) > limit(), position > lineStart,
            next != nil || position - lineStart > 1
        {
            afterBreak = true
            let limit = limit()
            // Each cut leaves a line that fits, unless it holds one character too wide for any:
            // the line may be wider than the limit when the first line was allowed more.
            let fits = lineWidth <= limit
            if next?.isSpace == true, fits {
                lines.append(text(lineStart, position, next: next))
                (lineStart, lineWidth, breaks) = (position, 0, [])
                return
            }
            // The last break that leaves neither closing punctuation (or a small kana) at a line's
            // start nor an opening bracket at a line's end.
            let usable = breaks.last { place in
                place > lineStart && !isJoined(at: place, next: next)
                    && !(place == position ? next?.cannotStartLine == true : self[place].cannotStartLine)
                    && !self[place - 1].cannotEndLine
                    && (fits || widthOf(lineStart, place) <= limit)
            }
            // Else before an escape, else after as many characters as fit (at least one).
            let cut = usable ?? lastEscape(fitting: fits ? nil : limit) ?? hardCut(limit, next: next)
            lines.append(text(lineStart, cut, next: next))
            lineStart = cut
            while lineStart < position, self[lineStart].isSpace || self[lineStart].isMark { lineStart += 1 }
            lineWidth = widthOf(lineStart, position)
            breaks = (lineStart..<position).dropFirst().filter { index in
                self[index - 1].isSpace || self[index - 1].isWide || self[index].isWide
            }
        }
    }

    /// The start of the last `\u{` escape in the line, unless it starts the line; with `limit`,
    /// the last whose line before it fits in `limit` cells.
    private func lastEscape(fitting limit: Int?) -> Int? {
        var place = end - 3
        while place >= lineStart {
            if self[place].is("\\"), self[place + 1].is("u"), self[place + 2].is("{") {
                guard place > lineStart else { return nil }
                if let limit, widthOf(lineStart, place) > limit {
                    place -= 1
                    continue
                }
                return place
            }
            place -= 1
        }
        return nil
    }

    /// The end of the longest start of the line that fits in `limit` cells, one character at least,
    /// and if it can be had by cutting a little earlier, one that leaves neither an opening bracket
    /// at the line's end nor closing punctuation or a small kana at the next one's start (text kept
    /// together too long for a line is cut so: `--choose '「下書き」` / `を削除'`, not `…下書き` / `」を…`).
    /// `next` follows the line's end.
    private func hardCut(_ limit: Int, next: Cell?) -> Int {
        var used = 0
        var index = lineStart
        while index < end {
            used += self[index].width
            if used > limit && index > lineStart { break }
            index += 1
        }
        var cut = index
        while cut > lineStart + 1, breaksLineRules(at: cut, next: next) { cut -= 1 }
        return breaksLineRules(at: cut, next: next) ? index : cut
    }

    /// Whether a cut of the line at `place` leaves an opening bracket at its end or closing
    /// punctuation or a small kana at the next line's start, the marks of text kept together
    /// skipped (`next` follows the line's end).
    private func breaksLineRules(at place: Int, next: Cell?) -> Bool {
        var after = place
        while after < end, self[after].isMark { after += 1 }
        let first = after < end ? self[after] : next
        var before = place - 1
        while before > lineStart, self[before].isMark { before -= 1 }
        return first?.cannotStartLine == true || self[before].cannotEndLine
    }

    /// Whether a joiner stands on either side of `place` in the line (`next` follows its end).
    private func isJoined(at place: Int, next: Cell?) -> Bool {
        self[place - 1].isJoiner || (place == end ? next?.isJoiner == true : self[place].isJoiner)
    }

    /// The cells from `start` to `end` take.
    private func widthOf(_ start: Int, _ end: Int) -> Int {
        cells[(start - base)..<(end - base)].reduce(0) { $0 + $1.width }
    }

    /// The line of the cells from `start` to `end` (`next` follows them), without the spaces,
    /// glued spaces and joiners at its end: a line cut inside text kept together ends in no space.
    private func text(_ start: Int, _ end: Int, next: Cell?) -> String {
        guard start < end else { return "" }
        var end = end
        while end > start, self[end - 1].isSpace || self[end - 1].isMark { end -= 1 }
        let utf8 = paragraph.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: self[start].start)
        let upper = end < self.end ? self[end].start : (next?.start ?? utf8.count)
        return String(paragraph[lower..<utf8.index(lower, offsetBy: upper - self[start].start)])
    }
}
