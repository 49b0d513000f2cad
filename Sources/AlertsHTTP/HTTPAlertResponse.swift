/// An HTTP response the front made: a status, header fields and body bytes, for a server's glue
/// to hand to its framework.
///
/// No header value holds a CR, LF or NUL, whatever the error or the request said.
public struct HTTPAlertResponse: Sendable, Hashable, CustomStringConvertible {
    /// One header field.
    public struct HeaderField: Sendable, Hashable {
        /// The field's name, such as `Content-Type`.
        public var name: String
        /// The field's value.
        public var value: String

        /// A header field; CR, LF and NUL in `value` become spaces.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = String(
                String.UnicodeScalarView(value.unicodeScalars.map { "\r\n\0".unicodeScalars.contains($0) ? " " : $0 }))
        }
    }

    /// The status.
    public var status: HTTPStatus
    /// The header fields, in the order they are sent.
    public var headerFields: [HeaderField]
    /// The body; empty for a `HEAD` request, whose `Content-Length` still says what a `GET` would
    /// have got.
    public var body: [UInt8]

    /// A response from its parts.
    public init(status: HTTPStatus, headerFields: [HeaderField], body: [UInt8]) {
        self.status = status
        self.headerFields = headerFields
        self.body = body
    }

    /// The value of the first header field named `name`, compared without regard to case.
    public subscript(header name: String) -> String? {
        headerFields.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The body as UTF-8 text.
    public var bodyText: String { String(decoding: body, as: UTF8.self) }

    /// The whole response as HTTP/1.1 writes it: status line, header fields, a blank line, the
    /// body (`alerts preview --front http` prints it).
    public var description: String {
        var lines = ["HTTP/1.1 \(status)"]
        lines += headerFields.map { "\($0.name): \($0.value)" }
        return lines.joined(separator: "\r\n") + "\r\n\r\n" + bodyText
    }
}
