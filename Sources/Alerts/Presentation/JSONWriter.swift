internal import StringTables

/// A small JSON writer with complete escaping (``JSONText/quoted(_:)``), keys in the order
/// written: for output with stable keys.
package struct JSONWriter {
    /// The JSON written so far, as UTF-8.
    package private(set) var bytes: [UInt8] = []
    /// Whether the next member of the object being written needs a comma before it.
    private var needsComma = false

    /// A writer whose buffer holds `capacity` bytes before it grows.
    package init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// The JSON written so far.
    package var output: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes JSON text as is: a number, `true`, `false` or `null`.
    package mutating func raw(_ text: String) { bytes += text.utf8 }

    /// Writes a string, or `null`, escaped as ``JSONText/quoted(_:)`` escapes it.
    package mutating func string(_ text: String?) {
        guard let text else { return raw("null") }
        JSONText.appendQuoted(text, to: &bytes)
    }

    /// Writes `first` and `second` as one string, a line each (`first\nsecond`), escaped as
    /// ``string(_:)`` escapes a string, without joining them first.
    package mutating func string(lines first: String, _ second: String) {
        bytes.append(UInt8(ascii: "\""))
        JSONText.appendEscaped(first, to: &bytes)
        bytes += #"\n"#.utf8
        JSONText.appendEscaped(second, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes an object whose members `body` writes, each with a `field` method.
    package mutating func object(_ body: (inout JSONWriter) -> Void) {
        bytes.append(UInt8(ascii: "{"))
        let outer = needsComma
        needsComma = false
        body(&self)
        needsComma = outer
        bytes.append(UInt8(ascii: "}"))
    }

    /// Writes an array with one element per item.
    package mutating func array<T>(_ items: [T], _ body: (inout JSONWriter, T) -> Void) {
        bytes.append(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            body(&self, item)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Writes a member whose value `body` writes. The key, a name in the source, is written as it
    /// is: it needs no escaping.
    package mutating func field(_ key: StaticString, _ body: (inout JSONWriter) -> Void) {
        member(key)
        body(&self)
    }

    /// Writes the key of a member, a name in the source, as it is, and the colon after it.
    private mutating func member(_ key: StaticString) {
        assert(key.withUTF8Buffer { $0.allSatisfy { (0x20...0x7E).contains($0) && $0 != 0x22 && $0 != 0x5C } })
        separateMember()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// Writes a member whose key is data, escaped as a string is, and whose value `body` writes.
    package mutating func field(key: String, _ body: (inout JSONWriter) -> Void) {
        separateMember()
        string(key)
        bytes.append(UInt8(ascii: ":"))
        body(&self)
    }

    /// Writes the comma before every member of an object but its first.
    private mutating func separateMember() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
    }

    /// Writes a member whose value is a string, or `null`.
    package mutating func field(_ key: StaticString, _ value: String?) {
        member(key)
        string(value)
    }
}

/// JSON text that is safe to print and to parse.
package enum JSONText {
    /// `text` as a JSON string, or `null`. Quotes and backslashes are escaped, and so is every
    /// invisible character (``InvisibleCharacter``, both kinds: controls, the line and paragraph
    /// separators, the byte-order mark that some readers drop, zero-width characters, the
    /// bidirectional controls and marks, variation selectors, tags), as `\n`, `\t`, `\r` or
    /// `\uXXXX` (a surrogate pair above U+FFFF): what a reader gets back is exactly the text, and
    /// what a person sees in the JSON shows every character.
    package static func quoted(_ text: String?) -> String {
        guard let text else { return "null" }
        var bytes: [UInt8] = []
        appendQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string, escaped as ``quoted(_:)`` escapes it, to `bytes`.
    ///
    /// The bytes between two characters that need escaping are copied as one run.
    package static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        appendEscaped(text, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// `text` escaped as ``appendQuoted(_:to:)`` escapes it, without the quotes, appended to
    /// `bytes`.
    static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            var run = 0
            var index = 0
            let words = UnsafeRawBufferPointer(utf8)
            while index < utf8.count {
                // Eight bytes at a time while none needs a look, as in most text.
                if index + 8 <= utf8.count, isPlain(words.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                    index += 8
                    continue
                }
                let byte = utf8[index]
                // Printable ASCII but the quote and the backslash, as most text is: kept.
                if (0x20..<0x7F).contains(byte), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                    index += 1
                    continue
                }
                let (scalar, width) = decodeScalar(in: utf8, at: index)
                let escape: String? =
                    switch scalar {
                    case "\"": #"\""#
                    case "\\": #"\\"#
                    case "\n": #"\n"#
                    case "\t": #"\t"#
                    case "\r": #"\r"#
                    case _ where InvisibleCharacter(scalar) != nil: unicodeEscapes(scalar)
                    default: nil
                    }
                if let escape {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
                    bytes.append(contentsOf: escape.utf8)
                    run = index + width
                }
                index += width
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
        }
    }

    /// Whether each of the eight bytes of `word` is printable ASCII but the quote and the
    /// backslash: none is below 0x20, none is 0x7F or above, none is `"` or `\`. A byte is zero
    /// in `word ^ c` where it equals `c`, and `(x - 0x01…) & ~x & 0x80…` flags a zero byte of `x`.
    private static func isPlain(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ x: UInt64) -> Bool { (x &- ones) & ~x & highs != 0 }
        // Below 0x20: subtracting 0x20 from such a byte borrows into its high bit.
        let below = (word &- ones &* 0x20) & ~word & highs
        return below == 0 && word & highs == 0 && !hasZeroByte(word ^ (ones &* 0x7F))
            && !hasZeroByte(word ^ (ones &* 0x22)) && !hasZeroByte(word ^ (ones &* 0x5C))
    }

    /// The scalar whose UTF-8 encoding starts at `index` of `utf8` (valid UTF-8, as a `String`'s
    /// is), and the number of its bytes.
    private static func decodeScalar(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(utf8[index])
        let width = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = width == 1 ? lead : lead & (0x7F >> UInt32(width))
        for offset in 1..<width { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", width)
    }

    /// `\uXXXX` for each UTF-16 unit of `scalar`.
    private static func unicodeEscapes(_ scalar: Unicode.Scalar) -> String {
        var escapes = ""
        for unit in scalar.utf16 {
            let digits = String(unit, radix: 16)
            escapes += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }
        return escapes
    }
}
