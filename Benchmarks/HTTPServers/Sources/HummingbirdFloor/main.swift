// The floor of http-ratio.sh's `--server floor`, beside Hummingbird's own error path: the same
// route as the example's, throwing the same `BookNotFound`, caught by one middleware that makes the
// error's content as swift-alerts makes it for every front (`ErrorContent(error)`, without the
// example's mappers) and answers the example's German problem+json with its five header fields,
// their fixed parts made once: per request only the request's path, its correlation id, the
// content's error code and the body's length are joined in; the detail always names the id 42,
// the one the benchmark asks for. No negotiation, no lookup, no localization, no JSON writer: not
// a front, but what a front like the example's pays before its own work. It answers
// `GET /books/:id` as the benchmark asks it, and nothing else.
//
//     swift run -c release HummingbirdFloor --port 8082
import Alerts
import HTTPTypes
import Hummingbird

/// The example's German body up to its `instance`'s value.
let bodyStart =
    #"{"type":"about:blank","title":"Nicht gefunden","status":404,"detail":"Kein Buch hat die ID 42.\n"#
    + #"Prüfen Sie die ID, oder durchsuchen Sie den Katalog.","instance":""#

/// The response's header fields but its `Content-Length`: the German body's language among them.
let constantFields: HTTPFields = {
    var fields = problemJSONFields
    fields.append(HTTPField(name: .contentLanguage, value: "de"))
    return fields
}()

struct ContentOnlyMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let content = ErrorContent(error)
            let path = request.uri.path
            // A path that JSON would escape is left out: the benchmark's never is one.
            let instance = path.utf8.allSatisfy { $0 > 0x1F && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C } ? path : ""
            let body =
                bodyStart + instance + #"","code":""# + (content.errorCode ?? "") + #"","correlationId":""#
                + context.id + #""}"#
            var headers = constantFields
            headers.append(HTTPField(name: .contentLength, value: String(body.utf8.count)))
            let buffer = ByteBuffer(string: body)
            return Response(status: .notFound, headers: headers, body: ResponseBody(byteBuffer: buffer))
        }
    }
}

// `--port N`, as http-ratio.sh passes it; 8082 without one.
try await serveBooks(through: ContentOnlyMiddleware(), label: "floor", defaultPort: 8082)
