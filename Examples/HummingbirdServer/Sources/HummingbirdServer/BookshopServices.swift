import Alerts
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// What the bookshop's routes call and decode, the same file in both examples: they know nothing of
// the web framework either.

/// A review a client posts: `{"stars": 5, "text": "Loved it."}`.
struct Review: Decodable {
    var stars: Int
    var text: String

    /// The fewest characters a review's text has.
    static let shortestText = 3

    /// Checks every value at once, and throws `FieldErrors` naming each wrong one by its JSON
    /// Pointer, with its name and a message in the request's language (Localization/): the HTTP
    /// front answers one 422 whose `errors` member lists them all.
    func validate() throws(FieldErrors) {
        var errors: [FieldError] = []
        if !(1...5).contains(stars) {
            errors.append(FieldError("/stars", name: "Stars", message: "Must be from \(1) to \(5)."))
        }
        if text.trimmingCharacters(in: .whitespacesAndNewlines).count < Self.shortestText {
            errors.append(
                FieldError("/text", name: "Text", message: "Must be at least \(Self.shortestText) characters."))
        }
        if !errors.isEmpty { throw FieldErrors(errors, title: "The review can’t be posted yet.") }
    }
}

/// The stock service, another server the bookshop asks — which is not running: its address is a
/// closed port on loopback, so the call throws the `URLError` a real client gets
/// (`cannotConnectToHost`). The HTTP front answers 502 Bad Gateway with generic texts: the error's
/// own description names the host and port, and goes to the log only.
///
/// On Linux, each request that fails this way leaves the process's memory about 150–230 bytes
/// larger for as long as it runs, about 46 of them held by libcurl under Foundation's
/// `URLSession` (Benchmarks/README.md): a server that asks another one often would use a client
/// built on SwiftNIO, such as AsyncHTTPClient.
func stockLevels() async throws -> Data {
    guard let url = URL(string: "http://127.0.0.1:9/stock") else { throw URLError(.badURL) }
    let (data, _) = try await URLSession.shared.data(from: url)
    return data
}
