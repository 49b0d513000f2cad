import AlertsHTTP
import Foundation
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
    /// The HTTP front's response, as Vapor sends it.
    convenience init(_ response: HTTPAlertResponse) {
        self.init(
            status: HTTPResponseStatus(
                statusCode: response.status.rawValue, reasonPhrase: response.status.reasonPhrase),
            headers: HTTPHeaders(response.headerFields.map { ($0.name, $0.value) }),
            body: Body(data: Data(response.body)))
        // Vapor sets Content-Length from the body, which is empty for a HEAD request: keep the
        // front's, which says what a GET would get (Vapor sends no body for HEAD anyway).
        if let length = response[header: "Content-Length"] {
            headers.replaceOrAdd(name: .contentLength, value: length)
        }
    }
}
