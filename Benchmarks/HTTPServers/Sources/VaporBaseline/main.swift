// The Vapor baseline of http-ratio.sh: the Vapor example's error route, `GET /books/:id`,
// answered through Vapor's own error handling — `Abort(.notFound, reason:)`, a 404 whose JSON body
// (`{"error":true,"reason":…}`) Vapor's default `ErrorMiddleware` encodes — set up as the example
// sets itself up: the same environment, `--port N` taken the same way, the same logger at its
// default level, Vapor's default event loops, and one middleware layer (the example replaces
// Vapor's default middleware with its AlertsMiddleware alone; this one keeps ErrorMiddleware alone).
//
//     swift run -c release VaporBaseline --port 8081
import Vapor

// `VaporBaseline --port N` runs Vapor's `serve --port N`, as in the example.
var environment = try Environment.detect()
if environment.arguments.dropFirst().first?.hasPrefix("-") == true { environment.arguments.insert("serve", at: 1) }
let app = try await Application.make(environment)
app.http.server.configuration.hostname = "127.0.0.1"
app.http.server.configuration.port = 8081
app.middleware = .init()  // no RouteLoggingMiddleware, as in the example
app.middleware.use(ErrorMiddleware.default(environment: app.environment))

app.get("books", ":id") { request -> String in
    let id = try request.parameters.require("id")
    guard id == "1" else { throw Abort(.notFound, reason: "No book has the id \(id).") }
    return "The Left Hand of Darkness\n"
}

do {
    try await app.execute()
} catch {
    try? await app.asyncShutdown()
    throw error
}
try await app.asyncShutdown()
