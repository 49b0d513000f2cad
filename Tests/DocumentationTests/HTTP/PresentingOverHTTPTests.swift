import Alerts
import AlertsHTTP
import AlertsTesting
import Testing

/// The code of the article "Presenting over HTTP" (AlertsHTTP), and the responses it shows. The
/// Hummingbird and Vapor glue it quotes is in `Examples/`, which CI builds and checks with `curl`.
struct PresentingOverHTTPTests {
    // The examples' errors, as `Examples/HummingbirdServer/Sources/HummingbirdServer/BookshopErrors.swift`
    // has them.

    struct BookNotFound: AlertableError {
        var id: String

        var title: AlertText? { "No book has the id \(id)." }
        var suggestion: AlertText? { "Check the id, or search the catalogue." }
        var category: ErrorCategory? { .notFound }
        var errorCode: String? { "BOOK_NOT_FOUND" }
    }

    struct SignUpInvalid: AlertableError {
        /// A field of the form, by name, and what is wrong with it.
        struct Field: Sendable {
            var name: String
            var problem: AlertText
        }

        var fields: [Field]

        var title: AlertText? { "Some fields need your attention." }
        var category: ErrorCategory? { .invalidInput }
    }

    struct TooManySearches: AlertableError {
        var title: AlertText? { "You’ve searched a lot in a short time." }
        var category: ErrorCategory? { .rateLimited }
        var retry: RetryHint { .after(.seconds(30)) }
    }

    struct ExportNotInPlan: AlertableError {
        var title: AlertText? { "Your plan doesn’t include exports." }
        var suggestion: AlertText? { "Upgrade to the Pro plan to export your orders." }
        // On a server nobody presses the button: the client follows the action's link instead.
        var recoveryOptions: [RecoveryOption] { [RecoveryOption("Upgrade", isDefault: true) { false }] }
        var category: ErrorCategory? { .noPermission }
        var errorCode: String? { "PLAN_LIMIT" }
    }

    struct DatabaseUnreachable: Error, CustomStringConvertible {
        var url = "postgres://bookshop:hunter2@db.internal:5432/books"

        var description: String { "could not connect to \(url)" }
    }

    static let front = makeFront()

    static func makeFront() -> HTTPFront {
        var mappers = ErrorMappers()
        mappers.refine(SignUpInvalid.self) { error, content in
            content.fieldErrors = error.fields.map { FieldError($0.name, message: $0.problem) }
        }
        mappers.refine(ExportNotInPlan.self) { _, content in
            content.problemType = ProblemType(
                "https://bookshop.example/problems/plan-limit", title: "Not included in your plan")
            content.overrides.append(ActionLink(button: "Upgrade", href: "/billing/upgrade", method: "POST"))
        }
        let front = HTTPFront(
            languages: ["en"], sources: [StringTableDirectory.module], mappers: mappers,
            showsRecoverySuggestions: true)
        return front
    }

    /// The middleware's call, with the parts of the request it reads.
    func respond(
        to error: any Error, method: String = "GET", path: String, accept: String? = nil,
        acceptLanguage: String? = nil, requestID: String = "req-7f3a"
    ) async -> HTTPAlertResponse {
        let front = Self.front
        let response = await front.response(
            for: error,
            to: HTTPAlertRequest(
                method: method, path: path, accept: accept, acceptLanguage: acceptLanguage, correlationID: requestID))
        return response
    }

    /// The response as HTTP/1.1 writes it, with line feeds for line breaks.
    func text(_ response: HTTPAlertResponse) -> String { response.description.replacing("\r\n", with: "\n") }

    @Test func aNotFoundErrorIsA404InTheClientsLanguage() async {
        let response = await respond(
            to: BookNotFound(id: "42"), path: "/books/42?edition=2", acceptLanguage: "de-CH, de;q=0.9")
        #expect(
            text(response) == """
                HTTP/1.1 404 Not Found
                Content-Type: application/problem+json
                Content-Length: 225
                Content-Language: de
                Vary: Accept, Accept-Language
                X-Content-Type-Options: nosniff

                {"type":"about:blank","title":"Nicht gefunden","status":404,"detail":"Kein Buch hat die ID 42.\\nPrüfen Sie die ID, oder durchsuchen Sie den Katalog.","instance":"/books/42","code":"BOOK_NOT_FOUND","correlationId":"req-7f3a"}
                """)
    }

    @Test func plainTextIsTheTextsOnePerLine() async {
        let response = await respond(to: BookNotFound(id: "42"), path: "/books/42", accept: "text/plain")
        #expect(response[header: "Content-Type"] == "text/plain; charset=utf-8")
        #expect(
            response.bodyText == """
                Not Found
                No book has the id 42.
                Check the id, or search the catalogue.
                code: BOOK_NOT_FOUND
                Reference: req-7f3a

                """)
    }

    @Test func anErrorNotWrittenForClientsIsAGeneric500AndItsWordsGoToTheLog() async throws {
        let recorder = DiagnosticEventRecorder()
        let response = await respond(
            to: DatabaseUnreachable(), path: "/inventory", acceptLanguage: "ja", requestID: "req-8c21")
        #expect(
            text(response) == """
                HTTP/1.1 500 Internal Server Error
                Content-Type: application/problem+json
                Content-Length: 187
                Content-Language: ja
                Vary: Accept, Accept-Language
                X-Content-Type-Options: nosniff

                {"type":"about:blank","title":"サーバ内部エラー","status":500,"detail":"サーバは要求を完了できませんでした。","instance":"/inventory","correlationId":"req-8c21"}
                """)
        let event = try #require(recorder.events(mentioning: "req-8c21").first)
        #expect(
            event.description
                == "[error] error: could not connect to postgres://bookshop:hunter2@db.internal:5432/books "
                + "correlation-id=req-8c21 front=http group-id=\(event.metadata["group-id"] ?? "") source=generic "
                + "status=500")
    }

    @Test func fieldErrorsMakeA422() async {
        let invalid = SignUpInvalid(fields: [.init(name: "email", problem: "Enter an email address.")])
        let response = await respond(to: invalid, method: "POST", path: "/accounts", acceptLanguage: "de")
        #expect(
            response.bodyText
                == #"{"type":"about:blank","title":"Nicht verarbeitbarer Inhalt","status":422,"detail":"Einige Felder brauchen Ihre Aufmerksamkeit.","instance":"/accounts","errors":[{"detail":"Geben Sie eine E-Mail-Adresse ein.","pointer":"/email"}],"correlationId":"req-7f3a"}"#
        )
    }

    @Test func aProblemTypeAndAnActionLinkAreTheErrorsOwn() async {
        let response = await respond(to: ExportNotInPlan(), method: "POST", path: "/exports")
        #expect(response.status == .forbidden)
        #expect(
            response.bodyText
                == #"{"type":"https://bookshop.example/problems/plan-limit","title":"Not included in your plan","status":403,"detail":"Your plan doesn’t include exports.\nUpgrade to the Pro plan to export your orders.","instance":"/exports","code":"PLAN_LIMIT","actions":[{"label":"Upgrade","default":true,"href":"/billing/upgrade","method":"POST"}],"correlationId":"req-7f3a"}"#
        )
    }

    @Test func aRateLimitSaysWhenToTryAgain() async {
        let response = await respond(to: TooManySearches(), path: "/search")
        #expect(response.status == .tooManyRequests)
        #expect(response[header: "Retry-After"] == "30")
        #expect(
            response.bodyText.contains(#""detail":"You’ve searched a lot in a short time.\nTry again in 30 seconds.""#))
    }

    @Test func negotiationIsStrict() {
        #expect(Representation(accept: "text/html,application/xhtml+xml,*/*;q=0.8") == .html)
        #expect(Representation(accept: "image/png") == .problemJSON)
        #expect(AcceptLanguage.languages(in: "de-CH, de;q=0.9, en;q=0.5, *;q=0.1") == ["de-CH", "de", "en"])
        #expect(AcceptLanguage.languages(in: "de;q=2, fr") == ["fr"])
    }

    @Test func aHEADRequestGetsTheHeadersOnly() async {
        let response = await respond(to: BookNotFound(id: "42"), method: "HEAD", path: "/books/42")
        #expect(response.body.isEmpty)
        let get = await respond(to: BookNotFound(id: "42"), path: "/books/42")
        #expect(response[header: "Content-Length"] == String(get.body.count))
    }
}
