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
/// | `CreateReview` | `Struct`, `{"stars": 5, "text": "…"}` | a `StringValue`; `FieldErrors` |
/// | `ReserveBooks` | `Struct`, `{"ids": ["1", "7"]}` | never: `ReservationIncomplete`, an error for each book |
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
        router.registerUnary(Self.name, "ReserveBooks") { (request: Google_Protobuf_Struct) -> Google_Protobuf_Struct in
            try reserveBooks(request)
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
    ///
    /// On Linux, each request that fails this way leaves the process's memory about 150–230 bytes
    /// larger for as long as it runs, about 46 of them held by libcurl under Foundation's
    /// `URLSession` (Benchmarks/README.md): a server that asks another one often would use a client
    /// built on SwiftNIO, such as AsyncHTTPClient.
    func stockLevel(of id: String) async throws -> Google_Protobuf_Struct {
        guard let url = URL(string: "http://127.0.0.1:9/stock") else { throw URLError(.badURL) }
        let (data, _) = try await URLSession.shared.data(from: url)
        return try Google_Protobuf_Struct(jsonUTF8Data: data)
    }

    /// A review, decoded from the request's `Struct` as a JSON body is (a value of the wrong type
    /// or a missing one throws `FieldErrors`, naming the field by its JSON Pointer), then
    /// validated: every wrong field at once, in one `FieldErrors`.
    func createReview(_ request: Google_Protobuf_Struct) throws -> Google_Protobuf_StringValue {
        let review = try decodeRequestBody(Review.self, from: request.jsonUTF8Data())
        var errors: [FieldError] = []
        if !(1...5).contains(review.stars) {
            errors.append(
                FieldError("/stars", name: "Stars", message: "Give the book 1 to 5 stars, not \(review.stars)."))
        }
        if review.text.trimmingCharacters(in: .whitespacesAndNewlines).count < Review.shortestText {
            errors.append(
                FieldError(
                    "/text", name: "Text", message: "Write at least \(Review.shortestText) characters about the book."))
        }
        if !errors.isEmpty { throw FieldErrors(errors, title: "The review can’t be posted yet.") }
        return Google_Protobuf_StringValue("Thanks for your \(review.stars)-star review.")
    }

    /// Reserves the books of a reservation, `{"ids": ["1", "7"]}`, each on its own: a book not in
    /// the catalogue fails with `BookNotFound`, one that is with `LedgerUnreachable`, for the
    /// sales ledger it is written to is down. The books that failed are the related errors of
    /// one `ReservationIncomplete`.
    func reserveBooks(_ request: Google_Protobuf_Struct) throws -> Google_Protobuf_Struct {
        let reservation = try decodeRequestBody(Reservation.self, from: request.jsonUTF8Data())
        var failures: [any Error] = []
        for id in reservation.ids {
            do {
                _ = try book(id: id)
                throw LedgerUnreachable()
            } catch {
                failures.append(error)
            }
        }
        guard failures.isEmpty else { throw ReservationIncomplete(failures: failures) }
        return Google_Protobuf_Struct(fields: [:])
    }
}

/// A reservation a client posts: `{"ids": ["1", "7"]}`.
struct Reservation: Decodable {
    var ids: [String]
}

/// A review a client posts: `{"stars": 5, "text": "Loved it."}`.
struct Review: Decodable {
    var stars: Int
    var text: String

    /// The fewest characters a review's text has.
    static let shortestText = 3
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
