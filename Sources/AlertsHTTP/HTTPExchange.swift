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
///     return exchange.response ?? front.response(for: error, to: request)
/// }
/// ```
public final class HTTPExchange: AlertFront {
    /// The server's front.
    package let front: HTTPFront
    /// The request being answered.
    package let request: HTTPAlertRequest
    /// The request's languages: the ones its `Accept-Language` asks for, then the front's.
    public let languages: [LanguageTag]
    /// The last response presented, if any, and its correlation id.
    private let delivered = Locked<(response: HTTPAlertResponse, correlationID: String?)?>(nil)

    init(front: HTTPFront, request: HTTPAlertRequest) {
        self.front = front
        self.request = request
        self.languages = front.languages(for: request)
    }

    /// The front's tables.
    public var localizer: Localizer { front.localizer }

    /// The server's front's mappers (``HTTPFront/mappers``).
    public var mappers: ErrorMappers { front.mappers }

    /// The response made by the last presentation, or `nil` when nothing was presented.
    public var response: HTTPAlertResponse? { delivered.withLock { $0?.response } }

    /// Makes the response for `alert` (``response``) and says it was delivered.
    public func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> {
        let made = respond(to: alert)
        delivered.withLock { $0 = made }
        return .delivered
    }

    /// The response for `alert`, and its correlation id when it is about an error
    /// (``HTTPFront/respond(to:request:languages:)``).
    package func respond(to alert: ResolvedAlert) -> (response: HTTPAlertResponse, correlationID: String?) {
        front.respond(to: alert, request: request, languages: languages)
    }
}

/// A response names one `Content-Language` for its texts.
extension HTTPExchange: SingleLanguageFront {}

/// A response is delivered; the client, not the server, waits and comes back.
extension HTTPExchange: DeliveringFront {}

/// An error's own recovery suggestion reaches clients only when the front says so.
extension HTTPExchange: RecoverySuggestionPolicy {
    /// `HTTPFront(showsRecoverySuggestions:)`.
    package var showsOwnRecoverySuggestions: Bool { front.showsRecoverySuggestions }
}

extension HTTPExchange: DiagnosedFront {
    /// `http`.
    package var diagnosticsName: String { HTTPFront.diagnosticsName }

    /// Whether the client sees none of the texts of `alert`'s error (``HTTPFront``).
    package func hidesTexts(of alert: ResolvedAlert) -> Bool { HTTPFront.hidesTexts(of: alert) }

    /// The correlation id and status of the response made last.
    package func diagnosticsMetadata(for alert: ResolvedAlert) -> [String: String] {
        delivered.withLock { $0 }.map {
            HTTPFront.diagnosticsMetadata(of: $0.response, correlationID: $0.correlationID)
        } ?? [:]
    }
}
