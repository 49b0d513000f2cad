// The baseline of http-ratio.sh: the example server's error route, `GET /books/:id`, answered
// through Hummingbird's own error handling — `HTTPError(.notFound, message:)`, a 404 whose JSON
// body Hummingbird encodes — with the same logger and the same single middleware layer.
//
//     swift run -c release HummingbirdBaseline --port 8081
import Hummingbird
import Logging

/// A middleware that only passes the request on, as the example's AlertsMiddleware does when
/// nothing is thrown, so both routes run through one middleware.
struct PassThroughMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        try await next(request, context)
    }
}

let logger = Logger(label: "baseline")
let router = Router()
router.add(middleware: PassThroughMiddleware())
router.get("/books/:id") { _, context -> String in
    let id = try context.parameters.require("id")
    guard id == "1" else { throw HTTPError(.notFound, message: "No book has the id \(id).") }
    return "The Left Hand of Darkness\n"
}

// `--port N`, as http-ratio.sh passes it; 8081 without one.
let arguments = CommandLine.arguments
let port = arguments.firstIndex(of: "--port").flatMap { arguments.dropFirst($0 + 1).first.flatMap { Int($0) } } ?? 8081
let app = Application(
    router: router,
    configuration: .init(address: .hostname("127.0.0.1", port: port)),
    logger: logger
)
try await app.runService()
