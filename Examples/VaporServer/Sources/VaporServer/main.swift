// A small bookshop API whose routes throw each kind of error, answered by the HTTP front of
// swift-alerts through Vapor middleware in place of Vapor's ErrorMiddleware.
//
//     swift run VaporServer --port 8080
//     curl -i -H 'Accept-Language: zh-Hans' http://127.0.0.1:8080/nowhere
import Alerts
import AlertsHTTP
import Foundation
import Logging
import Vapor

// Vapor's own errors (`Abort`, and every `AbortError`: 404 for a path without a route, 413 for a
// body too large) are written for clients: a mapper turns each into its status, the status's
// localized title, and its reason when it says more than the status. The reason is English: as a
// key, it is translated where a table of yours has it, and otherwise counts as English, the
// tables' source language, so that a German response says `Content-Language: de, en`.
//
// Vapor makes every `DecodingError` an `AbortError` too (`req.content.decode` throws them), with
// a reason that names Swift types: the mapper answers it as the request body the client got
// wrong, 400 or 422 naming the field, as `decodeRequestBody` does.
var mappers = ErrorMappers()
mappers.register { error in
    if let decoding = error as? DecodingError { return ErrorContent(FieldErrors(decoding)) }
    guard let abort = error as? any AbortError else { return nil }
    let status = AlertsHTTP.HTTPStatus(Int(abort.status.code))  // Vapor has an HTTPStatus too
    let reason =
        abort.reason == abort.status.reasonPhrase ? nil : AlertText(AlertText.Key(abort.reason), table: "Vapor")
    return ErrorContent(title: status.title, failureReason: reason, overrides: [status])
}

// What only HTTP has, for the bookshop's errors, which name no front (BookshopErrors.swift).
mappers.refine(SignUpInvalid.self) { error, content in
    content.fieldErrors = error.fields.map { FieldError($0.name, message: $0.problem) }
}
mappers.refine(ExportNotInPlan.self) { _, content in
    content.problemType = ProblemType(
        "https://bookshop.example/problems/plan-limit", title: "Not included in your plan")
    content.overrides.append(ActionLink(button: "Upgrade", href: "/billing/upgrade", method: "POST"))
    content.helpLinks = [HelpLink("https://bookshop.example/help/plans", label: "Compare plans")]
}
// The bookshop's errors are written for its clients: the front shows their recovery suggestions too.
// The example's own texts (Localization/, in en, de and ja) are compiled in by the
// StringTablesPlugin, and looked up before the package's.
let front = HTTPFront(sources: [StringTableDirectory.module], mappers: mappers, showsRecoverySuggestions: true)

// `VaporServer --port N` runs Vapor's `serve --port N`, as the Hummingbird example takes it.
var environment = try Environment.detect()
if environment.arguments.dropFirst().first?.hasPrefix("-") == true { environment.arguments.insert("serve", at: 1) }
let app = try await Application.make(environment)
// Every error response has a correlation id, which the client sees; the full error goes with it
// to Vapor's log (DiagnosticsLogging.swift), never to the client.
logDiagnostics(to: app.logger)
app.http.server.configuration.hostname = "127.0.0.1"
app.http.server.configuration.port = 8080
app.middleware = .init()  // no ErrorMiddleware
app.middleware.use(AlertsMiddleware(front: front))

app.get("books", ":id") { request -> String in
    let id = try request.parameters.require("id")
    guard id == "1" else { throw BookNotFound(id: id) }
    return "The Left Hand of Darkness\n"
}
// Query parameters keep the example short; a real API would decode the body.
app.post("accounts") { request -> String in
    let email = request.query[String.self, at: "email"] ?? ""
    guard email.contains("@") else {
        let detail: AlertText = email.isEmpty ? "Enter an email address." : "“\(email)” isn’t an email address."
        throw SignUpInvalid(fields: [.init(name: "email", problem: detail)])
    }
    return "Welcome!\n"
}
app.get("orders") { request -> String in
    guard request.headers.first(name: .authorization) != nil else { throw SignInRequired() }
    return "[]\n"
}
app.get("search") { _ -> String in throw TooManySearches() }
app.post("checkout") { _ -> String in throw CheckoutClosed() }
app.post("exports") { _ -> String in throw ExportNotInPlan() }
app.get("inventory") { _ -> String in throw DatabaseUnreachable() }
// The stock service is down: its URLError is answered 502, with generic texts.
app.get("upstream") { _ -> String in
    let stock = try await stockLevels()
    return String(decoding: stock, as: UTF8.self)
}
// A body that doesn't decode is the client's mistake: 400, or 422 naming the field. One that
// decodes is validated: 422 naming every wrong value at once (`{"stars": 9, "text": ""}`).
app.post("reviews") { request -> String in
    let review = try decodeRequestBody(Review.self, from: (request.body.data ?? ByteBuffer()).readableBytesView)
    try review.validate()
    return "Thanks for your \(review.stars)-star review.\n"
}

do {
    try await app.execute()
} catch {
    try? await app.asyncShutdown()
    throw error
}
try await app.asyncShutdown()
