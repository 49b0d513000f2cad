import Synchronization
import Testing

@testable import StringTables

/// Tables that record every table asked of them, so a test sees what lookups read.
private final class RecordingTables: StringTableSource {
    let tables: InMemoryStringTables
    private let asked = Mutex<[String]>([])

    init(_ tables: [String: [LanguageTag: [String: String]]]) {
        self.tables = InMemoryStringTables(tables)
    }

    var languages: [LanguageTag] { tables.languages }

    func table(named name: String, language: LanguageTag) -> StringTable? {
        asked.withLock { $0.append("\(name) \(language)") }
        return tables.table(named: name, language: language)
    }

    /// The tables asked for so far, as `Name language`, in order.
    var requests: [String] { asked.withLock { $0 } }
}

struct LookupCacheTests {
    private static func tables() -> RecordingTables {
        RecordingTables([
            "Localizable": [
                "en": ["Save": "Save", "Only English": "Only English", "%@ items": "%@ items"],
                "de": ["Save": "Sichern", "%@ items": "%@ Einträge"],
                "fr": ["Save": "Enregistrer"],
            ]
        ])
    }

    @Test func aLookupReadsOnlyTheTablesOfItsChainAndOnlyTheFirstTime() {
        let tables = Self.tables()
        let localizer = Localizer(sources: [tables])
        #expect(localizer.localize("Save", languages: ["de-CH"]).value == "Sichern")
        #expect(tables.requests == ["Localizable de", "Localizable en"])
        #expect(localizer.localize("Only English", languages: ["de-CH"]).value == "Only English")
        // Checking a translation against its source text looks the source language up on its own.
        #expect(localizer.localize("%@ items", arguments: [.string("3")], languages: ["de-CH"]).value == "3 Einträge")
        let read = tables.requests
        #expect(read == ["Localizable de", "Localizable en", "Localizable en"], "French is never read")
        #expect(localizer.localize("Save", languages: ["de-CH"]).value == "Sichern")
        #expect(localizer.copy().localize("%@ items", arguments: [.int(4)], languages: ["de-CH"]).value == "4 Einträge")
        #expect(tables.requests == read, "nothing is read twice")
        #expect(localizer.localize("Save", languages: ["fr"]).value == "Enregistrer")
        #expect(tables.requests == read + ["Localizable fr", "Localizable en"])
    }

    @Test func settingTheSourcesForgetsWhatWasFoundButNotInCopiesMadeBefore() {
        var localizer = Localizer(sources: [Self.tables()])
        #expect(localizer.localize("Save", languages: ["de"]).value == "Sichern")
        let before = localizer
        localizer.sources = [InMemoryStringTables(["Localizable": ["de": ["Save": "Speichern"]]])]
        #expect(localizer.localize("Save", languages: ["de"]).value == "Speichern")
        #expect(before.localize("Save", languages: ["de"]).value == "Sichern")
        localizer.sourceLanguage = "de"
        #expect(localizer.localize("Save", languages: ["fr"]).value == "Speichern")
    }

    @Test func searchingLastAddsASourceOnceAndKeepsWhatTheResultFinds() {
        let builtIn = Self.tables()
        let own = InMemoryStringTables(["Localizable": ["de": ["Save": "Speichern"]]])
        let localizer = Localizer(sources: [own])
        let extended = localizer.searchingLast(builtIn)
        #expect(extended.sources.count == 2)
        #expect(extended.localize("Save", languages: ["de"]).value == "Speichern", "the added source comes last")
        #expect(extended.localize("Save", languages: ["fr"]).value == "Enregistrer")
        let read = builtIn.requests
        #expect(localizer.searchingLast(builtIn).localize("Save", languages: ["fr"]).value == "Enregistrer")
        #expect(builtIn.requests == read, "the localizer made the first time is the one given again")
        #expect(localizer.sources.count == 1)
        #expect(extended.searchingLast(builtIn).sources.count == 2, "a source already searched is not added again")
    }

    @Test func aLocalizerWhoseSourcesChangeAddsTheSourceItSearchedLastAgain() {
        let builtIn = Self.tables()
        let extended = Localizer(sources: [InMemoryStringTables([:])]).searchingLast(builtIn)
        #expect(extended.searchingLast(builtIn).sources.count == 2, "searched last already")
        var removed = extended
        removed.sources.removeLast()
        #expect(removed.searchingLast(builtIn).sources.count == 2, "no longer searched: added again")
        var replaced = extended
        replaced.sources[1] = InMemoryStringTables([:])
        #expect(replaced.searchingLast(builtIn).sources.count == 3, "no longer last: added last")
        var relanguaged = extended
        relanguaged.sourceLanguage = "de"
        #expect(relanguaged.searchingLast(builtIn).sources.count == 2, "still searched last")
        #expect(relanguaged.searchingLast(builtIn).localize("Save", languages: ["fr"]).value == "Enregistrer")
    }

    @Test func appendingASourceToACopySearchesItWithoutWhatTheOriginalFound() {
        let own = Self.tables()
        let localizer = Localizer(sources: [own])
        #expect(localizer.localize("Only German", languages: ["de"]).value == "Only German", "not found yet")
        let added = InMemoryStringTables(["Localizable": ["de": ["Only German": "Nur Deutsch"]]])
        var appended = localizer
        appended.sources.append(added)
        #expect(appended.localize("Only German", languages: ["de"]).value == "Nur Deutsch")
        #expect(appended.localize("Save", languages: ["de"]).value == "Sichern", "the first source still comes first")
        #expect(
            localizer.localize("Only German", languages: ["de"]).value == "Only German", "the original is unchanged")
    }

    @Test func theNoteAboutAMissingTranslationIsWrittenWhenReadAndComparesAsWritten() {
        let localizer = Localizer(sources: [Self.tables()])
        var result = localizer.localize("Only English", languages: ["de-CH"])
        let expected = ["note: no de-CH text for 'Only English' in table Localizable; showing the en text"]
        #expect(result.diagnostics.map(\.description) == expected)
        #expect(result.diagnostics.first?.key == "Only English")
        #expect(result.diagnostics.first?.language == "de-CH")
        let written = LocalizedString(value: result.value, language: result.language, diagnostics: result.diagnostics)
        #expect(written == result)
        #expect(written.hashValue == result.hashValue)
        #expect(written != localizer.localize("Only English", languages: ["fr"]))
        result.diagnostics.append(LocalizationDiagnostic(.warning, .formatError, "later"))
        #expect(result.diagnostics.map(\.description) == expected + ["warning: later"])
        result.diagnostics = []
        #expect(result.diagnostics.isEmpty)
        #expect(result != written)
    }

    @Test func aPreferenceListTooLongToRememberIsLookedUpAllTheSame() {
        let localizer = Localizer(sources: [Self.tables()])
        let many: [LanguageTag] = [
            "ja", "ko", "it", "nl", "sv", "da", "fi", "pl", "cs", "hu", "el", "tr", "he", "th",
            "vi", "id", "ms", "fr",
        ]
        #expect(many.count > LookupCache.longestRememberedList)
        #expect(localizer.localize("Save", languages: many).value == "Enregistrer")
        #expect(localizer.localize("Save", languages: many).diagnostics.count == 1)
    }

    @Test func aParsedFormatIsRememberedWithItsErrors() throws {
        #expect(try StringFormatter.format("%1$@ has %2$lld", [.string("Inbox"), .int(3)]) == "Inbox has 3")
        #expect(try StringFormatter.format("%1$@ has %2$lld", [.string("Outbox"), .int(4)]) == "Outbox has 4")
        for _ in 0..<2 {
            #expect(throws: FormatError(.badSpecifier("%y"), offset: 2)) {
                try StringFormatter.format("a %y", [])
            }
        }
        let long = String(repeating: "x", count: 20_000) + "%d"
        #expect(try StringFormatter.format(long, [.int(7)]).hasSuffix("x7"))
    }

    @Test func aMemoStartsOverWhenFull() {
        let memo = MemoCache<Int, Int>(limit: 3)
        for key in 0..<10 { #expect(memo.value(for: key) { $0 * 2 } == key * 2) }
        #expect(memo.count <= 3)
        for key in 0..<10 { #expect(memo.value(for: key) { $0 * 2 } == key * 2) }
    }
}

/// What a lookup through a plan's remembered decisions gives, against a fresh localizer's.
struct RememberedDecisionTests {
    private static let tables = InMemoryStringTables([
        "Localizable": [
            "en": ["%u left": "%u left", "Save": "Save", "%@ of %lld": "%1$@ of %2$lld", "Plain": "Plain"],
            "de": ["%u left": "noch %u", "Save": "Sichern", "%@ of %lld": "%2$lld von %1$@"],
        ]
    ])

    /// The same call on a localizer that has answered before, and on a fresh one.
    private static func both(
        _ localizer: Localizer, _ key: String, _ arguments: [FormatArgument] = [], defaultValue: String? = nil,
        _ languages: [LanguageTag]
    ) -> (remembered: LocalizedString, fresh: LocalizedString) {
        let remembered = localizer.localize(
            key, defaultValue: defaultValue, arguments: arguments, languages: languages)
        let fresh = Localizer(sources: [tables]).localize(
            key, defaultValue: defaultValue, arguments: arguments, languages: languages)
        return (remembered, fresh)
    }

    @Test func everyCallGivesWhatAFreshLookupGivesWhateverTheValues() {
        let localizer = Localizer(sources: [Self.tables])
        // Remembered with a count the format takes, then asked with values it refuses, of other
        // kinds, with fewer or more arguments, and with the first one again.
        let calls: [[FormatArgument]] = [
            [.int(3)], [.int(3)], [.int(-2)], [.int(-2)], [.uint(7)], [.string("x")], [], [.int(1), .int(2)], [.int(3)],
        ]
        for arguments in calls {
            let (remembered, fresh) = Self.both(localizer, "%u left", arguments, ["de"])
            #expect(remembered == fresh, "\(arguments)")
            #expect(remembered.diagnostics == fresh.diagnostics, "\(arguments)")
        }
        #expect(localizer.localize("%u left", arguments: [.int(3)], languages: ["de"]).value == "noch 3")
        let refused = localizer.localize("%u left", arguments: [.int(-2)], languages: ["de"])
        #expect(refused.value != "noch -2" && !refused.diagnostics.isEmpty, "a refused value is never remembered")
        for _ in 0..<2 {
            let (remembered, fresh) = Self.both(localizer, "%@ of %lld", [.string("A"), .int(4)], ["de-CH"])
            #expect(remembered == fresh && remembered.value == "4 von A")
        }
    }

    @Test func aMissingTranslationIsNotedAndSentOnEveryCall() {
        let localizer = Localizer(sources: [Self.tables])
        let marker = "Plain"
        let events = Mutex<[String]>([])
        let id = DiagnosticsSystem.observe { event in
            if event.message.contains("'\(marker)'") { events.withLock { $0.append(event.message) } }
        }
        defer { DiagnosticsSystem.endObserving(id) }
        for round in 1...3 {
            let (remembered, fresh) = Self.both(localizer, marker, [], ["fr"])
            #expect(remembered == fresh)
            #expect(remembered.value == "Plain" && remembered.diagnostics.count == 1, "round \(round)")
            #expect(remembered.diagnostics.first?.message.contains("no fr text") == true)
        }
        // Each call sends its note: three remembered calls and three fresh ones.
        #expect(events.withLock { $0.count } == 6)
    }

    @Test func defaultValuesAndKeysAreRememberedApart() {
        let localizer = Localizer(sources: [Self.tables])
        for _ in 0..<2 {
            #expect(localizer.localize("Nowhere", defaultValue: "Somewhere", languages: ["de"]).value == "Somewhere")
            #expect(localizer.localize("Nowhere", languages: ["de"]).value == "Nowhere")
            #expect(localizer.localize("Nowhere %lld", arguments: [.int(2)], languages: ["de"]).value == "Nowhere 2")
            // A canonically equivalent key is another key to the memo, and to the table.
            let composed = localizer.localize("Caf\u{E9}", defaultValue: "composed", languages: ["de"])
            let decomposed = localizer.localize("Cafe\u{301}", defaultValue: "decomposed", languages: ["de"])
            #expect(composed.value == "composed" && decomposed.value == "decomposed")
        }
    }
}

extension Localizer {
    /// A copy, as a value passed around is.
    fileprivate func copy() -> Localizer { self }
}
