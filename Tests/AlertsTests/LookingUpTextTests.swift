import Alerts
import Foundation
import StringTables
import Synchronization
import Testing

/// The `String` texts an error gives — `LocalizedError`'s, `NSError` user info's, a
/// `RecoverableError`'s option titles — are looked up when the alert is resolved, in the languages
/// it is resolved for: as a key, then as the source text of exactly one key, else shown as written.
struct LookingUpTextTests {
    static let tables = InMemoryStringTables([
        "Localizable": [
            "en": [
                "error.gone": "Gone.",
                "error.gone.reason": "The item was removed.",
                "error.gone.help": "See Recently Deleted.",
                "action.restore": "Restore",
                "item.deleted": "Deleted.",
                "file.deleted": "Deleted.",
                "error.deleted-name": "Deleted %@.",
            ],
            "de": [
                "error.gone": "Nicht mehr da.",
                "error.gone.reason": "Der Eintrag wurde entfernt.",
                "error.gone.help": "Siehe „Zuletzt gelöscht“.",
                "action.restore": "Wiederherstellen",
                "Try the trash.": "Sehen Sie im Papierkorb nach.",
                "item.deleted": "Gelöscht.",
                "file.deleted": "Datei gelöscht.",
                "error.deleted-name": "%@ gelöscht.",
            ],
            "fr": [
                "error.gone": "Disparu.",
                "error.gone.reason": "L’élément a été supprimé.",
                "Try the trash.": "Regardez dans la corbeille.",
            ],
        ]
    ])

    let localizer = Localizer(sources: [Self.tables])

    /// A plain `LocalizedError`, its texts in the source language, as `NSLocalizedString` returns
    /// them on Linux.
    struct ItemGone: LocalizedError {
        var errorDescription: String? { "Gone." }
        var failureReason: String? { "The item was removed." }
        var recoverySuggestion: String? { "Try the trash." }
        var helpAnchor: String? { "error.gone.help" }
    }

    @Test func aLocalizedErrorsTextsAreTextsToLookUp() {
        let content = ErrorContent(ItemGone())
        #expect(content.title == AlertText(lookingUp: "Gone."))
        #expect(content.failureReason == AlertText(lookingUp: "The item was removed."))
        #expect(content.helpAnchor == AlertText(lookingUp: "error.gone.help"))
        #expect(content.title.description == #"lookingUp "Gone.""#)
        #expect(content.title.textToLookUp == "Gone.")
        #expect(AlertText(lookingUp: "Gone.") != AlertText(verbatim: "Gone."))
        #expect(AlertText(lookingUp: "Gone.") != "Gone.")
    }

    @Test func oneErrorReadsInEachLanguageItIsResolvedFor() {
        let alert = ErrorContent(ItemGone()).alert()
        let german = alert.resolved(localizer: localizer, languages: ["de"])
        #expect(german.title == "Nicht mehr da.")
        #expect(german.message == "Der Eintrag wurde entfernt.\nSehen Sie im Papierkorb nach.")
        #expect(german.help == "Siehe „Zuletzt gelöscht“.")
        #expect(german.language == "de")
        let french = alert.resolved(localizer: localizer, languages: ["fr"])
        #expect(french.title == "Disparu.")
        #expect(french.message == "L’élément a été supprimé.\nRegardez dans la corbeille.")
        // No French help: the source text, in English.
        #expect(french.help == "See Recently Deleted.")
        let english = alert.resolved(localizer: localizer, languages: ["en"])
        #expect(english.title == "Gone.")
        #expect(english.message == "The item was removed.\nTry the trash.")
    }

    @Test func userInfoTextsAreLookedUpToo() {
        let error = NSError(
            domain: "com.example.items", code: 7,
            userInfo: [
                NSLocalizedDescriptionKey: "Gone.", NSLocalizedFailureReasonErrorKey: "error.gone.reason",
                NSLocalizedRecoverySuggestionErrorKey: "Try the trash.", NSHelpAnchorErrorKey: "See Recently Deleted.",
            ])
        let alert = ErrorContent(error).alert().resolved(localizer: localizer, languages: ["de"])
        #expect(alert.title == "Nicht mehr da.")
        #expect(alert.message == "Der Eintrag wurde entfernt.\nSehen Sie im Papierkorb nach.")
        #expect(alert.help == "Siehe „Zuletzt gelöscht“.")
    }

    struct Restorable: LocalizedError, RecoverableError {
        var errorDescription: String? { "Gone." }
        var recoveryOptions: [String] { ["Restore", "Retry", "Keep Both"] }
        func attemptRecovery(optionIndex: Int) -> Bool { true }
    }

    @Test func recoveryOptionTitlesAreLookedUpAndAStandardLabelIsThePackages() {
        let alert = ErrorContent(Restorable()).alert().resolved(localizer: localizer, languages: ["de"])
        #expect(alert.buttons.map(\.label) == ["Wiederherstellen", "Erneut versuchen", "Keep Both", "Abbrechen"])
        // A script names a button in the source language (none for a label that is one already).
        #expect(alert.buttons.map(\.sourceLabel) == ["Restore", "Retry", nil, "Cancel"])
    }

    /// A type moved to `AlertableError` that kept its `String` reason.
    struct Moved: AlertableError {
        var title: AlertText? { "error.gone" }
        var failureReason: String? { "The item was removed." }
    }

    @Test func theStringTextsOfAnAlertableErrorAreLookedUpToo() {
        #expect(ErrorContent(Moved()).failureReason == AlertText(lookingUp: "The item was removed."))
        let alert = ErrorContent(Moved()).alert().resolved(localizer: localizer, languages: ["fr"])
        #expect(alert.message == "L’élément a été supprimé.")
    }

    struct Formatted: LocalizedError {
        var name: String
        var errorDescription: String? { String(format: "Deleted %@.", name) }
        var failureReason: String? { "Deleted." }
    }

    @Test func aFormattedOrSharedTextIsShownAsWrittenInNoLanguage() {
        let alert = ErrorContent(Formatted(name: "notes.txt")).alert().resolved(localizer: localizer, languages: ["de"])
        #expect(alert.title == "Deleted notes.txt.")
        #expect(alert.message == "Deleted.")
        #expect(alert.language == nil)
    }

    @Test func aTextShownAsWrittenThatATableHasIsADebugEvent() {
        let events = Mutex<[String]>([])
        let id = DiagnosticsSystem.observe { event in
            guard event.level == .debug, event.message.contains("'Deleted.'") else { return }
            events.withLock { $0.append(event.description) }
        }
        defer { DiagnosticsSystem.endObserving(id) }
        let localizer = Localizer(sources: [Self.tables])
        for languages: [LanguageTag] in [["de"], ["fr"]] {
            _ = ErrorContent(Formatted(name: "a")).alert().resolved(localizer: localizer, languages: languages)
        }
        #expect(
            events.withLock { $0 } == [
                """
                [debug] missing-translation: 'Deleted.' is the source text of 2 keys in table Localizable \
                ('file.deleted', 'item.deleted'), so of none; showing it as written id=unmatched-text language=de \
                table=Localizable
                """
            ])
    }
}
