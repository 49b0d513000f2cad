/// Skipping for ``StringsParser``: the space and comments between tokens.
extension StringsParser {
    /// Skips space and comments. Between the tokens of an entry there is mostly one space or
    /// line break, or nothing: that is looked at here, anything else in ``skipMoreSpaceAndComments()``.
    @inline(__always)
    mutating func skipSpaceAndComments() {
        guard index < text.count else { return }
        if text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\n") {
            index += 1
            guard index < text.count else { return }
        }
        // A token: a quote, '=', ';', a brace or the start of an unquoted string.
        if text[index] > UInt8(ascii: " "), text[index] < 0x7F, text[index] != UInt8(ascii: "/") { return }
        skipMoreSpaceAndComments()
    }

    mutating func skipMoreSpaceAndComments() {
        while index < text.count {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case 0:
                // Read as a space, as before; reported once the entries after it are known.
                if firstNUL == nil { firstNUL = index }
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
                    report(
                        .error, .syntax,
                        "this comment is never closed; add the missing */; \(Self.unreadRest) \(location(of: open).line), is not read",
                        at: open)
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
