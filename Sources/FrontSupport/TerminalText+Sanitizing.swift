extension TerminalText {
    /// `text` with every character that could move the cursor, change colours, reorder the
    /// line or hide text replaced by a visible escape such as `\u{1B}`: C0 controls except line
    /// feed and tab, DEL, C1 controls, the line and paragraph separators, and every default
    /// ignorable code point — characters that show nothing, such as the bidirectional controls,
    /// U+FEFF, the zero-width space, the word joiner, the soft hyphen, Hangul fillers and tag
    /// characters — and U+F8FE and U+F8FF, which the fronts use to keep text together. A carriage
    /// return is escaped too; a CR LF pair becomes a line feed.
    ///
    /// Kept, because scripts and emoji need them: the joiners U+200C and U+200D, the
    /// bidirectional marks U+200E, U+200F and U+061C, one variation selector after a character
    /// (a second one in a row is escaped: long runs can smuggle hidden text), and the tags of a
    /// well-formed emoji tag sequence (a subdivision flag, ended by U+E007F). Backslashes are left
    /// as they are, so a path reads as written; an escape is told from text only by context.
    package static func sanitized(_ text: String) -> String {
        // Most text has nothing to escape: it is returned as it is.
        if text.withUTF8Bytes(hasNothingToEscape) { return text }
        var result = ""
        let scalars = Array(text.unicodeScalars)
        result.unicodeScalars.reserveCapacity(scalars.count)
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
                continue  // the line feed follows
            }
            let previous = index > 0 ? scalars[index - 1] : nil
            if needsEscape(scalar) && !(scalar.isVariationSelector && previous?.isVariationSelector == false) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
            index += 1
        }
        return result
    }

    /// Whether no scalar of `utf8` is a carriage return or needs an escape (``needsEscape(_:)``),
    /// read from the bytes: printable ASCII eight bytes at a time, other scalars one by one.
    private static func hasNothingToEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < utf8.count {
            index += printableASCIIPrefix(utf8, from: index)
            guard index < utf8.count else { break }
            let byte = utf8[index]
            if byte < 0x80 {
                guard (0x20...0x7E).contains(byte) || byte == 0x0A || byte == 0x09 else { return false }
                index += 1
                continue
            }
            let (value, length) = scalar(in: utf8, at: index)
            guard let scalar = Unicode.Scalar(value), scalar != "\r", !needsEscape(scalar) else { return false }
            index += length
        }
        return true
    }

    /// The end of the tag sequence after the black flag at `start`, when it is well formed: one
    /// to six tag letters or digits, then the cancel tag.
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

    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E: false
        case 0x0A, 0x09: false
        case 0x200C, 0x200D, 0x200E, 0x200F, 0x061C: false  // joiners and bidirectional marks
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true  // invisible line breaks
        case 0xF8FE, 0xF8FF: true  // the fronts' own joiner and glue
        // Blocks with no default ignorable code point but those named (DerivedCoreProperties.txt),
        // answered without the runtime's property tables: Latin to Hangul jamo (U+061C is kept
        // above), general punctuation, CJK, kana and Hangul syllables.
        case 0xA0...0x115E: scalar.value == 0xAD || scalar.value == 0x34F
        case 0x2010...0x2027, 0x2030...0x205F, 0x3000...0x3163, 0x3165...0xD7FF: false
        default: scalar.properties.isDefaultIgnorableCodePoint
        }
    }

    package static func escape(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + String(repeating: "0", count: max(0, 2 - digits.count)) + digits + "}"
    }
}

extension Unicode.Scalar {
    /// Whether this is a variation selector (U+FE00–U+FE0F, U+E0100–U+E01EF, and the Mongolian
    /// ones U+180B–U+180D, U+180F).
    var isVariationSelector: Bool {
        switch value {
        case 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x180B...0x180D, 0x180F: true
        default: false
        }
    }
}
