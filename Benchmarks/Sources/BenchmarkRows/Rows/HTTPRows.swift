import Alerts
import AlertsHTTP
import Foundation
import StringTables

/// The HTTP front's response for an app's error, in process: what `AlertsMiddleware` asks of the
/// front for each error a route throws (http-ratio.sh measures the whole server).
///
/// The error is the example server's `BookNotFound`, its German texts in the app's tables
/// (``AppTables``); the request asks for German problem details, as http-ratio.sh's do.
public enum HTTPRows {
    public static let rows: [Row] = [problemJSON, problemJSONBaseline]

    /// The example server's error: 404 Not Found from its category, a title and a suggestion,
    /// and a code.
    struct BookNotFound: AlertableError {
        var id: String
        var title: AlertText? { "No book has the id \(id)." }
        var suggestion: AlertText? { "Check the id, or search the catalogue." }
        var category: ErrorCategory? { .notFound }
        var errorCode: String? { "BOOK_NOT_FOUND" }
    }

    /// The request of http-ratio.sh, with the id Hummingbird gives a request.
    static let request = HTTPAlertRequest(
        method: "GET", path: "/books/42", accept: "application/problem+json", acceptLanguage: "de",
        correlationID: "7f6d0e1c2b3a49588a1b2c3d4e5f6071")

    /// `HTTPFront.response(for:to:)`: status, headers and problem+json body, in German.
    /// The call is `async`: the alert is presented on a per-request `HTTPExchange`.
    static let problemJSON = Row("http.problem-json.de", .micro, isAsync: true) {
        let folder = try AppTables.write("http.problem-json.de")
        let error: any Error = BookNotFound(id: "42")
        // As the example server's front, which shows its errors' suggestions: the detail has two lines.
        let front = HTTPFront(
            sources: [StringTableDirectory(path: folder.path)], showsRecoverySuggestions: true)
        return Prepared(
            async: {
                let response = await front.response(for: error, to: request)
                return response.body.count &+ response.headerFields.count
            },
            check: {
                let response = await front.response(for: error, to: request)
                let body = String(decoding: response.body, as: UTF8.self)
                guard response.status == .notFound, response[header: "Content-Language"] == "de",
                    body.contains(#""title":"Nicht gefunden""#), body.contains("Kein Buch hat die Nummer 42.")
                else {
                    throw RowError("http.problem-json.de answered \(response), not the German problem details")
                }
            }, cleanup: folder.remove)
    }

    /// The same problem details written by hand: the German texts as they are, `JSONEncoder` on a
    /// `Codable` struct (what Hummingbird's `HTTPError` does), and the same header fields as values.
    static let problemJSONBaseline = Row("http.problem-json.de.baseline", .micro) {
        struct Problem: Encodable {
            var type = "about:blank"
            var title = "Nicht gefunden"
            var status = 404
            var detail: String
            var instance: String
            var code = "BOOK_NOT_FOUND"
            var correlationId: String
        }
        let encoder = JSONEncoder()
        return Prepared {
            let problem = Problem(
                detail: "Kein Buch hat die Nummer 42.\nPrüfe die Nummer oder suche im Katalog.",
                instance: request.path ?? "", correlationId: request.correlationID ?? "")
            let body = (try? encoder.encode(problem)) ?? Data()
            let fields = [
                ("Content-Type", "application/problem+json"), ("Content-Length", String(body.count)),
                ("Content-Language", "de"), ("Vary", "Accept, Accept-Language"), ("X-Content-Type-Options", "nosniff"),
            ]
            return body.count &+ fields.count
        }
    }
}
