extension TerminalText {
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
}
