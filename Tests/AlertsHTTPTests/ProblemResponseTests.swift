import Alerts
import AlertsHTTP
import AlertsTesting
import Foundation
import StringTables
import Synchronization
import Testing

/// What a problem response may say: one language per response, no internal text, RFC 9457's
/// members, `Accept` negotiation and clean header fields.
@Suite struct ProblemResponseTests {
    /// Partial translations, as real tables have them: German lacks some texts, Italian is a
    /// language the package itself does not translate.
    static let tables = InMemoryStringTables([
        "Localizable": [
            "de": [
                "Some fields need your attention.": "Einige Felder brauchen Ihre Aufmerksamkeit.",
                "Enter an email address.": "Geben Sie eine E-Mail-Adresse ein.",
                "Your quota is used up.": "Ihr Kontingent ist aufgebraucht.",
                "Your plan doesn’t include exports.": "Ihr Tarif enthält keine Exporte.",
                "You don’t have enough credit.": "Sie haben nicht genug Guthaben.",
                "Your balance is 30, but that costs 50.": "Ihr Guthaben ist 30, das kostet aber 50.",
            ],
            "it": [
                "There’s no book called “%@”.": "Non c’è nessun libro intitolato “%@”.",
                "You’re sending requests too quickly.": "Stai inviando richieste troppo in fretta.",
            ],
        ]
    ])

    let front = HTTPFront(sources: [ProblemResponseTests.tables], mappers: .namedValues)

    /// `Content-Language` names every language the texts are in: when English texts the tables
    /// lack in the asked language (`english`) are in the body, English is named too.
    func expectOneLanguage(
        _ response: HTTPAlertResponse, notEnglish english: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let languages = (response[header: "Content-Language"] ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard !languages.contains("en") else { return }
        let body = response.bodyText
        for text in english where body.contains(text) {
            Issue.record(
                "Content-Language: \(languages), but the body has the English “\(text)”: \(body)",
                sourceLocation: sourceLocation)
        }
    }

    // MARK: Content-Language truthfulness: one response, one language

    @Test func aFieldErrorWithoutTranslationIsNotSentUnderAnotherContentLanguage() async {
        let response = await front.response(for: ShopError.signUpInvalid, to: HTTPAlertRequest(acceptLanguage: "de"))
        expectOneLanguage(response, notEnglish: ["Enter a number from 13 to 120."])
    }

    @Test func aMessageWithoutTranslationIsNotSentUnderTheTitlesContentLanguage() async {
        let response = await front.response(for: QuotaError(), to: HTTPAlertRequest(acceptLanguage: "de"))
        expectOneLanguage(response, notEnglish: ["You used 10 of 10 exports."])
    }

    @Test func aLanguageOnlyTheServersTablesHaveGetsNoEnglishStatusTitle() async {
        // The server translates its texts into Italian; the package has no Italian.
        let response = await front.response(
            for: ShopError.bookMissing("Dune"), to: HTTPAlertRequest(acceptLanguage: "it"))
        expectOneLanguage(response, notEnglish: ["Not Found"])
    }

    @Test func aLanguageOnlyTheServersTablesHaveGetsNoEnglishRetryAdviceOrActions() async {
        let response = await front.response(for: ShopError.slowDown, to: HTTPAlertRequest(acceptLanguage: "it"))
        expectOneLanguage(
            response, notEnglish: ["Too Many Requests", "Try again in 30 seconds.", "\"Retry\"", "\"Cancel\""])
    }

    @Test func aStatusTitleThePackageDoesNotTranslateIsNotSentUnderAnotherContentLanguage() async {
        // The example of HTTPStatus's own documentation, with a German translation of its text.
        let response = await front.response(for: PaymentRequired(), to: HTTPAlertRequest(acceptLanguage: "de"))
        #expect(response.status == .paymentRequired)
        expectOneLanguage(response, notEnglish: ["Payment Required"])
    }

    @Test func aProblemTypeTitleWithoutTranslationIsNotSentUnderAnotherContentLanguage() async {
        let response = await front.response(for: ShopError.outOfCredit, to: HTTPAlertRequest(acceptLanguage: "de"))
        expectOneLanguage(response, notEnglish: ["Not enough credit"])
    }

    @Test func recoveryOptionLabelsTakenVerbatimFromAnErrorAreNotSentUnderAnotherContentLanguage() async {
        var mappers = ErrorMappers.namedValues
        mappers.register(NSError.self) { _ in ErrorContent(title: "Your quota is used up.", category: .conflict) }
        let response = await HTTPFront(sources: [Self.tables], mappers: mappers)
            .response(for: ProblemResponseTests.nsErrorWithRecoveryOptions, to: HTTPAlertRequest(acceptLanguage: "de"))
        expectOneLanguage(response, notEnglish: ["Reconnect"])
    }

    // MARK: Internal text

    /// An error from a library, carrying recovery options that name internals.
    static var nsErrorWithRecoveryOptions: NSError {
        NSError(
            domain: "PostgresClient", code: 57,
            userInfo: [
                NSLocalizedDescriptionKey: "connection to 10.0.0.5:5432 refused",
                NSLocalizedRecoveryOptionsErrorKey: ["Reconnect to db-primary.internal:5432 as admin"],
                NSRecoveryAttempterErrorKey: Attempter(),
            ])
    }

    @Test func aMappedErrorDoesNotShowTheRecoveryOptionsOfTheErrorItMapped() async {
        // The mapper writes a title for clients and says nothing of options: the NSError's own
        // option labels, internal English text, must not become the problem's actions.
        var mappers = ErrorMappers.namedValues
        mappers.register(NSError.self) { _ in ErrorContent(title: "Orders are unavailable.", category: .unavailable) }
        let response = await HTTPFront(mappers: mappers).response(
            for: Self.nsErrorWithRecoveryOptions, to: HTTPAlertRequest())
        #expect(response.status == .serviceUnavailable)
        #expect(!response.bodyText.contains("db-primary"), "\(response.bodyText)")
    }

    @Test func anAlertableErrorDoesNotShowRecoveryOptionsFromItsUserInfo() async {
        let response = await front.response(for: WrappedDatabaseError(), to: HTTPAlertRequest())
        #expect(!response.bodyText.contains("db-primary"), "\(response.bodyText)")
    }

    // MARK: The diagnostics hook and the exchange

    @Test func theDiagnosticsHookGetsTheErrorItselfWhenAnExchangePresentsIt() async throws {
        let recorder = DiagnosticEventRecorder()
        let id = "exchange-\(UUID().uuidString)"
        let front = HTTPFront(mappers: .namedValues)
        let exchange = front.exchange(for: HTTPAlertRequest(path: "/orders", correlationID: id))
        _ = await exchange.perform { () throws(DatabaseFailure) -> Int in throw DatabaseFailure() }
        #expect(exchange.response?.status == .internalServerError)
        let events = recorder.events(mentioning: id)
        try #require(events.count == 1, "once per error response")
        // Issue #12 point 5: the correlation id is handed, with the full error, to the hook.
        #expect(events[0].error is DatabaseFailure, "got \(String(describing: events[0].error))")
    }

    @Test func theDocumentedExchangePatternAnswersACancelledCallToo() async throws {
        // HTTPExchange's documentation: `await exchange.response(after: error)`.
        let request = HTTPAlertRequest(path: "/books/dune")
        let exchange = front.exchange(for: request)
        var response: HTTPAlertResponse?
        do {
            _ = try await exchange.perform { () throws(CancellationError) -> Int in throw CancellationError() }.get()
        } catch {
            #expect(exchange.response == nil, "a cancelled call presents nothing")
            response = await exchange.response(after: error)
        }
        #expect(response?.status == .internalServerError)
        #expect(exchange.response == response, "the response for the error is the exchange's")
    }

    // MARK: RFC 9457

    @Test func aProblemTypeOfAboutBlankKeepsTheStatusPhraseAsTitle() async throws {
        // RFC 9457 §4.2.1: with about:blank, the title SHOULD be the status's phrase.
        let response = await front.response(for: CustomBlank(), to: HTTPAlertRequest())
        let problem = try object(response)
        #expect(problem["type"] as? String == "about:blank")
        #expect(problem["title"] as? String == "Not Found", "got \(problem["title"] ?? "nil")")
    }

    @Test func anInstanceNeverNamesAnotherHost() async throws {
        // `GET //evil.example/x` is a valid origin-form target; as `instance` it is a
        // network-path reference that resolves to another host (RFC 3986 §4.2).
        for path in ["//evil.example/x", "http://evil.example/x"] {
            let problem = try object(
                await front.response(for: ShopError.bookMissing("x"), to: HTTPAlertRequest(path: path)))
            let instance = problem["instance"] as? String
            #expect(
                instance == nil || instance!.hasPrefix("/") && !instance!.hasPrefix("//"),
                "\(path) gave \(instance ?? "")")
        }
    }

    @Test func aFieldErrorPointerIsAJSONPointer() async throws {
        // RFC 6901: a pointer is empty or starts with "/"; `pointer` is sent unchecked.
        let response = await front.response(for: BadPointer(), to: HTTPAlertRequest())
        let errors = try #require(try object(response)["errors"] as? [[String: String]])
        for error in errors {
            let pointer = error["pointer"] ?? ""
            #expect(pointer.isEmpty || pointer.hasPrefix("/"), "pointer \(pointer.debugDescription)")
        }
    }

    // MARK: Accept (RFC 9110 §12.5.1)

    @Test func anAcceptFieldCutAtItsLimitNeverTurnsAnExclusionIntoAPreference() async {
        // 4086 bytes of other ranges, then `text/plain;q=0`: the cut after 4096 bytes leaves
        // `text/plain`, weight 1.
        let accept = String(repeating: "a/b,", count: 1020) + "a/bbb," + "text/plain;q=0"
        let response = await front.response(for: ShopError.bookMissing("x"), to: HTTPAlertRequest(accept: accept))
        #expect(response[header: "Content-Type"] == "application/problem+json")
    }

    @Test func aSpecificMediaTypeOutranksAWildcardWithParameters() async {
        // `text/html;q=0` is more specific than `text/*;charset=utf-8`: HTML is not acceptable.
        let response = await front.response(
            for: ShopError.bookMissing("x"), to: HTTPAlertRequest(accept: "text/*;charset=utf-8, text/html;q=0"))
        #expect(response[header: "Content-Type"] != "text/html; charset=utf-8")
    }

    @Test func aClientThatPrefersJSONGetsProblemJSONRatherThanHTML() async {
        // A JSON API client (`application/json`, HTML as a lesser fallback) gets an HTML page.
        let response = await front.response(
            for: ShopError.bookMissing("x"), to: HTTPAlertRequest(accept: "application/json, text/html;q=0.9"))
        #expect(response[header: "Content-Type"] == "application/problem+json")
    }

    @Test func methodsAreCaseSensitiveSoALowercaseHeadIsNotHEAD() async {
        // RFC 9110 §9.1: the method token is case-sensitive; `head` is not HEAD.
        let response = await front.response(for: ShopError.bookMissing("x"), to: HTTPAlertRequest(method: "head"))
        #expect(!response.body.isEmpty)
    }

    // MARK: Header fields (RFC 9110 §5.5)

    @Test func headerValuesHoldNoControlCharacters() {
        let field = HTTPAlertResponse.HeaderField("X-Note", "a\u{0B}b\u{0C}c\u{1B}d\u{7F}e")
        let controls = field.value.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F }
        #expect(controls.isEmpty, "\(field.value.debugDescription)")
    }

    @Test func headerValuesHoldNoUnicodeLineBreaks() {
        // NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR end lines in some clients and log viewers.
        let field = HTTPAlertResponse.HeaderField("X-Note", "a\u{85}b\u{2028}c\u{2029}d")
        #expect(!field.value.unicodeScalars.contains { [0x85, 0x2028, 0x2029].contains($0.value) })
    }

    @Test func headerNamesCannotInjectHeaderLines() {
        let field = HTTPAlertResponse.HeaderField("X-Id\r\nSet-Cookie: session=evil", "1")
        let response = HTTPAlertResponse(status: .badRequest, headerFields: [field], body: [])
        #expect(!response.description.contains("\r\nSet-Cookie"), "\(response.description.debugDescription)")
    }

    @Test func aHeaderFieldIsCleanedWhenMadeAndCannotBeChangedAfter() {
        // `name` and `value` have private setters, so the only way in is the cleaning initializer.
        let field = HTTPAlertResponse.HeaderField("Content-Type", "text/html\r\nSet-Cookie: session=evil")
        #expect(field.value == "text/html  Set-Cookie: session=evil")
    }
}

// MARK: Errors for the findings

struct QuotaError: AlertableError {
    var title: AlertText? { "Your quota is used up." }
    var reason: AlertText? { "You used 10 of 10 exports." }
    var category: ErrorCategory? { .conflict }
}

struct PaymentRequired: NamesFrontValues {
    var title: AlertText? { "Your plan doesn’t include exports." }
    var overrides: [any FrontOverride] { [HTTPStatus.paymentRequired] }
}

struct CustomBlank: NamesFrontValues {
    var title: AlertText? { "No such order." }
    var category: ErrorCategory? { .notFound }
    var problemType: ProblemType? { ProblemType("about:blank", title: "Order lookup failed") }
}

struct BadPointer: NamesFrontValues {
    var title: AlertText? { "Some fields need your attention." }
    var category: ErrorCategory? { .invalidInput }
    var fieldErrors: [FieldError] { [FieldError("email", message: "Enter an email address.")] }
}

/// An error written for clients that keeps its cause's user info, as wrappers often do.
struct WrappedDatabaseError: AlertableError, CustomNSError {
    var title: AlertText? { "Orders are unavailable right now." }
    var category: ErrorCategory? { .unavailable }
    static var errorDomain: String { "Shop" }
    var errorUserInfo: [String: Any] { ProblemResponseTests.nsErrorWithRecoveryOptions.userInfo }
}

final class Attempter: RecoverableError, @unchecked Sendable {
    var recoveryOptions: [String] { ["Reconnect to db-primary.internal:5432 as admin"] }
    func attemptRecovery(optionIndex: Int) -> Bool { false }
}
