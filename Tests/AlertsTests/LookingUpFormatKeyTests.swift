import Alerts
import Foundation
import StringTables
import Testing

/// Hostile and awkward String texts looked up in tables.
struct LookingUpFormatKeyTests {
    static let tables = InMemoryStringTables([
        "Localizable": [
            "en": [
                "note.deleted": "Deleted %@.",
                "Deleted %@.": "Deleted %@.",
                "percent": "100% done.",
                "error.gone": "Gone.",
                "OK": "Okay then.",
            ],
            "de": [
                "note.deleted": "%@ gelöscht.",
                "Deleted %@.": "%@ gelöscht.",
                "percent": "100 % erledigt.",
                "error.gone": "Weg.",
            ],
        ]
    ])

    struct Said: LocalizedError {
        var text: String
        var errorDescription: String? { text }
    }

    func title(_ text: String, _ languages: [LanguageTag] = ["de"]) -> String {
        ErrorContent(Said(text: text)).alert().resolved(
            localizer: Localizer(sources: [Self.tables]), languages: languages
        ).title
    }

    /// A key whose value is a format needs arguments a text made elsewhere does not bring: it is
    /// not the text's key, and the text is shown as written — never a translation with a raw `%@`.
    @Test func aKeyWhoseValueIsAFormatIsNotATextsKey() {
        #expect(title("note.deleted") == "note.deleted")
        #expect(title("Deleted %@.") == "Deleted %@.", "the error's own words, as written")
    }

    /// A source text with an invisible control, hostile text.
    @Test func controlsAndNUL() {
        #expect(title("Gone.\u{0}") == "Gone.\u{0}")
        #expect(title("Gone.") == "Weg.")
        #expect(title("Gone.\u{200B}") == "Gone.\u{200B}")
    }
}
