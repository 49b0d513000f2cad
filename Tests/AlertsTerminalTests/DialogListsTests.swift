import Alerts
import FrontSupport
import TestSupport
import Testing

@testable import AlertsTerminal

/// The dialog's lists under an error's message (issue 37): its wrong values, its related errors
/// under their count and its links as plain text, each bounded with "and 7 more" in the dialog's
/// language; the line prompt lists the same.
struct DialogListsTests {
    /// An alert about an error with these lists, as resolution makes it.
    static func alert(
        _ title: String = "Some values aren’t valid.", message: String? = nil, fields: [ResolvedFieldError] = [],
        related: [String] = [], links: [ResolvedHelpLink] = [], language: LanguageTag = "en"
    ) -> ResolvedAlert {
        var alert = ResolvedAlert(
            title: title, message: message, buttons: [ResolvedButton("OK")], error: ErrorContent(title: ""),
            language: language)
        alert.fieldErrors = fields
        alert.relatedErrors = related
        alert.helpLinks = links
        return alert
    }

    /// The box of `alert`, 80 columns, with its lists in `language`.
    static func box(_ alert: ResolvedAlert, _ language: LanguageTag = "en", columns: Int = 80) -> [String] {
        let lists = DialogScreen.Lists(alert: alert) { text in
            text.resolved(localizer: Localizer(sources: []), languages: [language]).value
        }
        return DialogScreen(alert: alert, keyHints: nil, lists: lists, unicode: true, color: false)
            .lines(focus: 0, columns: columns)
    }

    static func options(_ count: Int) -> [ResolvedFieldError] {
        (1...count).map { ResolvedFieldError(path: "--option\($0)", message: "Must be at least 1.") }
    }

    @Test func wrongValuesRelatedErrorsAndLinksAreListedUnderTheMessage() {
        let alert = Self.alert(
            message: "Nothing was saved.",
            fields: [
                ResolvedFieldError(path: "--stars", name: "Stars", message: "Must be from 1 to 5."),
                ResolvedFieldError(path: "--text", message: "Must not be empty."),
            ],
            related: ["a.txt couldn’t be copied."],
            links: [ResolvedHelpLink(url: "https://example.com/reviews", label: "About reviews")])
        #expect(
            Self.box(alert).joined(separator: "\n") == """
                ┌─────────────────────────────────────────────┐
                │ Some values aren’t valid.                   │
                │                                             │
                │ Nothing was saved.                          │
                │                                             │
                │ • Stars (--stars): Must be from 1 to 5.     │
                │ • --text: Must not be empty.                │
                │                                             │
                │ 1 error:                                    │
                │ • a.txt couldn’t be copied.                 │
                │                                             │
                │ About reviews <https://example.com/reviews> │
                │                                             │
                │                   [ OK ]                    │
                └─────────────────────────────────────────────┘
                """)
    }

    @Test func theListsAreBoundedWithAndNMore() {
        let alert = Self.alert(
            fields: Self.options(9), related: (1...10).map { "file\($0) failed." },
            links: (1...4).map { ResolvedHelpLink(url: "https://example.com/\($0)") })
        let box = Self.box(alert).joined(separator: "\n")
        #expect(box.contains("• --option5: Must be at least 1.") && !box.contains("--option6"))
        #expect(box.contains("│ and 4 more "))
        #expect(box.contains("│ 10 errors: ") && box.contains("• file3 failed.") && !box.contains("file4"))
        #expect(box.contains("│ and 7 more "))
        #expect(box.contains("https://example.com/2") && !box.contains("https://example.com/3"))
        #expect(box.contains("│ and 2 more "))
        // Six are shown whole: "and 1 more" would take the room of the one.
        let six = Self.box(Self.alert(fields: Self.options(6))).joined(separator: "\n")
        #expect(six.contains("--option6") && !six.contains("more"))
    }

    /// "and N more" and the count in the dialog's language: Russian few and many, Arabic's forms,
    /// German and Japanese.
    @Test(
        arguments: [
            ("ru", 7, "и ещё 2", "7 ошибок:"), ("ru", 5, "и ещё 2", "5 ошибок:"), ("ru", 25, "и ещё 22", "25 ошибок:"),
            ("ar", 5, "واثنان آخران", "5 أخطاء:"), ("ar", 14, "و11 أخرى", "14 خطأً:"),
            ("de", 5, "und 2 weitere", "5 Fehler:"), ("ja", 5, "ほか 2 件", "5 件のエラー："),
        ] as [(LanguageTag, Int, String, String)])
    func andNMoreAndTheCountAreInTheDialogsLanguage(language: LanguageTag, count: Int, more: String, header: String) {
        let alert = Self.alert(fields: Self.options(count), related: (1...count).map { "r\($0)" }, language: language)
        let lists = DialogScreen.Lists(alert: alert) { text in
            text.resolved(localizer: Localizer(sources: []), languages: [language]).value
        }
        #expect(lists.relatedErrors.first == header)
        #expect(lists.relatedErrors.last == more.replacing(/\d+/, with: "\(count - 3)"))
        #expect(lists.fieldErrors.count == min(count, 6))
        if count > 6 { #expect(lists.fieldErrors.last == more.replacing(/\d+/, with: "\(count - 5)")) }
    }

    @Test func hostileAndHugeItemsAreNeutralizedAndCut() {
        let huge = String(repeating: "y", count: 100_000)
        for hostile in HostileTerminalText.sequences.map(\.text) {
            let alert = Self.alert(
                fields: [ResolvedFieldError(path: "--a\(hostile)", name: "N\(hostile)", message: "M\(hostile)\n")],
                related: ["R\(hostile)", huge],
                links: [ResolvedHelpLink(url: "https://example.com/", label: "L\(hostile)")])
            let box = Self.box(alert)
            let text = box.joined(separator: "\n")
            #expect(!text.unicodeScalars.contains(where: HostileTerminalText.isActedOn), "\(text.debugDescription)")
            #expect(box.count < 40)
            // Every line of the box as wide as the others.
            #expect(Set(box.map { DialogScreen.cells($0) }).count == 1)
        }
    }

    @Test func japaneseListsWrapByCellsInsideTheBox() {
        let alert = Self.alert(
            "無効な値があります。",
            fields: [
                ResolvedFieldError(
                    path: "--stars", name: "星の数", message: "1 から 5 までの数を入力してください。",
                    line: "星の数：1 から 5 までの数を入力してください。")
            ], related: ["「a.txt」をコピーできませんでした。"], language: "ja")
        let box = Self.box(alert, "ja", columns: 30)
        #expect(Set(box.map { DialogScreen.cells($0) }) == [29])
        #expect(box.contains("│ • 星の数 (--stars)：1 か  │"))
        #expect(box.contains("│ 1 件のエラー：            │"))
    }

    @Test func theLinePromptListsThemToo() {
        let alert = Self.alert(
            fields: [ResolvedFieldError(path: "--stars", message: "Must be from 1 to 5.")],
            links: [ResolvedHelpLink(url: "https://example.com/reviews")])
        let lists = DialogScreen.Lists(alert: alert) {
            $0.resolved(localizer: Localizer(sources: []), languages: ["en"]).value
        }
        let prompt = LinePrompt(alert: alert, request: "Press Enter:", lists: lists, unicode: true)
        #expect(
            prompt.report(columns: 80) == """
                Some values aren’t valid.
                • --stars: Must be from 1 to 5.
                https://example.com/reviews
                  1) OK

                """)
    }
}
