public import Alerts
public import StringTables

/// The HTTP front for one request: an `AlertFront` whose languages are the request's, for
/// the `alert` modifiers and the wrapper for throwing calls.
///
/// What it presents is delivered as its ``response``; nobody answers.
///
/// ```swift
/// let exchange = front.exchange(for: request)
/// do {
///     return .ok(try await exchange.perform { try await library.book(id) }.get())
/// } catch {
///     // The alert presented, or none — the call was cancelled or interrupted: answer either way.
///     return await exchange.response(after: error)
/// }
/// ```
public final class HTTPExchange: AlertFront {
    /// The server's front and the request, and what a front for the request declares.
    private let requestFront: HTTPRequestFront
    /// The last response presented, its correlation id, and the error it is about, if any.
    private let delivered = Locked<(response: HTTPAlertResponse, correlationID: String?, error: (any Error)?)?>(nil)

    init(front: HTTPFront, request: HTTPAlertRequest) {
        requestFront = HTTPRequestFront(front: front, request: request)
    }

    /// The server's front.
    package var front: HTTPFront { requestFront.front }

    /// The request being answered.
    package var request: HTTPAlertRequest { requestFront.request }

    /// The request's languages: the ones its `Accept-Language` asks for, then the front's.
    public var languages: [LanguageTag] { requestFront.languages }

    /// The front's tables.
    public var localizer: Localizer { requestFront.front.localizer }

    /// The server's front's mappers (``HTTPFront/mappers``).
    public var mappers: ErrorMappers { requestFront.mappers }

    /// The response made by the last presentation, or `nil` when nothing was presented.
    public var response: HTTPAlertResponse? { delivered.withLock { $0?.response } }

    /// The response to answer the request with after `error`: the one presented for it
    /// (``response``), else the response for `error`'s alert, presented now — when the wrapper for
    /// throwing calls presented nothing, because the call was cancelled or interrupted, or presented
    /// another error, which the handler dealt with.
    ///
    /// The error presented is `error` when it is the
    /// same instance (a class), equal (`Equatable`), or says the same texts and code; an error that
    /// says only the generic title, of the same type, is taken for it.
    ///
    /// The error is mapped on this exchange (``content(for:)``), which leaves out its own recovery
    /// suggestion unless the front is made with `showsRecoverySuggestions`; Retry is offered (as
    /// `Retry-After`) when the error says trying again may help.
    public func response(after error: any Error) async -> HTTPAlertResponse {
        if let (response, shown) = delivered.withLock({ $0.map { ($0.response, $0.error) } }),
            shown.map({ ErrorContent.isSameError($0, error) ?? ErrorContent.sayTheSame($0, error) ?? true }) == true
        {
            return response
        }
        let content = content(for: error)
        let offeringRetry = content.retry != .no
        await present((consume content).alert(offeringRetry: offeringRetry))
        // Presenting on an exchange always delivers a response; an empty 500 stands for none.
        return response ?? HTTPAlertResponse(status: HTTPStatus(500), headerFields: [], body: [])
    }

    /// Makes the response for `alert` (``response``) and says it was delivered.
    public func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> {
        let made = requestFront.respond(to: alert)
        delivered.withLock { $0 = (made.response, made.correlationID, alert.error?.error) }
        return .delivered
    }
}

extension HTTPExchange {
    /// `http`.
    public var diagnosticsName: String { requestFront.diagnosticsName }

    /// A response is delivered; the client, not the server, waits and comes back.
    public var deliversOnly: Bool { requestFront.deliversOnly }

    /// A response names one `Content-Language` for its texts.
    public var namesOneLanguage: Bool { requestFront.namesOneLanguage }

    /// `HTTPFront(showsRecoverySuggestions:)`: an error's own recovery suggestion reaches clients
    /// only when the front says so.
    public var showsOwnRecoverySuggestions: Bool { requestFront.showsOwnRecoverySuggestions }

    /// Whether the client sees none of the texts of `alert`'s error: they were not written for
    /// clients (``HTTPFront``).
    public func hidesTexts(of alert: ResolvedAlert) -> Bool { requestFront.hidesTexts(of: alert) }

    /// The correlation id and status of the response made last.
    public func diagnosticsMetadata(for alert: ResolvedAlert) -> [String: String] {
        delivered.withLock { $0 }.map {
            HTTPFront.diagnosticsMetadata(of: $0.response, correlationID: $0.correlationID)
        } ?? [:]
    }
}
