import AlertsTesting
import Foundation
import Testing

@testable import Alerts

/// The package's own tables in `Localization/`.
@Suite struct BuiltInTablesLintTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Localization")

    @Test func theTablesAreCleanForTheLinter() {
        let report = TableLinter(paths: [Self.folder], sourceLanguage: "en").lint()
        #expect(report.filesRead >= 2)
        #expect(report.unreadablePaths.isEmpty)
        #expect(report.diagnostics.map(\.description) == [])
    }

    @Test func frenchGuillemetsHoldTheirTextWithNoBreakSpaces() throws {
        // As the French table's header says: a line never breaks between « and the name it quotes.
        let table = try #require(StringTableDirectory.module.table(named: "Alerts", language: "fr"))
        for (key, value) in table.entries {
            let text = "\(value)"
            #expect(!text.contains("« ") && !text.contains(" »"), "\(key): \(text)")
        }
    }
}

/// Every built-in language, with the texts written out: one alert each.
struct BuiltInLanguageTests {
    struct Expected: Sendable, CustomStringConvertible {
        var language: LanguageTag
        var title: String
        var message: String
        var retry: String
        var cancel: String
        var ok: String
        var description: String { language.identifier }
    }

    static let expected: [Expected] = [
        .init(
            language: "en", title: "You’re not connected to the internet.",
            message: "Check your network connection, then try again.", retry: "Retry", cancel: "Cancel", ok: "OK"),
        .init(
            language: "zh-Hans", title: "你未连接到互联网。", message: "请检查网络连接，然后重试。", retry: "重试", cancel: "取消",
            ok: "好"),
        .init(
            language: "zh-Hant", title: "你尚未連線到網際網路。", message: "請檢查網路連線，然後再試一次。", retry: "重試",
            cancel: "取消", ok: "好"),
        .init(
            language: "ja", title: "インターネットに接続されていません。", message: "ネットワーク接続を確認して、もう一度お試しください。",
            retry: "再試行", cancel: "キャンセル", ok: "OK"),
        .init(
            language: "ko", title: "인터넷에 연결되어 있지 않습니다.", message: "네트워크 연결을 확인한 다음 다시 시도하십시오.",
            retry: "다시 시도", cancel: "취소", ok: "확인"),
        .init(
            language: "de", title: "Sie sind nicht mit dem Internet verbunden.",
            message: "Überprüfen Sie Ihre Netzwerkverbindung und versuchen Sie es dann erneut.",
            retry: "Erneut versuchen", cancel: "Abbrechen", ok: "OK"),
        .init(
            language: "fr", title: "Vous n’êtes pas connecté à Internet.",
            message: "Vérifiez votre connexion réseau, puis réessayez.", retry: "Réessayer", cancel: "Annuler", ok: "OK"
        ),
        .init(
            language: "es", title: "No tienes conexión a Internet.",
            message: "Comprueba tu conexión de red y vuelve a intentarlo.", retry: "Reintentar", cancel: "Cancelar",
            ok: "Aceptar"),
        .init(
            language: "pt-BR", title: "Não há conexão com a Internet.",
            message: "Verifique sua conexão de rede e tente novamente.", retry: "Tentar Novamente", cancel: "Cancelar",
            ok: "OK"),
        .init(
            language: "ru", title: "Нет подключения к интернету.",
            message: "Проверьте подключение к сети и повторите попытку.", retry: "Повторить", cancel: "Отменить",
            ok: "OK"),
        .init(
            language: "ar", title: "لا يوجد اتصال بالإنترنت.", message: "تحقق من اتصالك بالشبكة، ثم حاول مرة أخرى.",
            retry: "إعادة المحاولة", cancel: "إلغاء", ok: "حسنًا"),
    ]

    @Test(arguments: expected)
    func aNetworkErrorReadsInEveryBuiltInLanguage(_ expected: Expected) async {
        let front = TestFront(languages: [expected.language])
        front.tap(.role(.cancel))
        front.tap(.label(expected.ok))
        let outcome = await front.perform(retryLimit: 1) { () async throws -> Int in
            throw URLError(.notConnectedToInternet)
        }
        let first = front.presented.first
        #expect(first?.title == expected.title)
        #expect(first?.message == expected.message)
        #expect(first?.labels == [expected.retry, expected.cancel])
        #expect(first?.language == expected.language)
        #expect(first?.diagnostics.isEmpty == true)
        guard case .cancelled = outcome else { Issue.record("expected cancelled, got \(outcome)"); return }

        // And an alert declared without buttons gets the standard OK in that language.
        @Bound var isPresented = true
        await front.alert(AlertText(verbatim: "—"), isPresented: $isPresented) {}
        #expect(front.presented.last?.labels == [expected.ok])
    }

    @Test(
        arguments: [
            ("ru", 1, "Повторите попытку через 1 секунду."),
            ("ru", 3, "Повторите попытку через 3 секунды."),
            ("ru", 11, "Повторите попытку через 11 секунд."),
            ("ar", 0, "حاول مرة أخرى بعد 0 ثانية."),
            ("ar", 1, "حاول مرة أخرى بعد ثانية واحدة."),
            ("ar", 2, "حاول مرة أخرى بعد ثانيتين."),
            ("ar", 5, "حاول مرة أخرى بعد 5 ثوانٍ."),
            ("en", 1, "Try again in 1 second."),
            ("en", 90, "Try again in 90 seconds."),
            ("ja", 1, "1秒後にもう一度お試しください。"),
        ] as [(LanguageTag, Int, String)])
    func countsTakeTheLanguagesPluralForms(language: LanguageTag, seconds: Int, expected: String) {
        let text = AlertText("Try again in \(seconds) seconds.", table: "Alerts")
        #expect(text.resolved(localizer: Localizer(sources: []), languages: [language]).value == expected)
    }

    @Test func yourTablesOverrideTheBuiltInOnesKeyByKey() async {
        let yours = InMemoryStringTables(["Alerts": ["de": ["Retry": "Nochmal"], "en": ["Cancel": "Never mind"]]])
        let front = TestFront(languages: ["de"], sources: [yours])
        front.tap(.label("Abbrechen"))
        _ = await front.perform { () async throws -> Int in throw URLError(.timedOut) }
        #expect(front.presented.first?.labels == ["Nochmal", "Abbrechen"])
        #expect(front.presented.first?.title == "Zeitüberschreitung bei der Anfrage.")
    }

    @Test func everyBuiltInTableParsesCleanlyAndHasEveryEnglishKey() throws {
        let tables = StringTableDirectory.module
        #expect(tables.languages.count == 11)
        let english = try #require(tables.table(named: "Alerts", language: "en"))
        #expect(english.entries.count > 80)
        for language in tables.languages {
            let table = try #require(tables.table(named: "Alerts", language: language))
            #expect(Set(table.entries.keys) == Set(english.entries.keys), "\(language)")
        }
        #expect(tables.diagnostics.isEmpty)
        #expect(tables.table(named: "Localizable", language: "en") == nil)
    }
}
