extension TerminalText {
    /// `text` with every character that could move the cursor, change colours, reorder the
    /// line or hide text replaced by a visible escape such as `\u{1B}`: C0 controls except line
    /// feed and tab, DEL, C1 controls, the bidirectional controls U+202A–U+202E and
    /// U+2066–U+2069, the line and paragraph separators and U+FEFF. A carriage return is escaped
    /// too; a CR LF pair becomes a line feed. Characters that show nothing and could hide text are
    /// escaped as well: the zero-width space, the word joiner and invisible operators
    /// (U+2060–U+2064), interlinear annotation marks, Hangul fillers, and tag characters
    /// (U+E0000–U+E007F) except in an emoji tag sequence (a subdivision flag); so is U+F8FF, which
    /// the fronts use to keep words together. Backslashes are left as they are, so a path reads as
    /// written; an escape is told from text only by context. The bidirectional marks (U+200E,
    /// U+200F, U+061C) and the joiners U+200C and U+200D are kept: Arabic, Hebrew, Indic scripts
    /// and emoji need them.
    package static func sanitized(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var previous: Unicode.Scalar?
        var inTagSequence = false  // after a black flag, the tags that name a subdivision
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            let isTag = (0xE0000...0xE007F).contains(scalar.value)
            inTagSequence = isTag ? (inTagSequence || previous == "\u{1F3F4}") : false
            if isTag && inTagSequence {
                result.unicodeScalars.append(scalar)
                continue
            }
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
        case 0x200B, 0x2060...0x2064, 0x180E, 0xFFF9...0xFFFB, 0x3164, 0xFFA0: true  // invisible
        case 0xE0000...0xE007F: true  // tags, outside an emoji tag sequence
        case 0xF8FF: true  // the fronts' own glue
        default: false
        }
    }

    package static func escape(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + String(repeating: "0", count: max(0, 2 - digits.count)) + digits + "}"
    }
}
