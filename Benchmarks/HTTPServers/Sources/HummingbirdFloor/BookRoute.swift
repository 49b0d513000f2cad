// The route the floor and the lean servers answer through their middleware, their start-up and
// the header fields their responses all have: one file, linked into each of their targets, so that
// they differ from each other only in what the middleware does.
import HTTPTypes
import Hummingbird
import Logging

/// The header fields of the example's problem+json that are the same in every response, made once:
/// the others (`Content-Length`, `Content-Language`) are each server's.
let problemJSONFields: HTTPFields = {
    var fields = HTTPFields()
    fields.reserveCapacity(5)
    fields.append(HTTPField(name: .contentType, value: "application/problem+json"))
    fields.append(HTTPField(name: .vary, value: "Accept, Accept-Language"))
    fields.append(HTTPField(name: .xContentTypeOptions, value: "nosniff"))
    return fields
}()

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
