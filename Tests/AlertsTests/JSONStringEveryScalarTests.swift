import Alerts
import StringTables
import Testing

/// A JSON string holds every scalar as the writer's rule says — the quote, the backslash and the
/// invisible characters escaped, everything else as it is — wherever the scalar stands: first,
/// last, between multi-byte scalars, after an escape.
struct JSONStringEveryScalarTests {
    /// `scalar` in a JSON string, by the rule: `\"`, `\\`, `\n`, `\t`, `\r`, `\uXXXX` (lowercase
    /// digits, a surrogate pair above U+FFFF) for an invisible character, else the scalar.
    static func written(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\"": return #"\""#
        case "\\": return #"\\"#
        case "\n": return #"\n"#
        case "\t": return #"\t"#
        case "\r": return #"\r"#
        default:
            guard InvisibleCharacter(scalar) != nil else { return String(scalar) }
            return scalar.utf16.map { unit in
                let digits = String(unit, radix: 16)
                return #"\u"# + String(repeating: "0", count: 4 - digits.count) + digits
            }.joined()
        }
    }

    /// What the writer must give for `scalars`, one after another.
    static func expected(_ scalars: [Unicode.Scalar]) -> String {
        "\"" + scalars.map(written).joined() + "\""
    }

    @Test func everyScalarIsWrittenByTheRuleWhereverItStands() {
        var wrong: [String] = []
        let (e, emoji): (Unicode.Scalar, Unicode.Scalar) = ("é", "😀")
        for start in stride(from: UInt32(0), to: 0x11_0000, by: 0x1000) {
            let block = (start..<start + 0x1000).compactMap(Unicode.Scalar.init)
            guard !block.isEmpty else { continue }
            // The block's scalars one after another, and each between a two-byte and a four-byte
            // one: a long string each, so that the test stays quick under ThreadSanitizer.
            for scalars in [block, block.flatMap { [e, $0, emoji] }] {
                var text = String.UnicodeScalarView()
                text.append(contentsOf: scalars)
                if JSONText.quoted(String(text)) != Self.expected(scalars) {
                    wrong.append("block U+" + String(start, radix: 16, uppercase: true))
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
        #expect(JSONText.quoted("") == #""""#)
        #expect(JSONText.quoted(nil) == "null")
    }

    /// A string that ends with a scalar of each UTF-8 length, escaped or not: the last bytes of
    /// the string are read whole.
    @Test(arguments: ["a", "\"", "\u{1F}", "\u{7F}", "é", "\u{85}", "カ", "\u{2028}", "\u{FEFF}", "😀", "\u{E0001}"])
    func aStringEndsWithItsLastScalarWritten(last: String) {
        let scalar = last.unicodeScalars.first!
        for before in ["", "x", "😀", "\u{2028}"] {
            #expect(JSONText.quoted(before + last) == Self.expected(Array(before.unicodeScalars) + [scalar]))
        }
    }

    /// Plain ASCII is read eight bytes at a time: every ASCII scalar, and a multi-byte one of each
    /// length, is written by the rule at every offset within and across those eight bytes.
    @Test func aScalarAmongPlainASCIIIsWrittenAtEveryOffset() {
        var wrong: [String] = []
        let scalars = (0..<0x80).compactMap(Unicode.Scalar.init) + ["é", "\u{85}", "\u{AD}", "カ", "\u{2028}", "😀"]
        for scalar in scalars {
            for offset in 0..<20 {
                let before = String(repeating: "a", count: offset)
                let after = String(repeating: "b", count: 19 - offset)
                let text = before + String(scalar) + after
                let written = JSONText.quoted(text)
                if written != "\"" + before + Self.written(scalar) + after + "\"" {
                    wrong.append("U+\(String(scalar.value, radix: 16)) at \(offset): \(written)")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    @Test func knownStringsAreWrittenExactly() {
        #expect(
            JSONText.quoted("\u{0}\u{1F}\u{7F}\u{80}\u{9F}\u{A0}") == "\"\\u0000\\u001f\\u007f\\u0080\\u009f\u{A0}\"")
        #expect(JSONText.quoted("a\u{2028}b\u{2029}") == #""a\u2028b\u2029""#)
        #expect(JSONText.quoted("\u{202E}ab\u{2066}é") == #""\u202eab\u2066é""#)
        #expect(JSONText.quoted("😀\u{E0001}😀") == #""😀\udb40\udc01😀""#)
        #expect(JSONText.quoted("say \"hi\"\\\r\n\t") == #""say \"hi\"\\\r\n\t""#)
        #expect(JSONText.quoted("日本語") == "\"日本語\"")
    }
}
