// The route the floor and the lean servers answer through their middleware, and their start-up:
// one file, linked into each of their targets, so that they differ from each other only in what
// the middleware does.
import Hummingbird
import Logging

/// Serves `GET /books/:id`, which throws the example's `BookNotFound` for every id but 1, through
/// `middleware`, on the port `--port N` names (`defaultPort` without one), until the process ends.
func serveBooks(
    through middleware: some RouterMiddleware<BasicRequestContext>, label: String, defaultPort: Int
) async throws {
    let router = Router()
    router.add(middleware: middleware)
    router.get("/books/:id") { _, context -> String in
        let id = try context.parameters.require("id")
        guard id == "1" else { throw BookNotFound(id: id) }
        return "The Left Hand of Darkness\n"
    }
    let arguments = CommandLine.arguments
    let port =
        arguments.firstIndex(of: "--port").flatMap { arguments.dropFirst($0 + 1).first.flatMap { Int($0) } }
        ?? defaultPort
    let app = Application(
        router: router,
        configuration: .init(address: .hostname("127.0.0.1", port: port)),
        logger: Logger(label: label)
    )
    try await app.runService()
}
