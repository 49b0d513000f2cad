import Alerts
import AlertsHTTP
import AlertsTesting
import Foundation
import Testing

/// `await HTTPFront.response(for:to:)` makes its response without an exchange: what it answers and what
/// it tells the diagnostics hook are what an exchange presenting the same error delivers and tells.
struct DirectAndExchangeResponseTests {
    /// An error with two links, the second the default: their order is the front's.
    struct TwoLinks: AlertableError {
        var title: AlertText? { "Your plan has ended." }
        var suggestion: AlertText? { "Renew it, or choose another." }
        var recoveryOptions: [RecoveryOption] {
            [RecoveryOption("Compare Plans") { false }, RecoveryOption("Renew", isDefault: true) { false }]
        }
    }

    /// Texts only `LocalizedError` gives: they may hold internals.
    struct OwnWords: LocalizedError {
        var errorDescription: String? { "Lost the lock on /var/db/orders" }
        var recoverySuggestion: String? { "Restart the worker." }
    }

    /// An error a mapper maps.
    struct Throttled: Error {}

    /// An error written for clients that a refinement hides, by the source it gives.
    struct Hidden: AlertableError {
        var title: AlertText? { "Quota table 7 is corrupt." }
    }

    /// An error written for clients, caused by one that is not.
    struct ChainedFailure: AlertableError {
        var title: AlertText? { "The export stopped." }
        var suggestion: AlertText? { "Try a smaller export." }
        var underlyingError: (any Error)? { URLError(.timedOut) }
    }

    static var mappers: ErrorMappers {
        var mappers = ErrorMappers.namedValues
        mappers.register(Throttled.self) { _ in
            ErrorContent(title: "Slow down.", recoverySuggestion: "Wait a minute.", category: .rateLimited)
        }
        mappers.refine(TwoLinks.self) { _, content in
            content.overrides = [
                ActionLink(button: "Compare Plans", href: "/plans"), ActionLink(button: "Renew", href: "/renew"),
            ]
        }
        mappers.refine(Hidden.self) { _, content in content.source = .generic }
        mappers.refine(ChainedFailure.self) { _, content in content.recoverySuggestion = "Export less." }
        return mappers
    }

    static let errors: [any Error & Sendable] = [
        ShopError.bookMissing("Dune"), ShopError.signUpInvalid, ShopError.slowDown, ShopError.outOfCredit,
        ShopError.mustSignIn, TwoLinks(), DatabaseFailure(), URLError(.cannotConnectToHost),
        CocoaError(.fileNoSuchFile),
        NSError(domain: "billing", code: 7, userInfo: [NSLocalizedDescriptionKey: "Ledger 12 locked"]), OwnWords(),
        Throttled(), Hidden(), ChainedFailure(),
    ]

    @Test(arguments: [false, true], ["application/problem+json", "text/html", "text/plain"])
    func aDirectResponseIsWhatAnExchangeDeliversAndTellsTheSame(
        showsRecoverySuggestions: Bool, accept: String
    ) async throws {
        let front = HTTPFront(
            languages: ["de", "en"], mappers: Self.mappers, showsRecoverySuggestions: showsRecoverySuggestions)
        let recorder = DiagnosticEventRecorder()
        for error in Self.errors {
            // Ids of one length, so that the bodies and their lengths compare once each is replaced.
            let (directID, exchangeID) = ("direct-\(UUID().uuidString)", "change-\(UUID().uuidString)")
            func request(_ id: String) -> HTTPAlertRequest {
                HTTPAlertRequest(path: "/x", accept: accept, acceptLanguage: "fr, de;q=0.5", correlationID: id)
            }
            let direct = await front.response(for: error, to: request(directID))
            let exchange = front.exchange(for: request(exchangeID))
            let content = exchange.content(for: error)
            await exchange.present(content.alert(offeringRetry: content.retry != .no))
            let delivered = try #require(exchange.response)

            #expect(direct.status == delivered.status, "\(error)")
            #expect(direct.headerFields == delivered.headerFields, "\(error)")
            #expect(
                direct.bodyText.replacingOccurrences(of: directID, with: "ID")
                    == delivered.bodyText.replacingOccurrences(of: exchangeID, with: "ID"), "\(error)")

            let directEvents = recorder.events(mentioning: directID)
            let exchangeEvents = recorder.events(mentioning: exchangeID)
            try #require(directEvents.count == 1 && exchangeEvents.count == 1, "\(error)")
            let (told, toldByExchange) = (directEvents[0], exchangeEvents[0])
            #expect(told.kind == .error && told.level == toldByExchange.level, "\(error)")
            #expect(told.level == (content.source == .alertableError || content.source == .mapper ? .debug : .error))
            #expect(told.message == toldByExchange.message, "\(error)")
            #expect(told.metadata["front"] == "http" && told.metadata["correlation-id"] == directID)
            #expect(told.metadata["status"] == String(direct.status.rawValue))
            var (metadata, exchangeMetadata) = (told.metadata, toldByExchange.metadata)
            (metadata["correlation-id"], exchangeMetadata["correlation-id"]) = (nil, nil)
            #expect(metadata == exchangeMetadata, "\(error)")
        }
    }
}
