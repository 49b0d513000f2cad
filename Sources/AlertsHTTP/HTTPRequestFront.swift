internal import Alerts
internal import StringTables

/// The HTTP front for one request, as a value: what it declares about itself (``HTTPExchange``
/// declares the same, by asking it), and the front ``HTTPFront/response(for:to:)`` presents an
/// error's alert on.
///
/// That response is made by the shared path's `deliver(alertAbout:standardOK:making:metadata:)`,
/// which does what `present(_:isPresented:)` does for a front that only delivers, and hands back
/// what was made: no object holds the response and no lock guards it.
struct HTTPRequestFront: AlertFront {
    /// The server's front.
    let front: HTTPFront
    /// The request being answered.
    let request: HTTPAlertRequest
    /// The request's languages: the ones its `Accept-Language` asks for, then the front's.
    let languages: [LanguageTag]

    init(front: HTTPFront, request: HTTPAlertRequest) {
        self.front = front
        self.request = request
        self.languages = front.languages(for: request)
    }

    /// The front's tables, then the package's own, as the front found them once.
    var localizer: Localizer { front.resolvingLocalizer }

    var mappers: ErrorMappers { front.mappers }
    var diagnosticsName: String { "http" }
    var deliversOnly: Bool { true }
    var namesOneLanguage: Bool { true }
    var showsOwnRecoverySuggestions: Bool { front.showsRecoverySuggestions }
    func hidesTexts(of alert: ResolvedAlert) -> Bool { HTTPFront.hidesTexts(of: alert) }

    /// The response for `alert`, and its correlation id when it is about an error.
    func respond(to alert: ResolvedAlert) -> (response: HTTPAlertResponse, correlationID: String?) {
        front.respond(to: alert, request: request, languages: languages)
    }

    /// The response for the alert about an error's `content`, presented by the shared path
    /// (``deliver(alertAbout:standardOK:making:metadata:)``). A response lists the standard "OK"
    /// only with an ``ActionLink`` (which may name it): without one it is not resolved.
    func response(for content: consuming ErrorContent) -> HTTPAlertResponse {
        let listsStandardOK = content.overrides.contains { $0 is ActionLink }
        return deliver(alertAbout: content, standardOK: listsStandardOK, making: { respond(to: $0) }) {
            HTTPFront.diagnosticsMetadata(of: $0.response, correlationID: $0.correlationID)
        }.response
    }

    /// Nothing: ``response(for:)`` is how this front delivers, with the response handed back.
    /// Presented through another path, an alert's response would have nowhere to be kept (an
    /// ``HTTPExchange`` keeps it).
    func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> {
        .notPresented
    }
}
