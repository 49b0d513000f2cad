/// One detail of a `google.rpc.Status`, of the kinds AIP-193 names that the gRPC front sends: plain
/// values, which ``EncodedStatus`` writes straight into the status's bytes.
///
/// The cases mirror grpc-swift-protobuf's `ErrorDetails`, whose values each hold a SwiftProtobuf
/// message, packed into a `google.protobuf.Any` — a message more — when the status is serialized.
/// A client decodes either the same way (`RPCError.unpackGoogleRPCStatus()`, or grpcio-status).
enum StatusDetail: Sendable, Hashable {
    /// `google.rpc.ErrorInfo`: why the error happened, as a constant `UPPER_SNAKE_CASE` reason
    /// within a domain, and structured details about it.
    case errorInfo(reason: String, domain: String, metadata: [String: String] = [:])
    /// `google.rpc.LocalizedMessage`: the error's text for the client's user, in a locale.
    case localizedMessage(locale: String, message: String)
    /// `google.rpc.RetryInfo`: how long the client waits before it tries again.
    case retryInfo(delay: Duration)
    /// `google.rpc.BadRequest`: the fields of the request that were wrong.
    case badRequest(violations: [FieldViolation])
    /// `google.rpc.Help`: links to documentation about the error.
    case help(links: [Link])
    /// `google.rpc.RequestInfo`: the request's id, which the client quotes when it asks about it.
    case requestInfo(requestID: String, servingData: String)

    /// A field of a request that was wrong, in `google.rpc.BadRequest`; its `reason` is empty.
    struct FieldViolation: Sendable, Hashable {
        /// The field's path, such as `items[0].count`.
        var field: String
        /// What is wrong with it, for developers.
        var description: String
        /// What is wrong with it, for the client's user.
        var localizedMessage: LocalizedMessage?
    }

    /// A `google.rpc.LocalizedMessage` inside another detail.
    struct LocalizedMessage: Sendable, Hashable {
        /// The locale of `message`, such as `de`.
        var locale: String
        /// The text.
        var message: String
    }

    /// A link of `google.rpc.Help`.
    struct Link: Sendable, Hashable {
        /// The link's URL.
        var url: String
        /// What it leads to.
        var description: String
    }

    /// The detail's type URL in a `google.protobuf.Any`: `type.googleapis.com/` and the message's
    /// full name.
    var typeURL: String {
        switch self {
        case .errorInfo: "type.googleapis.com/google.rpc.ErrorInfo"
        case .localizedMessage: "type.googleapis.com/google.rpc.LocalizedMessage"
        case .retryInfo: "type.googleapis.com/google.rpc.RetryInfo"
        case .badRequest: "type.googleapis.com/google.rpc.BadRequest"
        case .help: "type.googleapis.com/google.rpc.Help"
        case .requestInfo: "type.googleapis.com/google.rpc.RequestInfo"
        }
    }

    /// Writes the detail's message, its fields numbered as in `google/rpc/error_details.proto`;
    /// `ErrorInfo`'s metadata in the order of its keys' bytes, as protobuf's deterministic
    /// encoders write a map: the same detail is the same bytes.
    func write(to writer: inout ProtobufWriter) {
        switch self {
        case .errorInfo(let reason, let domain, let metadata):
            writer.writeString(reason, field: 1)
            writer.writeString(domain, field: 2)
            // By their UTF-8 bytes, as protobuf's C++ and Go encoders order a map's keys (Swift's
            // `<` compares characters: a decomposed `é` sorts elsewhere).
            for (key, value) in metadata.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                writer.writeMapEntry(key: key, value: value, field: 3)
            }
        case .localizedMessage(let locale, let message):
            Self.writeLocalizedMessage(locale: locale, message: message, to: &writer)
        case .retryInfo(let delay):
            // retry_delay, a google.protobuf.Duration: seconds and nanoseconds, at most the 10,000
            // years a Duration may hold (a client may refuse a longer one).
            let delay = min(delay, Self.longestDuration)
            writer.writeMessage(field: 1) { duration in
                duration.writeInt(delay.components.seconds, field: 1)
                duration.writeInt(delay.components.attoseconds / 1_000_000_000, field: 2)
            }
        case .badRequest(let violations):
            for violation in violations {
                writer.writeMessage(field: 1) { fields in
                    fields.writeString(violation.field, field: 1)
                    fields.writeString(violation.description, field: 2)
                    if let localized = violation.localizedMessage {
                        fields.writeMessage(field: 4) {
                            Self.writeLocalizedMessage(locale: localized.locale, message: localized.message, to: &$0)
                        }
                    }
                }
            }
        case .help(let links):
            for link in links {
                writer.writeMessage(field: 1) { fields in
                    fields.writeString(link.description, field: 1)
                    fields.writeString(link.url, field: 2)
                }
            }
        case .requestInfo(let requestID, let servingData):
            writer.writeString(requestID, field: 1)
            writer.writeString(servingData, field: 2)
        }
    }

    /// The longest `google.protobuf.Duration`: 315,576,000,000 seconds, some 10,000 years.
    static let longestDuration = Duration.seconds(315_576_000_000)

    /// Writes a `google.rpc.LocalizedMessage`'s fields.
    private static func writeLocalizedMessage(locale: String, message: String, to writer: inout ProtobufWriter) {
        writer.writeString(locale, field: 1)
        writer.writeString(message, field: 2)
    }
}
