import AlertsHTTP
import HTTPTypes
import Hummingbird

/// Hummingbird error middleware: whatever a route throws — or the router, for a path it has no
/// route for — becomes the HTTP front's response.
///
/// Add it before the routes: Hummingbird wraps each route in the middleware added before it.
struct AlertsMiddleware<Context: RequestContext>: RouterMiddleware {
    let front: HTTPFront

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let alertRequest = HTTPAlertRequest(
                method: request.method.rawValue, path: request.head.path,
                accept: request.headers.combined(.accept), acceptLanguage: request.headers.combined(.acceptLanguage),
                correlationID: context.id)
            var response = Response(await front.response(for: error, to: alertRequest))
            // RFC 9110 asks a 401 for a challenge, which the front does not make.
            if response.status == .unauthorized { response.headers[.wwwAuthenticate] = #"Bearer realm="bookshop""# }
            return response
        }
    }
}

extension HTTPFields {
    /// The value of the fields named `name`, joined with commas as RFC 9110 joins a repeated
    /// field, or `nil` when there is none: what `self[name]` gives, without its generic joining,
    /// which costs an error response more than any other read of its request.
    func combined(_ name: HTTPField.Name) -> String? {
        var value: String?
        // Each value appended in place: many fields of one name cost their length, not its square.
        for field in self where field.name == name {
            if value == nil {
                value = field.value
            } else {
                value?.append(", " + field.value)
            }
        }
        return value
    }
}

extension Response {
    /// The HTTP front's response, as Hummingbird sends it.
    init(_ response: HTTPAlertResponse) {
        var headers = HTTPFields()
        headers.reserveCapacity(response.headerFields.count)
        for field in response.headerFields {
            if let name = HTTPField.Name.known(field.name) ?? HTTPField.Name(field.name) {
                headers.append(HTTPField(name: name, value: field.value))
            }
        }
        // For a HEAD request the body is empty and Content-Length says what a GET would get.
        self.init(
            status: HTTPResponse.Status(code: response.status.rawValue, reasonPhrase: response.status.reasonPhrase),
            headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: response.body)))
    }
}

extension HTTPField.Name {
    /// The name of a field the HTTP front writes, as swift-http-types defines it: a response
    /// then parses and lowercases no name of its own.
    static func known(_ name: String) -> HTTPField.Name? {
        switch name {
        case "Content-Type": .contentType
        case "Content-Length": .contentLength
        case "Content-Language": .contentLanguage
        case "Vary": .vary
        case "X-Content-Type-Options": .xContentTypeOptions
        case "Retry-After": .retryAfter
        case "Content-Security-Policy": .contentSecurityPolicy
        default: nil
        }
    }
}
