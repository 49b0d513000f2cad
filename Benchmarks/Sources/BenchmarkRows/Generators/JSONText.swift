/// A JSON value, written the way Xcode writes string catalogs (pretty: two-space indentation,
/// `"key" : value`) or on one line with no spaces at all (minified).
enum JSONText {
    case string(String)
    case int(Int)
    case bool(Bool)
    /// Members in the order written.
    case object([(String, JSONText)])

    enum Layout: String, Sendable, CaseIterable {
        case pretty, minified
    }

    /// Appends the value to `out`; `level` is the indentation of the line it starts on.
    func write(to out: inout [UInt8], layout: Layout, level: Int) {
        switch self {
        case .string(let text): Self.writeString(text, to: &out)
        case .int(let value): out.append(contentsOf: String(value).utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                if layout == .pretty {
                    out.append(0x0A)
                    out += repeatElement(UInt8(ascii: " "), count: 2 * (level + 1))
                }
                Self.writeString(key, to: &out)
                if layout == .pretty { out.append(contentsOf: " : ".utf8) } else { out.append(UInt8(ascii: ":")) }
                value.write(to: &out, layout: layout, level: level + 1)
            }
            if layout == .pretty, !members.isEmpty {
                out.append(0x0A)
                out += repeatElement(UInt8(ascii: " "), count: 2 * level)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped, and U+00A0 and U+2028
    /// written as `\u` escapes so that a parser meets those too; other text as UTF-8.
    static func writeString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: #"\""#.utf8)
            case "\\": out.append(contentsOf: #"\\"#.utf8)
            case "\n": out.append(contentsOf: #"\n"#.utf8)
            case "\t": out.append(contentsOf: #"\t"#.utf8)
            case "\u{A0}": out.append(contentsOf: #"\u00a0"#.utf8)
            case "\u{2028}": out.append(contentsOf: #"\u2028"#.utf8)
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                } else if scalar.isASCII {
                    out.append(UInt8(scalar.value))
                } else {
                    out.append(contentsOf: String(scalar).utf8)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
