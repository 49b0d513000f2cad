import Alerts
import Synchronization
import Testing

/// A button's label in the source language is looked up when first read (issue 14): reading it
/// again — comparing alerts, describing them, matching a script's choice — must not look it up
/// again, nor send the lookup's diagnostic events again.
struct SourceLabelEventsTests {
    let tables = InMemoryStringTables([
        "Localizable": [
            "de": ["Save failed.": "Speichern fehlgeschlagen.", "Delete %@": "%@ löschen", "Keep": "Behalten"],
            // The English text does not fit its argument: a lookup in English warns about it.
            "en": ["Save failed.": "Saving failed.", "Delete %@": "Delete %d", "Keep": "Keep"],
        ]
    ])

    @Test func readingASourceLabelAgainSendsItsEventsOnlyOnce() {
        let events = Mutex<[String]>([])
        let id = DiagnosticsSystem.observe { event in
            if event.message.contains("'Delete %@'") { events.withLock { $0.append(event.message) } }
        }
        defer { DiagnosticsSystem.endObserving(id) }
        let name = "a.txt"
        let alert = Alert<Never>("Save failed.") {
            AlertButton<Never>("Delete \(name)", role: .destructive)
            AlertButton<Never>("Keep", role: .cancel)
        }
        let resolved = alert.resolved(localizer: Localizer(sources: [tables]), languages: ["de"])
        let copy = resolved
        for _ in 0..<3 {
            #expect(resolved.buttons.map(\.sourceLabel) == ["Delete a.txt", "Keep"])
            #expect(copy.buttons.map(\.sourceLabel) == ["Delete a.txt", "Keep"])
        }
        #expect(resolved == copy)
        _ = resolved.description
        #expect(resolved.button(matching: "delete a.txt") == 0)
        #expect(events.withLock { $0.count } == 1, "\(events.withLock { $0 })")
    }

    @Test func aChangedLabelIsComparedWithTheSourceLabelFoundBefore() {
        let alert = Alert<Never>("Save failed.") { AlertButton<Never>("Keep", role: .cancel) }
        let resolved = alert.resolved(localizer: Localizer(sources: [tables]), languages: ["de"])
        var button = resolved.buttons[0]
        #expect(button.sourceLabel == "Keep")
        button.label = "Keep"
        #expect(button.sourceLabel == nil)
        #expect(resolved.buttons[0].sourceLabel == "Keep")
    }
}
