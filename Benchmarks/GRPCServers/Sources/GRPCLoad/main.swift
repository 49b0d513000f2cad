// The load of grpc-ratio.sh: concurrent unary `bookshop.v1.Bookshop/GetBook` calls for a fixed
// time, on grpc-swift's own client (HTTP/2 on NIO, plaintext), each with the same request (a book
// id no book has) and the same `accept-language` metadata; every answer must be the expected
// status code. Prints one line of `name=value` fields:
//
//     calls=412345 seconds=10.00 rate=41234.5 p50_us=371 p99_us=702 failures=0
//
// `--once` makes one call and prints its status instead: code, message, and the first
// `LocalizedMessage` of its details (Google's rich error model), if any.
//
//     GRPCLoad --port N [--host 127.0.0.1] [--connections 1] [--concurrency 16] [--duration 10]
//              [--id 42] [--language de] [--expect notFound]
//     GRPCLoad --port N --once [--id 42] [--language de]
import Foundation
import GRPCCore
import GRPCNIOTransportHTTP2
import GRPCProtobuf
import SwiftProtobuf

/// The command line's options.
struct Options {
    var host = "127.0.0.1"
    var port = 50051
    var connections = 1
    var concurrency = 16
    var duration = 10
    var id = "42"
    var language = "de"
    var expected = RPCError.Code.notFound
    var once = false

    init(_ arguments: [String]) throws {
        var arguments = arguments[...]
        while let option = arguments.popFirst() {
            if option == "--once" {
                once = true
                continue
            }
            guard let value = arguments.popFirst() else { throw LoadError("\(option) needs a value") }
            switch option {
            case "--host": host = value
            case "--port": port = try Self.number(value, of: option)
            case "--connections": connections = try Self.number(value, of: option)
            case "--concurrency": concurrency = try Self.number(value, of: option)
            case "--duration": duration = try Self.number(value, of: option)
            case "--id": id = value
            case "--language": language = value
            case "--expect":
                let codes = (1...16).compactMap { Status.Code(rawValue: $0).flatMap(RPCError.Code.init) }
                guard let code = codes.first(where: { "\($0)" == value }) else {
                    throw LoadError("--expect needs a code such as notFound, not \(value)")
                }
                expected = code
            default: throw LoadError("unknown option \(option)")
            }
        }
    }

    static func number(_ text: String, of option: String) throws -> Int {
        guard let number = Int(text), number > 0 else { throw LoadError("\(option) needs a positive number") }
        return number
    }
}

struct LoadError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// What one worker saw: the latency of each call, in nanoseconds, and the calls whose answer was
/// not the expected code (the first one's, to say what went wrong).
struct Tally: Sendable {
    var latencies: [Int64] = []
    var failures = 0
    var firstFailure: String?
}

let getBook = MethodDescriptor(fullyQualifiedService: "bookshop.v1.Bookshop", method: "GetBook", type: .unary)

/// The status code of one `GetBook` call with `request`, `nil` when it succeeded, and its error.
func call(
    _ client: GRPCClient<HTTP2ClientTransport.Posix>, _ request: ClientRequest<Google_Protobuf_StringValue>,
    options: CallOptions = .defaults
) async throws -> RPCError? {
    try await client.unary(
        request: request, descriptor: getBook, serializer: ProtobufSerializer<Google_Protobuf_StringValue>(),
        deserializer: ProtobufDeserializer<Google_Protobuf_Struct>(), options: options
    ) { response in
        switch response.accepted {
        case .failure(let error): return error
        case .success(let contents):
            if case .failure(let error) = contents.message { return error }
            return nil
        }
    }
}

/// Calls until `deadline`, one at a time, and tallies the answers.
func work(
    _ client: GRPCClient<HTTP2ClientTransport.Posix>, _ request: ClientRequest<Google_Protobuf_StringValue>,
    expecting expected: RPCError.Code, until deadline: ContinuousClock.Instant
) async -> Tally {
    var tally = Tally()
    tally.latencies.reserveCapacity(1 << 16)
    let clock = ContinuousClock()
    while clock.now < deadline {
        let start = clock.now
        let failure: String?
        do {
            let error = try await call(client, request)
            failure = error?.code == expected ? nil : "\(error.map { "\($0.code): \($0.message)" } ?? "success")"
        } catch {
            failure = "thrown: \(error)"
        }
        let elapsed = clock.now - start
        tally.latencies.append(
            elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000)
        if let failure {
            tally.failures += 1
            if tally.firstFailure == nil { tally.firstFailure = failure }
        }
    }
    return tally
}

/// The `fraction` percentile of sorted `values`, in microseconds.
func percentile(_ fraction: Double, of sorted: [Int64]) -> Int64 {
    guard !sorted.isEmpty else { return 0 }
    let index = min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)
    return sorted[max(0, index)] / 1000
}

let options: Options
do {
    options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("GRPCLoad: \(error)\n".utf8))
    exit(64)
}
// Any error — a server that is not up, a connection lost — ends the run with one line on standard
// error and status 1.
let request = ClientRequest(
    message: Google_Protobuf_StringValue(options.id), metadata: ["accept-language": .string(options.language)])
do {
    let clients = try (0..<(options.once ? 1 : options.connections)).map { _ in
        GRPCClient(
            transport: try .http2NIOPosix(
                target: .ipv4(address: options.host, port: options.port), transportSecurity: .plaintext))
    }

    try await withThrowingDiscardingTaskGroup { group in
        for client in clients { group.addTask { try await client.runConnections() } }
        defer { for client in clients { client.beginGracefulShutdown() } }

        if options.once {
            // Bounded: a server that is not up yet fails the call, and the caller tries again.
            var bounded = CallOptions.defaults
            bounded.timeout = .seconds(2)
            guard let error = try await call(clients[0], request, options: bounded) else {
                print("code=ok")
                return
            }
            let localized = try error.unpackGoogleRPCStatus()?.details.lazy.compactMap(\.localizedMessage).first
            print("code=\(error.code) message=\(error.message)")
            if let localized { print("localized=\(localized.locale) \(localized.message)") }
            return
        }

        // Every connection up before the clock starts: one call on each.
        for client in clients { _ = try await call(client, request) }
        let clock = ContinuousClock()
        let start = clock.now
        let deadline = start + .seconds(options.duration)
        let tallies = await withTaskGroup(of: Tally.self) { workers in
            for worker in 0..<options.concurrency {
                workers.addTask {
                    await work(clients[worker % clients.count], request, expecting: options.expected, until: deadline)
                }
            }
            var tallies: [Tally] = []
            for await tally in workers { tallies.append(tally) }
            return tallies
        }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let latencies = tallies.flatMap(\.latencies).sorted()
        let failures = tallies.reduce(0) { $0 + $1.failures }
        let rate = Double(latencies.count) / seconds
        print(
            "calls=\(latencies.count)", String(format: "seconds=%.2f rate=%.1f", seconds, rate),
            "p50_us=\(percentile(0.5, of: latencies)) p99_us=\(percentile(0.99, of: latencies)) failures=\(failures)")
        if let first = tallies.lazy.compactMap(\.firstFailure).first { print("first failure: \(first)") }
    }
} catch {
    FileHandle.standardError.write(Data("GRPCLoad: \(error)\n".utf8))
    exit(1)
}
