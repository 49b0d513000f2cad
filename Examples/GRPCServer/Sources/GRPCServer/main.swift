// A small bookshop gRPC service whose methods throw each kind of error, answered by a gRPC front
// written with swift-alerts' public API: Google's rich error model (AIP-193), in the language the
// call's `accept-language` metadata asks for.
//
//     swift run GRPCServer --port 50051 [--log-level debug]
import Alerts
import AlertsHTTP
import Foundation
import GRPCCore
import GRPCNIOTransportHTTP2

// What only gRPC shows of the bookshop's errors (BookshopErrors.swift names no front), given
// where the front is made. Their help links, field errors and related errors are their own, which
// every front shows.
var mappers = ErrorMappers()
mappers.refine(BookNotFound.self) { error, content in
    content.overrides.append(ErrorMetadata(["bookId": error.id]))
}
// gRPC's own error for a message that is not valid protobuf names a Swift type: the client gets
// a text of ours.
mappers.register { error in
    guard let error = error as? RPCError, error.code == .invalidArgument else { return nil }
    return ErrorContent(title: "The request message couldn’t be read.", category: .invalidInput)
}

// The full error behind each status goes to the log (standard error) with its correlation id,
// never to the client: an error kept from the client at `error`, one written for clients at
// `debug`. Events below `--log-level` — `info` unless told, as swift-log's loggers and the HTTP
// examples' — are not even made: `--log-level debug` logs every error a client is answered with.
DiagnosticsSystem.bootstrap(minimumLevel: usageChecked { try logLevel(in: CommandLine.arguments) }) { event in
    let metadata = event.metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    FileHandle.standardError.write(Data("[\(event.level)] \(event.message) \(metadata)\n".utf8))
}

let front = GRPCFront(domain: "bookshop.example.com", sources: [StringTableDirectory.module], mappers: mappers)
let server = GRPCServer(
    transport: .http2NIOPosix(
        address: .ipv4(host: "127.0.0.1", port: usageChecked { try port(in: CommandLine.arguments) }),
        transportSecurity: .plaintext),
    services: [BookshopService()],
    interceptors: [AlertsInterceptor(front: front)])
try await server.serve()

/// The value of `--port N`; 50051 without one.
func port(in arguments: [String]) throws -> Int {
    guard let flag = arguments.firstIndex(of: "--port") else { return 50051 }
    guard flag + 1 < arguments.count, let port = Int(arguments[flag + 1]), (0...65535).contains(port) else {
        throw UsageError(message: "--port needs a number from 0 to 65535")
    }
    return port
}

/// The value of `--log-level LEVEL`, a level of swift-log's (`trace`, `debug`, `info`, …); `info`
/// without one.
func logLevel(in arguments: [String]) throws -> DiagnosticEvent.Level {
    guard let flag = arguments.firstIndex(of: "--log-level") else { return .info }
    guard flag + 1 < arguments.count, let level = DiagnosticEvent.Level(rawValue: arguments[flag + 1]) else {
        let levels = DiagnosticEvent.Level.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError(message: "--log-level needs one of \(levels)")
    }
    return level
}

/// What `parse` gives; on a `UsageError`, its message on standard error and exit status 64
/// (EX_USAGE), as a command line's usage errors end, not a crash.
func usageChecked<Value>(_ parse: () throws -> Value) -> Value {
    do {
        return try parse()
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(64)
    }
}

struct UsageError: Error, CustomStringConvertible {
    var message: String
    var description: String { "usage: GRPCServer [--port N] [--log-level LEVEL]: \(message)" }
}
