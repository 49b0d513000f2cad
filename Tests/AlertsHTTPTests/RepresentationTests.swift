import Alerts
import AlertsHTTP
import Foundation
import StringTables
import Testing

/// `Accept` negotiation (RFC 9110 §12.5.1): problem details, a page or plain text.
@Suite struct RepresentationTests {
    // MARK: The matrix

    // What browsers and tools send.
    static let firefox = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8"
    static let chrome =
        "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,"
        + "application/signed-exchange;v=b3;q=0.7"
    static let safari = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
    static let curl = "*/*"  // and Wget, and fetch()
    static let httpie = "application/json, */*;q=0.5"

    // The Content-Type of each form.
    static let json = "application/problem+json"
    static let html = "text/html; charset=utf-8"
    static let plain = "text/plain; charset=utf-8"

    /// Accept and Accept-Language as clients send them, and the Content-Type and Content-Language
    /// of the shop's 404 for them.
    static let negotiations: [(String?, String?, String, String)] = [
        // Accept, Accept-Language, Content-Type, Content-Language
        (nil, nil, json, "en"),
        (curl, "de-DE,de;q=0.9,en;q=0.8", json, "de"),
        (httpie, "ru", json, "en"),  // no Russian detail: all English, title too
        ("application/json", "fr-FR,fr;q=0.9", json, "en"),
        ("application/problem+json", "ar", json, "ar"),
        (firefox, "de-CH,de;q=0.8,en-US;q=0.5,en;q=0.3", html, "de"),
        (chrome, "en-US,en;q=0.9,de;q=0.8", html, "en"),  // English first: never German
        (safari, "ar-EG", html, "ar"),
        ("text/plain", "de", plain, "de"),
        ("text/plain;q=0.9, text/html;q=0.8", "en, de", plain, "en"),
        ("text/*", "zz, de", html, "de"),
        ("image/png", "de;q=0", json, "en"),  // never 406; German not acceptable
        ("text/html;level=1", "*", json, "en"),
        ("garbage, \r\n, text/plain", "de\r\n, fr;q=1.5, de-AT", plain, "de"),
    ]

    static let tables = InMemoryStringTables([
        "Localizable": [
            "de": ["There’s no book called “%@”.": "Es gibt kein Buch namens „%@“."],
            "ar": ["There’s no book called “%@”.": "لا يوجد كتاب بعنوان “%@”."],
        ]
    ])

    @Test(arguments: negotiations)
    func aClientGetsTheFormAndTheLanguageItAccepts(
        accept: String?, acceptLanguage: String?, contentType: String, contentLanguage: String
    ) async throws {
        let front = HTTPFront(sources: [Self.tables], mappers: .namedValues)
        let response = await front.response(
            for: ShopError.bookMissing("Dune"), to: HTTPAlertRequest(accept: accept, acceptLanguage: acceptLanguage))
        #expect(response[header: "Content-Type"] == contentType)
        #expect(response[header: "Content-Language"] == contentLanguage)
        #expect(response.status == .notFound)
        // The body is in the form the header says.
        switch contentType {
        case "application/problem+json": #expect(try object(response)["status"] as? Int == 404)
        case "text/html; charset=utf-8":
            #expect(response.bodyText.hasPrefix("<!DOCTYPE html>\n<html lang=\"\(contentLanguage)\""))
        default: #expect(response.bodyText.split(separator: "\n").count == 3, "title, detail, reference")
        }
    }

    // MARK: Representation(accept:)

    /// Accept fields and the form each chooses.
    static let choices: [(accept: String?, form: Representation)] = [
        // The most specific range that matches a form gives its weight.
        ("text/*;q=0.1, text/html", .html),
        ("text/html;q=0, */*", .problemJSON),
        ("text/plain, text/*;q=0", .plainText),
        ("text/*;q=0, */*", .problemJSON),
        ("*/*;q=0.1, text/*;q=0.2, text/plain;q=0.3", .plainText),
        ("text/plain;q=0.3, text/*;q=0.2, */*;q=0.1", .plainText),
        ("TEXT/HTML", .html),
        // Weights are honoured.
        ("text/html;q=0.5, text/plain;q=0.6", .plainText),
        ("application/problem+json;q=0.4, text/html;q=0.3", .problemJSON),
        ("text/html;q=0.3, application/problem+json;q=0.4", .problemJSON),
        ("text/plain;Q=0.9, text/html;q=0.899", .plainText),
        ("text/html;q=0.001", .html),
        // Ties go to problem details, then the page, then plain text.
        ("text/plain, text/html, application/problem+json", .problemJSON),
        ("text/plain, text/html", .html),
        ("text/plain;q=0.5, text/html;q=0.5", .html),
        ("*/*", .problemJSON),
        ("text/*", .html),
        ("application/*", .problemJSON),
        // Nothing acceptable is problem details, never 406 Not Acceptable.
        (nil, .problemJSON),
        ("", .problemJSON),
        ("application/json", .problemJSON),
        ("image/png, application/xml", .problemJSON),
        ("*/*;q=0", .problemJSON),
        ("application/problem+json;q=0, text/html;q=0, text/plain;q=0", .problemJSON),
        ("application/problem+json;q=0, text/html;q=0.1", .html),
        // Parameters: UTF-8 matches, as the response is in UTF-8; anything else does not.
        ("text/html;charset=utf-8", .html),
        ("text/html; charset=\"UTF-8\"", .html),
        ("text/html;level=1", .problemJSON),
        ("text/html;charset=iso-8859-1", .problemJSON),
        ("text/html;level=1, text/plain;q=0.5", .plainText),
        ("text/html;level=1, text/*;q=0.2", .html),
        ("text/html;charset=utf-8;q=0, text/html", .problemJSON),
        ("text/plain;q=0.5;ext=1, text/html;q=0.4", .plainText),
        // Garbage is ignored; the elements around it are kept.
        ("garbage, text/plain", .plainText),
        (";;;, /, text/, /html, */html, text/plain", .plainText),
        ("text/plain;q=high", .problemJSON),
        ("text/html;q=2, text/plain;q=0.1", .plainText),
        ("text/html;q=0.5555, text/plain;q=0.1", .plainText),
        ("tëxt/html, text/plain;q=0.1", .plainText),
        ("text/html\r\n, text/plain;q=0.1", .plainText),
        // An empty parameter is allowed (RFC 9110 §5.6.6).
        ("text/html;, text/plain;q=0.1", .html),
        ("text/html ; ; q=0.05, text/plain;q=0.01", .html),
        (" \t text/plain \t ; \t q=0.5 \t ", .plainText),
        (",,,text/html,,,", .html),
    ]

    @Test(arguments: choices)
    func theFormIsTheAcceptedOneWithTheHighestWeight(accept: String?, form: Representation) {
        #expect(Representation(accept: accept) == form)
    }

    /// Fields of one media range, some of which are read without parsing: each must choose what
    /// it does among others (here beside a range weighted 0, which adds nothing).
    static let singleRanges = [
        "application/problem+json", "application/json", "*/*", "text/html", "text/plain", "text/*", "TEXT/HTML",
        "text/html;q=0", "application/xml", "", "text/html ", "text/plain; charset=utf-8",
    ]

    @Test(arguments: singleRanges)
    func aFieldOfOneRangeChoosesAsThatRangeDoesInAList(accept: String) {
        #expect(Representation(accept: accept) == Representation(accept: accept + ", image/png;q=0"))
        #expect(Representation(accept: accept) == Representation(accept: "image/png;q=0, " + accept))
    }

    /// A field of `text/html;q=0.2`, then spaces, then `last`, whose first `cut` bytes end at the
    /// limit.
    static func fieldCut(_ last: String, after cut: Int) -> String {
        let head = "text/html;q=0.2,"
        return head + String(repeating: " ", count: Representation.byteLimit - head.utf8.count - cut) + last
    }

    @Test func onlyTheFirst4096BytesAreReadAndARangeTheyCutIsLeftOut() {
        #expect(Representation.byteLimit == 4096)
        // Cut after `text/plain`, `text/plain;q=0.1` would read as `text/plain` (q=1).
        #expect(Representation(accept: Self.fieldCut("text/plain;q=0.1", after: 10)) == .html)
        #expect(Representation(accept: Self.fieldCut("text/plain", after: 9)) == .html)
        // Not cut: a range that ends at the limit, with or without a comma after it.
        #expect(Representation(accept: Self.fieldCut("text/plain", after: 10)) == .plainText)
        #expect(Representation(accept: Self.fieldCut("text/plain,", after: 10)) == .plainText)
    }

    @Test func aMegabyteFieldIsReadOnlyAsFarAsTheLimit() {
        let garbage = Array(repeating: "x-garbage/x-garbage;level=1", count: 40_000)
        let field = (["text/plain;q=0.2"] + garbage + ["text/html"]).joined(separator: ", ")
        #expect(field.utf8.count > 1_000_000)
        #expect(Representation(accept: field) == .plainText)
        #expect(Representation(accept: String(repeating: ",", count: 100_000) + "text/html") == .problemJSON)
        #expect(Representation(accept: "text/plain" + String(repeating: ",", count: 100_000)) == .plainText)
    }
}
