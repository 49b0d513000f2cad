/// Moves through JSON text that ``JSONReader`` has already accepted, to read parts of it later.
///
/// Offsets point at the first byte of a value. Nothing is checked again, so moving is a plain
/// scan; every read stays inside the text even if it were not valid.
struct ValidatedJSON {
    let text: UnsafeBufferPointer<UInt8>

    /// The byte at `offset`, or 0 past the end.
    @inline(__always)
    func byte(at offset: Int) -> UInt8 { offset < text.count ? text[offset] : 0 }

    func isObject(at offset: Int) -> Bool { byte(at: offset) == UInt8(ascii: "{") }
    func isString(at offset: Int) -> Bool { byte(at: offset) == UInt8(ascii: "\"") }

    /// The first offset at or after `offset` that is not whitespace.
    @inline(__always)
    func skipWhitespace(from offset: Int) -> Int {
        var index = offset
        while index < text.count {
            let byte = text[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { break }
            index += 1
            if byte == 0x0A { index = JSONReader.skipSpaces(text, from: index) }
        }
        return index
    }

    /// The string that starts at `offset` (its `"`).
    func stringToken(at offset: Int) -> JSONReader.StringToken {
        var index = offset + 1
        var hasEscapes = false
        while true {
            index = JSONReader.nextSpecialByte(text, from: index)
            guard index < text.count, text[index] != UInt8(ascii: "\"") else {
                return JSONReader.StringToken(start: offset + 1, end: min(index, text.count), hasEscapes: hasEscapes)
            }
            if text[index] == UInt8(ascii: "\\") {
                hasEscapes = true
                index += 2
            } else {
                index += 1
            }
        }
    }

    /// The offset just past the value that starts at `offset`.
    func end(ofValueAt offset: Int) -> Int {
        switch byte(at: offset) {
        case UInt8(ascii: "\""):
            return stringToken(at: offset).end + 1
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = offset
            while true {
                index = Self.nextStructuralByte(text, from: index)
                guard index < text.count else { return index }
                switch text[index] {
                case UInt8(ascii: "\""):
                    index = stringToken(at: index).end + 1
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                default:
                    depth -= 1
                    if depth == 0 { return index + 1 }
                }
                index += 1
            }
        default:
            var index = offset
            while index < text.count {
                switch text[index] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09: return index
                default: index += 1
                }
            }
            return index
        }
    }

    /// The offset of the first `"`, `{`, `}`, `[` or `]` at or after `start`, or the end.
    ///
    /// Eight bytes at a time, as ``JSONReader/nextSpecialByte(_:from:)``: with bit 5 set, the
    /// brackets are `{` or `}`.
    @inline(__always)
    static func nextStructuralByte(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        let count = text.count
        if let base = text.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            while index + 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let quote = word ^ (ones &* 0x22)
                let opening = (word | ones &* 0x20) ^ (ones &* 0x7B)
                let closing = (word | ones &* 0x20) ^ (ones &* 0x7D)
                let flags =
                    ((quote &- ones) & ~quote) | ((opening &- ones) & ~opening) | ((closing &- ones) & ~closing)
                let found = flags & (ones &* 0x80)
                if found != 0 { return index + found.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < count {
            switch text[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"):
                return index
            default:
                index += 1
            }
        }
        return index
    }

    /// The members of the object at `offset`, in the order of the text.
    func members(ofObjectAt offset: Int) -> Members { Members(json: self, index: offset + 1) }

    /// Iterates over an object's members: each name, and the offset of its value.
    struct Members: IteratorProtocol, Sequence {
        let json: ValidatedJSON
        var index: Int

        mutating func next() -> (name: JSONReader.StringToken, value: Int)? {
            var index = json.skipWhitespace(from: self.index)
            if json.byte(at: index) == UInt8(ascii: ",") { index = json.skipWhitespace(from: index + 1) }
            guard json.byte(at: index) == UInt8(ascii: "\"") else { return nil }
            let name = json.stringToken(at: index)
            index = json.skipWhitespace(from: name.end + 1)  // the ':'
            let value = json.skipWhitespace(from: index + 1)
            self.index = json.end(ofValueAt: value)
            return (name, value)
        }
    }

    // MARK: Reading values

    /// The string at `offset`, or `nil` when the value there is not a string.
    func string(at offset: Int) -> String? {
        isString(at: offset) ? string(stringToken(at: offset)) : nil
    }

    /// The text of a string, its escapes decoded.
    func string(_ token: JSONReader.StringToken) -> String {
        let raw = UnsafeBufferPointer(rebasing: text[token.start..<token.end])
        guard token.hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        // Escapes are never shorter than what they stand for, so the text fits in `raw.count` bytes.
        return String(unsafeUninitializedCapacity: raw.count) { output in
            var written = 0
            var index = 0
            func write(_ scalar: Unicode.Scalar) {
                UTF8.encode(scalar) { byte in
                    output[written] = byte
                    written += 1
                }
            }
            while index < raw.count {
                let byte = raw[index]
                guard byte == UInt8(ascii: "\\"), index + 1 < raw.count else {
                    output[written] = byte
                    written += 1
                    index += 1
                    continue
                }
                index += 2
                switch raw[index - 1] {
                case UInt8(ascii: "b"): write("\u{8}")
                case UInt8(ascii: "f"): write("\u{C}")
                case UInt8(ascii: "n"): write("\n")
                case UInt8(ascii: "r"): write("\r")
                case UInt8(ascii: "t"): write("\t")
                case UInt8(ascii: "u"):
                    let unit = Self.unit(raw, at: index)
                    index += 4
                    if UTF16.isLeadSurrogate(unit), index + 5 < raw.count, raw[index] == UInt8(ascii: "\\"),
                        case let trail = Self.unit(raw, at: index + 2), UTF16.isTrailSurrogate(trail)
                    {
                        index += 6
                        let value = 0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(trail) - 0xDC00)
                        write(Unicode.Scalar(value) ?? "\u{FFFD}")
                    } else {
                        write(Unicode.Scalar(unit) ?? "\u{FFFD}")
                    }
                case let escaped: write(Unicode.Scalar(escaped))
                }
            }
            return written
        }
    }

    /// The four hexadecimal digits at `offset` as a code unit (0 where a digit is missing).
    private static func unit(_ raw: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt16 {
        var unit: UInt16 = 0
        for position in offset..<min(offset + 4, raw.count) {
            unit = unit << 4 | UInt16(JSONReader.hexDigit(raw[position]) ?? 0)
        }
        return unit
    }

    /// Whether a string's text is exactly `literal`.
    func string(_ token: JSONReader.StringToken, is literal: StaticString) -> Bool {
        guard !token.hasEscapes else { return string(token) == literal.description }
        let count = literal.utf8CodeUnitCount
        guard token.end - token.start == count else { return false }
        for offset in 0..<count where text[token.start + offset] != literal.utf8Start[offset] { return false }
        return true
    }

    /// `true` or `false` at `offset`, or the number 1 or 0, as `JSONSerialization`'s numbers are
    /// booleans; else `nil`.
    func boolean(at offset: Int) -> Bool? {
        switch byte(at: offset) {
        case UInt8(ascii: "t"): return true
        case UInt8(ascii: "f"): return false
        default: return number(at: offset).flatMap { $0 == 0 ? false : $0 == 1 ? true : nil }
        }
    }

    /// The number at `offset` when it is an integer that `Int` holds (`2`, `-9`, `2.0`, `2e1`),
    /// or `true` (1) or `false` (0) as `JSONSerialization`'s numbers are; else `nil`.
    func integer(at offset: Int) -> Int? {
        switch byte(at: offset) {
        case UInt8(ascii: "t"): return 1
        case UInt8(ascii: "f"): return 0
        default: return exactInteger(at: offset)
        }
    }

    /// The number at `offset`, or `nil` when the value there is not a number.
    private func number(at offset: Int) -> Double? {
        let first = byte(at: offset)
        guard first == UInt8(ascii: "-") || JSONReader.isDigit(first) else { return nil }
        return Double(
            String(decoding: UnsafeBufferPointer(rebasing: text[offset..<end(ofValueAt: offset)]), as: UTF8.self))
    }

    /// The number at `offset` when it is an integer that `Int` holds (`2`, `-9`, `2.0`, `2e1`),
    /// else `nil`.
    private func exactInteger(at offset: Int) -> Int? {
        let first = byte(at: offset)
        guard first == UInt8(ascii: "-") || JSONReader.isDigit(first) else { return nil }
        let end = end(ofValueAt: offset)
        let negative = first == UInt8(ascii: "-")
        var value = 0
        var index = negative ? offset + 1 : offset
        // Counted towards the negative side, which holds Int.min.
        while index < end, JSONReader.isDigit(text[index]) {
            let (scaled, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAgain) = scaled.subtractingReportingOverflow(Int(text[index] - UInt8(ascii: "0")))
            if overflow || overflowAgain { return nil }
            value = next
            index += 1
        }
        if index == end {
            if negative { return value }
            return value == .min ? nil : -value
        }
        guard let double = number(at: offset), double == double.rounded(), let exact = Int(exactly: double) else {
            return nil
        }
        return exact
    }
}
