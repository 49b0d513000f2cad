import AlertsHTTP
import Testing

/// The README's HTTP front in a middleware, compiled and run as the README writes it.
struct ReadmeHTTPExampleTests {
    struct QuotaExceeded: AlertableError {
        // One of the package's own texts, translated into German.
        var title: AlertText? { AlertText("The file couldn’t be saved.", table: "Alerts") }
        var category: ErrorCategory? { .rateLimited }
    }

    @Test func theMiddlewareOfTheREADMEAnswersInTheRequestsLanguage() async {
        let error = QuotaExceeded()
        let acceptHeader: String? = "application/problem+json"
        let acceptLanguageHeader: String? = "de-CH, de;q=0.9"
        let requestID = "6e997c90bc63f8c9"
        let front = HTTPFront(sources: [StringTableDirectory(path: "Localization")])

        // in the middleware, for an error a handler threw:
        let response = await front.response(
            for: error,
            to: HTTPAlertRequest(
                method: "GET", path: "/uploads", accept: acceptHeader, acceptLanguage: acceptLanguageHeader,
                correlationID: requestID))
        #expect(response.status == HTTPStatus(429))
        #expect(response.headerFields.contains(HTTPAlertResponse.HeaderField("Content-Language", "de")))
    }
}
