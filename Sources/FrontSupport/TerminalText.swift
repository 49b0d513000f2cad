/// Text made safe and fitted for a terminal: untrusted characters shown as visible escapes,
/// widths counted in terminal cells, lines wrapped without splitting a character.
package enum TerminalText {
    /// `text` with every character that could move the cursor, change colours, reorder the
    /// line or hide text replaced by a visible escape such as `\u{1B}`: C0 controls except line
    /// feed and tab, DEL, C1 controls, the bidirectional controls U+202A–U+202E and
    /// U+2066–U+2069, the line and paragraph separators and U+FEFF. A carriage return is escaped
    /// too; a CR LF pair becomes a line feed. Backslashes are left as they are, so a path reads as
    /// written; an escape is told from text only by context. The bidirectional marks (U+200E,
    /// U+200F, U+061C) are kept: Arabic and Hebrew text needs them.
    package static func sanitized(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n", previous == "\r" {
                result.unicodeScalars.removeLast(escape("\r").count)
                result.unicodeScalars.append("\n")
                continue
            }
            if needsEscape(scalar) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        case 0x2028, 0x2029, 0xFEFF: true  // invisible line breaks, and a zero-width no-break space
        default: false
        }
    }

    package static func escape(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + String(repeating: "0", count: max(0, 2 - digits.count)) + digits + "}"
    }

    /// A space that ``wrap(_:width:firstWidth:)`` never breaks at, for the report's own use
    /// (a private-use character); the report prints it as a plain space.
    package static let glue: Unicode.Scalar = "\u{F8FF}"

    /// `text` for a terminal that shows only ASCII: typographic punctuation becomes its ASCII
    /// look-alike, and anything else outside ASCII a visible `\u{…}` escape.
    package static func ascii(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case glue: result.unicodeScalars.append(glue)
            case "\u{2018}", "\u{2019}", "\u{201A}", "\u{2032}": result += "'"
            case "\u{201C}", "\u{201D}", "\u{201E}", "\u{00AB}", "\u{00BB}", "\u{2033}": result += "\""
            case "\u{2013}", "\u{2014}", "\u{2212}": result += "-"
            case "\u{2026}": result += "..."
            case "\u{00A0}", "\u{202F}", "\u{2009}": result += " "
            case "\u{2022}", "\u{00B7}": result += "*"
            case "\u{2190}": result += "<-"
            case "\u{2192}": result += "->"
            default:
                if scalar.isASCII { result.unicodeScalars.append(scalar) } else { result += escape(scalar) }
            }
        }
        return result
    }

    // MARK: Width

    /// The number of terminal cells `character` takes: 2 for East Asian wide and full-width
    /// characters and emoji, 0 for a lone combining mark or format character, else 1.
    package static func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.count > 1, character.unicodeScalars.contains(where: { $0 == "\u{FE0F}" }) {
            return 2  // emoji presentation selector
        }
        if first.properties.isEmojiPresentation { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        case .control: return 0
        default: break
        }
        return isWide(first.value) ? 2 : 1
    }

    /// The number of terminal cells `text` takes on one line.
    package static func width(of text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// East Asian Wide and Fullwidth ranges (Unicode's EastAsianWidth.txt, W and F), coarsely.
    package static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x16FE0...0x18CFF, 0x1B000...0x1B2FF, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD,
            0x30000...0x3FFFD:
            true
        default: false
        }
    }

    // MARK: Wrapping

    /// `text` broken into lines of at most `width` cells — `firstWidth` for the first line —
    /// never splitting a character (one wider than the line gets a line of its own). Lines break
    /// at spaces, and between the characters of scripts written without spaces (Chinese,
    /// Japanese) but never before closing punctuation such as `。` or `」`; a word longer than a
    /// line is cut, before a `\u{…}` escape where there is one. Existing line breaks are kept,
    /// tabs become four spaces, and spaces at a break are dropped.
    package static func wrap(_ text: String, width: Int, firstWidth: Int? = nil) -> [String] {
        var lines: [String] = []
        func limit() -> Int { max(1, lines.isEmpty ? (firstWidth ?? width) : width) }
        for paragraph in text.replacing("\t", with: "    ").split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            var breaks: [String.Index] = []  // places in `line` where it may end
            var afterBreak = false  // spaces right after a break are dropped
            /// Ends lines until `line`, and `next` after it, fit.
            func fit(_ next: Character?) {
                let cells = next.map { Self.width(of: $0) } ?? 0
                while lineWidth + cells > limit(), !line.isEmpty, next != nil || line.count > 1 {
                    afterBreak = true
                    if next == " " {
                        lines.append(trimmedTrailing(line))
                        (line, lineWidth, breaks) = ("", 0, [])
                        return
                    }
                    // The last break that does not leave closing punctuation at a line's start.
                    let usable = breaks.last { place in
                        place > line.startIndex
                            && !(place == line.endIndex
                                ? next?.isClosingPunctuation == true : line[place].isClosingPunctuation)
                    }
                    // Else before an escape, else after as many characters as fit (at least one).
                    let escape = line.ranges(of: "\\u{").last.map(\.lowerBound).flatMap {
                        $0 > line.startIndex ? $0 : nil
                    }
                    let cut = usable ?? escape ?? hardCut(line, limit())
                    lines.append(trimmedTrailing(String(line[..<cut])))
                    line = String(line[cut...].drop { $0 == " " })
                    lineWidth = Self.width(of: line)
                    breaks = line.indices.filter { index in
                        index > line.startIndex
                            && (line[line.index(before: index)] == " " || isWideBreak(line, at: index))
                    }
                }
            }
            for character in paragraph {
                fit(character)
                if character == " " {
                    if afterBreak && line.isEmpty { continue }
                } else {
                    afterBreak = false
                }
                if character == " " || isWide(character.unicodeScalars.first?.value ?? 0) {
                    breaks.append(line.endIndex)
                }
                line.append(character)
                lineWidth += Self.width(of: character)
                if isWide(character.unicodeScalars.first?.value ?? 0) { breaks.append(line.endIndex) }
            }
            fit(nil)
            lines.append(trimmedTrailing(line))
        }
        return lines
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

    /// Whether a line may break before `index` because a wide character ends or starts there.
    private static func isWideBreak(_ line: String, at index: String.Index) -> Bool {
        let before = line[line.index(before: index)]
        return isWide(before.unicodeScalars.first?.value ?? 0) || isWide(line[index].unicodeScalars.first?.value ?? 0)
    }

    private static func trimmedTrailing(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}

extension Character {
    /// Punctuation that must not start a line (Japanese kinsoku, Chinese and Korean alike).
    package var isClosingPunctuation: Bool {
        "。．，、：；！？）」』】〕〉》”’ー々〜…・,.;:!?)]}%".contains(self)
    }
}
