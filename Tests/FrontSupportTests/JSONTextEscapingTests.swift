import Foundation
import FrontSupport
import Testing

/// Issue 15, point 6: the JSON writer escapes every invisible character, so no reader drops one.
struct JSONTextEscapingTests {
    @Test func invisibleFormatCharactersAreEscaped() throws {
        // Before, U+FEFF was written as is, and some readers drop a byte-order mark they find.
        #expect(JSONText.quoted("\u{FEFF}BOM") == #""\ufeffBOM""#)
        #expect(
            JSONText.quoted("a\u{200B}b\u{200D}c\u{AD}d\u{2060}e\u{61C}f") == #""a\u200bb\u200dc\u00add\u2060e\u061cf""#
        )
        #expect(JSONText.quoted("\u{2028}\u{2029}\u{202E}\u{2066}") == #""\u2028\u2029\u202e\u2066""#)
        // Above U+FFFF, a surrogate pair: a language tag character.
        #expect(JSONText.quoted("\u{E0041}") == #""\udb40\udc41""#)
        // Visible text, no-break spaces and Latin-1 included, is written as it is.
        #expect(JSONText.quoted("Größe\u{A0}— 😀 日本") == "\"Größe\u{A0}— 😀 日本\"")
    }

    /// Every scalar of Unicode: escaped exactly when it is a control character, a format
    /// character or a line or paragraph separator (the writer answers some ranges without a
    /// look-up, which this checks against the scalar's own properties).
    @Test func exactlyTheInvisibleScalarsAreEscaped() {
        var failures: [String] = []
        for start in stride(from: 0, to: 0x11_0000, by: 0x1000) {
            var text = ""
            var expected = "\""
            for value in start..<start + 0x1000 {
                guard let scalar = Unicode.Scalar(UInt32(value)), !"\"\\\n\t\r".unicodeScalars.contains(scalar)
                else { continue }
                text.unicodeScalars.append(scalar)
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator:
                    for unit in String(scalar).utf16 {
                        let digits = String(unit, radix: 16)
                        expected += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                    }
                default:
                    expected.unicodeScalars.append(scalar)
                }
            }
            if JSONText.quoted(text) != expected + "\"" { failures.append(String(start, radix: 16)) }
        }
        #expect(failures.isEmpty, "blocks from U+\(failures.prefix(10))")
    }

    @Test func everyEscapedTextReadsBackExactly() throws {
        var text = ""
        for value in [0x0, 0x1F, 0x7F, 0x9F, 0xAD, 0x600, 0x180E, 0x200B, 0x200F, 0x2028, 0x2064, 0xFEFF, 0xFFF9]
            + [0x110BD, 0x1D173, 0xE0001, 0xE007F]
        {
            text.unicodeScalars.append(Unicode.Scalar(UInt32(value))!)
            text += "x"
        }
        let quoted = JSONText.quoted(text)
        // Only ASCII is left between the quotes: every character above is escaped.
        #expect(quoted.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 })
        let decoded = try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: .fragmentsAllowed)
        #expect((decoded as? String)?.unicodeScalars.elementsEqual(text.unicodeScalars) == true)
    }
}
