import Alerts
import Testing

@testable import AlertsCLI

/// A report reads in one language: the front's own words — the severity, the labels, the note on
/// choosing without asking — follow the language the alert's title came in, as the terminal's
/// key hints and the HTTP front's texts do.
struct ReportLanguageTests {
    enum UploadError: AlertableError {
        case full
        var title: AlertText? { "The upload failed." }
        var reason: AlertText? { "The server is full." }
    }

    static let english: [String: String] = [
        "The upload failed.": "The upload failed.", "The server is full.": "The server is full.",
    ]
    static let russian: [String: String] = [
        "The upload failed.": "Не удалось загрузить.", "The server is full.": "Сервер заполнен.",
    ]

    func front(_ output: Output, tables: [LanguageTag: [String: String]]) -> CLIFront {
        CLIFront(
            languages: ["ru"], sources: [InMemoryStringTables(["Localizable": tables])],
            environment: ["LANG": "C.UTF-8", "COLUMNS": "80"], write: output.write)
    }

    @Test func anErrorYourTablesHaveOnlyInEnglishIsReportedInEnglishUnderARussianPreference() async {
        let output = Output()
        await front(output, tables: ["en": Self.english]).report(UploadError.full)
        #expect(output.all == "error: The upload failed.\n  The server is full.\n")
    }

    @Test func theSeverityIsCapitalizedWhenAskedAsTheArgumentParserWritesItsOwn() async {
        for (tables, expected) in [
            (["en": Self.english], "Error: The upload failed.\n  The server is full.\n"),
            (["en": Self.english, "ru": Self.russian], "Ошибка: Не удалось загрузить.\n  Сервер заполнен.\n"),
        ] as [([LanguageTag: [String: String]], String)] {
            let output = Output()
            let front = CLIFront(
                languages: ["ru"], sources: [InMemoryStringTables(["Localizable": tables])],
                options: .init(capitalizesSeverity: true), environment: ["LANG": "C.UTF-8", "COLUMNS": "80"],
                write: output.write)
            await front.report(UploadError.full)
            #expect(output.all == expected)
        }
    }

    @Test func theSameErrorTranslatedIsReportedInRussian() async {
        let output = Output()
        await front(output, tables: ["en": Self.english, "ru": Self.russian]).report(UploadError.full)
        #expect(output.all == "ошибка: Не удалось загрузить.\n  Сервер заполнен.\n")
    }

    @Test func theNoteOnChoosingFollowsTheAlertsLanguage() async {
        let output = Output()
        let alert = ResolvedAlert(
            title: "The upload failed.",
            buttons: [ResolvedButton("Retry", isDefault: true), ResolvedButton("Cancel", role: .cancel)], language: "en"
        )
        _ = await front(output, tables: [:]).present(alert)
        #expect(
            output.all == """
                The upload failed.
                  [Retry] [Cancel]✓
                  Chose “Cancel” without asking, because input isn’t interactive.

                """)
    }

    @Test func aLoneOKIsNeitherListedNorNotedInAnyLanguage() async {
        let titles: [(LanguageTag, String)] = [("en", "The upload failed."), ("ru", "Не удалось загрузить.")]
        for (language, title) in titles {
            let output = Output()
            let alert = ResolvedAlert(
                title: title, buttons: [ResolvedButton("OK", isDefault: true)], language: language)
            let response = await front(output, tables: [:]).present(alert)
            #expect(response == .unanswered(automaticChoice: 0), "its action still runs")
            #expect(output.all == title + "\n", "nothing to choose, nothing to say")
        }
    }
}
