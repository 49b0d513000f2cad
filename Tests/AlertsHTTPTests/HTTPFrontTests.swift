import Alerts
import AlertsHTTP
import AlertsTesting
import Foundation
import StringTables
import Synchronization
import Testing

@Suite struct HTTPFrontTests {
    /// German and Arabic texts for some of the shop's errors.
    static let tables = InMemoryStringTables([
        "Localizable": [
            "de": [
                "There’s no book called “%@”.": "Es gibt kein Buch namens „%@“.",
                "Some fields need your attention.": "Einige Felder brauchen Ihre Aufmerksamkeit.",
                "Enter an email address.": "Geben Sie eine E-Mail-Adresse ein.",
            ],
            "ar": ["There’s no book called “%@”.": "لا يوجد كتاب بعنوان “%@”."],
        ]
    ])

    let front = HTTPFront(sources: [HTTPFrontTests.tables], mappers: .namedValues)

    @Test func aMissingThingIsA404ProblemWithTheStatusAsTitleAndTheAlertAsDetail() async throws {
        let response = await front.response(
            for: ShopError.bookMissing("Dune"), to: HTTPAlertRequest(path: "/books/dune?token=secret#top"))
        #expect(response.status == .notFound)
        #expect(response[header: "Content-Type"] == "application/problem+json")
        #expect(response[header: "Content-Language"] == "en")
        #expect(response[header: "Vary"] == "Accept, Accept-Language")
        #expect(response[header: "Content-Length"] == String(response.body.count))
        #expect(response[header: "Retry-After"] == nil)
        let problem = try object(response)
        #expect(problem["type"] as? String == "about:blank")
        #expect(problem["title"] as? String == "Not Found")
        #expect(problem["status"] as? Int == 404)
        #expect(problem["detail"] as? String == "There’s no book called “Dune”.")
        #expect(problem["instance"] as? String == "/books/dune", "no query, no fragment")
        #expect((problem["correlationId"] as? String)?.count == 16)
        #expect(problem["actions"] == nil, "the standard OK means nothing to a client")
    }

    @Test func theRequestsLanguageIsUsedForEveryTextAndNamed() async throws {
        let german = await front.response(
            for: ShopError.bookMissing("Dune"), to: HTTPAlertRequest(acceptLanguage: "fr;q=0.5, de-CH, en;q=0.1"))
        #expect(german[header: "Content-Language"] == "de")
        let problem = try object(german)
        #expect(problem["title"] as? String == "Nicht gefunden")
        #expect(problem["detail"] as? String == "Es gibt kein Buch namens „Dune“.")

        let arabic = try object(
            await front.response(for: ShopError.bookMissing("Dune"), to: HTTPAlertRequest(acceptLanguage: "ar")))
        #expect(arabic["title"] as? String == "غير موجود")
        #expect(arabic["detail"] as? String == "لا يوجد كتاب بعنوان “Dune”.")
    }

    @Test func aTextWithoutTranslationKeepsTheWholeResponseInTheSourceLanguage() async throws {
        // Nothing translates the maintenance text into Chinese: the status title must not be
        // Chinese above an English detail.
        let response = await front.response(for: ShopError.maintenance, to: HTTPAlertRequest(acceptLanguage: "zh-Hans"))
        #expect(response[header: "Content-Language"] == "en")
        let problem = try object(response)
        #expect(problem["title"] as? String == "Service Unavailable")
        #expect(problem["detail"] as? String == "The shop is closed for maintenance.\nTry again in 90 seconds.")
    }

    @Test func textsInsideATitleShownAsItsKeyComeInTheSourceLanguageToo() async throws {
        // No table has the title; "Save", inside it, is a standard label German has ("Sichern").
        let alert = Alert<Never>(title: "Couldn’t \(AlertText("Save")) the file.", message: "Enter an email address.")
        for acceptLanguage in ["de", "de, en", "fr, de"] {
            let request = HTTPAlertRequest(accept: "text/plain", acceptLanguage: acceptLanguage)
            let response = await front.response(for: alert, to: request)
            #expect(response[header: "Content-Language"] == "en", "\(acceptLanguage)")
            #expect(
                response.bodyText == "Couldn’t Save the file.\nEnter an email address.\n",
                "\(acceptLanguage): \(response.bodyText)")
        }
    }

    @Test func theModifiersPathAnswersATitleShownAsItsKeyInOneLanguageToo() async throws {
        // The message has German; the title is in no table. Both paths answer all in English.
        let alert = Alert<Never>(title: "Couldn’t \(AlertText("Save")) the file.", message: "Enter an email address.")
        for acceptLanguage in ["de", "de, en", "fr, de"] {
            let request = HTTPAlertRequest(accept: "text/plain", acceptLanguage: acceptLanguage)
            let exchange = front.exchange(for: request)
            await exchange.present(alert)
            let response = try #require(exchange.response)
            #expect(response[header: "Content-Language"] == "en", "\(acceptLanguage)")
            #expect(await response.bodyText == front.response(for: alert, to: request).bodyText, "\(acceptLanguage)")
            #expect(response.bodyText == "Couldn’t Save the file.\nEnter an email address.\n", "\(acceptLanguage)")
        }
    }

    @Test func validationErrorsAre422WithTheirFields() async throws {
        let response = await front.response(for: ShopError.signUpInvalid, to: HTTPAlertRequest(acceptLanguage: "de"))
        #expect(response.status == .unprocessableContent)
        #expect(response[header: "Content-Language"] == "de, en", "the alert's language first, then the fallback's")
        let problem = try object(response)
        #expect(problem["title"] as? String == "Nicht verarbeitbarer Inhalt")
        #expect(problem["detail"] as? String == "Einige Felder brauchen Ihre Aufmerksamkeit.")
        let errors = try #require(problem["errors"] as? [[String: String]])
        #expect(
            errors == [
                ["detail": "Geben Sie eine E-Mail-Adresse ein.", "pointer": "/email"],
                // Not translated: the source text, as everywhere else.
                ["detail": "Enter a number from 13 to 120.", "pointer": "/age"],
            ])
    }

    @Test func theAlertsLanguageLeadsContentLanguageWhateverItsFieldsFellBackTo() async throws {
        struct AgeFirst: NamesFrontValues {
            var title: AlertText? { "Some fields need your attention." }
            var category: ErrorCategory? { .invalidInput }
            var fieldErrors: [FieldError] { [FieldError("/age", message: "Enter a number from 13 to 120.")] }
        }
        let response = await front.response(
            for: AgeFirst(), to: HTTPAlertRequest(accept: "text/html", acceptLanguage: "de"))
        #expect(response[header: "Content-Language"] == "de, en")
        #expect(response.bodyText.contains(#"<html lang="de""#))
    }

    @Test func retryableErrorsSayWhenToComeBack() async throws {
        let limited = await front.response(for: ShopError.slowDown, to: HTTPAlertRequest())
        #expect(limited.status == .tooManyRequests)
        #expect(limited[header: "Retry-After"] == "30")
        let problem = try object(limited)
        #expect(problem["detail"] as? String == "You’re sending requests too quickly.\nTry again in 30 seconds.")
        #expect(problem["actions"] == nil, "a client cannot press Retry or Cancel: Retry-After says when")

        let closed = await front.response(for: ShopError.maintenance, to: HTTPAlertRequest())
        #expect(closed.status == .serviceUnavailable)
        #expect(closed[header: "Retry-After"] == "90")
    }

    @Test func aProblemTypeGivesTheTypeAndItsTitleAndTheOverrideTheStatus() async throws {
        let response = await front.response(for: ShopError.outOfCredit, to: HTTPAlertRequest())
        #expect(response.status == .forbidden)
        let problem = try object(response)
        #expect(problem["type"] as? String == "https://shop.example/problems/out-of-credit")
        #expect(problem["title"] as? String == "Not enough credit")
        #expect(problem["status"] as? Int == 403)
        #expect(problem["detail"] as? String == "You don’t have enough credit.\nYour balance is 30, but that costs 50.")
        #expect(problem["code"] as? String == "CREDIT-1")
    }

    @Test func aButtonWithALinkSaysWhereItLeads() async throws {
        let response = await front.response(for: ShopError.mustSignIn, to: HTTPAlertRequest())
        #expect(response.status == .unauthorized)
        let actions = try #require(try object(response)["actions"] as? [[String: Any]])
        #expect(actions[0]["label"] as? String == "Sign In")
        #expect(actions[0]["href"] as? String == "/login")
        #expect(actions[0]["method"] as? String == "GET")
        #expect(actions[0]["default"] as? Bool == true)
    }

    @Test func anErrorNotWrittenForClientsIsA500WithoutItsText() async throws {
        let recorder = DiagnosticEventRecorder()
        let id = "req-\(UUID().uuidString)"
        let front = HTTPFront(mappers: .namedValues)
        for error in [DatabaseFailure(), POSIXError(.ENOENT), CocoaError(.fileNoSuchFile)] as [any Error] {
            let response = await front.response(
                for: error, to: HTTPAlertRequest(path: "/orders", acceptLanguage: "ru", correlationID: id))
            #expect(response.status == .internalServerError)
            #expect(!response.bodyText.contains("postgres"), "no internal text")
            #expect(!response.bodyText.contains("hunter2"))
            let problem = try object(response)
            #expect(problem["title"] as? String == "Внутренняя ошибка сервера")
            #expect(problem["detail"] as? String == "Серверу не удалось выполнить запрос.")
            #expect(problem["correlationId"] as? String == id)
            #expect(problem["actions"] == nil)
            #expect(response[header: "Content-Language"] == "ru")
        }
        let logged = recorder.events(mentioning: id)
        #expect(logged.count == 3)
        #expect(
            logged.allSatisfy {
                $0.metadata["correlation-id"] == id && $0.level == .error && $0.metadata["status"] == "500"
            })
        #expect(logged[0].error is DatabaseFailure, "the hook gets the error itself")
        #expect(logged[0].message.contains("hunter2"), "and logs may see everything")
    }

    @Test func aMapperMakesAnErrorShowable() async throws {
        var mappers = ErrorMappers.namedValues
        mappers.register(DatabaseFailure.self) { _ in
            ErrorContent(title: "Orders are unavailable right now.", category: .unavailable, retry: .after(.seconds(5)))
        }
        let response = await HTTPFront(mappers: mappers).response(for: DatabaseFailure(), to: HTTPAlertRequest())
        #expect(response.status == .serviceUnavailable)
        #expect(response[header: "Retry-After"] == "5")
        #expect(
            try object(response)["detail"] as? String == "Orders are unavailable right now.\nTry again in 5 seconds.")
    }

    @Test func aRequestIDThatCouldInjectIsReplaced() async throws {
        let response = await front.response(
            for: DatabaseFailure(), to: HTTPAlertRequest(correlationID: "x\r\nSet-Cookie: a=b"))
        let id = try #require(try object(response)["correlationId"] as? String)
        #expect(id.count == 16 && id.allSatisfy(\.isHexDigit))
    }

    @Test func anExchangeDeliversWhatPerformPresentsAsTheSameResponse() async throws {
        let exchange = front.exchange(for: HTTPAlertRequest(path: "/books/dune", acceptLanguage: "de"))
        #expect(exchange.response == nil)
        let outcome = await exchange.perform { () throws(ShopError) -> Int in throw .bookMissing("Dune") }
        guard case .unanswered(.bookMissing) = outcome else {
            Issue.record("an HTTP client cannot answer: \(outcome)")
            return
        }
        let delivered = try #require(exchange.response)
        let direct = await front.response(
            for: ShopError.bookMissing("Dune"), to: HTTPAlertRequest(path: "/books/dune", acceptLanguage: "de"))
        #expect(delivered.status == direct.status)
        var (left, right) = (try object(delivered), try object(direct))
        #expect(left.removeValue(forKey: "correlationId") != nil && right.removeValue(forKey: "correlationId") != nil)
        #expect(NSDictionary(dictionary: left) == NSDictionary(dictionary: right))
    }

    @Test func anAlertAboutNoErrorIsAn200InPlainJSON() async throws {
        let alert = Alert<AlertAction>(title: "Saved.", message: AlertText(verbatim: "All 3 files are saved."))
        let response = await front.response(for: alert, to: HTTPAlertRequest())
        #expect(response.status.rawValue == 200)
        #expect(response[header: "Content-Type"] == "application/json")
        #expect(try object(response)["correlationId"] == nil)
    }

    @Test func headRequestsGetTheHeadersOnly() async throws {
        let get = await front.response(for: ShopError.bookMissing("Dune"), to: HTTPAlertRequest(method: "GET"))
        let head = await front.response(for: ShopError.bookMissing("Dune"), to: HTTPAlertRequest(method: "HEAD"))
        #expect(head.body.isEmpty)
        #expect(head.status == get.status)
        #expect(head[header: "Content-Length"] == String(get.body.count))
        #expect(head[header: "Content-Type"] == get[header: "Content-Type"])
    }
}

@Suite struct HTTPErrorEventTests {
    struct Forger: Error, CustomStringConvertible {
        var description: String { "bad\n2026-11-23 INFO login ok user=admin\r\u{1B}[2K" }
    }

    @Test func anEventIsOneLineWhateverTheErrorSays() async throws {
        let recorder = DiagnosticEventRecorder()
        let id = "forged-\(UUID().uuidString)"
        _ = await HTTPFront(mappers: .namedValues).response(for: Forger(), to: HTTPAlertRequest(correlationID: id))
        let line = "\(try #require(recorder.events(mentioning: id).first))"
        #expect(!line.contains("\n") && !line.contains("\r") && !line.contains("\u{1B}"), "\(line.debugDescription)")
        #expect(line.contains(#"bad\n2026-11-23 INFO"#))
    }
}
