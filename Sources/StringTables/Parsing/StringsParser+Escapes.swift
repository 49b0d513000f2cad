/// Escapes for ``StringsParser``: what a backslash in a quoted string stands for.
extension StringsParser {
    /// Reads one escape at `index` (a backslash): the character it stands for, or `nil` when the
    /// backslash ends the text.
    mutating func parseEscape() -> Unicode.Scalar? {
        let escapeStart = index
        index += 1
        guard let byte = peek else { return nil }
        index += 1
        switch byte {
        case UInt8(ascii: "a"): return "\u{07}"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "v"): return "\u{0B}"
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            return Unicode.Scalar(byte)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = Int(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, let next = peek, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) {
                value = value * 8 + Int(next - UInt8(ascii: "0"))
                digits += 1
                index += 1
            }
            if value > 0xFF {
                report(
                    .error, .badEscape,
                    "the octal escape \\\(String(value, radix: 8)) is above \\377; it reads as \\\(String(value & 0xFF, radix: 8))",
                    at: escapeStart)
                value &= 0xFF  // CoreFoundation keeps the low byte
            }
            if value < 0x80 {
                return Unicode.Scalar(UInt8(value))
            } else if let scalar = Unicode.Scalar(NeXTSTEPEncoding.scalars[value - 0x80]), scalar != "\u{0}" {
                return scalar
            } else {
                report(
                    .error, .badEscape,
                    "the octal escape \\\(String(value, radix: 8)) is not a character; write \\U and four hex digits",
                    at: escapeStart)
                return "\u{FFFD}"
            }
        case UInt8(ascii: "U"):
            let unit = readHex()
            guard let unit else {
                report(
                    .error, .badEscape, "\\U must be followed by one to four hex digits, as in \\U00E9", at: escapeStart
                )
                return "\u{0}"
            }
            if UTF16.isLeadSurrogate(unit) {
                let save = index
                if peek == UInt8(ascii: "\\"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "U") {
                    index += 2
                    if let low = readHex(), UTF16.isTrailSurrogate(low) {
                        let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
                        return Unicode.Scalar(value) ?? "\u{FFFD}"
                    }
                    index = save
                }
                report(
                    .warning, .badEscape,
                    "\\U\(String(unit, radix: 16, uppercase: true)) is half of a surrogate pair with no other half; it reads as U+FFFD",
                    at: escapeStart)
                return "\u{FFFD}"
            } else if UTF16.isTrailSurrogate(unit) {
                report(
                    .warning, .badEscape,
                    "\\U\(String(unit, radix: 16, uppercase: true)) is half of a surrogate pair with no other half; it reads as U+FFFD",
                    at: escapeStart)
                return "\u{FFFD}"
            } else {
                return Unicode.Scalar(unit) ?? "\u{FFFD}"
            }
        default:
            // CoreFoundation drops the backslash; so do we, but it is almost always a typo.
            index -= 1
            let scalarEnd = nextScalarEnd(from: index)
            let written = String(decoding: text[index..<scalarEnd], as: UTF8.self)
            report(
                .error, .badEscape,
                "unknown escape '\\\(written)'; it reads as '\(written)' (write \\\\ for a backslash)",
                at: escapeStart)
            index = scalarEnd
            // One character (the text is checked before it is used: see ``parseQuoted(open:quote:after:)``).
            return written.unicodeScalars.first ?? "\u{FFFD}"
        }
    }

    mutating func readHex() -> UInt16? {
        var value: UInt16 = 0
        var digits = 0
        while digits < 4, let byte = peek, let digit = Self.hexValue(byte) {
            value = value << 4 | UInt16(digit)
            digits += 1
            index += 1
        }
        return digits == 0 ? nil : value
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The end of the character that starts at `position`: an ASCII byte is one whole, so
    /// continuation bytes after it are left for the string's scan to find not UTF-8.
    func nextScalarEnd(from position: Int) -> Int {
        var end = position + 1
        if text[position] < 0x80 { return end }
        while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
        return end
    }
}
