/// A bound on how much of one text a front shows: at most so many UTF-8 bytes and so many lines.
///
/// A text within the bound is shown whole. A longer one is cut after the last whole character
/// (grapheme cluster: a letter with its combining marks, an emoji sequence, a CR LF pair) that
/// fits, so the cut never falls inside a character or a UTF-8 sequence; what is left out is
/// counted, in characters and in lines, for the note a front puts after it.
///
/// Lines are the text's own (its line breaks) for ``cut(_:)``, and the rows a screen shows once
/// the text is wrapped for ``cut(_:rows:)``: one long line without a break is many rows.
package struct TextBound: Sendable, Hashable {
    /// The most UTF-8 bytes shown.
    package var bytes: Int
    /// The most lines shown, one at least: the text is cut before its line break number `lines`.
    package var lines: Int

    /// The bound on one text a person reads on a command line — a report's, a line prompt's: 20
    /// lines and 2,000 bytes (some 2,000 letters of English, 660 of Chinese).
    package static let commandLine = TextBound(bytes: 2_000, lines: 20)

    /// A bound of `bytes` UTF-8 bytes (0 at least) and `lines` lines (1 at least).
    package init(bytes: Int, lines: Int = .max) {
        self.bytes = max(0, bytes)
        self.lines = max(1, lines)
    }

    /// A text cut to a bound.
    package struct Cut: Sendable, Hashable {
        /// The part shown: whole characters from the start of the text.
        package var shown: Substring
        /// The characters left out.
        package var omittedCharacters: Int
        /// The line breaks left out, the one the cut falls before included.
        package var omittedLineBreaks: Int
    }

    /// `text` cut to the bound, or `nil` when it is within it and is shown whole.
    package func cut(_ text: String) -> Cut? {
        // Most texts are short: one count of their bytes, and of their line breaks when needed.
        let utf8 = text.utf8
        if utf8.count <= bytes && (lines == .max || utf8.lazy.filter({ $0 == 0x0A }).count < lines) { return nil }
        // Whole characters while they fit; grapheme breaking runs over the part shown, and over
        // one character more.
        var end = text.startIndex
        var lineBreaks = 0
        while end < text.endIndex {
            let next = text.index(after: end)
            if utf8.distance(from: text.startIndex, to: next) > bytes { break }
            if text[end].isLineBreak {
                if lineBreaks + 1 >= lines { break }
                lineBreaks += 1
            }
            end = next
        }
        if end == text.endIndex { return nil }
        let rest = text[end...]
        return Cut(
            shown: text[..<end], omittedCharacters: rest.count,
            omittedLineBreaks: rest.utf8.lazy.filter { $0 == 0x0A }.count)
    }
}

extension TextBound {
    /// `text` cut as ``cut(_:)`` cuts it, then further, when what is left still takes more than
    /// ``lines`` rows, to its longest start of whole characters that takes at most that many; `nil`
    /// when it is shown whole.
    ///
    /// `rows` says how many rows a start of the text takes where it is shown (wrapped to the width
    /// of the terminal, or of the report), given whether it is cut — it then ends with the `…` the
    /// front adds. It is called for the part ``cut(_:)`` leaves, at most ``bytes`` long, and, when
    /// that takes too many rows, for about log₂ of its length in characters more starts of it.
    package func cut(_ text: String, rows: (Substring, _ isCut: Bool) -> Int) -> Cut? {
        let first = cut(text)
        let shown = first?.shown ?? text[...]
        guard rows(shown, first != nil) > lines else { return first }
        // The starts that end at a character boundary; the longest that fits, by bisection (a
        // start one character longer never takes fewer rows). No characters fit, at worst: the
        // `…` alone is one row. `fits` counts the characters of a start that fits, `tooLong` of one
        // that does not.
        let ends = Array(shown.indices)
        var (fits, tooLong) = (0, ends.count)
        while tooLong - fits > 1 {
            let middle = (fits + tooLong) / 2
            if rows(shown[..<ends[middle]], true) <= lines { fits = middle } else { tooLong = middle }
        }
        let end = fits < ends.count ? ends[fits] : shown.endIndex
        let rest = text[end...]
        return Cut(
            shown: text[..<end], omittedCharacters: rest.count,
            omittedLineBreaks: rest.utf8.lazy.filter { $0 == 0x0A }.count)
    }
}

extension Character {
    /// Whether this is a line feed, or a CR LF pair: the breaks a front counts as lines.
    fileprivate var isLineBreak: Bool { self == "\n" || self == "\r\n" }
}
