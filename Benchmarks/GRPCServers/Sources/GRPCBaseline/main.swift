// The baseline of grpc-ratio.sh: the example server's error method, `bookshop.v1.Bookshop/GetBook`,
// answered by grpc-swift's own error handling — the method throws
// `RPCError(code: .notFound, message:)`, a plain status and message — on the same transport
// (HTTP/2 on NIO, plaintext, 127.0.0.1), registered the same way, through one interceptor layer.
//
//     swift run -c release GRPCBaseline --port 50052
import GRPCCore
import GRPCNIOTransportHTTP2
import GRPCProtobuf
import SwiftProtobuf

/// `GetBook` of the bookshop's service, as Examples/GRPCServer registers it: a `StringValue` id
/// in, a `Struct` out for id `1`; any other id throws grpc-swift's own `RPCError`.
struct BaselineBookshopService: RegistrableRPCService {
    func registerMethods<Transport: ServerTransport>(with router: inout RPCRouter<Transport>) {
        router.registerHandler(
            forMethod: MethodDescriptor(fullyQualifiedService: "bookshop.v1.Bookshop", method: "GetBook", type: .unary),
            deserializer: ProtobufDeserializer<Google_Protobuf_StringValue>(),
            serializer: ProtobufSerializer<Google_Protobuf_Struct>()
        ) { request, _ in
            // As the example reads it: the message inside the interceptors.
            let id = try await ServerRequest(stream: request).message.value
            guard id == "1" else { throw RPCError(code: .notFound, message: "No book has the id \(id).") }
            let book = Google_Protobuf_Struct(fields: [
                "id": Google_Protobuf_Value(stringValue: "1"),
                "title": Google_Protobuf_Value(stringValue: "The Left Hand of Darkness"),
            ])
            return StreamingServerResponse(single: ServerResponse(message: book))
        }
    }
}

/// An interceptor that only passes the call on, as the example's AlertsInterceptor does when
/// nothing is thrown, so that both servers run their method through one interceptor.
struct PassThroughInterceptor: ServerInterceptor {
    func intercept<Input: Sendable, Output: Sendable>(
        request: StreamingServerRequest<Input>,
        context: ServerContext,
        next: @Sendable (StreamingServerRequest<Input>, ServerContext) async throws -> StreamingServerResponse<Output>
    ) async throws -> StreamingServerResponse<Output> {
        try await next(request, context)
    }
}

// `--port N`, as grpc-ratio.sh passes it; 50052 without one.
let arguments = CommandLine.arguments
let port = arguments.firstIndex(of: "--port").flatMap { arguments.dropFirst($0 + 1).first.flatMap { Int($0) } } ?? 50052
let server = GRPCServer(
    transport: .http2NIOPosix(address: .ipv4(host: "127.0.0.1", port: port), transportSecurity: .plaintext),
    services: [BaselineBookshopService()],
    interceptors: [PassThroughInterceptor()])
try await server.serve()
