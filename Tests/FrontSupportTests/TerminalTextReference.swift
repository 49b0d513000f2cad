import FrontSupport
import StringTables

/// Character-by-character forms of what `TerminalText` does by quicker means: the algorithms as
/// first written, before the quick paths, kept here to check that the quick ones agree.
enum TerminalTextReference {
    /// Wrapping, a character at a time, rebuilding each line as a string; with the one change
    /// that every cut leaves a line that fits (unless one character is wider than the line).
    static func wrap(_ text: String, width: Int, firstWidth: Int? = nil) -> [String] {
        var lines: [String] = []
        func limit() -> Int { max(1, lines.isEmpty ? (firstWidth ?? width) : width) }
        let text = text.replacing("\t", with: "    ")
        for paragraph in paragraphs(of: text) {
            var line = ""
            var lineWidth = 0
            var breaks: [String.Index] = []
            var afterBreak = false
            func fit(_ next: Character?) {
                let cells = next.map { TerminalText.width(of: $0) } ?? 0
                while lineWidth + cells > limit(), !line.isEmpty, next != nil || line.count > 1 {
                    afterBreak = true
                    let fits = lineWidth <= limit()
                    if next == " ", fits {
                        lines.append(trimmedTrailing(line))
                        (line, lineWidth, breaks) = ("", 0, [])
                        return
                    }
                    let usable = breaks.last { place in
                        place > line.startIndex && !isJoined(line, at: place, next: next)
                            && !(place == line.endIndex
                                ? next?.isClosingPunctuation == true : line[place].isClosingPunctuation)
                            && (fits || TerminalText.width(of: line[..<place]) <= limit())
                    }
                    let escape = line.ranges(of: "\\u{").map(\.lowerBound).last {
                        $0 > line.startIndex && (fits || TerminalText.width(of: line[..<$0]) <= limit())
                    }
                    let cut = usable ?? escape ?? hardCut(line, limit())
                    lines.append(trimmedTrailing(String(line[..<cut])))
                    line = String(line[cut...].drop { $0 == " " || isMark($0) })
                    lineWidth = TerminalText.width(of: line)
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
                if character == " " || isWide(character) { breaks.append(line.endIndex) }
                line.append(character)
                lineWidth += TerminalText.width(of: character)
                if isWide(character) { breaks.append(line.endIndex) }
            }
            fit(nil)
            lines.append(trimmedTrailing(line))
        }
        return lines
    }

    /// The text split at each line feed that is a character of its own (not the end of CR LF).
    private static func paragraphs(of text: String) -> [String] {
        var paragraphs = [""]
        for character in text {
            if character == "\n" { paragraphs.append("") } else { paragraphs[paragraphs.count - 1].append(character) }
        }
        return paragraphs
    }

    private static func isWide(_ character: Character) -> Bool {
        TerminalText.isWide(character.unicodeScalars.first?.value ?? 0)
    }

    private static func hardCut(_ line: String, _ limit: Int) -> String.Index {
        var cells = 0
        var index = line.startIndex
        while index < line.endIndex {
            cells += TerminalText.width(of: line[index])
            if cells > limit && index > line.startIndex { break }
            index = line.index(after: index)
        }
        return index
    }

    private static func isJoined(_ line: String, at place: String.Index, next: Character?) -> Bool {
        let before = line[line.index(before: place)].unicodeScalars.first
        let after = place == line.endIndex ? next?.unicodeScalars.first : line[place].unicodeScalars.first
        return before == TerminalText.joiner || after == TerminalText.joiner
    }

    private static func isWideBreak(_ line: String, at index: String.Index) -> Bool {
        isWide(line[line.index(before: index)]) || isWide(line[index])
    }

    private static func trimmedTrailing(_ line: String) -> String {
        var line = line
        while let last = line.last, last == " " || isMark(last) { line.removeLast() }
        return line
    }

    private static func isMark(_ character: Character) -> Bool {
        character.unicodeScalars.first == TerminalText.glue || character.unicodeScalars.first == TerminalText.joiner
    }

    /// Sanitizing, a scalar at a time, with no quick path for text that has nothing to escape.
    static func sanitized(_ text: String) -> String {
        var result = ""
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1F3F4}", let end = emojiTagSequenceEnd(scalars, after: index) {
                result.unicodeScalars.append(contentsOf: scalars[index..<end])
                index = end
                continue
            }
            if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" {
                index += 1
                continue
            }
            let previous = index > 0 ? scalars[index - 1] : nil
            if TerminalText.needsEscape(scalar) && !(isVariationSelector(scalar) && previous.map(isVariationSelector) == false) {
                result += InvisibleCharacter.escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
            index += 1
        }
        return result
    }

    private static func emojiTagSequenceEnd(_ scalars: [Unicode.Scalar], after start: Int) -> Int? {
        var index = start + 1
        while index < scalars.count, index - start <= 6,
            (0xE0030...0xE0039).contains(scalars[index].value) || (0xE0061...0xE007A).contains(scalars[index].value)
        {
            index += 1
        }
        guard index > start + 1, index < scalars.count, scalars[index] == "\u{E007F}" else { return nil }
        return index + 1
    }

    private static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x180B...0x180D, 0x180F: true
        default: false
        }
    }
}
