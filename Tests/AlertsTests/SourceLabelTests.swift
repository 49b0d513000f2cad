import Alerts
import Synchronization
import Testing

/// A button's label in the source language is looked up once, as the alert is resolved: reading
/// it — comparing alerts, describing them, matching a script's choice — looks nothing up and sends
/// no event.
struct SourceLabelTests {
    let tables = InMemoryStringTables([
        "Localizable": [
            "de": ["Save failed.": "Speichern fehlgeschlagen.", "Delete %@": "%@ löschen", "Keep": "Behalten"],
            // The English text does not fit its argument: a lookup in English warns about it.
            "en": ["Save failed.": "Saving failed.", "Delete %@": "Delete %d", "Keep": "Keep"],
        ]
    ])

    @Test func theSourceLabelIsFoundWhenResolvingAndReadingItSendsNothing() {
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
        #expect(events.withLock { $0.count } == 1, "the English text's warning, once, when resolving")
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

    @Test func aLabelAlreadyInTheSourceLanguageHasNoSourceLabel() {
        let alert = Alert<Never>("Save failed.") { AlertButton<Never>("Keep", role: .cancel) }
        let localizer = Localizer(sources: [tables])
        #expect(alert.resolved(localizer: localizer, languages: ["de"]).buttons[0].sourceLabel == "Keep")
        #expect(alert.resolved(localizer: localizer, languages: ["en"]).buttons[0].sourceLabel == nil)
        #expect(ResolvedButton("Keep", sourceLabel: "Keep").sourceLabel == nil)
    }
}
