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

let app = Application(
    router: router,
    configuration: .init(address: .hostname("127.0.0.1", port: try port(in: CommandLine.arguments))),
    logger: logger
)
try await app.runService()

/// The value of `--port N`; 8081 without one.
func port(in arguments: [String]) throws -> Int {
    guard let flag = arguments.firstIndex(of: "--port") else { return 8081 }
    guard flag + 1 < arguments.count, let port = Int(arguments[flag + 1]), (0...65535).contains(port) else {
        throw UsageError(message: "--port needs a number from 0 to 65535")
    }
    return port
}

struct UsageError: Error, CustomStringConvertible {
    var message: String
    var description: String { "usage: HummingbirdBaseline [--port N]: \(message)" }
}
