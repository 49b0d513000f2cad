/// Scanning for ``StringsParser``: tokens, quoted strings and their escapes, and the space and
/// comments between them.
extension StringsParser {
    // MARK: Tokens

    struct Token {
        var text: String
        var spansLines: Bool
    }

    var peek: UInt8? { index < text.count ? text[index] : nil }

    /// Text from a range of the (already validated) bytes.
    func string(_ range: Range<Int>) -> String {
        Self.string(validUTF8: UnsafeBufferPointer(rebasing: text[range]))
    }

    /// Text from bytes known to be valid UTF-8, copied without checking them again where the
    /// standard library can (the whole file was checked once, before parsing).
    static func string(validUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            var span = unsafe UTF8Span(unchecked: bytes.span)
            // Marks ASCII text as such, as checking decoding does: hashing it then skips normalization.
            _ = span.checkForASCII()
            return String(copying: span)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"),
            UInt8(ascii: ":"):
            true
        default: false
        }
    }

    static func describe(_ byte: UInt8) -> String {
        byte < 0x20 || byte == 0x7F ? "\\u{\(String(byte, radix: 16))}" : String(decoding: [byte], as: UTF8.self)
    }

    /// A quoted string or an unquoted token; on failure reports, skips to the next line and returns nil.
    mutating func parseString(role: @autoclosure () -> String) -> Token? {
        guard let byte = peek else {
            report(.error, "expected the \(role()), but the file ends", at: index)
            return nil
        }
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return parseQuoted(quote: byte) }
        if Self.isUnquoted(byte) {
            let start = index
            while let next = peek, Self.isUnquoted(next) { index += 1 }
            return Token(text: string(start..<index), spansLines: false)
        }
        let found = byte < 0x80 ? "'\(Self.describe(byte))'" : "a character that needs quotes"
        report(.error, "expected the \(role()) as a quoted string, but found \(found)", at: index)
        index = startOfLine(after: index)
        return nil
    }

    mutating func parseQuoted(quote: UInt8) -> Token? {
        let open = index
        index += 1
        let start = index
        var spansLines = false
        // Fast path: find the closing quote; if no backslash comes before it, the string is
        // the bytes in between.
        if let close = find(quote, in: index..<text.count), find(UInt8(ascii: "\\"), in: index..<close) == nil {
            spansLines = find(UInt8(ascii: "\n"), in: index..<close) != nil
            index = close + 1
            return Token(text: string(start..<close), spansLines: spansLines)
        }
        // Otherwise walk to the first backslash (or the end).
        while index < text.count, text[index] != UInt8(ascii: "\\"), text[index] != quote {
            if text[index] == UInt8(ascii: "\n") { spansLines = true }
            index += 1
        }
        guard index < text.count else {
            report(
                .error, "this string is never closed; add the missing \(quote == UInt8(ascii: "\"") ? "\"" : "'")",
                at: open)
            return nil
        }
        // Slow path: escapes from here on, collected as UTF-8 bytes.
        var bytes = Array(UnsafeBufferPointer(rebasing: text[start..<index]))
        while index < text.count {
            let byte = text[index]
            if byte == quote {
                index += 1
                // Valid: bytes of the validated text, cut at scalar boundaries, and encoded scalars.
                return Token(text: bytes.withUnsafeBufferPointer(Self.string), spansLines: spansLines)
            }
            if byte == UInt8(ascii: "\n") { spansLines = true }
            guard byte == UInt8(ascii: "\\") else {
                bytes.append(byte)
                index += 1
                continue
            }
            parseEscape { UTF8.encode($0) { bytes.append($0) } }
        }
        report(
            .error, "this string is never closed; add the missing \(quote == UInt8(ascii: "\"") ? "\"" : "'")", at: open
        )
        return nil
    }

    /// Reads one escape at `index` (a backslash) and appends what it stands for.
    mutating func parseEscape(_ emit: (Unicode.Scalar) -> Void) {
        let escapeStart = index
        index += 1
        guard let byte = peek else { return }
        index += 1
        switch byte {
        case UInt8(ascii: "a"): emit("\u{07}")
        case UInt8(ascii: "b"): emit("\u{08}")
        case UInt8(ascii: "f"): emit("\u{0C}")
        case UInt8(ascii: "n"): emit("\n")
        case UInt8(ascii: "r"): emit("\r")
        case UInt8(ascii: "t"): emit("\t")
        case UInt8(ascii: "v"): emit("\u{0B}")
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            emit(Unicode.Scalar(byte))
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
                    .error,
                    "the octal escape \\\(String(value, radix: 8)) is above \\377; it reads as \\\(String(value & 0xFF, radix: 8))",
                    at: escapeStart)
                value &= 0xFF  // CoreFoundation keeps the low byte
            }
            if value < 0x80 {
                emit(Unicode.Scalar(UInt8(value)))
            } else if let scalar = Unicode.Scalar(NeXTSTEPEncoding.scalars[value - 0x80]), scalar != "\u{0}" {
                emit(scalar)
            } else {
                report(
                    .error,
                    "the octal escape \\\(String(value, radix: 8)) is not a character; write \\U and four hex digits",
                    at: escapeStart)
                emit("\u{FFFD}")
            }
        case UInt8(ascii: "U"):
            let unit = readHex()
            guard let unit else {
                report(.error, "\\U must be followed by one to four hex digits, as in \\U00E9", at: escapeStart)
                emit("\u{0}")
                return
            }
            if UTF16.isLeadSurrogate(unit) {
                let save = index
                if peek == UInt8(ascii: "\\"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "U") {
                    index += 2
                    if let low = readHex(), UTF16.isTrailSurrogate(low) {
                        let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
                        emit(Unicode.Scalar(value) ?? "\u{FFFD}")
                        return
                    }
                    index = save
                }
                report(
                    .warning,
                    "\\U\(String(unit, radix: 16, uppercase: true)) is half of a surrogate pair with no other half; it reads as U+FFFD",
                    at: escapeStart)
                emit("\u{FFFD}")
            } else if UTF16.isTrailSurrogate(unit) {
                report(
                    .warning,
                    "\\U\(String(unit, radix: 16, uppercase: true)) is half of a surrogate pair with no other half; it reads as U+FFFD",
                    at: escapeStart)
                emit("\u{FFFD}")
            } else {
                emit(Unicode.Scalar(unit) ?? "\u{FFFD}")
            }
        default:
            // CoreFoundation drops the backslash; so do we, but it is almost always a typo.
            index -= 1
            let scalarEnd = nextScalarEnd(from: index)
            let written = String(decoding: text[index..<scalarEnd], as: UTF8.self)
            report(
                .error, "unknown escape '\\\(written)'; it reads as '\(written)' (write \\\\ for a backslash)",
                at: escapeStart)
            written.unicodeScalars.forEach(emit)
            index = scalarEnd
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

    func nextScalarEnd(from position: Int) -> Int {
        var end = position + 1
        while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
        return end
    }

    // MARK: Skipping

    mutating func skipSpaceAndComments() {
        while index < text.count {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0:
                index += 1
            case UInt8(ascii: "/") where index + 1 < text.count && text[index + 1] == UInt8(ascii: "/"):
                // Like CoreFoundation, a line comment ends at LF, CR, U+2028 or U+2029.
                while index < text.count, text[index] != UInt8(ascii: "\n"), text[index] != UInt8(ascii: "\r"),
                    !(text[index] == 0xE2 && index + 2 < text.count && text[index + 1] == 0x80
                        && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9))
                {
                    index += 1
                }
            case UInt8(ascii: "/") where index + 1 < text.count && text[index + 1] == UInt8(ascii: "*"):
                let open = index
                index += 2
                // Each '*' is found with memchr; the comment ends at the first one followed by '/'.
                var closed = false
                while !closed, let star = find(UInt8(ascii: "*"), in: index..<text.count) {
                    closed = star + 1 < text.count && text[star + 1] == UInt8(ascii: "/")
                    index = closed ? star + 2 : star + 1
                }
                if !closed {
                    report(.error, "this comment is never closed; add the missing */", at: open)
                    index = text.count
                }
            case 0xE2
            where index + 2 < text.count && text[index + 1] == 0x80
                && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9):
                index += 3  // U+2028, U+2029: line and paragraph separators
            case 0xC2 where index + 1 < text.count && text[index + 1] == 0xA0:
                index += 2  // U+00A0, no-break space
            default:
                return
            }
        }
    }

    /// Skips a nested `{…}`, `(…)` or `<…>` value, strings and nesting included.
    mutating func skipNested() {
        var depth = 0
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: ">"): depth -= 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                _ = parseQuoted(quote: byte)
                continue
            default: break
            }
            index += 1
            if depth == 0 { return }
        }
    }

    func startOfLine(after position: Int) -> Int {
        var next = position
        while next < text.count, text[next] != UInt8(ascii: "\n") { next += 1 }
        return min(next + 1, text.count)
    }
}
