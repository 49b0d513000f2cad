import AlertsHTTP
import Foundation
import GRPCCore
import GRPCProtobuf
import SwiftProtobuf

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The bookshop's gRPC service, `bookshop.v1.Bookshop`, registered by hand: its messages are
/// protobuf's well-known types (`StringValue`, `Struct`, `Empty`), so nothing is generated.
///
/// | method | request | answers |
/// |---|---|---|
/// | `GetBook` | `StringValue`, a book's id | a `Struct` for id `1`; `BookNotFound` for any other |
/// | `CheckStock` | `StringValue`, a book's id | never: the stock service it asks is not running |
/// | `CreateReview` | `Struct`, `{"stars": 5, "text": "…"}` | a `StringValue`; `RequestBodyInvalid` or `ReviewInvalid` |
/// | `SearchBooks` | `StringValue`, a query | never: `StockQuotaUsed`, with a wait |
/// | `ListSales` | `Empty` | never: `LedgerUnreachable`, an error not written for clients |
struct BookshopService: RegistrableRPCService {
    static let name = "bookshop.v1.Bookshop"

    func registerMethods<Transport: ServerTransport>(with router: inout RPCRouter<Transport>) {
        router.registerUnary(Self.name, "GetBook") { (id: Google_Protobuf_StringValue) in
            try book(id: id.value)
        }
        router.registerUnary(Self.name, "CheckStock") { (id: Google_Protobuf_StringValue) in
            try await stockLevel(of: id.value)
        }
        router.registerUnary(Self.name, "CreateReview") { (review: Google_Protobuf_Struct) in
            try createReview(review)
        }
        router.registerUnary(Self.name, "SearchBooks") { (_: Google_Protobuf_StringValue) -> Google_Protobuf_Struct in
            throw StockQuotaUsed()
        }
        router.registerUnary(Self.name, "ListSales") { (_: Google_Protobuf_Empty) -> Google_Protobuf_Struct in
            throw LedgerUnreachable()
        }
    }

    /// The book with `id`: only `1` is in the catalogue.
    func book(id: String) throws -> Google_Protobuf_Struct {
        guard id == "1" else { throw BookNotFound(id: id) }
        return Google_Protobuf_Struct(fields: [
            "id": Google_Protobuf_Value(stringValue: "1"),
            "title": Google_Protobuf_Value(stringValue: "The Left Hand of Darkness"),
        ])
    }

    /// The stock service, another server the bookshop asks — which is not running: its address is
    /// a closed port on loopback, so the call throws the `URLError` a real client gets
    /// (`cannotConnectToHost`). Its description names the host and port: the front answers
    /// `UNAVAILABLE` with generic texts, and only the log sees it.
    func stockLevel(of id: String) async throws -> Google_Protobuf_Struct {
        guard let url = URL(string: "http://127.0.0.1:9/stock") else { throw URLError(.badURL) }
        let (data, _) = try await URLSession.shared.data(from: url)
        return try Google_Protobuf_Struct(jsonUTF8Data: data)
    }

    /// A review, decoded from the request's `Struct` as a JSON body is (a value of the wrong type
    /// or a missing one throws `RequestBodyInvalid`, naming the field), then validated.
    func createReview(_ request: Google_Protobuf_Struct) throws -> Google_Protobuf_StringValue {
        let review = try decodeRequestBody(Review.self, from: request.jsonUTF8Data())
        var problems: [ReviewInvalid.Problem] = []
        if !(1...5).contains(review.stars) {
            problems.append(.init(field: "stars", reason: "OUT_OF_RANGE", text: "Give the book 1 to 5 stars."))
        }
        if review.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            problems.append(.init(field: "text", reason: "EMPTY", text: "Write a few words about the book."))
        }
        guard problems.isEmpty else { throw ReviewInvalid(problems: problems) }
        return Google_Protobuf_StringValue("Thanks for your \(review.stars)-star review.")
    }
}

/// A review a client posts: `{"stars": 5, "text": "Loved it."}`.
struct Review: Decodable {
    var stars: Int
    var text: String
}

extension RPCRouter {
    /// Registers `handler` as the unary method `method` of `service`, its messages coded as
    /// protobuf: what generated code would register, written by hand.
    mutating func registerUnary<Input: SwiftProtobuf.Message, Output: SwiftProtobuf.Message>(
        _ service: String, _ method: String, handler: @escaping @Sendable (Input) async throws -> Output
    ) {
        registerHandler(
            forMethod: MethodDescriptor(fullyQualifiedService: service, method: method, type: .unary),
            deserializer: ProtobufDeserializer<Input>(),
            serializer: ProtobufSerializer<Output>()
        ) { request, _ in
            // The message is read here, inside the interceptors: one that cannot be read throws
            // an error they answer like any other.
            let message = try await ServerRequest(stream: request).message
            return StreamingServerResponse(single: ServerResponse(message: try await handler(message)))
        }
    }
}
