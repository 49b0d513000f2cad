/// Scanning for ``StringsParser``: tokens and quoted strings (their escapes are in
/// StringsParser+Escapes.swift, the space and comments between tokens in StringsParser+Skipping.swift).
extension StringsParser {
    // MARK: Tokens

    struct Token {
        var text: String
        var spansLines: Bool
    }

    var peek: UInt8? { index < text.count ? text[index] : nil }

    /// Text from bytes known to be valid UTF-8, copied without checking them again where the
    /// standard library can. `isASCII` is whether they are all ASCII, when the caller knows.
    static func string(validUTF8 bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool? = nil) -> String {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            var span = unsafe UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII ?? false)
            // ASCII text is marked as such, as checking decoding does: hashing it then skips normalization.
            if isASCII == nil { _ = span.checkForASCII() }
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

    /// The character at `offset` quoted for a message, whole however many bytes it takes:
    /// `'x'`, `'é'`, `'\u{1B}'`, or `byte 0xFF` where the bytes are not UTF-8.
    func character(at offset: Int) -> String {
        let lead = text[offset]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard length > 0, offset + length <= text.count else {
            return "byte 0x\(String(lead, radix: 16, uppercase: true))"
        }
        var decoder = UTF8()
        var bytes = text[offset..<(offset + length)].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&bytes), scalar.utf8.count == length else {
            return "byte 0x\(String(lead, radix: 16, uppercase: true))"
        }
        // The file's bytes were not characters there and were decoded as U+FFFD.
        if scalar == "\u{FFFD}" { return "U+FFFD (bytes that were not characters)" }
        return "'\(InvisibleCharacter(scalar) == nil ? String(scalar) : InvisibleCharacter.escape(scalar))'"
    }

    /// Where reading goes on after a problem that makes it skip to `offset`: the line it
    /// resumes at, or that the rest of the file is not read.
    mutating func resumption(at offset: Int) -> String {
        guard offset < text.count else { return "the rest of the file is not read" }
        return "reading resumes at line \(location(of: offset).line)"
    }

    /// What a string stands for, in messages.
    enum Role {
        case key
        /// The value of the key given with it.
        case value

        func description(key: String) -> String { self == .key ? "key" : "value of '\(key)'" }
    }

    /// A quoted string or an unquoted token: a key, or the value of `key`. On failure reports,
    /// skips to the next line and returns nil.
    ///
    /// The key is passed apart from the role as it is: wrapped in a role or an optional, it would
    /// be copied for every entry.
    mutating func parseString(_ role: Role, of key: String = "") -> Token? {
        guard let byte = peek else {
            report(.error, .syntax, "expected the \(role.description(key: key)), but the file ends", at: index)
            return nil
        }
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return parseQuoted(quote: byte) }
        if Self.isUnquoted(byte) {
            let start = index
            while let next = peek, Self.isUnquoted(next) { index += 1 }
            // Unquoted tokens are ASCII: nothing in them to check.
            let token = Self.string(validUTF8: UnsafeBufferPointer(rebasing: text[start..<index]), isASCII: true)
            return Token(text: token, spansLines: false)
        }
        let found = byte < 0x80 ? character(at: index) : "\(character(at: index)), a character that needs quotes"
        let resume = startOfLine(after: index)
        report(
            .error, .syntax,
            "expected the \(role.description(key: key)) as a quoted string, but found \(found); \(resumption(at: resume))",
            at: index)
        index = resume
        return nil
    }

    /// A quoted string, from its opening quote at ``index``. The usual string, without escapes,
    /// is read here, in one pass (``scanQuoted(from:quote:in:)``); the rest by
    /// ``parseQuoted(open:quote:after:)``.
    @inline(__always)
    mutating func parseQuoted(quote: UInt8) -> Token? {
        let open = index
        validate(upTo: open)
        guard !foundInvalidUTF8 else { return nil }
        let scan = Self.scanQuoted(from: open + 1, quote: quote, in: text)
        guard scan.stop == .quote else { return parseQuoted(open: open, quote: quote, after: scan) }
        index = scan.offset + 1
        validatedEnd = max(validatedEnd, index)
        let bytes = UnsafeBufferPointer(rebasing: text[(open + 1)..<scan.offset])
        return Token(text: Self.string(validUTF8: bytes, isASCII: scan.isASCII), spansLines: scan.hasLineBreak)
    }

    /// A quoted string whose ``scanQuoted(from:quote:in:)`` stopped before a closing quote: at
    /// a backslash, at the end of the text, or at bytes that are not UTF-8.
    @inline(never)
    private mutating func parseQuoted(open: Int, quote: UInt8, after scan: QuotedScan) -> Token? {
        guard scan.stop == .backslash else {
            if scan.stop == .invalidUTF8 {
                stopAtInvalidUTF8()
            } else {
                index = text.count
                report(
                    .error, .syntax,
                    "this string is never closed; add the missing \(quote == UInt8(ascii: "\"") ? "\"" : "'"); \(Self.unreadRest) \(location(of: open).line), is not read",
                    at: open)
            }
            return nil
        }
        // Escapes: the text is built in a buffer kept for the whole file, from the runs of bytes
        // between escapes (each read as the first one was) and what each escape stands for.
        let buffer = escapeBuffer ?? ByteBuffer()
        escapeBuffer = buffer
        buffer.removeAll()
        var run = scan
        var runStart = open + 1
        var spansLines = false
        var isASCII = true
        // ``validatedEnd`` follows the runs (each checked as it is read) and the escapes.
        validatedEnd = max(validatedEnd, runStart)
        while true {
            spansLines = spansLines || run.hasLineBreak
            isASCII = isASCII && run.isASCII
            switch run.stop {
            case .quote, .backslash:
                buffer.append(UnsafeBufferPointer(rebasing: text[runStart..<run.offset]))
                index = run.offset
                if validatedEnd >= runStart { validatedEnd = max(validatedEnd, index) }
            case .end:
                index = text.count
                report(
                    .error, .syntax,
                    "this string is never closed; add the missing \(quote == UInt8(ascii: "\"") ? "\"" : "'"); \(Self.unreadRest) \(location(of: open).line), is not read",
                    at: open)
                return nil
            case .invalidUTF8:
                stopAtInvalidUTF8()
                return nil
            }
            if run.stop == .quote { break }
            let escapeStart = index
            if let scalar = parseEscape() {
                isASCII = isASCII && scalar.isASCII
                buffer.append(scalar)
            }
            // An escape is ASCII, unless it is an unknown one, of a character that is not.
            if validatedEnd >= escapeStart, escapeStart + 1 < text.count, text[escapeStart + 1] < 0x80 {
                validatedEnd = max(validatedEnd, index)
            }
            runStart = index
            run = Self.scanQuoted(from: index, quote: quote, in: text)
        }
        index += 1
        // What the runs and escapes left unchecked, if anything, is checked now.
        validate(upTo: index)
        guard !foundInvalidUTF8 else { return nil }
        return Token(text: Self.string(validUTF8: buffer.bytes, isASCII: isASCII), spansLines: spansLines)
    }

    /// What one pass over a quoted string's bytes finds.
    struct QuotedScan {
        enum Stop {
            /// The closing quote, at ``offset``.
            case quote
            /// A backslash, at ``offset``, before any closing quote.
            case backslash
            /// The end of the text, with no closing quote.
            case end
            /// Bytes that are not UTF-8.
            case invalidUTF8
        }

        var stop: Stop
        var offset = 0
        /// Whether the bytes before ``offset`` are all ASCII.
        var isASCII = true
        /// Whether a line break is among the bytes before ``offset``.
        var hasLineBreak = false
    }

    /// Reads the bytes of a quoted string from `start` up to its closing quote, or to a backslash
    /// before it, once: whether they are valid UTF-8 and all ASCII, and whether a line break is
    /// among them. Sixteen bytes are compared at a time (with the vector instructions every
    /// 64-bit processor has); the multi-byte sequences are checked where they are found
    /// (``TextDecoding/skipSequences(from:end:)``).
    @inline(__always)
    static func scanQuoted(from start: Int, quote: UInt8, in text: UnsafeBufferPointer<UInt8>) -> QuotedScan {
        guard let base = text.baseAddress else { return QuotedScan(stop: .end) }
        let end = base + text.count
        var position = base + start
        var scan = QuotedScan(stop: .end)
        let quotes = SIMD16<UInt8>(repeating: quote)
        let backslashes = SIMD16<UInt8>(repeating: UInt8(ascii: "\\"))
        let lineBreaks = SIMD16<UInt8>(repeating: UInt8(ascii: "\n"))
        while true {
            // The next byte that is a quote, a backslash, a line break or not ASCII.
            if end - position >= 16 {
                let block = UnsafeRawPointer(position).loadUnaligned(as: SIMD16<UInt8>.self)
                let found =
                    block .== quotes .| block .== backslashes .| block .== lineBreaks
                    .| unsafeBitCast(block, to: SIMD16<Int8>.self) .< SIMD16<Int8>(repeating: 0)
                // Each lane found is 0xFF; the first eight lanes are the first eight bytes in memory.
                let lanes = unsafeBitCast(found, to: SIMD2<UInt64>.self)
                if lanes[0] != 0 {
                    position += lanes[0].littleEndian.trailingZeroBitCount &>> 3
                } else if lanes[1] != 0 {
                    position += 8 &+ lanes[1].littleEndian.trailingZeroBitCount &>> 3
                } else {
                    position += 16
                    continue
                }
            } else {
                // The last bytes of the text, one at a time.
                while position < end, position.pointee < 0x80, position.pointee != quote,
                    position.pointee != UInt8(ascii: "\\"), position.pointee != UInt8(ascii: "\n")
                {
                    position += 1
                }
                if position == end { return scan }
            }
            let byte = position.pointee
            if byte >= 0x80 {
                scan.isASCII = false
                let (next, isValid) = TextDecoding.skipSequences(from: position, end: end)
                guard isValid else { return QuotedScan(stop: .invalidUTF8) }
                position = next
            } else if byte == UInt8(ascii: "\n") {
                scan.hasLineBreak = true
                position += 1
            } else {
                scan.stop = byte == quote ? .quote : .backslash
                scan.offset = base.distance(to: position)
                return scan
            }
        }
    }
}
