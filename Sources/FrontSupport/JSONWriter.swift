/// A small JSON writer with complete escaping (``JSONText/quoted(_:)``), keys in the order
/// written: for output with stable keys.
package struct JSONWriter {
    /// The JSON written so far.
    package private(set) var output = ""
    private var needsComma = [false]

    package init() {}

    /// Writes JSON text as is: a number, `true`, `false` or `null`.
    package mutating func raw(_ text: String) { output += text }

    /// Writes a string, or `null`.
    package mutating func string(_ text: String?) { output += JSONText.quoted(text) }

    /// Writes an object whose members `body` writes, each with a `field` method.
    package mutating func object(_ body: (inout JSONWriter) -> Void) {
        output += "{"
        needsComma.append(false)
        body(&self)
        needsComma.removeLast()
        output += "}"
    }

    /// Writes an array with one element per item.
    package mutating func array<T>(_ items: [T], _ body: (inout JSONWriter, T) -> Void) {
        output += "["
        for (index, item) in items.enumerated() {
            if index > 0 { output += "," }
            body(&self, item)
        }
        output += "]"
    }

    /// Writes a member whose value `body` writes.
    package mutating func field(_ key: String, _ body: (inout JSONWriter) -> Void) {
        if needsComma[needsComma.count - 1] { output += "," }
        needsComma[needsComma.count - 1] = true
        string(key)
        output += ":"
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
    /// control character (C0, DEL, C1), the line and paragraph separators, and the
    /// bidirectional controls, as `\n`, `\t`, `\r` or `\uXXXX`.
    package static func quoted(_ text: String?) -> String {
        guard let text else { return "null" }
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            default:
                switch scalar.value {
                case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                    let digits = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                default:
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }
}
