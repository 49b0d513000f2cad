public import Alerts

/// The problem type of an error's HTTP responses: an absolute URI naming the kind of problem,
/// sent as the problem's `type` (RFC 9457 §3.1.1), and its title for people, the same for every
/// occurrence (§3.1.2) — the alert's own texts are then the problem's `detail`.
///
/// Without one, a problem's type is `about:blank` and its title the status's (`Not Found`).
/// A URI that is not absolute by RFC 3986 is ignored.
///
/// Given to an error type where the front is made, by a refinement of its mappers:
///
/// ```swift
/// mappers.refine(OutOfCredit.self) { _, content in
///     content.overrides.append(ProblemType("https://example.com/problems/out-of-credit", title: "Not enough credit"))
/// }
/// ```
public struct ProblemType: FrontOverride {
    /// The type's URI.
    public var uri: String
    /// The type's title, localized like any text.
    public var title: AlertText

    /// A problem type from its absolute URI and its title.
    public init(_ uri: String, title: AlertText) {
        self.uri = uri
        self.title = title
    }

    /// Whether ``uri`` is an absolute URI by RFC 3986's syntax: a scheme (a letter, then letters,
    /// digits, `+`, `-`, `.`), a colon, and at least one more character, none of them a space, a
    /// control, or a character URIs never hold (`"<>\^`{|}`); `%` only before two hex digits,
    /// one `#` at most, `[` and `]` only around an IP literal host; at most 2048 bytes.
    package var isValid: Bool {
        isURIReference(uri, absolute: true) && !uri.utf8.drop { $0 != UInt8(ascii: ":") }.dropFirst().isEmpty
    }
}

/// Problems with single parts of a request's content, for an error about invalid input: sent as
/// the problem's `errors` member, each with its `detail` and `pointer`, with status 422
/// Unprocessable Content unless the front gives the error another.
///
/// Given to an error type where the front is made, by a refinement of its mappers; a pointer that
/// does not start with `/` names one member (`email` is sent as `/email`).
///
/// ```swift
/// mappers.refine(SignUpInvalid.self) { error, content in
///     content.overrides.append(FieldErrors(error.problems.map { .init(pointer: $0.field, detail: $0.text) }))
/// }
/// ```
public struct FieldErrors: FrontOverride {
    /// One part of the content and what is wrong with it.
    public struct Field: Sendable, Hashable {
        /// A JSON Pointer (RFC 6901) to the part of the content, such as `/email` or `/items/0/count`.
        public var pointer: String
        /// What is wrong, for people; localized with the alert.
        public var detail: AlertText

        /// A field's problem.
        public init(pointer: String, detail: AlertText) {
            self.pointer = pointer
            self.detail = detail
        }
    }

    /// The fields, in the order they are sent.
    public var fields: [Field]

    /// Problems with the given fields.
    public init(_ fields: [Field]) { self.fields = fields }
}

/// Where a button of an error's alert leads, for HTTP clients: its `href` and `method` in the
/// problem's `actions` member, and a link in an HTML response (for `GET` only).
///
/// The button is named by its label as written in your code (the key, before translation), so
/// the link holds in every language. An `href` that is not a URI reference is left out.
///
/// ```swift
/// // the error: var recoveryOptions: [RecoveryOption] { [RecoveryOption("Sign In") { false }] }
/// mappers.refine(SignInRequired.self) { _, content in
///     content.overrides.append(ActionLink(button: "Sign In", href: "/login"))
/// }
/// ```
public struct ActionLink: FrontOverride {
    /// The button's label as written in your code.
    public var button: String
    /// Where it leads: a URI reference.
    public var href: String
    /// The method to use, `GET` unless said.
    public var method: String

    /// A link for the button labelled `button` in your code.
    public init(button: String, href: String, method: String = "GET") {
        self.button = button
        self.href = href
        self.method = method
    }

    /// Whether ``href`` is a URI reference by RFC 3986's syntax (at most 2048 bytes, no spaces or
    /// controls) and ``method`` an HTTP token.
    var isValid: Bool {
        isURIReference(href, absolute: false) && !method.isEmpty && method.utf8.count <= 32
            && method.utf8.allSatisfy(isTokenCharacter)
    }
}

/// Whether every UTF-8 byte of `text` passes `test`, read from the string's own storage.
func allBytes(of text: String, are test: (UInt8) -> Bool) -> Bool {
    var text = text
    return text.withUTF8 { $0.allSatisfy(test) }
}

func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

/// A character that may stand in a URI as written (RFC 3986): visible ASCII but the ones it
/// never allows unescaped.
func isURICharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: "^"),
        UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"):
        false
    default: (0x21...0x7E).contains(byte)
    }
}

/// A character of an HTTP token (RFC 9110 §5.6.2).
func isTokenCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
        UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
        true
    default: isLetter(byte) || isDigit(byte)
    }
}
