import GRPCCore
import GRPCNIOTransportHTTP2
import GRPCProtobuf
import SwiftProtobuf

// The baseline of grpc-ratio.sh: the example server's error method, `bookshop.v1.Bookshop/GetBook`,
// answered by grpc-swift's own error handling — the method throws
// `RPCError(code: .notFound, message:)`, a plain status and message — on the same transport
// (HTTP/2 on NIO, plaintext, 127.0.0.1), registered the same way, through one interceptor layer.
//
//     swift run -c release GRPCBaseline --port 50052
//
// Built with `FLOOR` defined, this file is GRPCFloor (`grpc-ratio.sh --server floor`): the example
// server's error answer without the front that makes it. The method throws an error that the one
// interceptor catches, as the example's AlertsInterceptor does, and answers with the status the
// example sends for id 42 in German: the same code, message and `google.rpc.Status` details
// (`ErrorInfo`, `LocalizedMessage`, `Help`, `RequestInfo`), in the same `grpc-status-details-bin`
// trailer. Everything but the correlation id is made once, at start-up: the status's bytes up to its
// last detail were read from the example's own answer (the base64 below). Each call makes a new id
// as the example does (16 random hex digits) and writes the `RequestInfo` that carries it, so the
// trailer changes on every call as the example's does. No error content, no lookup, no negotiation:
// not a front, but what any server pays on the wire for the rich status that DESIGN.md asks of the
// gRPC example, beside grpc-swift's plain `RPCError`.
//
//     swift run -c release GRPCFloor --port 50054
#if FLOOR
    import Foundation
#endif

/// `GetBook` of the bookshop's service, as Examples/GRPCServer registers it: a `StringValue` id
/// in, a `Struct` out for id `1`; any other id throws grpc-swift's own `RPCError` (the floor: an
/// error its interceptor answers).
struct BaselineBookshopService: RegistrableRPCService {
    func registerMethods<Transport: ServerTransport>(with router: inout RPCRouter<Transport>) {
        router.registerHandler(
            forMethod: MethodDescriptor(fullyQualifiedService: "bookshop.v1.Bookshop", method: "GetBook", type: .unary),
            deserializer: ProtobufDeserializer<Google_Protobuf_StringValue>(),
            serializer: ProtobufSerializer<Google_Protobuf_Struct>()
        ) { request, _ in
            // As the example reads it: the message inside the interceptors.
            let id = try await ServerRequest(stream: request).message.value
            #if FLOOR
                guard id == "1" else { throw BookNotFound() }
            #else
                guard id == "1" else { throw RPCError(code: .notFound, message: "No book has the id \(id).") }
            #endif
            let book = Google_Protobuf_Struct(fields: [
                "id": Google_Protobuf_Value(stringValue: "1"),
                "title": Google_Protobuf_Value(stringValue: "The Left Hand of Darkness"),
            ])
            return StreamingServerResponse(single: ServerResponse(message: book))
        }
    }
}

#if FLOOR
    /// What the floor's method throws for a book it does not have; the interceptor answers it.
    struct BookNotFound: Error {}

    /// The example's answer to `GetBook 42` in German, all but its `RequestInfo`: the
    /// `google.rpc.Status` bytes of its code, message, `ErrorInfo`, `LocalizedMessage` and `Help`, as
    /// the example's trailer had them on 2026-11-30 (decoded by grpcio, its last detail removed,
    /// encoded again). When the example's texts change, read them again the same way.
    enum FloorStatus {
        /// The status's message, for developers, as the example's.
        static let message = "There’s no book with the id “42”. The catalogue has no such book, or it was withdrawn."
        /// The status's bytes before its `RequestInfo`, decoded once. grpc-ratio.sh checks the floor's
        /// answer before it measures, so a prefix that did not decode fails there.
        static let prefix: [UInt8] = Array(Data(base64Encoded: prefixBase64) ?? Data())
        static let prefixBase64 =
            "CAUSXFRoZXJl4oCZcyBubyBib29rIHdpdGggdGhlIGlkIOKAnDQy4oCdLiBUaGUgY2F0YWxvZ3VlIGhhcyBubyBzdWNoIGJvb2ssIG9yIGl0IHdhcyB3aXRoZHJhd24uGncKKHR5cGUuZ29vZ2xlYXBpcy5jb20vZ29vZ2xlLnJwYy5FcnJvckluZm8SSwoOQk9PS19OT1RfRk9VTkQSFGJvb2tzaG9wLmV4YW1wbGUuY29tGgwKBmJvb2tJZBICNDIaFQoIY2F0ZWdvcnkSCW5vdC1mb3VuZBqjAQovdHlwZS5nb29nbGVhcGlzLmNvbS9nb29nbGUucnBjLkxvY2FsaXplZE1lc3NhZ2UScAoCZGUSakVzIGdpYnQga2VpbiBCdWNoIG1pdCBkZXIgSUQg4oCeNDLigJwuCkRlciBLYXRhbG9nIGbDvGhydCBkaWVzZXMgQnVjaCBuaWNodCwgb2RlciBlcyB3dXJkZSB6dXLDvGNrZ2V6b2dlbi4adQojdHlwZS5nb29nbGVhcGlzLmNvbS9nb29nbGUucnBjLkhlbHASTgpMCiFTbyBmaW5kZW4gU2llIGVpbiBCdWNoIGltIEthdGFsb2cSJ2h0dHBzOi8vYm9va3Nob3AuZXhhbXBsZS9oZWxwL2NhdGFsb2d1ZQ=="
        static let requestInfoURL = Array("type.googleapis.com/google.rpc.RequestInfo".utf8)

        /// The status's bytes with a `RequestInfo` of `id` as its last detail.
        static func bytes(correlationID id: String) -> [UInt8] {
            let idBytes = Array(id.utf8)
            // RequestInfo { request_id (1) }
            var info: [UInt8] = [0x0A]
            appendLength(idBytes.count, to: &info)
            info += idBytes
            // Any { type_url (1), value (2) }
            var any: [UInt8] = [0x0A]
            appendLength(requestInfoURL.count, to: &any)
            any += requestInfoURL
            any.append(0x12)
            appendLength(info.count, to: &any)
            any += info
            // Status.details (3)
            var bytes = prefix
            bytes.reserveCapacity(prefix.count + any.count + 3)
            bytes.append(0x1A)
            appendLength(any.count, to: &bytes)
            bytes += any
            return bytes
        }

        static func appendLength(_ length: Int, to bytes: inout [UInt8]) {
            var value = UInt(length)
            while value >= 0x80 {
                bytes.append(UInt8(value & 0x7F) | 0x80)
                value >>= 7
            }
            bytes.append(UInt8(value))
        }

        /// 16 random hex digits, as the example makes a correlation id.
        static func newCorrelationID() -> String {
            let digits = String(UInt64.random(in: .min ... .max), radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
    }

#endif

/// An interceptor that only passes the call on, as the example's AlertsInterceptor does when
/// nothing is thrown, so that both servers run their method through one interceptor. The floor's
/// answers every error with the example's status, its correlation id new for the call.
struct Interceptor: ServerInterceptor {
    func intercept<Input: Sendable, Output: Sendable>(
        request: StreamingServerRequest<Input>,
        context: ServerContext,
        next: @Sendable (StreamingServerRequest<Input>, ServerContext) async throws -> StreamingServerResponse<Output>
    ) async throws -> StreamingServerResponse<Output> {
        #if FLOOR
            do {
                return try await next(request, context)
            } catch {
                let bytes = FloorStatus.bytes(correlationID: FloorStatus.newCorrelationID())
                return StreamingServerResponse(
                    error: RPCError(
                        code: .notFound, message: FloorStatus.message,
                        metadata: ["grpc-status-details-bin": .binary(bytes)]))
            }
        #else
            try await next(request, context)
        #endif
    }
}

// `--port N`, as grpc-ratio.sh passes it; 50052 without one.
let arguments = CommandLine.arguments
let port = arguments.firstIndex(of: "--port").flatMap { arguments.dropFirst($0 + 1).first.flatMap { Int($0) } } ?? 50052
let server = GRPCServer(
    transport: .http2NIOPosix(address: .ipv4(host: "127.0.0.1", port: port), transportSecurity: .plaintext),
    services: [BaselineBookshopService()],
    interceptors: [Interceptor()])
try await server.serve()
