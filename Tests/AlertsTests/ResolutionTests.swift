import Alerts
import Testing

/// `Alert` → `ResolvedAlert` through the `StringTables` lookup API.
struct ResolutionTests {
    let tables = InMemoryStringTables([
        "Localizable": [
            "de": [
                "Save failed.": "Speichern fehlgeschlagen.", "Delete %@": "%@ löschen", "%lld copies": "%lld Kopien",
            ],
            "zh-Hans": ["Save failed.": "保存失败", "Delete %@": "删除 %@"],
            "ar": ["Save failed.": "فشل الحفظ", "Delete %@": "حذف %@"],
            "fr": ["Delete %@": "Supprimer %d"],
            "en": ["Save failed.": "Saving failed."],
        ],
        "Errors": ["de": ["disk.full": "Das Volume ist voll."]],
    ])

    var localizer: Localizer { Localizer(sources: [tables]) }

    func alert(name: String = "a.txt") -> Alert<SaveAction> {
        Alert("Save failed.") {
            AlertButton(role: .destructive, action: .delete(name)) { "Delete \(name)" }
        } message: {
            AlertText("disk.full", table: "Errors", defaultValue: "The disk is full.")
        }
    }

    @Test(arguments: [
        (LanguageTag("de"), "Speichern fehlgeschlagen.", "a.txt löschen", "Das Volume ist voll."),
        ("zh-Hans", "保存失败", "删除 a.txt", "The disk is full."),
        ("ar", "فشل الحفظ", "حذف a.txt", "The disk is full."),
        ("en", "Saving failed.", "Delete a.txt", "The disk is full."),
    ])
    func resolvesEveryTextForTheLanguage(language: LanguageTag?, title: String, label: String, message: String) throws {
        let resolved = alert().resolved(localizer: localizer, languages: [try #require(language)])
        #expect(resolved.title == title)
        #expect(resolved.buttons.map(\.label) == [label])
        #expect(resolved.message == message)
    }

    @Test func aRegionalTagFallsBackToItsLanguage() {
        let resolved = alert().resolved(localizer: localizer, languages: ["de-AT"])
        #expect(resolved.title == "Speichern fehlgeschlagen.")
        #expect(resolved.language == "de")
    }

    @Test func preferencesAreTriedInOrderKeyByKey() {
        // Japanese has no table at all; German has the title but French comes first for nothing.
        let resolved = alert().resolved(localizer: localizer, languages: ["ja", "de"])
        #expect(resolved.title == "Speichern fehlgeschlagen.")
    }

    @Test func aMissingKeyFallsBackToTheDefaultValueThenToTheKey() {
        let resolved = Alert<Never>("No such key") {}
            .resolved(localizer: localizer, languages: ["de"])
        #expect(resolved.title == "No such key")
        #expect(resolved.language == nil)
        let withDefault = AlertText("missing.key", defaultValue: "Shown instead")
            .resolved(localizer: localizer, languages: ["de"])
        #expect(withDefault.value == "Shown instead")
        #expect(withDefault.language == "en")
    }

    @Test func aTranslationThatDoesNotFitItsArgumentsFallsBackWithADiagnostic() {
        // The French entry says %d where the key passes text.
        let resolved = Alert<Never>("Delete \("a.txt")") {}.resolved(localizer: localizer, languages: ["fr"])
        #expect(resolved.title == "Delete a.txt")
        #expect(
            resolved.diagnostics.filter { $0.severity == .warning }.map(\.description) == [
                "warning: the fr text of 'Delete %@' in table Localizable was not used: its specifiers do not match the source text: it shows argument 1 as a signed integer, the source text as an object (%@)"
            ])
    }

    @Test func anAlertsDiagnosticsAreInTheOrderOfItsTextsAndCanBeReplaced() {
        let alert = Alert<SaveAction>("Only English") {
            AlertButton("One", isDefault: true, action: .retry)
            AlertButton("Two", isDefault: true, action: .acknowledge)
        } message: {
            AlertText("missing.key", defaultValue: "Shown instead")
        }
        var resolved = alert.resolved(localizer: localizer, languages: ["de"])
        let expected = [
            "note: no de text for 'Only English' in table Localizable; showing the key",
            "note: no de text for 'One' in table Localizable; showing the key",
            "note: no de text for 'Two' in table Localizable; showing the key",
            "note: button \"Two\" is marked default too; only the first default button, \"One\", is prominent",
            "note: no de text for 'missing.key' in table Localizable; showing the default value",
        ]
        #expect(resolved.diagnostics.map(\.description) == expected)
        #expect(
            resolved
                == ResolvedAlert(
                    title: resolved.title, message: resolved.message, buttons: resolved.buttons,
                    language: resolved.language, diagnostics: resolved.diagnostics))
        resolved.diagnostics.removeFirst()
        #expect(resolved.diagnostics.map(\.description) == Array(expected.dropFirst()))
    }

    @Test func aTitleInTheSourceLanguageKeepsLaterLanguagesFromItsButtons() {
        // The title is English (the `en` table has it): the buttons are English too, though only
        // the French table has their key — the key is the English text.
        let resolved = alert().resolved(localizer: localizer, languages: ["fr"])
        #expect(resolved.language == "en")
        #expect(resolved.buttons.map(\.label) == ["Delete a.txt"])
        #expect(resolved.diagnostics.filter { $0.severity == .warning } == [], "the French text is not even read")
    }

    @Test func numbersAreFormattedSafely() {
        let text: AlertText = "\(Int64.max) copies"
        #expect(text.resolved(localizer: localizer, languages: ["de"]).value == "9223372036854775807 Kopien")
        let double: AlertText = "\(2.5) GB"
        #expect(double.resolved(localizer: localizer, languages: ["en"]).value == "2.500000 GB")
    }

    @Test func anInterpolatedTextIsResolvedInTheSameLanguage() {
        let text: AlertText = "Delete \(AlertText("Save failed."))"
        #expect(text.resolved(localizer: localizer, languages: ["zh-Hans"]).value == "删除 保存失败")
    }

    @Test func verbatimTextIsNeverLookedUp() {
        let resolved = AlertText(verbatim: "Save failed.").resolved(localizer: localizer, languages: ["de"])
        #expect(resolved.value == "Save failed.")
        #expect(resolved.language == nil)
    }

    @Test func userTablesComeBeforeLaterSourcesKeyByKey() {
        let user = InMemoryStringTables(["Localizable": ["de": ["Delete %@": "%@ entfernen"]]])
        let resolved = alert().resolved(localizer: Localizer(sources: [user, tables]), languages: ["de"])
        #expect(resolved.buttons.map(\.label) == ["a.txt entfernen"])
        #expect(resolved.title == "Speichern fehlgeschlagen.")
    }
}
