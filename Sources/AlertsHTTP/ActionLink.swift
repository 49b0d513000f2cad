public import Alerts

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
