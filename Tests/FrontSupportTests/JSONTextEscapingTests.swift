import Alerts
import FrontSupport
import Testing

/// The JSON writer escapes every invisible character, so no reader drops one.
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
}
