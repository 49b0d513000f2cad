/// One value of an input that is wrong, and what is wrong with it: a member of a request's
/// content, an option of a command.
///
/// ```swift
/// FieldError("/stars", name: "Stars", message: "Must be from 1 to 5.")
/// FieldError("--keep", name: "Copies to keep", message: "Must be at least \(1).")
/// ```
public struct FieldError: Sendable, Hashable {
    /// Where the value is, as the input's sender names it: a JSON Pointer (RFC 6901) into an HTTP
    /// request's content (`/stars`, `/items/0/count`, `""` for the whole content), made with
    /// ``pointer(_:)``; an option or argument of a command line (`--stars`).
    ///
    /// An HTTP front sends a path that does not start with `/` as the pointer to the one member
    /// it names (`email` as `/email`).
    public var path: String
    /// The value's name for people ("Stars"), localized like any text; `nil` when the message
    /// needs none.
    public var name: AlertText?
    /// What is wrong with it, for people, localized like any text, with its arguments and plural
    /// forms ("Must be at least 3 characters.").
    public var message: AlertText

    /// The error of the value at `path`.
    public init(_ path: String, name: AlertText? = nil, message: AlertText) {
        self.path = path
        self.name = name
        self.message = message
    }

    /// The JSON Pointer (RFC 6901) to the value that `components` lead to, member name or array
    /// index one after another: `["items", "0", "count"]` is `/items/0/count`.
    ///
    /// A `~` in a name is written `~0`, a `/` is written `~1`.
    public static func pointer(_ components: [String]) -> String {
        var pointer = ""
        for component in components {
            pointer += "/"
            pointer += escaped(component)
        }
        return pointer
    }

    /// `name` as a pointer's reference token: `~` written `~0` and `/` written `~1`, scalar by
    /// scalar — a `~` or `/` that a combining mark follows is one `Character` with it, which a
    /// replacement by characters would miss.
    package static func escaped(_ name: String) -> String {
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

/// Values of an input that are wrong, all of them at once: what your validation code throws, and
/// what a JSON body that does not decode becomes.
///
/// Every front lists the values under the title, each with its name and message: the command
/// line one a line, the dialog the first few, an HTTP response the problem's `errors` member
/// (each `pointer` and `detail`) with status 422. Its category is
/// ``ErrorCategory/invalidInput``.
///
/// ```swift
/// var errors: [FieldError] = []
/// if !(1...5).contains(review.stars) {
///     errors.append(FieldError("/stars", name: "Stars", message: "Must be from 1 to 5."))
/// }
/// if review.text.isEmpty {
///     errors.append(FieldError("/text", name: "Text", message: "Must not be empty."))
/// }
/// if !errors.isEmpty { throw FieldErrors(errors) }
/// ```
///
/// Any ``AlertableError`` can name wrong values too, by its ``AlertableError/fieldErrors``.
public struct FieldErrors: AlertableError {
    /// The wrong values, in the order they are shown.
    public var errors: [FieldError]
    /// The title: by default, that some values aren't valid.
    public var title: AlertText?
    /// Why, when the values alone do not say: a body that is not JSON at all.
    public var reason: AlertText?
    /// The error that found them, for the log: a decoder's, whose words name your types.
    public var underlyingError: (any Error)?

    /// The wrong values `errors`, under `title` (by default, that some values aren't valid).
    public init(_ errors: [FieldError], title: AlertText? = nil) {
        self.errors = errors
        self.title = title ?? .builtIn("Some values aren’t valid.")
    }

    /// The client's mistake that a decoder's `error` reports, about a request body: the value its
    /// coding path leads to, as a JSON Pointer, with what is wrong with it (missing, of the wrong
    /// type, unusable) in the package's own localized words.
    ///
    /// A body that is not well formed
    /// (`dataCorrupted` at its root) has no wrong value, only a reason: an HTTP front answers it
    /// 400 Bad Request, and a body with a wrong value 422 Unprocessable Content.
    ///
    /// The decoder's own words, which name your types, stay in ``underlyingError``, for the log.
    public init(_ error: DecodingError) {
        self.init(error, memberName: { $0 })
    }

    /// ``init(_:)``, each member of the coding path named as the client wrote it: `memberName`
    /// undoes the decoder's key strategy (`starCount` back to `star_count`).
    package init(_ error: DecodingError, memberName: (String) -> String) {
        func pointer(to codingPath: [any CodingKey]) -> String { Self.pointer(to: codingPath, memberName: memberName) }
        let (path, message): (String?, AlertText) =
            switch error {
            case .keyNotFound(let key, let context):
                (pointer(to: context.codingPath + [key]), .builtIn("This value is missing."))
            case .valueNotFound(_, let context):
                (pointer(to: context.codingPath), .builtIn("This value is missing."))
            case .typeMismatch(_, let context):
                (pointer(to: context.codingPath), .builtIn("This value has the wrong type."))
            case .dataCorrupted(let context):
                (
                    context.codingPath.isEmpty ? nil : pointer(to: context.codingPath),
                    .builtIn("This value isn’t valid.")
                )
            @unknown default:
                (nil, .builtIn("This value isn’t valid."))
            }
        if let path {
            self.init(
                [FieldError(path, message: message)], title: .builtIn("Some values in the request body aren’t valid."))
        } else {
            self.init([], title: .builtIn("The request body couldn’t be read."))
            reason = .builtIn("It isn’t in the correct format.")
        }
        underlyingError = error
    }

    /// ``errors``.
    public var fieldErrors: [FieldError] { errors }

    /// ``ErrorCategory/invalidInput``.
    public var category: ErrorCategory? { .invalidInput }

    /// The longest pointer made from a coding path, in UTF-8 bytes: a deeper path is cut to the
    /// last member that fits, so the pointer still names a value that holds the wrong one. A
    /// client's own keys (of a dictionary) are in the path, and may be of any length.
    static let longestPointer = 1024

    /// The JSON Pointer to the value at `codingPath`: each key's name (as `memberName` gives it),
    /// escaped; an array index as its number. At most ``longestPointer`` bytes.
    static func pointer(to codingPath: [any CodingKey], memberName: (String) -> String = { $0 }) -> String {
        var pointer = ""
        for key in codingPath {
            // An index of an unkeyed container: JSONDecoder names it "Index 3", with its number.
            let name =
                if let index = key.intValue, key.stringValue == "Index \(index)" { String(index) } else {
                    memberName(key.stringValue)
                }
            let segment = "/" + FieldError.escaped(name)
            guard pointer.utf8.count + segment.utf8.count <= longestPointer else { break }
            pointer += segment
        }
        return pointer
    }
}
