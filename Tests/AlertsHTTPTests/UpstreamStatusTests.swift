import Alerts
import AlertsHTTP
import AlertsTesting
import Foundation
import StringTables
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An error not written for clients keeps the generic texts, but its status says what is known:
/// another service failed (502), is unavailable (503) or too slow (504); the server's own fault 500.
@Suite struct UpstreamStatusTests {
    let front = HTTPFront(mappers: .namedValues)

    @Test(arguments: [
        (URLError.Code.cannotConnectToHost, 502), (.cannotFindHost, 502), (.dnsLookupFailed, 502),
        (.networkConnectionLost, 502), (.badServerResponse, 502), (.secureConnectionFailed, 502),
        (.timedOut, 504), (.notConnectedToInternet, 503), (.resourceUnavailable, 503),
    ])
    func aFailedCallToAnotherServiceSaysSoWithGenericTexts(code: URLError.Code, status: Int) async throws {
        let error = URLError(
            code, userInfo: [NSLocalizedDescriptionKey: "Failed to connect to stock.internal port 8443: refused"])
        let id = "upstream-\(code.rawValue)"
        let response = await front.response(
            for: error, to: HTTPAlertRequest(path: "/upstream", acceptLanguage: "de", correlationID: id))
        #expect(response.status.rawValue == status)
        #expect(!response.bodyText.contains("stock.internal") && !response.bodyText.contains("8443"))
        let problem = try object(response)
        #expect(problem["type"] as? String == "about:blank")
        #expect(problem["title"] as? String == HTTPStatusTitles.german[status])
        #expect(problem["detail"] as? String == "Der Server konnte die Anfrage nicht ausführen.")
        #expect(problem["correlationId"] as? String == id)
        #expect(problem["code"] == nil && problem["actions"] == nil && problem["errors"] == nil)
        #expect(response[header: "Retry-After"] == nil, "the error does not say when")
    }

    @Test func aRealConnectionRefusedIsABadGateway() async throws {
        let error = try await #require(throws: URLError.self) {
            _ = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:9/stock")!)
        }
        let response = await front.response(for: error, to: HTTPAlertRequest(path: "/upstream"))
        #expect(response.status == .badGateway, "\(error.code)")
        #expect(!response.bodyText.contains("127.0.0.1"))
        #expect(try object(response)["detail"] as? String == "The server couldn’t complete the request.")
    }

    @Test func theServersOwnFailuresStay500WhateverTheirCategory() async throws {
        // A file the server cannot find is not the client's 404; a full disk not the client's 503.
        let errors: [any Error] = [
            CocoaError(.fileNoSuchFile), POSIXError(.ENOSPC), CocoaError(.fileReadNoPermission), DatabaseFailure(),
            CancellationError(),
        ]
        for error in errors {
            let response = await front.response(for: error, to: HTTPAlertRequest())
            #expect(response.status == .internalServerError, "\(error)")
        }
    }

    /// A `DecodingError` that reaches the front unwrapped may be the server's own data (a cache,
    /// another service's answer): it is not blamed on the client.
    @Test func aBareDecodingErrorIsTheServersUnlessWrapped() async throws {
        struct Review: Decodable { var stars: Int }
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Review.self, from: Data(#"{"stars":"five"}"#.utf8))
        }
        #expect(await front.response(for: error, to: HTTPAlertRequest()).status == .internalServerError)
        #expect(
            await front.response(for: FieldErrors(error), to: HTTPAlertRequest()).status == .unprocessableContent
        )
    }

    @Test func theEventForAnUpstreamFailureHasTheStatusAndTheWholeError() async throws {
        let recorder = DiagnosticEventRecorder()
        let id = "upstream-event-\(UUID().uuidString)"
        let error = URLError(.cannotConnectToHost, userInfo: [NSLocalizedDescriptionKey: "stock.internal:8443"])
        _ = await front.response(for: error, to: HTTPAlertRequest(correlationID: id))
        let event = try #require(recorder.events(mentioning: id).first)
        #expect(event.metadata["status"] == "502")
        #expect(event.level == .error, "kept from the client, so logged as an error")
        #expect(event.message.contains("stock.internal"))
    }

    @Test func theTableMapsTheNewCategoryToBadGateway() {
        #expect(HTTPStatus(category: .connectionFailed) == .badGateway)
        #expect(HTTPStatus(category: .timedOut) == .gatewayTimeout)
        #expect(HTTPStatus(category: .unavailable) == .serviceUnavailable)
    }
}

/// The package's German status titles.
enum HTTPStatusTitles {
    static let german = [
        500: "Interner Serverfehler", 502: "Fehlerhaftes Gateway", 503: "Dienst nicht verfügbar",
        504: "Gateway-Zeitüberschreitung",
    ]
}
