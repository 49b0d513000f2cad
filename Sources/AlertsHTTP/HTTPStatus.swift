public import Alerts

/// The status code of an HTTP error response: the HTTP front's own codes, as Hummingbird has
/// `HTTPResponse.Status` and Vapor `HTTPStatus`.
///
/// The front derives an error's status from its `ErrorCategory` by this table, whose rows the
/// `statuses` given to `HTTPFront(statuses:)` replace; a status for one error type is given where the front
/// is made, by a refinement of its mappers (an `HTTPStatus` among the error's overrides):
///
/// | category | status |
/// |---|---|
/// | `ErrorCategory.invalidInput` | 400 Bad Request; 422 Unprocessable Content when the error lists field errors |
/// | `ErrorCategory.unauthenticated` | 401 Unauthorized |
/// | `ErrorCategory.noPermission` | 403 Forbidden |
/// | `ErrorCategory.notFound` | 404 Not Found |
/// | `ErrorCategory.conflict` | 409 Conflict |
/// | `ErrorCategory.rateLimited` | 429 Too Many Requests |
/// | `ErrorCategory.unsupported` | 501 Not Implemented |
/// | `ErrorCategory.badResponse`, `ErrorCategory.connectionFailed` | 502 Bad Gateway |
/// | `ErrorCategory.unavailable`, `ErrorCategory.resourcesExhausted`, `ErrorCategory.cancelled` | 503 Service Unavailable |
/// | `ErrorCategory.timedOut` | 504 Gateway Timeout |
/// | `ErrorCategory.internal`, `ErrorCategory.inputOutput`, `ErrorCategory.configuration`, none, or one of your own | 500 Internal Server Error |
///
/// An override outside 400…599 is not an error status and is ignored. The statuses a domain
/// names for its own errors are named below (``notFound``, ``conflict``, …); write any other
/// by its code, `HTTPStatus(402)`.
///
/// An error not written for clients (neither an `AlertableError` nor mapped: a Foundation, system
/// or library error) gets generic texts, and a status from its category only where the category
/// says what failed is not the server itself nor the client: `ErrorCategory.unavailable` 503,
/// `ErrorCategory.badResponse` and `ErrorCategory.connectionFailed` 502 (a `URLError` such as
/// `cannotConnectToHost`), `ErrorCategory.timedOut` 504; any other 500 — a file the server
/// cannot find is its own fault, not a 404.
///
/// ```swift
/// var mappers = ErrorMappers()
/// mappers.refine(PlanLimit.self) { _, content in content.overrides.append(HTTPStatus(402)) }
/// let front = HTTPFront(mappers: mappers, statuses: [.conflict: .unprocessableContent])
/// ```
public struct HTTPStatus: FrontOverride, CustomStringConvertible {
    /// The three-digit code.
    public var rawValue: Int

    /// A status from its code.
    public init(_ code: Int) { self.rawValue = code }

    /// `404 Not Found`.
    public var description: String { "\(rawValue) \(reasonPhrase)" }

    /// The English reason phrase RFC 9110 gives the status (`Not Found`), or `Error` for a code
    /// it does not name.
    public var reasonPhrase: String { Self.phrases[rawValue] ?? (isError ? "Error" : "Status") }

    /// Whether it is a client or server error status, 400…599.
    package var isError: Bool { (400...599).contains(rawValue) }

    // MARK: Error statuses

    /// 400: the request is malformed.
    public static let badRequest = HTTPStatus(400)
    /// 401: the client has to authenticate first.
    public static let unauthorized = HTTPStatus(401)
    /// 402: payment is required.
    package static let paymentRequired = HTTPStatus(402)
    /// 403: the client is not allowed to do this.
    public static let forbidden = HTTPStatus(403)
    /// 404: nothing is there.
    public static let notFound = HTTPStatus(404)
    /// 405: the method is not allowed on this resource.
    package static let methodNotAllowed = HTTPStatus(405)
    /// 406: no representation the client accepts.
    package static let notAcceptable = HTTPStatus(406)
    /// 408: the client took too long to send its request.
    package static let requestTimeout = HTTPStatus(408)
    /// 409: the request conflicts with the resource's state.
    public static let conflict = HTTPStatus(409)
    /// 410: it was there and is gone for good.
    package static let gone = HTTPStatus(410)
    /// 413: the request's content is too large.
    package static let contentTooLarge = HTTPStatus(413)
    /// 415: the request's content is in a format the server does not take.
    package static let unsupportedMediaType = HTTPStatus(415)
    /// 422: the request is well formed but its content is invalid.
    public static let unprocessableContent = HTTPStatus(422)
    /// 429: too many requests; try later.
    public static let tooManyRequests = HTTPStatus(429)
    /// 500: the server failed.
    public static let internalServerError = HTTPStatus(500)
    /// 501: the server does not support what was asked.
    package static let notImplemented = HTTPStatus(501)
    /// 502: a server upstream answered wrongly.
    package static let badGateway = HTTPStatus(502)
    /// 503: the service is not available now; try later.
    public static let serviceUnavailable = HTTPStatus(503)
    /// 504: a server upstream did not answer in time.
    package static let gatewayTimeout = HTTPStatus(504)

    // MARK: From an error

    /// The status for `category` by the table above; `hasFieldErrors` makes invalid input 422.
    package init(category: ErrorCategory?, hasFieldErrors: Bool = false) {
        self =
            switch category {
            case .invalidInput?: hasFieldErrors ? .unprocessableContent : .badRequest
            case .unauthenticated?: .unauthorized
            case .noPermission?: .forbidden
            case .notFound?: .notFound
            case .conflict?: .conflict
            case .rateLimited?: .tooManyRequests
            case .unsupported?: .notImplemented
            case .badResponse?, .connectionFailed?: .badGateway
            case .unavailable?, .resourcesExhausted?, .cancelled?: .serviceUnavailable
            case .timedOut?: .gatewayTimeout
            default: hasFieldErrors ? .unprocessableContent : .internalServerError
            }
    }

    /// The status for an error not written for clients, whose texts the front hides: from its
    /// category only when that says another system failed or is unavailable; else 500.
    init(hiddenErrorCategory category: ErrorCategory?) {
        self =
            switch category {
            case .unavailable?: .serviceUnavailable
            case .badResponse?, .connectionFailed?: .badGateway
            case .timedOut?: .gatewayTimeout
            default: .internalServerError
            }
    }

    /// The status's title for people, from the package's tables in every language they have
    /// (`Not Found`, `Nicht gefunden`, `未找到`); the English reason phrase, verbatim, for a
    /// status they do not name.
    public var title: AlertText {
        Self.titles[rawValue] ?? AlertText(verbatim: reasonPhrase)
    }

    /// The titles of the statuses whose reason phrases the package's tables translate, made once.
    static let titles: [Int: AlertText] = {
        let translated = [400, 401, 403, 404, 405, 406, 408, 409, 410, 413, 415, 422, 429, 500, 501, 502, 503, 504]
        return Dictionary(
            uniqueKeysWithValues: translated.map { code in
                (code, AlertText(AlertText.Key(HTTPStatus(code).reasonPhrase), table: "Alerts"))
            })
    }()

    /// The reason phrases of IANA's HTTP status code registry for the error statuses it lists
    /// (RFC 9110's, with WebDAV's, RFC 6585's and RFC 8470's), and 200's.
    static let phrases: [Int: String] = [
        400: "Bad Request", 401: "Unauthorized", 402: "Payment Required", 403: "Forbidden", 404: "Not Found",
        405: "Method Not Allowed", 406: "Not Acceptable", 407: "Proxy Authentication Required",
        408: "Request Timeout", 409: "Conflict", 410: "Gone", 411: "Length Required", 412: "Precondition Failed",
        413: "Content Too Large", 414: "URI Too Long", 415: "Unsupported Media Type", 416: "Range Not Satisfiable",
        417: "Expectation Failed", 421: "Misdirected Request", 422: "Unprocessable Content",
        423: "Locked", 424: "Failed Dependency", 425: "Too Early",
        426: "Upgrade Required", 428: "Precondition Required", 429: "Too Many Requests",
        431: "Request Header Fields Too Large", 451: "Unavailable For Legal Reasons",
        500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway", 503: "Service Unavailable",
        504: "Gateway Timeout", 505: "HTTP Version Not Supported", 506: "Variant Also Negotiates",
        507: "Insufficient Storage", 508: "Loop Detected", 511: "Network Authentication Required", 200: "OK",
    ]
}
