import Alerts
import AlertsHTTP
import Foundation
import StringTables
import Testing

/// An error's help links, field errors and related errors, in problem+json, HTML and plain text:
/// each listed, localized, escaped, and bounded whatever the error carries.
@Suite struct HelpLinksAndErrorListTests {
    /// German and Japanese texts for a form's field errors, with a plural message.
    static let tables = InMemoryStringTables(values: [
        "Localizable": [
            "de": [
                "Stars": .text("Sterne"), "Text": .text("Text"),
                "Must be from %lld to %lld.": .text("Muss zwischen %lld und %lld liegen."),
                "Must be at least %lld characters.": .plural(
                    PluralForms(other: "Muss mindestens %lld Zeichen lang sein."), argument: nil),
                "About stars": .text("Über Sterne"),
                "Some fields need your attention.": .text("Einige Felder brauchen Ihre Aufmerksamkeit."),
                "Some items failed.": .text("Einige Einträge sind fehlgeschlagen."),
            ],
            "ja": [
                "Stars": .text("星の数"), "Text": .text("本文"),
                "Must be from %lld to %lld.": .text("%lldから%lldまでの数にしてください。"),
                "Must be at least %lld characters.": .plural(
                    PluralForms(other: "%lld文字以上で入力してください。"), argument: nil),
                "About stars": .text("星について"),
                "Some fields need your attention.": .text("いくつかの項目を確認してください。"),
                "Some items failed.": .text("いくつかの項目が失敗しました。"),
            ],
        ]
    ])

    let front = HTTPFront(sources: [HelpLinksAndErrorListTests.tables])

    /// An error of a form with two wrong values and help links.
    struct FormInvalid: AlertableError {
        var title: AlertText? { "Some fields need your attention." }
        var category: ErrorCategory? { .invalidInput }
        var fieldErrors: [FieldError] {
            [
                FieldError("/stars", name: "Stars", message: "Must be from \(1) to \(5)."),
                FieldError("/text", name: "Text", message: "Must be at least \(3) characters."),
            ]
        }
        var helpLinks: [HelpLink] {
            [HelpLink("https://shop.example/help/stars", label: "About stars"), HelpLink("https://shop.example/faq")]
        }
    }

    /// An error with `count` field errors, `related` related errors and `links` help links.
    struct Many: AlertableError {
        var count = 0
        var related = 0
        var links = 0
        var relatedText = "Couldn’t copy the file."

        var title: AlertText? { "Some items failed." }
        var category: ErrorCategory? { .invalidInput }
        var fieldErrors: [FieldError] {
            (0..<count).map { FieldError("/items/\($0)", message: "Fill this in.") }
        }
        var relatedErrors: [any Error] {
            (0..<related).map { _ in Item(text: relatedText) }
        }
        var helpLinks: [HelpLink] {
            (0..<links).map { HelpLink("https://shop.example/help/\($0)") }
        }
    }

    /// A related error: one item of a batch.
    struct Item: AlertableError {
        var text: String
        var title: AlertText? { AlertText(verbatim: text) }
    }

    func response(
        _ error: some Error, accept: String? = nil, language: String? = nil, front: HTTPFront? = nil
    ) async -> HTTPAlertResponse {
        await (front ?? self.front).response(
            for: error, to: HTTPAlertRequest(accept: accept, acceptLanguage: language))
    }

    // MARK: Help links

    @Test func helpLinksAreListedInJSONAndAreLinksInHTMLAndLinesInPlainText() async throws {
        let problem = try object(await response(FormInvalid()))
        #expect(
            problem["links"] as? [[String: String]] == [
                ["href": "https://shop.example/help/stars", "title": "About stars"],
                ["href": "https://shop.example/faq"],
            ])
        let page = await response(FormInvalid(), accept: "text/html").bodyText
        #expect(page.contains("<li><a href=\"https://shop.example/help/stars\">About stars</a></li>"))
        #expect(page.contains("<li><a href=\"https://shop.example/faq\">https://shop.example/faq</a></li>"))
        let text = await response(FormInvalid(), accept: "text/plain", language: "de").bodyText
        #expect(text.contains("\nÜber Sterne: https://shop.example/help/stars\n"), "\(text)")
        #expect(text.contains("\nHilfe: https://shop.example/faq\n"), "\(text)")
    }

    @Test func aLinkThatIsNoAbsoluteURIIsLeftOutAndAHostileLabelIsEscaped() async throws {
        struct Linked: AlertableError {
            var title: AlertText? { "Out of credit." }
            var helpLinks: [HelpLink] {
                [
                    HelpLink("/relative/help", label: "Relative"),
                    HelpLink("https://shop.example/a b", label: "Space"),
                    HelpLink("https://shop.example/\r\nSet-Cookie: x=1", label: "Header"),
                    HelpLink("https://shop.example/" + String(repeating: "p", count: 3_000), label: "Long"),
                    HelpLink("data:text/html,<script>alert(1)</script>", label: "Data"),
                    HelpLink("https://shop.example/ok", label: AlertText(verbatim: "\"><script>alert(1)</script>")),
                ]
            }
        }
        let problem = try object(await response(Linked()))
        let links = try #require(problem["links"] as? [[String: String]])
        #expect(links.map { $0["href"] } == ["https://shop.example/ok"])
        #expect(links.first?["title"] == "\"><script>alert(1)</script>", "escaped in JSON, read back whole")
        let page = await response(Linked(), accept: "text/html").bodyText
        #expect(!page.contains("<script"))
        #expect(
            page.contains(
                "<a href=\"https://shop.example/ok\">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</a>"))
        for href in ["/relative/help", "Set-Cookie", "ppppp", "data:"] { #expect(!page.contains(href), "\(href)") }
    }

    @Test func atMostTenLinksAreListed() async throws {
        let problem = try object(await response(Many(links: 500)))
        let links = try #require(problem["links"] as? [[String: String]])
        #expect(links.count == 10)
        #expect(links.last?["href"] == "https://shop.example/help/9")
        let text = await response(Many(links: 500), accept: "text/plain").bodyText
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("help: ") }.count == 10)
    }

    // MARK: Field errors

    @Test(arguments: [
        ("en", "Stars: Must be from 1 to 5.", "Text: Must be at least 3 characters."),
        ("de", "Sterne: Muss zwischen 1 und 5 liegen.", "Text: Muss mindestens 3 Zeichen lang sein."),
        ("ja", "星の数：1から5までの数にしてください。", "本文：3文字以上で入力してください。"),
    ])
    func fieldErrorsAreNamedAndLocalizedInTheRequestsLanguage(language: String, stars: String, text: String)
        async throws
    {
        let json = await response(FormInvalid(), language: language)
        #expect(json.status == .unprocessableContent)
        #expect(json[header: "Content-Language"]?.hasPrefix(language) == true)
        let problem = try object(json)
        #expect(
            problem["errors"] as? [[String: String]] == [
                ["pointer": "/stars", "detail": stars], ["pointer": "/text", "detail": text],
            ])
        let page = await response(FormInvalid(), accept: "text/html", language: language).bodyText
        #expect(page.contains("<li><code>/stars</code> \(stars)</li>"))
        let plain = await response(FormInvalid(), accept: "text/plain", language: language).bodyText
        #expect(plain.contains("\n/stars: \(stars)\n/text: \(text)\n"))
    }

    @Test(arguments: [("en", "and 20 more"), ("de", "und 20 weitere"), ("ja", "ほか 20 件")])
    func htmlAndPlainTextShowTheFirstTenFieldErrorsAndHowManyMore(language: String, more: String) async {
        let page = await response(Many(count: 30), accept: "text/html", language: language).bodyText
        #expect(page.components(separatedBy: "<li><code>/items/").count - 1 == 10)
        #expect(page.contains("<li><code>/items/9</code>") && !page.contains("<code>/items/10</code>"))
        #expect(page.contains("<p>\(more)</p>"), "\(page)")
        let plain = await response(Many(count: 30), accept: "text/plain", language: language).bodyText
        let lines = plain.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("/items/") }.count == 10)
        #expect(lines.contains { $0 == more })
    }

    @Test func elevenFieldErrorsAreAllShownRatherThanAndOneMore() async {
        let plain = await response(Many(count: 11), accept: "text/plain").bodyText
        #expect(plain.split(separator: "\n").filter { $0.hasPrefix("/items/") }.count == 11)
        #expect(!plain.contains("more"))
    }

    @Test func problemJSONListsAtMostAHundredFieldErrorsAndCountsTheRest() async throws {
        let all = try object(await response(Many(count: 30)))
        #expect((all["errors"] as? [Any])?.count == 30)
        #expect(all["omittedErrors"] == nil)
        let problem = try object(await response(Many(count: 5_000)))
        #expect((problem["errors"] as? [Any])?.count == 100)
        #expect(problem["omittedErrors"] as? Int == 4_900)
    }

    // MARK: Related errors

    @Test func problemJSONListsEveryRelatedErrorWithinTheBound() async throws {
        let problem = try object(await response(Many(related: 12)))
        #expect(problem["relatedErrors"] as? [String] == Array(repeating: "Couldn’t copy the file.", count: 12))
        #expect(problem["omittedRelatedErrors"] == nil)
    }

    @Test(arguments: [
        ("en", "12 errors:", "and 2 more"), ("de", "12 Fehler:", "und 2 weitere"), ("ja", "12 件のエラー：", "ほか 2 件"),
    ])
    func htmlAndPlainTextShowTheCountTheFirstTenAndHowManyMore(language: String, header: String, more: String) async {
        let page = await response(Many(related: 12), accept: "text/html", language: language).bodyText
        #expect(page.contains("<p>\(header)</p>\n<ul>\n<li>Couldn’t copy the file.</li>\n"), "\(page)")
        #expect(page.components(separatedBy: "<li>Couldn’t copy the file.</li>").count - 1 == 10)
        #expect(page.contains("</ul>\n<p>\(more)</p>"))
        let plain = await response(Many(related: 12), accept: "text/plain", language: language).bodyText
        let lines = plain.split(separator: "\n")
        #expect(lines.contains { $0 == header })
        #expect(lines.filter { $0 == "- Couldn’t copy the file." }.count == 10)
        #expect(lines.contains { $0 == more })
    }

    @Test func tenThousandRelatedErrorsMakeASmallResponse() async throws {
        let error = Many(related: 10_000)
        let json = await response(error)
        #expect(json.body.count < 8_000, "\(json.body.count) bytes")
        let problem = try object(json)
        let listed = try #require(problem["relatedErrors"] as? [String])
        #expect(listed.count == 100)
        #expect(problem["omittedRelatedErrors"] as? Int == 9_900)
        for accept in ["text/html", "text/plain"] {
            let body = await response(error, accept: accept).bodyText
            #expect(body.utf8.count < 2_000, "\(accept): \(body.utf8.count) bytes")
            #expect(body.contains("10000 errors:"))
            #expect(body.contains("and 9990 more"))
        }
    }

    @Test func longRelatedErrorsStayWithinFourTimesTheTextBound() async throws {
        let front = HTTPFront(maximumTextBytes: 256)
        let error = Many(related: 50, relatedText: String(repeating: "é", count: 100_000))
        let problem = try object(await response(error, front: front))
        let listed = try #require(problem["relatedErrors"] as? [String])
        #expect(listed.allSatisfy { $0.utf8.count <= 256 && $0.hasSuffix("…") })
        #expect(listed.reduce(0) { $0 + $1.utf8.count } <= 4 * 256)
        #expect(listed.count == 4)
        #expect(problem["omittedRelatedErrors"] as? Int == 46)
        let page = await response(error, accept: "text/html", front: front).bodyText
        #expect(page.utf8.count < 4 * 256 + 1_000)
        #expect(page.contains("and 46 more"))
    }

    @Test func aRelatedErrorNotWrittenForClientsIsTheGenericText() async throws {
        struct Batch: AlertableError {
            var title: AlertText? { "2 of 3 copies failed." }
            var relatedErrors: [any Error] { [Item(text: "Couldn’t copy a.txt."), DatabaseFailure()] }
        }
        let response = await response(Batch())
        #expect(!response.bodyText.contains("hunter2"))
        let problem = try object(response)
        #expect(
            problem["relatedErrors"] as? [String] == [
                "Couldn’t copy a.txt.", "The server couldn’t complete the request.",
            ])
    }

    @Test func anInternalErrorShowsNoneOfItsLists() async throws {
        struct Internal: Error {}
        let problem = try object(await response(Internal()))
        for member in ["errors", "links", "relatedErrors"] { #expect(problem[member] == nil, "\(member)") }
    }
}
