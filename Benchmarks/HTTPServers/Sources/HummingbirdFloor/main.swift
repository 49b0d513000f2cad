// The floor of http-ratio.sh's `--server floor`: what any front built on swift-alerts pays at the
// least, beside Hummingbird's own error path. The same route as the example's, throwing the same
// `BookNotFound`, caught by one middleware that makes the error's content — what every front
// starts from, here without the example's mappers, which only cost more — and answers the
// example's German problem+json with its five header fields, all of it written once here except
// the request's path and correlation id and the content's error code. No negotiation, no lookup,
// no localization, no JSON writer: a measure of the work no front can skip, not a front. It
// answers `GET /books/:id` as the benchmark asks it, and nothing else.
//
//     swift run -c release HummingbirdFloor --port 8082
import Alerts
import HTTPTypes
import Hummingbird
import Logging

/// The example's German body up to its `instance`'s value.
let bodyStart =
    #"{"type":"about:blank","title":"Nicht gefunden","status":404,"detail":"Kein Buch hat die ID 42.\n"#
    + #"Prüfen Sie die ID, oder durchsuchen Sie den Katalog.","instance":""#

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
            var headers = HTTPFields()
            headers.reserveCapacity(5)
            headers.append(HTTPField(name: .contentType, value: "application/problem+json"))
            headers.append(HTTPField(name: .contentLength, value: String(body.utf8.count)))
            headers.append(HTTPField(name: .contentLanguage, value: "de"))
            headers.append(HTTPField(name: .vary, value: "Accept, Accept-Language"))
            headers.append(HTTPField(name: .xContentTypeOptions, value: "nosniff"))
            let buffer = ByteBuffer(string: body)
            return Response(status: .notFound, headers: headers, body: ResponseBody(byteBuffer: buffer))
        }
    }
}

let logger = Logger(label: "floor")
let router = Router()
router.add(middleware: ContentOnlyMiddleware())
router.get("/books/:id") { _, context -> String in
    let id = try context.parameters.require("id")
    guard id == "1" else { throw BookNotFound(id: id) }
    return "The Left Hand of Darkness\n"
}

// `--port N`, as http-ratio.sh passes it; 8082 without one.
let arguments = CommandLine.arguments
let port = arguments.firstIndex(of: "--port").flatMap { arguments.dropFirst($0 + 1).first.flatMap { Int($0) } } ?? 8082
let app = Application(
    router: router,
    configuration: .init(address: .hostname("127.0.0.1", port: port)),
    logger: logger
)
try await app.runService()
