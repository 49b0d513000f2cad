/// Byte tests and scans ``JSONReader`` and ``ValidatedJSON`` share; the scans look at eight
/// bytes at a time.
extension JSONReader {
    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    static func hex(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// The character that starts at `offset`, for messages.
    static func scalar(in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> Character {
        var iterator = text[offset...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return Character(scalar) }
        return "\u{FFFD}"
    }

    /// The offset of the first `"`, `\` or control character at or after `start`, or the end.
    ///
    /// Eight bytes at a time: a byte of a word is flagged when it is zero after an exclusive or
    /// with `"` or `\`, or is below 0x20; the lowest flag is always a true one.
    @inline(__always)
    static func nextSpecialByte(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        let count = text.count
        if let base = text.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            while index + 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let quote = word ^ (ones &* 0x22)
                let backslash = word ^ (ones &* 0x5C)
                let flags =
                    ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
                let found = flags & highs
                if found != 0 { return index + found.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < count {
            let byte = text[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return index }
            index += 1
        }
        return index
    }

    /// The offset after the spaces at `start`, eight at a time: the indentation of a line.
    @inline(__always)
    static func skipSpaces(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        guard let base = text.baseAddress else { return index }
        while index + 8 <= text.count,
            UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020
        {
            index += 8
        }
        return index
    }

    /// The number of Unicode scalars in `text[start..<end]`: the bytes that are not UTF-8
    /// continuation bytes (`10xxxxxx`), counted eight at a time.
    static func scalarCount(_ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        var count = 0
        if let base = text.baseAddress {
            while index + 8 <= end {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let continuations = word & ~(word << 1) & 0x8080_8080_8080_8080
                count += 8 - continuations.nonzeroBitCount
                index += 8
            }
        }
        while index < end {
            if text[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }
}
