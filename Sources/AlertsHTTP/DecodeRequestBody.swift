public import Alerts
public import Foundation

/// The value of type `type` that a JSON request body holds, decoded with `decoder`; a body that
/// does not decode throws `FieldErrors` — the client's mistake, 400 for a body that is
/// not JSON, 422 naming the wrong value by its JSON Pointer — never a bare `DecodingError`, which
/// the HTTP front would answer with 500, since it may come from the server's own data.
///
/// ```swift
/// struct Review: Decodable { var stars: Int; var text: String }
///
/// let review = try decodeRequestBody(Review.self, from: body)
/// ```
///
/// `body` is the body's bytes: `Data`, `[UInt8]`, or a SwiftNIO `ByteBuffer`'s
/// `readableBytesView`. The `DecodingError` of another decoder becomes the same error by
/// `FieldErrors(_:)` given the `DecodingError`. Under the decoder's `convertFromSnakeCase` key
/// strategy, a pointer names the member as the client wrote it (`/star_count`); under a custom
/// strategy, as the type names it.
///
/// On Linux, Foundation's `JSONDecoder` reports a number that its type cannot hold (`4.5` or
/// `1e400` for an `Int`) as data corrupted at the root, with no coding path: such a body is
/// answered 400, as not well formed, where 422 naming the member would be right.
public func decodeRequestBody<Value: Decodable>(
    _ type: Value.Type = Value.self, from body: some Sequence<UInt8>, decoder: JSONDecoder = JSONDecoder()
) throws(FieldErrors) -> Value {
    let data = body as? Data ?? Data(body)
    do {
        return try decoder.decode(type, from: data)
    } catch let error as DecodingError {
        // A coding path names the type's properties; under `convertFromSnakeCase` the client
        // wrote `star_count` for `starCount`. (A `.custom` strategy cannot be undone.)
        if case .convertFromSnakeCase = decoder.keyDecodingStrategy { throw FieldErrors(error, memberName: snakeCased) }
        throw FieldErrors(error)
    } catch {
        // JSONDecoder throws nothing else; were it to, the body still did not decode.
        throw FieldErrors(.dataCorrupted(.init(codingPath: [], debugDescription: "\(error)", underlyingError: error)))
    }
}

/// `name` as `convertFromSnakeCase` read it from the body: each upper-case letter after the first
/// character written `_` and its lower case (`starCount` → `star_count`), the leading and
/// trailing underscores kept. A name with no upper-case letter is as it was.
func snakeCased(_ name: String) -> String {
    guard name.contains(where: \.isUppercase) else { return name }
    var result = ""
    for (index, character) in name.enumerated() {
        if character.isUppercase, index > 0, result.last != "_" {
            result.append("_")
        }
        result += character.lowercased()
    }
    return result
}
