internal import StringTables

/// An HTTP response the front made: a status, header fields and body bytes, for a server's glue
/// to hand to its framework.
///
/// No header field holds a CR, LF, NUL or other control or invisible character, whatever the error or the
/// request said: ``HeaderField`` cleans its name and value when it is made.
public struct HTTPAlertResponse: Sendable, Hashable, CustomStringConvertible {
    /// One header field, safe to write on the wire: a name of token characters, a value without
    /// line breaks or control characters.
    public struct HeaderField: Sendable, Hashable {
        /// The field's name, such as `Content-Type`.
        public private(set) var name: String
        /// The field's value.
        public private(set) var value: String

        /// A header field.
        ///
        /// Characters a name may not hold (RFC 9110 §5.1) are left out of `name`; control and
        /// invisible characters in `value` but the tab (CR, LF and NUL among them, and DEL, NEL, the
        /// Unicode line and paragraph separators, bidirectional and zero-width characters) become
        /// spaces.
        package init(_ name: String, _ value: String) {
            // Most fields are printable ASCII, and are kept as they are.
            if allBytes(of: name, are: isTokenCharacter),
                allBytes(of: value, are: { (0x20...0x7E).contains($0) || $0 == 0x09 })
            {
                self.name = name
                self.value = value
                return
            }
            self.name = String(
                String.UnicodeScalarView(name.unicodeScalars.filter { $0.isASCII && isTokenCharacter(UInt8($0.value)) })
            )
            self.value = String(
                String.UnicodeScalarView(
                    value.unicodeScalars.map { $0 != "\t" && InvisibleCharacter($0) != nil ? " " : $0 }))
        }

        /// A field the front makes itself, of a name and a value that hold only what a field may
        /// (a length, language tags, seconds): kept as given, not checked again for each response.
        init(own name: String, _ value: String) {
            assert(
                allBytes(of: name, are: isTokenCharacter) && allBytes(of: value, are: { (0x20...0x7E).contains($0) }))
            self.name = name
            self.value = value
        }

        // The fields that are the same in every response, made once.
        static let vary = HeaderField("Vary", "Accept, Accept-Language")
        static let noSniffing = HeaderField("X-Content-Type-Options", "nosniff")
        static let contentSecurityPolicy = HeaderField("Content-Security-Policy", "default-src 'none'")
        static let jsonContentType = HeaderField("Content-Type", "application/json")
    }

    /// The status.
    public var status: HTTPStatus
    /// The header fields, in the order they are sent.
    public var headerFields: [HeaderField]
    /// The body; empty for a `HEAD` request, whose `Content-Length` still says what a `GET` would
    /// have got.
    public var body: [UInt8]

    /// A response from its parts.
    package init(status: HTTPStatus, headerFields: [HeaderField], body: [UInt8]) {
        self.status = status
        self.headerFields = headerFields
        self.body = body
    }

    /// The value of the first header field named `name`, compared without regard to case.
    public subscript(header name: String) -> String? {
        headerFields.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The body as UTF-8 text.
    package var bodyText: String { String(decoding: body, as: UTF8.self) }

    /// The whole response as HTTP/1.1 writes it: status line, header fields, a blank line, the
    /// body (`alerts preview --front http` prints it).
    public var description: String {
        var lines = ["HTTP/1.1 \(status)"]
        lines += headerFields.map { "\($0.name): \($0.value)" }
        return lines.joined(separator: "\r\n") + "\r\n\r\n" + bodyText
    }
}
