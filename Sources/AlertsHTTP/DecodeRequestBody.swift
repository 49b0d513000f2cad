public import Alerts
public import Foundation

/// A request body that a decoder rejected: the client's mistake, answered as one.
///
/// A body that is not well formed (broken JSON) is 400 Bad Request; a well-formed body with a
/// value missing, of the wrong type or unusable is 422 Unprocessable Content, with an `errors`
/// member whose `pointer` (RFC 6901) names the field: `/stars`, `/items/0/count`. The texts are
/// the package's own, localized; they never name a Swift type, and the decoder's own words
/// (which do) go to the log with the error, as its ``underlyingError``.
///
/// Decode with ``decodeRequestBody(_:from:decoder:)``, which throws it, or wrap the
/// `DecodingError` of another decoder yourself:
///
/// ```swift
/// do {
///     return try PropertyListDecoder().decode(Settings.self, from: body)
/// } catch let error as DecodingError {
///     throw RequestBodyInvalid(error)
/// }
/// ```
///
/// A `DecodingError` that reaches the HTTP front unwrapped may come from the server's own data
/// (a file, a cache, another service's answer): the front answers it as any error not written for
/// clients, 500 with generic texts.
public struct RequestBodyInvalid: AlertableError, FrontOwnedError {
    /// What is wrong with the body.
    public enum Kind: String, Sendable, Hashable {
        /// The body is not well formed: it is not JSON at all, or is cut short.
        case malformed
        /// A value the server needs is not there, or is `null`.
        case missing
        /// A value is of another type than the one the server needs: text for a number.
        case wrongType
        /// A value has the right type but cannot be used: a malformed date or URL.
        case invalidValue
    }

    /// What is wrong with the body.
    public var kind: Kind
    /// A JSON Pointer (RFC 6901) to the value that is wrong, made from the decoder's coding path,
    /// or `nil` for a body that is not well formed.
    ///
    /// `""` is the whole body (a well-formed body of the wrong shape).
    public var pointer: String?
    /// The decoder's error, for the log: its coding path and description name the server's types.
    package var decodingError: DecodingError

    /// The client's mistake that `error` reports.
    ///
    /// `dataCorrupted` at the root of the body is a malformed body; at a path, an invalid value.
    /// `keyNotFound`'s pointer names the missing member itself.
    public init(_ error: DecodingError) {
        decodingError = error
        switch error {
        case .keyNotFound(let key, let context):
            (kind, pointer) = (.missing, Self.pointer(to: context.codingPath + [key]))
        case .valueNotFound(_, let context):
            (kind, pointer) = (.missing, Self.pointer(to: context.codingPath))
        case .typeMismatch(_, let context):
            (kind, pointer) = (.wrongType, Self.pointer(to: context.codingPath))
        case .dataCorrupted(let context):
            (kind, pointer) =
                context.codingPath.isEmpty ? (.malformed, nil) : (.invalidValue, Self.pointer(to: context.codingPath))
        @unknown default:
            (kind, pointer) = (.malformed, nil)
        }
    }

    /// The title: that the request body couldn’t be read, for a malformed body, or that some of its
    /// values aren’t valid.
    public var title: AlertText? {
        kind == .malformed
            ? .builtIn("The request body couldn’t be read.") : .builtIn("Some values in the request body aren’t valid.")
    }

    /// For a malformed body, that it isn’t in the correct format.
    public var reason: AlertText? {
        kind == .malformed ? .builtIn("It isn’t in the correct format.") : nil
    }

    /// `ErrorCategory.invalidInput`: a client error (400 or 422).
    public var category: ErrorCategory? { .invalidInput }

    /// The field's error, for a body that is well formed: the HTTP front answers 422 with it.
    public var frontOverrides: [any FrontOverride] {
        guard let pointer else { return [] }
        let detail: AlertText =
            switch kind {
            case .missing: .builtIn("This value is missing.")
            case .wrongType: .builtIn("This value has the wrong type.")
            case .invalidValue, .malformed: .builtIn("This value isn’t valid.")
            }
        return [FieldErrors([FieldErrors.Field(pointer: pointer, detail: detail)])]
    }

    /// The decoder's error, which the log gets with this one.
    public var underlyingError: (any Error)? { decodingError }

    /// The longest pointer made, in UTF-8 bytes: a deeper path is cut to the last member that fits,
    /// so the pointer still names a value that holds the wrong one. A client's own keys (of a
    /// dictionary) are in the path, and may be of any length.
    static let longestPointer = 1024

    /// The JSON Pointer (RFC 6901) to the value at `codingPath`: each key's name, `~` written `~0`
    /// and `/` written `~1`; an array index as its number. At most ``longestPointer`` bytes.
    static func pointer(to codingPath: [any CodingKey]) -> String {
        var pointer = ""
        for key in codingPath {
            // An index of an unkeyed container: JSONDecoder names it "Index 3", with its number.
            let name =
                if let index = key.intValue, key.stringValue == "Index \(index)" { String(index) } else {
                    key.stringValue
                }
            let segment = "/" + escaped(name)
            guard pointer.utf8.count + segment.utf8.count <= longestPointer else { break }
            pointer += segment
        }
        return pointer
    }

    /// `name` as a reference token: `~` written `~0` and `/` written `~1`, scalar by scalar — a
    /// `~` or `/` that a combining mark follows is one `Character` with it, which a replacement by
    /// characters would miss.
    static func escaped(_ name: String) -> String {
        var token = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            switch scalar {
            case "~": token.append(contentsOf: "~0".unicodeScalars)
            case "/": token.append(contentsOf: "~1".unicodeScalars)
            default: token.append(scalar)
            }
        }
        return String(token)
    }
}

/// The value of type `type` that a JSON request body holds, decoded with `decoder`; a body that
/// does not decode throws ``RequestBodyInvalid`` — the client's mistake, 400 or 422 naming the
/// field — never a bare `DecodingError`, which the HTTP front would answer with 500.
///
/// ```swift
/// struct Review: Decodable { var stars: Int; var text: String }
///
/// let review = try decodeRequestBody(Review.self, from: body)
/// ```
///
/// `body` is the body's bytes: `Data`, `[UInt8]`, or a SwiftNIO `ByteBuffer`'s
/// `readableBytesView`.
public func decodeRequestBody<Value: Decodable>(
    _ type: Value.Type = Value.self, from body: some Sequence<UInt8>, decoder: JSONDecoder = JSONDecoder()
) throws(RequestBodyInvalid) -> Value {
    let data = body as? Data ?? Data(body)
    do {
        return try decoder.decode(type, from: data)
    } catch let error as DecodingError {
        throw RequestBodyInvalid(error)
    } catch {
        // JSONDecoder throws nothing else; were it to, the body still did not decode.
        throw RequestBodyInvalid(
            .dataCorrupted(.init(codingPath: [], debugDescription: "\(error)", underlyingError: error)))
    }
}
