public import Alerts
public import Foundation

/// The value of type `type` that a JSON request body holds, decoded with `decoder`; a body that
/// does not decode throws ``Alerts/FieldErrors`` — the client's mistake, 400 for a body that is
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
/// `FieldErrors(_:)` given the `DecodingError`.
public func decodeRequestBody<Value: Decodable>(
    _ type: Value.Type = Value.self, from body: some Sequence<UInt8>, decoder: JSONDecoder = JSONDecoder()
) throws(FieldErrors) -> Value {
    let data = body as? Data ?? Data(body)
    do {
        return try decoder.decode(type, from: data)
    } catch let error as DecodingError {
        throw FieldErrors(error)
    } catch {
        // JSONDecoder throws nothing else; were it to, the body still did not decode.
        throw FieldErrors(.dataCorrupted(.init(codingPath: [], debugDescription: "\(error)", underlyingError: error)))
    }
}
