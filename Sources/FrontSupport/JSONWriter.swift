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

    /// Writes a member whose value `body` writes.
    package mutating func field(_ key: String, _ body: (inout JSONWriter) -> Void) {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
        string(key)
        bytes.append(UInt8(ascii: ":"))
        body(&self)
    }

    /// Writes a member whose value is a string, or `null`.
    package mutating func field(_ key: String, _ value: String?) {
        field(key) { $0.string(value) }
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
    package static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": bytes += #"\""#.utf8
            case "\\": bytes += #"\\"#.utf8
            case "\n": bytes += #"\n"#.utf8
            case "\t": bytes += #"\t"#.utf8
            case "\r": bytes += #"\r"#.utf8
            case " "..."~": bytes.append(UInt8(scalar.value))
            case _ where InvisibleCharacter(scalar) != nil:
                for unit in scalar.utf16 {
                    let digits = String(unit, radix: 16)
                    bytes += ("\\u" + String(repeating: "0", count: 4 - digits.count) + digits).utf8
                }
            default: bytes += scalar.utf8
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
