import AlertsTesting
import Foundation
import Testing

@testable import Alerts

/// The standard button labels: a label written as a key of your `Localizable` table (`"Cancel"`)
/// falls back to the package's translation when your tables lack it in the preferred languages.
struct StandardLabelTests {
    struct Expected: Sendable, CustomStringConvertible {
        var language: LanguageTag
        /// A few labels with the translation the platform uses, written out.
        var labels: [String: String]
        /// The labels that read as in English in this language too.
        var sameAsEnglish: Set<String> = []
        var description: String { language.identifier }
    }

    static let expected: [Expected] = [
        .init(
            language: "en", labels: ["Delete": "Delete", "Don’t Save": "Don’t Save", "Sign In": "Sign In"],
            sameAsEnglish: StandardLabels.keys),
        .init(language: "zh-Hans", labels: ["Delete": "删除", "Save": "存储", "Don’t Allow": "不允许", "Undo": "撤销"]),
        .init(language: "zh-Hant", labels: ["Delete": "刪除", "Save": "儲存", "Sign In": "登入", "Undo": "還原"]),
        .init(
            language: "ja", labels: ["Delete": "削除", "Don’t Save": "保存しない", "Yes": "はい", "Done": "完了"],
            sameAsEnglish: ["OK"]),
        .init(language: "ko", labels: ["Delete": "삭제", "Don’t Save": "저장 안 함", "No": "아니요", "Undo": "실행 취소"]),
        .init(
            language: "de",
            labels: [
                "Delete": "Löschen", "Don’t Save": "Nicht sichern", "Continue": "Fortfahren", "Undo": "Widerrufen",
            ],
            sameAsEnglish: ["OK"]),
        .init(
            language: "fr",
            labels: [
                "Delete": "Supprimer", "Don’t Save": "Ne pas enregistrer", "Done": "Terminé", "Allow": "Autoriser",
            ],
            sameAsEnglish: ["OK"]),
        .init(
            language: "es",
            labels: ["Delete": "Eliminar", "Don’t Save": "No guardar", "Yes": "Sí", "Sign In": "Iniciar sesión"],
            sameAsEnglish: ["No"]),
        .init(
            language: "pt-BR",
            labels: ["Delete": "Apagar", "Don’t Save": "Não Salvar", "Replace": "Substituir", "Close": "Fechar"],
            sameAsEnglish: ["OK"]),
        .init(
            language: "ru",
            labels: ["Delete": "Удалить", "Don’t Save": "Не сохранять", "Done": "Готово", "Sign In": "Войти"],
            sameAsEnglish: ["OK"]),
        .init(language: "ar", labels: ["Delete": "حذف", "Save": "حفظ", "Yes": "نعم", "Close": "إغلاق"]),
    ]

    /// `key` as a label of the user's `Localizable` table, resolved with no tables of the test's own.
    static func resolve(_ key: String, in language: LanguageTag) -> LocalizedString {
        AlertText(AlertText.Key(key)).resolved(localizer: Localizer(sources: []), languages: [language])
    }

    @Test func everyBuiltInLanguageIsCovered() {
        #expect(Set(Self.expected.map(\.language)) == Set(StringTableDirectory.module.languages))
    }

    @Test(arguments: expected)
    func everyStandardLabelIsTranslatedInEveryBuiltInLanguage(_ expected: Expected) {
        for key in StandardLabels.keys.sorted() {
            let label = Self.resolve(key, in: expected.language)
            #expect(label.language == expected.language, "“\(key)” in \(expected.language)")
            #expect(label.diagnostics.isEmpty, "“\(key)” in \(expected.language)")
            if expected.sameAsEnglish.contains(key) {
                #expect(label.value == key, "“\(key)” in \(expected.language)")
            } else {
                #expect(label.value != key, "“\(key)” in \(expected.language) reads as in English")
                #expect(!label.value.isEmpty)
            }
        }
        for (key, translation) in expected.labels {
            #expect(Self.resolve(key, in: expected.language).value == translation)
        }
    }

    @Test func germanButtonsNeedNoTablesOfYourOwn() async {
        @Bound var shown = true
        let front = TestFront(languages: ["de"])
        front.tap(.role(.cancel))

        await front.alert("Delete file?", isPresented: $shown) {
            AlertButton("Delete", role: .destructive) {}
            AlertButton("Cancel", role: .cancel)
        }

        #expect(front.presented.first?.labels == ["Löschen", "Abbrechen"])
        #expect(front.presented.first?.title == "Delete file?", "not a standard label: left as written")
    }

    @Test func yourGermanCancelWinsOverThePackages() async {
        @Bound var shown = true
        let yours = InMemoryStringTables(["Localizable": ["de": ["Cancel": "Zurück"]]])
        let front = TestFront(languages: ["de"], sources: [yours])
        front.tap(.role(.cancel))

        await front.alert("Delete file?", isPresented: $shown) {
            AlertButton("Delete", role: .destructive) {}
            AlertButton("Cancel", role: .cancel)
        }

        #expect(front.presented.first?.labels == ["Löschen", "Zurück"])
    }

    @Test func aStraightApostropheFindsTheTypographicKey() async {
        @Bound var shown = true
        let front = TestFront(languages: ["de"])
        front.tap(.label("Sichern"))

        await front.alert("Save changes?", isPresented: $shown) {
            AlertButton("Save", isDefault: true) {}
            AlertButton("Don't Save", role: .destructive) {}
            AlertButton("Cancel", role: .cancel)
        }

        #expect(front.presented.first?.labels == ["Sichern", "Nicht sichern", "Abbrechen"])
        #expect(StandardLabels.key(for: "Don't Allow") == "Don’t Allow")
    }

    @Test func yourStraightApostropheKeyWinsOverThePackages() {
        let yours = InMemoryStringTables(["Localizable": ["de": ["Don't Save": "Verwerfen und schließen"]]])
        let label = AlertText("Don't Save").resolved(localizer: Localizer(sources: [yours]), languages: ["de"])
        #expect(label.value == "Verwerfen und schließen")
    }

    @Test func aLabelThatIsNotStandardStaysAsWritten() async {
        @Bound var shown = true
        let front = TestFront(languages: ["de"])
        front.tap(.label("Frobnicate"))

        await front.alert("Frobnicate the widget?", isPresented: $shown) {
            AlertButton("Frobnicate") {}
            AlertButton("Cancel", role: .cancel)
        }

        #expect(front.presented.first?.labels == ["Frobnicate", "Abbrechen"])
        #expect(StandardLabels.key(for: "Frobnicate") == nil)
        #expect(StandardLabels.key(for: "cancel") == nil, "keys are case-sensitive")
    }

    @Test func yourEnglishOnlyTableDoesNotStopTheGermanFallback() async {
        let yours = InMemoryStringTables(["Localizable": ["en": ["Cancel": "Never mind"]]])

        @Bound var shown = true
        let german = TestFront(languages: ["de"], sources: [yours])
        german.tap(.role(.cancel))
        await german.alert("Delete file?", isPresented: $shown) {
            AlertButton("Delete", role: .destructive) {}
            AlertButton("Cancel", role: .cancel)
        }
        #expect(german.presented.first?.labels == ["Löschen", "Abbrechen"])

        // In English, your text is the one shown.
        shown = true
        let english = TestFront(languages: ["en"], sources: [yours])
        english.tap(.role(.cancel))
        await english.alert("Delete file?", isPresented: $shown) {
            AlertButton("Delete", role: .destructive) {}
            AlertButton("Cancel", role: .cancel)
        }
        #expect(english.presented.first?.labels == ["Delete", "Never mind"])
    }

    @Test func aLabelFromANamedTableIsNotAStandardLabel() {
        let label = AlertText("Cancel", table: "Buttons").resolved(localizer: Localizer(sources: []), languages: ["de"])
        #expect(label.value == "Cancel")
    }
}
