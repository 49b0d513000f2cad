import AlertsHTTP
import Vapor

/// Vapor error middleware: whatever a route throws — or the router, for a path it has no route
/// for — becomes the HTTP front's response. It takes the place of Vapor's `ErrorMiddleware`.
struct AlertsMiddleware: AsyncMiddleware {
    let front: HTTPFront

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch {
            let alertRequest = HTTPAlertRequest(
                method: request.method.rawValue, path: request.url.path,
                accept: joined(request.headers[.accept]), acceptLanguage: joined(request.headers[.acceptLanguage]),
                correlationID: request.id)
            let response = Response(await front.response(for: error, to: alertRequest))
            // RFC 9110 asks a 401 for a challenge, which the front does not make.
            if response.status == .unauthorized {
                response.headers.replaceOrAdd(name: .wwwAuthenticate, value: #"Bearer realm="bookshop""#)
            }
            return response
        }
    }

    /// A header field's lines as one value, or `nil` when the request has none.
    private func joined(_ lines: [String]) -> String? {
        lines.isEmpty ? nil : lines.joined(separator: ", ")
    }
}

extension Response {
    /// The HTTP front's response, as Vapor sends it: its header fields as they are, `Content-Length`
    /// with them, which Vapor's other initializers work out again from the body (for a `HEAD`
    /// request the body is empty and `Content-Length` says what a `GET` would get; Vapor sends no
    /// body for `HEAD` anyway).
    convenience init(_ response: HTTPAlertResponse) {
        var headers = HTTPHeaders()
        headers.reserveCapacity(response.headerFields.count)
        for field in response.headerFields { headers.add(name: field.name, value: field.value) }
        self.init(
            status: HTTPResponseStatus(
                statusCode: response.status.rawValue, reasonPhrase: response.status.reasonPhrase),
            version: .http1_1, headersNoUpdate: headers, body: Body(buffer: ByteBuffer(bytes: response.body)))
    }
}
