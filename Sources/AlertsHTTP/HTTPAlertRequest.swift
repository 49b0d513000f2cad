/// What the HTTP front reads of a request: its method, the headers that choose the representation
/// and the language, its path, and the server's id for it.
///
/// Made by a server's glue from its framework's request; the front never sees anything else of it.
///
/// ```swift
/// let request = HTTPAlertRequest(
///     method: "GET", path: "/books/42", accept: "application/json", acceptLanguage: "de-CH, de;q=0.9")
/// ```
public struct HTTPAlertRequest: Sendable, Hashable {
    /// The method, such as `GET` or `HEAD` (case-sensitive): a `HEAD` request gets the headers and
    /// no body.
    public var method: String
    /// The path the request asked for, as sent (its query and fragment are never repeated in a
    /// response): the problem's `instance`.
    public var path: String?
    /// The `Accept` header field, all its lines joined with commas.
    public var accept: String?
    /// The `Accept-Language` header field, all its lines joined with commas.
    public var acceptLanguage: String?
    /// The server's id for the request (a request id it logs), used as the response's
    /// correlation id when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-`; otherwise a
    /// new one is made.
    public var correlationID: String?

    /// A request view from its parts.
    public init(
        method: String = "GET", path: String? = nil, accept: String? = nil, acceptLanguage: String? = nil,
        correlationID: String? = nil
    ) {
        self.method = method
        self.path = path
        self.accept = accept
        self.acceptLanguage = acceptLanguage
        self.correlationID = correlationID
    }

    /// Whether the response has only headers. Methods are case-sensitive (RFC 9110 §9.1): `head`
    /// is another method, whose response has the body its `Content-Length` announces.
    var isHead: Bool { method == "HEAD" }
}
