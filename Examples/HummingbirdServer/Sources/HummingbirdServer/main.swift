// A small bookshop API whose routes throw each kind of error, answered by the HTTP front of
// swift-alerts through Hummingbird error middleware.
//
//     swift run HummingbirdServer --port 8080
//     curl -i -H 'Accept-Language: zh-Hans' http://127.0.0.1:8080/nowhere
import Alerts
import AlertsHTTP
import Foundation
import Hummingbird
import Logging

// Hummingbird's own errors (every `HTTPResponseError`: 404 for a path without a route, 400 for a
// missing parameter, 413 for a body larger than a route reads) are written for clients: a mapper
// turns each into its status, the status's localized title, and an `HTTPError`'s message, if it
// has one. The message is English: as a key, it is translated where
// a table of yours has it, and otherwise counts as English, the tables' source language, so that
// a German response says `Content-Language: de, en` rather than passing English off as German.
var mappers = ErrorMappers()
mappers.register { error in
    guard let error = error as? any HTTPResponseError else { return nil }
    let status = HTTPStatus(Int(error.status.code))
    let message = (error as? HTTPError)?.body.map { AlertText(AlertText.Key($0), table: "Hummingbird") }
    return ErrorContent(title: status.title, failureReason: message, overrides: [status])
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

// Every error response has a correlation id, which the client sees; the full error goes with it
// to the log (DiagnosticsLogging.swift), never to the client. The bookshop's errors are written for
// its clients: the front shows their recovery suggestions too.
let logger = Logger(label: "bookshop")
logDiagnostics(to: logger)
// The example's own texts (Localization/, in en, de and ja) are compiled in by the
// StringTablesPlugin, and looked up before the package's.
let front = HTTPFront(sources: [StringTableDirectory.module], mappers: mappers, showsRecoverySuggestions: true)

let router = Router()
router.add(middleware: AlertsMiddleware(front: front))  // before the routes, so it wraps them all

router.get("/books/:id") { _, context -> String in
    let id = try context.parameters.require("id")
    guard id == "1" else { throw BookNotFound(id: id) }
    return "The Left Hand of Darkness\n"
}
// Query parameters keep the example short; a real API would decode the body.
router.post("/accounts") { request, _ -> String in
    let email = request.uri.queryParameters["email"].map(String.init) ?? ""
    guard email.contains("@") else {
        let detail: AlertText = email.isEmpty ? "Enter an email address." : "“\(email)” isn’t an email address."
        throw SignUpInvalid(fields: [.init(name: "email", problem: detail)])
    }
    return "Welcome!\n"
}
router.get("/orders") { request, _ -> String in
    guard request.headers[.authorization] != nil else { throw SignInRequired() }
    return "[]\n"
}
router.get("/search") { _, _ -> String in throw TooManySearches() }
router.post("/checkout") { _, _ -> String in throw CheckoutClosed() }
router.post("/exports") { _, _ -> String in throw ExportNotInPlan() }
router.get("/inventory") { _, _ -> String in throw DatabaseUnreachable() }
// The stock service is down: its URLError is answered 502, with generic texts.
router.get("/upstream") { _, _ -> String in
    let stock = try await stockLevels()
    return String(decoding: stock, as: UTF8.self)
}
// A body that doesn't decode is the client's mistake: 400, or 422 naming the field. One that
// decodes is validated: 422 naming every wrong value at once (`{"stars": 9, "text": ""}`).
router.post("/reviews") { request, _ -> String in
    let body = try await request.body.collect(upTo: 64 * 1024)
    let review = try decodeRequestBody(Review.self, from: body.readableBytesView)
    try review.validate()
    return "Thanks for your \(review.stars)-star review.\n"
}

let app = Application(
    router: router,
    configuration: .init(address: .hostname("127.0.0.1", port: usageChecked { try port(in: CommandLine.arguments) })),
    logger: logger
)
try await app.runService()

/// The value of `--port N`; 8080 without one.
func port(in arguments: [String]) throws -> Int {
    guard let flag = arguments.firstIndex(of: "--port") else { return 8080 }
    guard flag + 1 < arguments.count, let port = Int(arguments[flag + 1]), (0...65535).contains(port) else {
        throw UsageError(message: "--port needs a number from 0 to 65535")
    }
    return port
}

/// What `parse` gives; on a `UsageError`, its message on standard error and exit status 64
/// (EX_USAGE), as a command line's usage errors end, not a crash.
func usageChecked<Value>(_ parse: () throws -> Value) -> Value {
    do {
        return try parse()
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(64)
    }
}

struct UsageError: Error, CustomStringConvertible {
    var message: String
    var description: String { "usage: HummingbirdServer [--port N]: \(message)" }
}
