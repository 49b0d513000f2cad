import GRPCCore

/// A `google.rpc.Status` written straight into its protobuf bytes — its code, its message and each
/// detail in a `google.protobuf.Any` — which an `RPCError` made of it sends in the
/// `grpc-status-details-bin` trailer.
///
/// What grpc-swift-protobuf's `GoogleRPCStatus` sends, the same way (`RPCError(_:)` of an
/// `RPCErrorConvertible`), and which a client decodes the same way: `unpackGoogleRPCStatus()`,
/// grpcio-status. The bytes are written once, from plain values (``StatusDetail``), by a few lines
/// of the wire format (``ProtobufWriter``): `GoogleRPCStatus` builds a SwiftProtobuf message for
/// every detail, serializes each into an `Any`, builds the status's message and serializes that.
///
/// ```text
/// google.rpc.Status           code (1, int32), message (2, string), details (3, repeated Any)
/// google.protobuf.Any         type_url (1, string), value (2, bytes: the detail's message)
/// ```
struct EncodedStatus: RPCErrorConvertible {
    /// The status code.
    var code: RPCError.Code
    /// The message for developers, in English.
    var message: String
    /// The `google.rpc.Status` message's bytes.
    var bytes: [UInt8]

    /// The status of `code`, `message` and `details`, in that order, written into its bytes.
    init(code: RPCError.Code, message: String, details: [StatusDetail]) {
        self.code = code
        self.message = message
        // Room for a status of a few details, which is some hundred bytes.
        var writer = ProtobufWriter(capacity: 1024)
        writer.writeInt(Int64(code.rawValue), field: 1)
        writer.writeString(message, field: 2)
        for detail in details {
            writer.writeMessage(field: 3) { any in
                any.writeString(detail.typeURL, field: 1)
                any.writeBytes(field: 2) { detail.write(to: &$0) }
            }
        }
        bytes = writer.bytes
    }

    var rpcErrorCode: RPCError.Code { code }

    var rpcErrorMessage: String { message }

    /// The status's bytes, under the key grpc-swift-protobuf and every gRPC library read them from.
    var rpcErrorMetadata: Metadata { ["grpc-status-details-bin": .binary(bytes)] }
}
