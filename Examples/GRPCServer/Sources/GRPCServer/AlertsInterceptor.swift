import GRPCCore

/// A server interceptor that answers every error a method throws with the gRPC front's
/// `RPCError` (``GRPCFront/rpcError(for:metadata:)``): Google's rich error model, in the call's
/// language.
///
/// Methods answer in one message (unary), so every error is thrown before the response is
/// returned: a method that streams its response would catch inside its producer as well.
struct AlertsInterceptor: ServerInterceptor {
    let front: GRPCFront

    func intercept<Input: Sendable, Output: Sendable>(
        request: StreamingServerRequest<Input>,
        context: ServerContext,
        next: @Sendable (StreamingServerRequest<Input>, ServerContext) async throws -> StreamingServerResponse<Output>
    ) async throws -> StreamingServerResponse<Output> {
        do {
            return try await next(request, context)
        } catch {
            return StreamingServerResponse(error: front.rpcError(for: error, metadata: request.metadata))
        }
    }
}
