extension TerminalText {
    /// `text` broken into lines of at most `width` cells — `firstWidth` for the first line —
    /// never splitting a character (one wider than the line gets a line of its own). Lines break
    /// at spaces, and between the characters of scripts written without spaces (Chinese,
    /// Japanese) but never before closing punctuation such as `。` or `」` or a small kana such as
    /// `っ`, nor after an opening bracket such as `「` (UAX #14, as Japanese line breaking has it); a word longer than a
    /// line is cut, before a `\u{…}` escape where there is one. Never beside a ``joiner``, nor at a
    /// ``glue``: text ``keptTogether(_:)`` stays on one line when it fits one. Existing line
    /// breaks are kept, tabs become four spaces, and spaces at a break are dropped. No line is
    /// wider than its width but one that holds a single character too wide for any.
    package static func wrap(_ text: String, width: Int, firstWidth: Int? = nil) -> [String] {
        // Most texts are one paragraph of narrow characters that fits its line: nothing to break.
        if let line = readyLine(text, fitting: firstWidth ?? width, asciiOnly: false) { return [line] }
        var lines: [String] = []
        let text = contains(text, byte: UInt8(ascii: "\t")) ? text.replacing("\t", with: "    ") : text
        for paragraph in paragraphs(of: text) {
            let narrowCells = paragraph.withUTF8Bytes(narrowWidth)
            // Most paragraphs fit their line: nothing to break.
            if let narrowCells, narrowCells <= max(1, lines.isEmpty ? (firstWidth ?? width) : width) {
                lines.append(trimmedTrailingSpaces(ofNarrow: paragraph))
            } else {
                ParagraphWrapping.wrap(
                    paragraph, narrow: narrowCells != nil, into: &lines, width: width, firstWidth: firstWidth)
            }
        }
        return lines
    }

    /// The cells `text` takes when it is ready for a terminal as it stands, else `nil`: when every
    /// scalar is a character of one cell on its own (printable ASCII, Latin letters and signs,
    /// typographic dashes, quotation marks and the ellipsis), and only ASCII when `asciiOnly`.
    ///
    /// Such text needs no look at its characters: it is its own ``sanitized(_:)`` form (and, all
    /// ASCII, its own ``ascii(_:)`` form), it holds no line break, tab, ``glue`` or ``joiner``,
    /// and its width is the number of its scalars.
    package static func readyWidth(of text: String, asciiOnly: Bool) -> Int? {
        text.withUTF8Bytes { narrowWidth(of: $0, asciiOnly: asciiOnly) }
    }

    /// The one line that text ready as it stands (``readyWidth(of:asciiOnly:)``) makes when it
    /// fits in `width` cells: the text without the spaces at its end, what sanitizing it (and
    /// making it ASCII, when `asciiOnly`), wrapping it with `width` cells for the first line and
    /// ``plain(_:)`` give; `nil` for other text, which needs those steps.
    package static func readyLine(_ text: String, fitting width: Int, asciiOnly: Bool) -> String? {
        let (cells, endsInSpace) = text.withUTF8Bytes { utf8 in
            (narrowWidth(of: utf8, asciiOnly: asciiOnly), utf8.last == UInt8(ascii: " "))
        }
        guard let cells, cells <= max(1, width) else { return nil }
        return endsInSpace ? trimmedTrailingSpaces(ofNarrow: text) : text
    }

    /// `text`, whose every scalar is a narrow character (``narrowWidth(of:)``), without the spaces
    /// at its end: each such scalar is a character of its own, so the spaces are its last bytes.
    private static func trimmedTrailingSpaces(ofNarrow text: some StringProtocol) -> String {
        text.withUTF8Bytes { utf8 in
            var end = utf8.count
            while end > 0, utf8[end - 1] == UInt8(ascii: " ") { end -= 1 }
            return String(decoding: utf8[..<end], as: UTF8.self)
        }
    }

    /// `text` split at its line breaks — each line feed but the one of a CR LF pair, which is
    /// one character — found by their bytes rather than by breaking the text into characters.
    private static func paragraphs(of text: String) -> [Substring] {
        guard contains(text, byte: UInt8(ascii: "\n")) else { return [text[...]] }
        let utf8 = text.utf8
        var paragraphs: [Substring] = []
        var start = utf8.startIndex
        var previous: UInt8 = 0
        var index = start
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") {
                paragraphs.append(text[start..<index])
                start = utf8.index(after: index)
            }
            previous = byte
            utf8.formIndex(after: &index)
        }
        paragraphs.append(text[start...])
        return paragraphs
    }
}

extension Character {
    /// Punctuation that must not start a line (Japanese kinsoku, Chinese and Korean alike):
    /// `。．，、：；！？）」』】〕〉》”’ー々〜…・,.;:!?)]}%`, or a character canonically equivalent to one.
    package var isClosingPunctuation: Bool {
        let scalars = unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else {
            return false  // none of them has a decomposition: a character of two scalars is none of them
        }
        return TerminalText.isClosingPunctuation(first)
    }
}

extension TerminalText {
    /// Whether the character of the one scalar `scalar` is closing punctuation
    /// (``Swift/Character/isClosingPunctuation``).
    static func isClosingPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21, 0x25, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D: true  // !%),.:;?]}
        case 0x2019, 0x201D, 0x2026: true  // ’ ” …
        case 0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x301C: true
        case 0x30FB, 0x30FC: true  // ・ ー
        case 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F: true  // ！）．，：；？ fullwidth
        case 0x037E, 0x232A: true  // the Greek question mark is `;`, U+232A is `〉`, canonically
        default: false
        }
    }

    /// Whether a line must not start with the character of the one scalar `scalar`: closing
    /// punctuation (``isClosingPunctuation(_:)``), the small kana and the iteration marks (UAX #14's
    /// classes CJ and NS, as strict Japanese line breaking treats them).
    static func cannotStartLine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096:
            true  // ぁぃぅぇぉっゃゅょゎゕゖ
        case 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6:
            true  // ァィゥェォッャュョヮヵヶ
        case 0x31F0...0x31FF, 0xFF67...0xFF70: true  // small katakana extensions, halfwidth small kana and ｰ
        case 0x309D, 0x309E, 0x30FD, 0x30FE: true  // ゝゞヽヾ
        default: isClosingPunctuation(scalar)
        }
    }

    /// Whether a line must not end with the character of the one scalar `scalar`: opening
    /// brackets and quotation marks (UAX #14's class OP, and the opening quotes of Latin,
    /// Cyrillic and CJK text), `（「『【〔〈《“‘„«([{` and their kin.
    static func cannotEndLine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x28, 0x5B, 0x7B, 0xAB, 0x2018, 0x201A, 0x201C, 0x201E: true  // ([{«‘‚“„
        case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D: true  // 〈《「『【〔〖〘〚〝
        case 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62: true  // （［｛｟｢ fullwidth and halfwidth
        default: false
        }
    }
}
