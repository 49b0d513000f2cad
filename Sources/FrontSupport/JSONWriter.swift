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
    /// control character (C0, DEL, C1), the line and paragraph separators, and every invisible
    /// format character (general category Cf: the byte-order mark U+FEFF, which some readers
    /// drop, zero-width spaces and joiners, the bidirectional controls, soft hyphens, tags), as
    /// `\n`, `\t`, `\r` or `\uXXXX` (a surrogate pair above U+FFFF): what a reader gets back is
    /// exactly the text, and what a person sees in the JSON shows every character.
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
                if needsEscape(scalar) {
                    for unit in String(scalar).utf16 {
                        let digits = String(unit, radix: 16)
                        output += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                    }
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }

    /// Whether `scalar` is written as `\uXXXX`: a control character, a line or paragraph
    /// separator, or an invisible format character.
    @inline(__always)
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        // Ranges that hold no format character or separator, answered without a table look-up:
        // Latin, Greek, Cyrillic, Armenian, Hebrew (below U+0600), and U+2070 to U+FEFE, which
        // holds CJK, kana and hangul.
        case 0x20..<0xAD, 0xAE..<0x600, 0x2070..<0xFEFF: false
        default:
            switch scalar.properties.generalCategory {
            case .format, .lineSeparator, .paragraphSeparator: true
            default: false
            }
        }
    }
}
