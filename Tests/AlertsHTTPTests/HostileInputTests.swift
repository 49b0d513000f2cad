import Alerts
import AlertsHTTP
import Foundation
import StringTables
import Testing

/// Whatever an error or a request says, a response is well formed: its header fields cannot be
/// split, its page runs nothing, its JSON parses, its plain text moves no cursor.
@Suite struct HostileInputTests {
    let front = HTTPFront(mappers: .namedValues)

    /// The forms a client can ask for, as `Accept` fields.
    static let accepts: [String?] = [nil, "application/problem+json", "text/html", "text/plain"]

    /// Whether `scalar` is a control character (C0, DEL, C1), a line or paragraph separator, or a
    /// bidirectional embedding, override or isolate.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether text shown to a person may not hold `scalar` as it is: a control but the line feed
    /// and the tab, or a character that shows nothing, such as a byte order mark.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && scalar != "\t" && (isControl(scalar) || scalar.properties.isDefaultIgnorableCodePoint)
    }

    // MARK: Header fields

    @Test(arguments: hostileTexts)
    func noHeaderValueHoldsACRLFNULOrOtherControl(text: String) async {
        for accept in Self.accepts {
            for method in ["GET", "HEAD"] {
                let response = await front.response(
                    for: HostileError(text: text), to: hostileRequest(text, accept: accept, method: method))
                let generic = await front.response(
                    for: DatabaseFailure(), to: hostileRequest(text, accept: accept, method: method))
                for field in response.headerFields + generic.headerFields {
                    // RFC 9110 §5.5: no control but the tab in a field value; names are tokens.
                    #expect(
                        !field.value.unicodeScalars.contains { $0 != "\t" && Self.isControl($0) },
                        "\(field.name): \(field.value.debugDescription)")
                    #expect(field.name.allSatisfy { $0.isLetter || $0 == "-" })
                }
                // Written out, the header section has one line per field after the status line.
                let head = response.description.components(separatedBy: "\r\n\r\n")[0]
                #expect(head.components(separatedBy: "\r\n").count == response.headerFields.count + 1)
                #expect(!head.contains("\n" + "Set-Cookie") && !head.contains("\r" + "Set-Cookie"))
            }
        }
    }

    @Test func aHeaderFieldMadeWithCRLFOrNULGetsSpacesInstead() {
        let field = HTTPAlertResponse.HeaderField("X-Note", "a\r\nSet-Cookie: b\u{0}c")
        #expect(field.value == "a  Set-Cookie: b c")
    }

    // MARK: HTML

    /// The tags a page may hold: the page's own, and links to paths on the server or to http(s).
    static let allowedTags: Set<String> = [
        "<!DOCTYPE html>", "</html>", "<head>", "</head>", "<meta charset=\"utf-8\">",
        "<meta name=\"viewport\" content=\"width=device-width\">", "<title>", "</title>", "<body>", "</body>",
        "<h1>", "</h1>", "<p>", "</p>", "<ul>", "</ul>", "<li>", "</li>", "<code>", "</code>", "</a>", "<small>",
        "</small>",
    ]

    /// The tags of `page` that are not allowed: every `<` must open an allowed tag, whose
    /// attribute values hold no quote, no angle bracket and no space.
    static func unexpectedTags(in page: String) throws -> [String] {
        let html = try Regex(#"<html lang="[A-Za-z0-9-]+" dir="(ltr|rtl)">"#)
        let link = try Regex(#"<a href="(/[^/"'<>\s\\][^"'<>\s\\]*|/|https?://[^"'<>\s\\]+)">"#)
        var unexpected: [String] = []
        var rest = page[...]
        while let open = rest.firstIndex(of: "<") {
            let close = rest[open...].firstIndex(of: ">").map { rest.index(after: $0) } ?? rest.endIndex
            let tag = String(rest[open..<close])
            let isAllowed =
                try allowedTags.contains(tag) || html.wholeMatch(in: tag) != nil || link.wholeMatch(in: tag) != nil
            if !isAllowed { unexpected.append(tag) }
            rest = rest[close...]
        }
        return unexpected
    }

    @Test(arguments: hostileTexts)
    func aPageEscapesEveryValueAndHasNoScript(text: String) async throws {
        let response = await front.response(
            for: HostileError(text: text), to: hostileRequest(text, accept: "text/html"))
        #expect(response[header: "Content-Type"] == "text/html; charset=utf-8")
        #expect(response[header: "Content-Security-Policy"] == "default-src 'none'")
        let page = response.bodyText
        #expect(!page.lowercased().contains("<script"))
        #expect(try Self.unexpectedTags(in: page) == [])
        #expect(!page.unicodeScalars.contains(where: Self.isHidden))
        // The text is shown, escaped, as the title.
        #expect(page.contains("<h1>"), "a heading")
        #expect(!page.contains("<h1>Bad Request</h1>"), "the error's own title")
        #expect(page.contains("<li><a href=\"https://shop.example/help\">"), "the web link is a link")
        #expect(page.contains("<li>Script</li>"), "a javascript: URI is no link, only its label")
        #expect(!page.contains("javascript:"))
    }

    @Test func markupInAnErrorIsShownAsText() async throws {
        let script = await front.response(
            for: HostileError(text: "</script><script>alert(1)</script>"), to: HTTPAlertRequest(accept: "text/html"))
        #expect(script.bodyText.contains("<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>"))
        let attribute = await front.response(
            for: HostileError(text: "\"><img src=x onerror=alert(1)>"), to: HTTPAlertRequest(accept: "text/html"))
        #expect(
            attribute.bodyText.contains("<li><a href=\"/help\">&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</a></li>"))
        let bidi = await front.response(
            for: HostileError(text: "\u{202E}gnp.exe"), to: HTTPAlertRequest(accept: "text/html"))
        #expect(bidi.bodyText.contains("<h1>\\u{202E}gnp.exe</h1>"))
    }

    /// A parser reads scalars: `"`, `<`, `&` and `'` are escaped even where a combining mark
    /// makes one `Character` with them.
    @Test func markupThatACombiningMarkFollowsIsEscapedToo() async {
        let text = "\"\u{301} x='\u{301} <\u{301}b> &\u{301}"
        let page = await front.response(for: HostileError(text: text), to: HTTPAlertRequest(accept: "text/html"))
            .bodyText
        #expect(page.contains("<h1>&quot;\u{301} x=&#39;\u{301} &lt;\u{301}b&gt; &amp;\u{301}</h1>"), "\(page)")
    }

    /// Links of a button, and whether a page shows each as a link.
    static let links: [(href: String, method: String, isLink: Bool)] = [
        ("/login", "GET", true),
        ("https://shop.example/help?topic=credit#top", "GET", true),
        ("HTTP://shop.example/", "GET", true),
        ("/login", "POST", false),
        ("javascript:alert(1)", "GET", false),
        ("JavaScript:alert(document.cookie)", "GET", false),
        ("javascript://%0Aalert(1)", "GET", false),
        ("vbscript:msgbox(1)", "GET", false),
        ("data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", "GET", false),
        ("//evil.example/login", "GET", false),
        ("/\\evil.example/login", "GET", false),
        (" javascript:alert(1)", "GET", false),
        ("java\tscript:alert(1)", "GET", false),
        ("mailto:help@shop.example", "GET", false),
        ("http:evil.example", "GET", false),
    ]

    /// An error with one button, "Open", that leads to `href` by `method`.
    struct LinkedError: NamesFrontValues {
        var href: String
        var method: String
        var title: AlertText? { "Your session expired." }
        var category: ErrorCategory? { .unauthenticated }
        var recoveryOptions: [RecoveryOption] { [RecoveryOption("Open") { false }] }
        var overrides: [any FrontOverride] { [ActionLink(button: "Open", href: href, method: method)] }
    }

    @Test(arguments: links)
    func onlyAGetLinkToThisServerOrToHTTPIsALinkInAPage(href: String, method: String, isLink: Bool) async {
        let page = await front.response(
            for: LinkedError(href: href, method: method), to: HTTPAlertRequest(accept: "text/html")
        ).bodyText
        #expect(page.contains("<a href=") == isLink)
        #expect(page.contains("\"\(href)\"") == isLink)
    }

    // MARK: JSON

    @Test(arguments: hostileTexts)
    func jsonParsesAndEscapesEveryControlCharacter(text: String) async throws {
        let response = await front.response(for: HostileError(text: text), to: hostileRequest(text, accept: nil))
        #expect(response[header: "Content-Type"] == "application/problem+json")
        #expect(!response.bodyText.unicodeScalars.contains(where: Self.isControl))
        // Escaped, not dropped: every value reads back as it was.
        let problem = try object(response)
        #expect(problem["title"] as? String == text)
        #expect(problem["detail"] as? String == "Because " + text, "the title is the type's")
        #expect(problem["code"] as? String == text)
        // Not a JSON Pointer (no leading `/`): sent as the one member it names, `~` and `/` escaped.
        let pointer = "/" + text.replacing("~", with: "~0").replacing("/", with: "~1")
        #expect(problem["errors"] as? [[String: String]] == [["pointer": pointer, "detail": text]])
        let actions = try #require(problem["actions"] as? [[String: Any]])
        #expect(actions.first?["label"] as? String == text)
        #expect(actions.first?["href"] as? String == "/help")
        #expect(actions.last?["href"] == nil, "a link that is no URI is left out")
        // The text is no URI: its link is left out; the `javascript:` URI is one, and data here.
        let links = try #require(problem["links"] as? [[String: String]])
        #expect(
            links == [
                ["href": "https://shop.example/help", "title": text],
                ["href": "javascript:alert(1)", "title": "Script"],
            ])
        #expect(problem["relatedErrors"] as? [String] == [text])
        let id = try #require(problem["correlationId"] as? String)
        #expect(id.count == 16 && id.allSatisfy(\.isHexDigit), "a new id, not the request's")
    }

    // MARK: Plain text

    @Test(arguments: hostileTexts)
    func plainTextHasNoEscapeOrOtherControlButLineFeedsAndTabs(text: String) async {
        let response = await front.response(
            for: HostileError(text: text), to: hostileRequest(text, accept: "text/plain"))
        #expect(response[header: "Content-Type"] == "text/plain; charset=utf-8")
        #expect(!response.bodyText.unicodeScalars.contains(where: Self.isHidden))
    }

    @Test func plainTextShowsAnEscapeAsText() async {
        let response = await front.response(
            for: HostileError(text: "\u{1B}[2Jcleared"), to: HTTPAlertRequest(accept: "text/plain"))
        #expect(response.bodyText.hasPrefix("\\u{1B}[2Jcleared\n"))
    }

    // MARK: The instance

    /// Paths as sent, and the `instance` each gives: a URI reference, percent-encoded.
    static let instances: [(path: String, instance: String?)] = [
        ("/books/42", "/books/42"),
        ("/books/a b", "/books/a%20b"),
        ("/bücher/ä", "/b%C3%BCcher/%C3%A4"),
        ("/x/%zz", "/x/%25zz"),
        ("/x/%4", "/x/%254"),
        ("/x/%", "/x/%25"),
        ("/x/%41%2f", "/x/%41%2f"),
        ("/x/\"quoted\"'single'", "/x/%22quoted%22'single'"),
        ("/x/<script>", "/x/%3Cscript%3E"),
        ("/items[0]/name", "/items%5B0%5D/name"),
        ("/x\r\nSet-Cookie: a=b", "/x%0D%0ASet-Cookie:%20a=b"),
        ("/x\u{0}y\u{7F}", "/x%00y%7F"),
        ("/a\\b{c}|^`", "/a%5Cb%7Bc%7D%7C%5E%60"),
        ("/\u{202E}", "/%E2%80%AE"),
        ("/ok/-_.~!$&'()*+,;=:@", "/ok/-_.~!$&'()*+,;=:@"),
        ("/search?q=a b#frag", "/search"),
        ("/#frag", "/"),
        ("//evil.example/login", "/.//evil.example/login"),
        ("", nil),
        ("?q=1", nil),
        ("#top", nil),
        ("/" + String(repeating: "a", count: 2048), nil),
    ]

    /// Whether `text` is an absolute path (RFC 3986 §3.3 `path-absolute`): `/`, then segments of
    /// unreserved characters, sub-delimiters, `:`, `@` and percent escapes; the first not empty.
    static func isAbsolutePath(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "/"), !text.hasPrefix("//") else { return false }
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/".utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                guard index + 2 < bytes.count,
                    bytes[index + 1...index + 2].allSatisfy({ Character(.init($0)).isHexDigit })
                else { return false }
                index += 3
            } else {
                guard allowed.contains(bytes[index]) else { return false }
                index += 1
            }
        }
        return true
    }

    @Test(arguments: instances)
    func theInstanceIsThePathAsAPercentEncodedURIReference(path: String, instance: String?) async throws {
        let response = await front.response(for: ShopError.bookMissing("Dune"), to: HTTPAlertRequest(path: path))
        let problem = try object(response)
        #expect(problem["instance"] as? String == instance)
        if let instance { #expect(Self.isAbsolutePath(instance)) }
    }

    // MARK: Overrides

    /// Problem type URIs that are not absolute URIs by RFC 3986.
    static let invalidProblemTypes = [
        "", "not a uri", "/relative/type", "problems/out-of-credit", ":nope", "1http://shop.example/p", "https:",
        "ht tp://shop.example/p", "https://shop.example/a b", "https://shop.example/\r\nX-Injected: 1",
        "https://shop.example/\u{0}", "https://shop.example/<script>", "https://shop.example/\"",
        "https://shop.example/é",
        "https://shop.example/%zz", "https://shop.example/%4", "https://shop.example/a#b#c",
        "https://shop.example/[x]", "https://shop.example/p?q=[x]", "https://[nothex]/p", "https://[::1/p",
        "https://[1:2:3:4:5:6:7:8:9]/p", "https://shop.example:port/p", "https://a@b@shop.example/p",
        "https://shop.example/" + String(repeating: "a", count: 2048),
    ]

    /// An error about a conflict whose overrides are `overrides`.
    struct OverridingError: NamesFrontValues {
        var overrides: [any FrontOverride]
        var title: AlertText? { "That name is taken." }
        var category: ErrorCategory? { .conflict }
    }

    struct TypedError: AlertableError {
        var problemType: ProblemType?
        var title: AlertText? { "That name is taken." }
        var category: ErrorCategory? { .conflict }
    }

    @Test(arguments: invalidProblemTypes)
    func aProblemTypeThatIsNoAbsoluteURIIsAboutBlank(uri: String) async throws {
        let error = TypedError(problemType: ProblemType(uri, title: "Name taken"))
        #expect(!ProblemType(uri, title: "Name taken").isValid)
        let problem = try object(await front.response(for: error, to: HTTPAlertRequest()))
        #expect(problem["type"] as? String == "about:blank")
        #expect(problem["title"] as? String == "Conflict", "the status's title, not the type's")
        #expect(problem["status"] as? Int == 409)
    }

    /// Problem type URIs that are absolute URIs.
    static let validProblemTypes = [
        "https://shop.example/problems/taken", "urn:example:name-taken", "tag:shop.example,2024:taken",
        "https://[2001:db8::1]:8443/p?q=1#f", "https://[v1.fe80::a+en1]/p", "https://[::ffff:192.0.2.1]/p",
        "https://user:pw@shop.example:8443/p%20q", "mailto:help@shop.example",
    ]

    @Test(arguments: validProblemTypes)
    func aProblemTypeThatIsAnAbsoluteURIIsSent(uri: String) async throws {
        #expect(ProblemType(uri, title: "Name taken").isValid)
        let error = TypedError(problemType: ProblemType(uri, title: "Name taken"))
        let problem = try object(await front.response(for: error, to: HTTPAlertRequest()))
        #expect(problem["type"] as? String == uri)
        #expect(problem["title"] as? String == "Name taken")
    }

    @Test(arguments: [100, 200, 204, 302, 399, 600, 999, 0, -404])
    func aStatusOverrideOutside400To599IsIgnored(code: Int) async throws {
        let response = await front.response(
            for: OverridingError(overrides: [HTTPStatus(code)]), to: HTTPAlertRequest())
        #expect(response.status == .conflict)
        #expect(try object(response)["status"] as? Int == 409)
    }

    @Test(arguments: [400, 402, 418, 451, 599])
    func aStatusOverrideFrom400To599IsUsed(code: Int) async throws {
        let response = await front.response(for: OverridingError(overrides: [HTTPStatus(code)]), to: HTTPAlertRequest())
        #expect(response.status == HTTPStatus(code))
        #expect(try object(response)["status"] as? Int == code)
    }

    // MARK: HEAD

    @Test(arguments: hostileTexts)
    func aHeadResponseHasTheHeadersOfAGetAndNoBody(text: String) async {
        for accept in Self.accepts {
            let get = await front.response(for: HostileError(text: text), to: hostileRequest(text, accept: accept))
            let head = await front.response(
                for: HostileError(text: text), to: hostileRequest(text, accept: accept, method: "HEAD"))
            #expect(head.body.isEmpty)
            #expect(!get.body.isEmpty)
            #expect(head.status == get.status)
            #expect(head[header: "Content-Length"] == String(get.body.count))
            #expect(head[header: "Content-Type"] == get[header: "Content-Type"])
            #expect(head.headerFields.map(\.name) == get.headerFields.map(\.name))
        }
    }

    @Test func methodsAreCaseSensitiveSoLowercaseHeadIsNotHead() async {
        // RFC 9110 §9.1: `head` is another method, whose response has the body its
        // Content-Length announces.
        let response = await front.response(for: ShopError.bookMissing("Dune"), to: HTTPAlertRequest(method: "head"))
        #expect(!response.body.isEmpty)
        #expect(response[header: "Content-Length"] == String(response.body.count))
    }
}
