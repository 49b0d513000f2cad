/// A strict reader of JSON text (RFC 8259) over UTF-8 bytes, one token at a time.
///
/// It accepts exactly RFC 8259: objects, arrays, strings (every escape; a `\u` surrogate must
/// come with its other half), numbers (no leading zeros, no `+`, no bare `.`), `true`, `false`,
/// `null`, and space, tab, LF and CR between tokens; no comments, no trailing commas. The text
/// must already be valid UTF-8 (``TextDecoding`` makes it so).
///
/// Nested values are skipped without recursion, so no file can exhaust the stack, and nesting
/// deeper than ``maximumDepth`` is refused with its place. Line breaks occur only between tokens
/// in valid JSON, so lines are counted as whitespace is skipped, and the column of a place is
/// counted from the last place asked for: finding every key of a one-line file costs one pass.
struct JSONReader {
    /// Why the text is not valid JSON, and where.
    struct Failure: Error {
        var message: String
        /// The byte offset of the problem.
        var offset: Int
        /// Whether the text ends where more is needed, with containers left open.
        var endsEarly = false
    }

    /// A string in the text: the bytes between its quotes, and whether they hold escapes.
    struct StringToken {
        var start: Int
        var end: Int
        var hasEscapes: Bool
    }

    /// How deep objects and arrays may nest.
    static let maximumDepth = 256

    let text: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    var index = 0
    /// The byte that ends lines, as ``LineIndex`` counts them.
    private let newline: UInt8
    /// The line of `index` (after whitespace has been skipped), from 1.
    private(set) var line = 1
    /// Where that line starts.
    private var lineStart = 0
    /// The last place whose column was asked for, and its column.
    private var counted = (offset: 0, column: 1)
    /// The closing bytes of the containers ``skipValue(depth:)`` is inside.
    private var open: [UInt8] = []

    init(_ text: UnsafeBufferPointer<UInt8>) {
        self.text = text
        newline = LineIndex.lineBreak(in: text)
    }

    /// The byte at `index`, or 0 past the end (0 is never valid outside strings).
    var byte: UInt8 { index < text.count ? text[index] : 0 }

    /// Whether the whole text has been read.
    var atEnd: Bool { index >= text.count }

    /// The line and column (in Unicode scalars, from 1) of `offset`, which must be on the line
    /// of the last whitespace skipped and not before the last offset asked for.
    mutating func position(of offset: Int) -> (line: Int, column: Int) {
        if counted.offset < lineStart { counted = (lineStart, 1) }
        counted.column += Self.scalarCount(text, from: counted.offset, to: offset)
        counted.offset = offset
        return (line, counted.column)
    }

    /// A failure at `index`: the text ends early, or `expectation` is not met.
    func unexpected(_ expectation: String) -> Failure {
        atEnd
            ? Failure(message: "the file ends before the JSON value is complete", offset: text.count, endsEarly: true)
            : Failure(message: expectation, offset: index)
    }

    mutating func skipWhitespace() {
        while index < text.count {
            let byte = text[index]
            if byte == 0x20 || byte == 0x09 {
                index += 1
            } else if byte == 0x0A || byte == 0x0D {
                index += 1
                if byte == newline {
                    line += 1
                    lineStart = index
                }
                index = Self.skipSpaces(text, from: index)
            } else {
                return
            }
        }
    }

    /// Reads `byte` (and the whitespace after it), or fails with `expectation`.
    mutating func expect(_ expected: UInt8, _ expectation: @autoclosure () -> String) throws(Failure) {
        guard byte == expected else { throw unexpected(expectation()) }
        index += 1
        skipWhitespace()
    }

    // MARK: Strings

    /// Reads the string that starts at `index` (a `"`), checking its escapes.
    mutating func readString() throws(Failure) -> StringToken {
        let opening = index
        index += 1
        var hasEscapes = false
        while true {
            index = Self.nextSpecialByte(text, from: index)
            guard index < text.count else {
                throw Failure(message: "the string that starts here is never closed", offset: opening)
            }
            switch text[index] {
            case UInt8(ascii: "\""):
                index += 1
                return StringToken(start: opening + 1, end: index - 1, hasEscapes: hasEscapes)
            case UInt8(ascii: "\\"):
                hasEscapes = true
                try readEscape(in: opening)
            case 0x0A, 0x0D:
                throw Failure(
                    message:
                        "the string that starts here is not closed on its line (a line break in a string is written \\n)",
                    offset: opening)
            default:
                throw Failure(
                    message: "a control character in a string must be written as an escape such as \\u001F",
                    offset: index)
            }
        }
    }

    /// Reads the escape at `index` (a `\`) in the string that opens at `opening`.
    private mutating func readEscape(in opening: Int) throws(Failure) {
        let start = index
        index += 1
        guard index < text.count else {
            throw Failure(message: "the string that starts here is never closed", offset: opening)
        }
        switch text[index] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            index += 1
        case UInt8(ascii: "u"):
            let unit = try hexUnit(at: start)
            index = start + 6
            if UTF16.isLeadSurrogate(unit) {
                guard index + 1 < text.count, text[index] == UInt8(ascii: "\\"), text[index + 1] == UInt8(ascii: "u"),
                    let trail = try? hexUnit(at: index), UTF16.isTrailSurrogate(trail)
                else {
                    throw Failure(
                        message:
                            "\\u\(Self.hex(unit)) is the first half of a surrogate pair, but the second half does not follow",
                        offset: start)
                }
                index += 6
            } else if UTF16.isTrailSurrogate(unit) {
                throw Failure(
                    message:
                        "\\u\(Self.hex(unit)) is the second half of a surrogate pair, without the first half before it",
                    offset: start)
            }
        default:
            let scalar = Self.scalar(in: text, at: index)
            throw Failure(
                message: "\\\(scalar) is not a JSON escape; a backslash is written \\\\", offset: start)
        }
    }

    /// The code unit of the `\uXXXX` escape at `offset`.
    private func hexUnit(at offset: Int) throws(Failure) -> UInt16 {
        var unit: UInt16 = 0
        for position in offset + 2..<offset + 6 {
            guard position < text.count, let digit = Self.hexDigit(text[position]) else {
                throw Failure(message: "\\u must be followed by four hexadecimal digits", offset: offset)
            }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    // MARK: Values

    /// Reads the value at `index`, whatever it is, and the whitespace after it; `depth` is the
    /// number of objects and arrays around it.
    mutating func skipValue(depth: Int) throws(Failure) {
        open.removeAll(keepingCapacity: true)
        while true {
            // At the start of a value.
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let closing = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard depth + open.count < Self.maximumDepth else {
                    throw Failure(message: "values are nested more than \(Self.maximumDepth) deep", offset: index)
                }
                open.append(closing)
                index += 1
                skipWhitespace()
                if byte == closing {
                    index += 1
                    open.removeLast()
                } else {
                    if closing == UInt8(ascii: "}") { try readMemberName() }
                    continue
                }
            case UInt8(ascii: "\""): _ = try readString()
            case UInt8(ascii: "t"): try readLiteral("true")
            case UInt8(ascii: "f"): try readLiteral("false")
            case UInt8(ascii: "n"): try readLiteral("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try readNumber()
            default: throw unexpected("expected a value: an object, array, string, number, true, false or null")
            }
            // After a value: close containers until one continues with a comma.
            while true {
                skipWhitespace()
                guard let closing = open.last else { return }
                if byte == UInt8(ascii: ",") {
                    try readComma(before: closing)
                    if closing == UInt8(ascii: "}") { try readMemberName() }
                    break
                }
                guard byte == closing else {
                    throw unexpected("expected ',' or '\(Character(Unicode.Scalar(closing)))'")
                }
                index += 1
                open.removeLast()
            }
        }
    }

    /// Reads the comma at `index` and the whitespace after it; a value must follow, not `closing`.
    mutating func readComma(before closing: UInt8) throws(Failure) {
        let comma = index
        index += 1
        skipWhitespace()
        if byte == closing {
            throw Failure(
                message: "a comma before '\(Character(Unicode.Scalar(closing)))' is not allowed", offset: comma)
        }
    }

    /// Reads a member's name and its `:` (and the whitespace around it), at `index`.
    @discardableResult
    mutating func readMemberName() throws(Failure) -> StringToken {
        guard byte == UInt8(ascii: "\"") else { throw unexpected("expected a member name in double quotes") }
        let name = try readString()
        skipWhitespace()
        try expect(UInt8(ascii: ":"), "expected ':' after the member name")
        return name
    }

    private mutating func readLiteral(_ literal: StaticString) throws(Failure) {
        let start = index
        for offset in 0..<literal.utf8CodeUnitCount {
            guard index < text.count, text[index] == literal.utf8Start[offset] else {
                index = start
                throw unexpected("expected a value: an object, array, string, number, true, false or null")
            }
            index += 1
        }
    }

    private mutating func readNumber() throws(Failure) {
        let start = index
        if byte == UInt8(ascii: "-") { index += 1 }
        if byte == UInt8(ascii: "0") {
            index += 1
            if Self.isDigit(byte) {
                throw Failure(message: "a number does not start with 0 followed by more digits", offset: start)
            }
        } else if !skipDigits() {
            throw unexpected("expected a digit after '-'")
        }
        if byte == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() else { throw unexpected("expected a digit after '.' in a number") }
        }
        if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            index += 1
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() else { throw unexpected("expected a digit in the exponent of a number") }
        }
    }

    /// Skips digits; whether there was one.
    private mutating func skipDigits() -> Bool {
        let start = index
        while Self.isDigit(byte) { index += 1 }
        return index > start
    }
}
