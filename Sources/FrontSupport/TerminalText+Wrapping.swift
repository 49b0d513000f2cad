extension TerminalText {
    /// `text` broken into lines of at most `width` cells — `firstWidth` for the first line —
    /// never splitting a character (one wider than the line gets a line of its own). Lines break
    /// at spaces, and between the characters of scripts written without spaces (Chinese,
    /// Japanese) but never before closing punctuation such as `。` or `」`; a word longer than a
    /// line is cut, before a `\u{…}` escape where there is one. Never beside a ``joiner``, nor at a
    /// ``glue``: text ``keptTogether(_:)`` stays on one line when it fits one. Existing line
    /// breaks are kept, tabs become four spaces, and spaces at a break are dropped. No line is
    /// wider than its width but one that holds a single character too wide for any.
    package static func wrap(_ text: String, width: Int, firstWidth: Int? = nil) -> [String] {
        var lines: [String] = []
        func limit() -> Int { max(1, lines.isEmpty ? (firstWidth ?? width) : width) }
        let text = text.utf8.contains(UInt8(ascii: "\t")) ? text.replacing("\t", with: "    ") : text
        // The paragraph's line being filled, and the cells it takes.
        var line = ""
        var lineWidth = 0
        // Places in the line where it may end, in order.
        var breaks: [String.Index] = []
        // Whether the last line ended at a break: spaces right after a break are dropped.
        var afterBreak = false
        // Ends lines until the line, and `next` after it (if any), fit.
        func fit(_ next: Character?) {
            let cells = next.map(Self.width(of:)) ?? 0
            while lineWidth + cells > limit(), !line.isEmpty, next != nil || line.count > 1 {
                afterBreak = true
                // Each cut leaves a line that fits, unless it holds one character too wide for
                // any: the line may be wider than the limit when the first line was allowed more.
                let fits = lineWidth <= limit()
                if next == " ", fits {
                    lines.append(trimmedTrailing(line))
                    (line, lineWidth, breaks) = ("", 0, [])
                    return
                }
                // The last break that does not leave closing punctuation at a line's start.
                let usable = breaks.last { place in
                    place > line.startIndex && !isJoined(line, at: place, next: next)
                        && !(place == line.endIndex
                            ? next?.isClosingPunctuation == true : line[place].isClosingPunctuation)
                        && (fits || Self.width(of: line[..<place]) <= limit())
                }
                // Else before an escape, else after as many characters as fit (at least one).
                let escape = line.indices.last { place in
                    place > line.startIndex && line[place...].hasPrefix("\\u{")
                        && (fits || Self.width(of: line[..<place]) <= limit())
                }
                let cut = usable ?? escape ?? hardCut(line, limit())
                lines.append(trimmedTrailing(String(line[..<cut])))
                line = String(line[cut...].drop { $0 == " " || isMark($0) })
                lineWidth = Self.width(of: line)
                breaks = line.indices.filter { index in
                    index > line.startIndex
                        && (line[line.index(before: index)] == " " || isWide(line[line.index(before: index)])
                            || isWide(line[index]))
                }
            }
        }
        // A line feed that ends a CR LF pair is one character with it: not a line break.
        for character in text {
            if character == "\n" {
                fit(nil)
                lines.append(trimmedTrailing(line))
                (line, lineWidth, breaks, afterBreak) = ("", 0, [], false)
                continue
            }
            fit(character)
            if character == " " {
                if afterBreak && line.isEmpty { continue }
            } else {
                afterBreak = false
            }
            if character == " " || isWide(character) { breaks.append(line.endIndex) }
            line.append(character)
            lineWidth += Self.width(of: character)
            if isWide(character) { breaks.append(line.endIndex) }
        }
        fit(nil)
        lines.append(trimmedTrailing(line))
        return lines
    }

    /// Whether the first scalar of `character` is East Asian Wide or Fullwidth: a line may break
    /// before and after it.
    private static func isWide(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first, !first.isASCII else { return false }
        return isWide(first.value)
    }

    /// Whether a ``joiner`` stands on either side of `place` in `line` (`next` follows its end).
    private static func isJoined(_ line: String, at place: String.Index, next: Character?) -> Bool {
        let before = line[line.index(before: place)].unicodeScalars.first
        let after = place == line.endIndex ? next?.unicodeScalars.first : line[place].unicodeScalars.first
        return before == joiner || after == joiner
    }

    /// The end of the longest start of `line` that fits in `limit` cells, one character at least.
    private static func hardCut(_ line: String, _ limit: Int) -> String.Index {
        var cells = 0
        var index = line.startIndex
        while index < line.endIndex {
            cells += width(of: line[index])
            if cells > limit && index > line.startIndex { break }
            index = line.index(after: index)
        }
        return index
    }

    /// `line` without the spaces, glued spaces and joiners at its end: a line cut inside text kept
    /// together ends in no space.
    private static func trimmedTrailing(_ line: String) -> String {
        var line = line
        while let last = line.last, last == " " || isMark(last) { line.removeLast() }
        return line
    }

    /// Whether `character` is a ``joiner`` or a ``glue``.
    private static func isMark(_ character: Character) -> Bool {
        character.unicodeScalars.first == glue || character.unicodeScalars.first == joiner
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
}
