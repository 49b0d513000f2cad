import Alerts
import AlertsHTTP
import Foundation
import StringTables
import Testing

/// A problem lists only the actions a client can take, and its error code in every representation.
@Suite struct ClientActionsAndCodeTests {
    let front = HTTPFront(mappers: .namedValues)

    struct Upgrade: NamesFrontValues {
        var link = true
        var title: AlertText? { "Your plan doesn’t include exports." }
        var recoveryOptions: [RecoveryOption] {
            [RecoveryOption("Upgrade", isDefault: true) { false }, RecoveryOption("Compare Plans") { false }]
        }
        var category: ErrorCategory? { .noPermission }
        var retry: RetryHint { .mayHelp }
        var errorCode: String? { "PLAN_LIMIT" }
        var overrides: [any FrontOverride] {
            link ? [ActionLink(button: "Upgrade", href: "/upgrade", method: "POST")] : []
        }
    }

    @Test func onlyLinksAndTheErrorsOwnActionsAreListed() async throws {
        // The alert has Upgrade, Compare Plans, Retry (the error may be retried) and Cancel.
        let content = ErrorContent(Upgrade())
        #expect(content.alert(offeringRetry: true).buttons.count == 4)
        let problem = try object(await front.response(for: Upgrade(), to: HTTPAlertRequest()))
        let actions = try #require(problem["actions"] as? [[String: Any]])
        #expect(actions.map { $0["label"] as? String } == ["Upgrade", "Compare Plans"])
        #expect(actions[0]["href"] as? String == "/upgrade" && actions[0]["method"] as? String == "POST")
        #expect(actions[1]["href"] == nil, "an action of the error's own, without a link, is still one")
    }

    @Test func theStandardOKWithALinkIsListedWithItsLink() async throws {
        // The error declares no button: the alert's only one is the standard OK.
        struct Gone: NamesFrontValues {
            var title: AlertText? { "This page has moved." }
            var category: ErrorCategory? { .notFound }
            var overrides: [any FrontOverride] { [ActionLink(button: "OK", href: "/home")] }
        }
        let problem = try object(await front.response(for: Gone(), to: HTTPAlertRequest(acceptLanguage: "de")))
        let actions = try #require(problem["actions"] as? [[String: Any]])
        #expect(actions.map { $0["label"] as? String } == ["OK"])
        #expect(actions.first?["href"] as? String == "/home")
        let html = await front.response(for: Gone(), to: HTTPAlertRequest(accept: "text/html")).bodyText
        #expect(html.contains(#"<li><a href="/home">OK</a></li>"#), "\(html)")
        // Without a link, the OK is not listed.
        let plain = try object(await front.response(for: ShopError.bookMissing("Dune"), to: HTTPAlertRequest()))
        #expect(plain["actions"] == nil)
    }

    @Test func aRateLimitListsNoRetryOrCancel() async throws {
        struct SlowDown: AlertableError {
            var title: AlertText? { "Slow down." }
            var category: ErrorCategory? { .rateLimited }
            var retry: RetryHint { .after(.seconds(30)) }
        }
        let response = await front.response(for: SlowDown(), to: HTTPAlertRequest(acceptLanguage: "ja"))
        #expect(response.status == .tooManyRequests)
        #expect(response[header: "Retry-After"] == "30")
        #expect(try object(response)["actions"] == nil)
    }

    @Test func theWrapperForThrowingCallsListsNoRetryEither() async throws {
        let exchange = front.exchange(for: HTTPAlertRequest())
        _ = await exchange.perform(retryLimit: 3, offeringRetry: .always) { () throws -> Int in
            throw Upgrade(link: false)
        }
        let problem = try object(try #require(exchange.response))
        let actions = try #require(problem["actions"] as? [[String: Any]])
        #expect(actions.map { $0["label"] as? String } == ["Upgrade", "Compare Plans"])
    }

    @Test func aCancelButtonWithALinkIsKeptAndOneWithoutIsNot() async throws {
        struct Leave: NamesFrontValues {
            var title: AlertText? { "Leave the queue?" }
            var recoveryOptions: [RecoveryOption] {
                [RecoveryOption("Leave", role: .cancel) { false }, RecoveryOption("Stay", role: .cancel) { false }]
            }
            var category: ErrorCategory? { .conflict }
            var overrides: [any FrontOverride] { [ActionLink(button: "Leave", href: "/queue", method: "DELETE")] }
        }
        let actions = try #require(
            try object(await front.response(for: Leave(), to: HTTPAlertRequest()))["actions"] as? [[String: Any]])
        #expect(actions.map { $0["label"] as? String } == ["Leave"])
    }

    @Test func anAlertAboutNoErrorListsItsOwnButtonsButNotTheStandardOK() async throws {
        let plain = Alert<AlertAction>(title: "Saved.")
        #expect(try object(await front.response(for: plain, to: HTTPAlertRequest()))["actions"] == nil)
        let withButton = Alert<AlertAction>(title: "Saved.", buttons: [AlertButton("Open Folder")])
        let actions =
            try object(await front.response(for: withButton, to: HTTPAlertRequest()))["actions"] as? [[String: Any]]
        #expect(actions?.map { $0["label"] as? String } == ["Open Folder"])
    }

    @Test func theStandardButtonsAreKnownInEveryLanguage() {
        let alert = ErrorContent(Upgrade(link: false)).alert(offeringRetry: true)
        for language: LanguageTag in ["en", "de", "ar"] {
            let resolved = alert.resolved(languages: [language])
            #expect(resolved.buttons.map(\.isStandard) == [false, false, true, true], "\(language)")
        }
        let ok = Alert<AlertAction>(title: "Saved.").resolved(languages: ["ja"])
        #expect(ok.buttons.map(\.isStandard) == [true])
        let own = Alert<AlertAction>(title: "Saved.", buttons: [AlertButton(AlertText("OK"))]).resolved(languages: [
            "en"
        ])
        #expect(own.buttons.map(\.isStandard) == [false], "a button of your own table is yours")
    }

    // MARK: The error code

    @Test func theCodeIsInJSONHTMLAndPlainText() async throws {
        let json = try object(await front.response(for: Upgrade(), to: HTTPAlertRequest()))
        #expect(json["code"] as? String == "PLAN_LIMIT")
        let html = await front.response(for: Upgrade(), to: HTTPAlertRequest(accept: "text/html")).bodyText
        #expect(html.contains("<p><small>code: <code>PLAN_LIMIT</code></small></p>"), "\(html)")
        let plain = await front.response(
            for: Upgrade(), to: HTTPAlertRequest(accept: "text/plain", correlationID: "req-1")
        ).bodyText
        #expect(
            plain == """
                Forbidden
                Your plan doesn’t include exports.
                code: PLAN_LIMIT
                Reference: req-1

                """)
    }

    @Test func theCodesLabelIsInTheResponsesLanguage() async throws {
        struct Coded: AlertableError {
            var title: AlertText? { AlertText("The file couldn’t be saved.", table: "Alerts") }
            var category: ErrorCategory? { .conflict }
            var errorCode: String? { "E-42" }
        }
        let plain = await front.response(for: Coded(), to: HTTPAlertRequest(accept: "text/plain", acceptLanguage: "de"))
        #expect(plain.bodyText.contains("\nCode: E-42\n"), "\(plain.bodyText)")
        #expect(plain[header: "Content-Language"] == "de")
        let html = await front.response(for: Coded(), to: HTTPAlertRequest(accept: "text/html", acceptLanguage: "ja"))
        #expect(html.bodyText.contains("コード：<code>E-42</code>"), "a full-width colon, no space")
        let french = await front.response(
            for: Coded(), to: HTTPAlertRequest(accept: "text/plain", acceptLanguage: "fr"))
        #expect(french.bodyText.contains("\ncode\u{A0}: E-42\n"), "a no-break space before the colon")
    }

    @Test func anErrorWithoutACodeHasNoCodeLine() async {
        struct Uncoded: AlertableError {
            var title: AlertText? { "No." }
            var category: ErrorCategory? { .conflict }
        }
        let plain = await front.response(for: Uncoded(), to: HTTPAlertRequest(accept: "text/plain")).bodyText
        #expect(!plain.contains("code"))
        let html = await front.response(for: Uncoded(), to: HTTPAlertRequest(accept: "text/html")).bodyText
        #expect(!html.contains("<code>"))
    }

    // MARK: A framework's English message under a localized title

    @Test func aMappedEnglishMessageAsAKeyIsDeclaredInContentLanguage() async throws {
        struct FrameworkError: Error { var message: String }
        var mappers = ErrorMappers.namedValues
        mappers.register(FrameworkError.self) { error in
            ErrorContent(
                title: HTTPStatus.badRequest.title,
                failureReason: AlertText(AlertText.Key(error.message), table: "Framework"),
                overrides: [HTTPStatus.badRequest])
        }
        let front = HTTPFront(mappers: mappers)
        let response = await front.response(
            for: FrameworkError(message: "Expected parameter does not exist 100%"),
            to: HTTPAlertRequest(acceptLanguage: "de"))
        #expect(response[header: "Content-Language"] == "de, en", "the German title and the English detail")
        let problem = try object(response)
        #expect(problem["title"] as? String == "Ungültige Anfrage")
        #expect(problem["detail"] as? String == "Expected parameter does not exist 100%", "a key is never formatted")

        // A table with the message translates it: one language again.
        let translated = HTTPFront(
            sources: [
                InMemoryStringTables([
                    "Framework": ["de": ["Expected parameter does not exist 100%": "Ein Parameter fehlt."]]
                ])
            ], mappers: mappers)
        let german = await translated.response(
            for: FrameworkError(message: "Expected parameter does not exist 100%"),
            to: HTTPAlertRequest(acceptLanguage: "de"))
        #expect(german[header: "Content-Language"] == "de")
        #expect(try object(german)["detail"] as? String == "Ein Parameter fehlt.")
    }
}
