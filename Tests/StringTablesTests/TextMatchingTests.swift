import Synchronization
import Testing

@testable import StringTables

/// `Localizer.key(matching:table:languages:)`: which key a text made elsewhere (a
/// `LocalizedError`'s) stands for — itself as a key, or the one key whose source text it is — and
/// the `debug` event about a text shown as written that the tables have in a way the lookup
/// cannot use.
struct TextMatchingTests {
    static let tables = InMemoryStringTables([
        "Localizable": [
            "en": [
                "error.gone": "Gone.",
                "error.removed": "The item was removed.",
                "item.deleted": "Deleted.",
                "file.deleted": "Deleted.",
                "error.deleted-name": "Deleted %@.",
                "Save failed.": "Save failed.",
                "progress.done": "100% done",
            ],
            "de": [
                "error.gone": "Nicht mehr da.",
                "error.removed": "Der Eintrag wurde entfernt.",
                "Save failed.": "Sichern fehlgeschlagen.",
                "only.german": "Nur Deutsch.",
                "Quit.": "Beenden.",
            ],
            "fr": ["error.gone": "Disparu."],
        ]
    ])

    let localizer = Localizer(sources: [Self.tables])

    @Test func aTextThatIsAKeyInTheLanguagesStandsForItself() {
        #expect(localizer.key(matching: "Save failed.", languages: ["de"]) == "Save failed.")
        #expect(localizer.key(matching: "error.gone", languages: ["fr"]) == "error.gone")
        // A key the source language has is found whatever the languages asked for.
        #expect(localizer.key(matching: "Save failed.", languages: ["ja"]) == "Save failed.")
    }

    @Test func aTextThatIsTheSourceTextOfOneKeyStandsForThatKey() {
        #expect(localizer.key(matching: "Gone.", languages: ["de"]) == "error.gone")
        #expect(localizer.key(matching: "The item was removed.", languages: ["fr"]) == "error.removed")
        let key = localizer.key(matching: "Gone.", languages: ["fr"]) ?? "Gone."
        #expect(localizer.localize(key, languages: ["fr"]).value == "Disparu.")
        // Plain text with a `%` that reads no argument is a text like any other.
        #expect(localizer.key(matching: "100% done", languages: ["de"]) == "progress.done")
    }

    @Test func aSourceTextTwoKeysShareStandsForNeither() {
        #expect(localizer.key(matching: "Deleted.", languages: ["de"]) == nil)
    }

    @Test(arguments: [
        "Deleted notes.txt.",  // String(format: "Deleted %@.", name)
        "Deleted %@.",  // the format itself: a format is no text
        "gone.",  // case counts
        "Gone. ",  // so does a space
        "Gone",
        "Gone. The item was removed.",  // no part of a text is matched
        "Nicht mehr da.",  // a translation is no source text
        "",
    ])
    func anyOtherTextStandsForNoKey(text: String) {
        #expect(localizer.key(matching: text, languages: ["de"]) == nil)
    }

    @Test func textsAreComparedByTheirBytes() {
        let tables = InMemoryStringTables([
            "Localizable": [
                "en": ["greeting": "Caf\u{E9}.", "farewell": "See you at the café tomorrow."],
                "de": ["greeting": "Café."],
            ]
        ])
        let localizer = Localizer(sources: [tables])
        #expect(localizer.key(matching: "Caf\u{E9}.", languages: ["de"]) == "greeting")
        #expect(localizer.key(matching: "Cafe\u{301}.", languages: ["de"]) == nil)
    }

    @Test func anEarlierSourceHidesTheSameKeyFurtherDown() {
        let app = InMemoryStringTables(["Localizable": ["en": ["error.gone": "It’s gone."]]])
        let localizer = Localizer(sources: [app, Self.tables])
        #expect(localizer.key(matching: "It’s gone.", languages: ["de"]) == "error.gone")
        // The text the hidden entry had is no longer that key's.
        #expect(localizer.key(matching: "Gone.", languages: ["de"]) == nil)
    }

    @Test func anotherTableIsNotSearched() {
        #expect(localizer.key(matching: "Gone.", table: "Errors", languages: ["de"]) == nil)
    }

    // MARK: The debug event

    /// The `unmatched-text` events sent while `body` runs for the texts in `texts`.
    private func events(for texts: Set<String>, _ body: () -> Void) -> [String] {
        let events = Mutex<[String]>([])
        let id = DiagnosticsSystem.observe { event in
            guard event.diagnostic?.id == .unmatchedText, event.level == .debug,
                texts.contains(where: { event.message.contains("'\($0)'") })
            else { return }
            events.withLock { $0.append(event.message) }
        }
        defer { DiagnosticsSystem.endObserving(id) }
        body()
        return events.withLock { $0 }
    }

    @Test func aSharedSourceTextShownAsWrittenIsADebugEventOncePerText() {
        let localizer = Localizer(sources: [Self.tables])
        let sent = events(for: ["Deleted."]) {
            for languages: [LanguageTag] in [["de"], ["fr"], ["de"]] {
                localizer.noteShownAsWritten("Deleted.", languages: languages)
            }
        }
        #expect(
            sent == [
                "'Deleted.' is the source text of 2 keys in table Localizable ('file.deleted', 'item.deleted'), so of none; showing it as written"
            ])
    }

    @Test func aTextNoTableHasIsNoEvent() {
        let localizer = Localizer(sources: [Self.tables])
        // Not a text at all, a translation, a key in other languages only.
        let texts: Set = ["Deleted notes.txt.", "Nicht mehr da.", "Quit."]
        let sent = events(for: texts) {
            for text in texts { localizer.noteShownAsWritten(text, languages: ["de"]) }
        }
        #expect(sent == [])
    }

    @Test func theTextsToldAboutAreBounded() {
        let reported = ReportedTexts()
        #expect(reported.isNew("Deleted."))
        #expect(!reported.isNew("Deleted."))
        for index in 0..<(3 * ReportedTexts.limit) { _ = reported.isNew("text \(index)") }
        #expect(reported.count <= ReportedTexts.limit)
        #expect(reported.count > 0)
    }
}
