extension TerminalText {
    /// `text` broken into lines of at most `width` cells — `firstWidth` for the first line —
    /// never splitting a character (one wider than the line gets a line of its own). Lines break
    /// at spaces, and between the characters of scripts written without spaces (Chinese,
    /// Japanese) but never before closing punctuation such as `。` or `」`; a word longer than a
    /// line is cut, before a `\u{…}` escape where there is one. Never beside a ``joiner``, nor at a
    /// ``glue``: text ``keptTogether(_:)`` stays on one line when it fits one. Existing line
    /// breaks are kept, tabs become four spaces, and spaces at a break are dropped.
    package static func wrap(_ text: String, width: Int, firstWidth: Int? = nil) -> [String] {
        var lines: [String] = []
        func limit() -> Int { max(1, lines.isEmpty ? (firstWidth ?? width) : width) }
        let text = text.withUTF8Bytes({ $0.contains(UInt8(ascii: "\t")) }) ? text.replacing("\t", with: "    ") : text
        for paragraph in paragraphs(of: text) {
            // Most paragraphs fit their line: nothing to break.
            if Self.width(of: paragraph) <= limit() {
                lines.append(trimmedTrailing(String(paragraph)))
                continue
            }
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
                        place > line.startIndex && !isJoined(line, at: place, next: next)
                            && !(place == line.endIndex
                                ? next?.isClosingPunctuation == true : line[place].isClosingPunctuation)
                    }
                    // Else before an escape, else after as many characters as fit (at least one).
                    let escape = line.ranges(of: "\\u{").last.map(\.lowerBound).flatMap {
                        $0 > line.startIndex ? $0 : nil
                    }
                    let cut = usable ?? escape ?? hardCut(line, limit())
                    lines.append(trimmedTrailing(String(line[..<cut])))
                    line = String(line[cut...].drop { $0 == " " || isMark($0) })
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

    /// `text` split at its line breaks — each line feed but the one of a CR LF pair, which is
    /// one character — found by their bytes rather than by breaking the text into characters.
    private static func paragraphs(of text: String) -> [Substring] {
        guard text.withUTF8Bytes({ $0.contains(UInt8(ascii: "\n")) }) else { return [text[...]] }
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

    /// Whether a joiner stands on either side of `place` (`next` follows the line's end).
    private static func isJoined(_ line: String, at place: String.Index, next: Character?) -> Bool {
        let before = line[line.index(before: place)].unicodeScalars.first
        let after = place == line.endIndex ? next?.unicodeScalars.first : line[place].unicodeScalars.first
        return before == joiner || after == joiner
    }

    /// Whether a line may break before `index` because a wide character ends or starts there.
    private static func isWideBreak(_ line: String, at index: String.Index) -> Bool {
        let before = line[line.index(before: index)]
        return isWide(before.unicodeScalars.first?.value ?? 0) || isWide(line[index].unicodeScalars.first?.value ?? 0)
    }

    /// `line` without the spaces, glued spaces and joiners at its end: a line cut inside text
    /// kept together ends in no space.
    private static func trimmedTrailing(_ line: String) -> String {
        guard let last = line.last, last == " " || isMark(last) else { return line }
        var line = line
        while let last = line.last, last == " " || isMark(last) { line.removeLast() }
        return line
    }

    /// Whether `character` is a glued space or a joiner.
    private static func isMark(_ character: Character) -> Bool {
        character.unicodeScalars.first == glue || character.unicodeScalars.first == joiner
    }
}

extension Character {
    /// Punctuation that must not start a line (Japanese kinsoku, Chinese and Korean alike).
    package var isClosingPunctuation: Bool {
        "。．，、：；！？）」』】〕〉》”’ー々〜…・,.;:!?)]}%".contains(self)
    }
}
