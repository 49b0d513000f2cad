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
// Vapor's ErrorMiddleware logs each error it answers, a 404 at `warning`: at the default level
// (`info`), as in the example, every response writes a line to stderr. `LOG_LEVEL=error` raises
// the level so that it does not — the example, at `info`, logs nothing for a 404 — for a baseline
// that does no more than the example besides its error handling.
if let level = Environment.get("LOG_LEVEL").flatMap(Logger.Level.init(rawValue:)) { app.logger.logLevel = level }
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
