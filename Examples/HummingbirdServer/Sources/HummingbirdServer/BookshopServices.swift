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
}

/// The stock service, another server the bookshop asks — which is not running: its address is a
/// closed port on loopback, so the call throws the `URLError` a real client gets
/// (`cannotConnectToHost`). The HTTP front answers 502 Bad Gateway with generic texts: the error's
/// own description names the host and port, and goes to the log only.
func stockLevels() async throws -> Data {
    guard let url = URL(string: "http://127.0.0.1:9/stock") else { throw URLError(.badURL) }
    let (data, _) = try await URLSession.shared.data(from: url)
    return data
}
