// swift-tools-version: 6.1
import PackageDescription

// The servers grpc-ratio.sh measures side by side, and the gRPC load client that measures them,
// built in one scratch folder with the same flags and the same resolved grpc-swift: a baseline
// whose method throws grpc-swift's own `RPCError`, and the example server —
// Sources/GRPCServer is a link to Examples/GRPCServer's sources, so that the very same code is
// built here, beside it. Kept apart from Benchmarks/HTTPServers, which needs no gRPC.
//
//   swift build -c release --package-path Benchmarks/GRPCServers \
//       --scratch-path Benchmarks/GRPCServers/.build-grpc --product GRPCServer
//
// (and the same for GRPCBaseline, GRPCFloor and GRPCLoad: of several --product options, swift build
// honours only the last).
let package = Package(
    name: "swift-alerts-grpc-servers",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "swift-alerts", path: "../.."),
        .package(url: "https://github.com/grpc/grpc-swift-2.git", from: "2.4.3"),
        .package(url: "https://github.com/grpc/grpc-swift-nio-transport.git", from: "2.9.2"),
        .package(url: "https://github.com/grpc/grpc-swift-protobuf.git", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-protobuf.git", from: "1.39.0"),
    ],
    targets: [
        // `bookshop.v1.Bookshop/GetBook` throws `RPCError(code: .notFound, message:)`, answered by
        // grpc-swift itself, through one interceptor that passes the call on.
        .executableTarget(
            name: "GRPCBaseline",
            dependencies: [
                .product(name: "GRPCCore", package: "grpc-swift-2"),
                .product(name: "GRPCNIOTransportHTTP2", package: "grpc-swift-nio-transport"),
                .product(name: "GRPCProtobuf", package: "grpc-swift-protobuf"),
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ]
        ),
        // The baseline's file with `FLOOR` defined: the example's answer to `GetBook 42` in German,
        // its status's bytes made once but for the correlation id — what the rich status costs on
        // the wire, without the front (grpc-ratio.sh --server floor).
        .executableTarget(
            name: "GRPCFloor",
            dependencies: [
                .product(name: "GRPCCore", package: "grpc-swift-2"),
                .product(name: "GRPCNIOTransportHTTP2", package: "grpc-swift-nio-transport"),
                .product(name: "GRPCProtobuf", package: "grpc-swift-protobuf"),
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ],
            swiftSettings: [.define("FLOOR")]
        ),
        // Examples/GRPCServer's target, with the same dependencies as in its own manifest.
        .executableTarget(
            name: "GRPCServer",
            dependencies: [
                .product(name: "Alerts", package: "swift-alerts"),
                .product(name: "AlertsHTTP", package: "swift-alerts"),
                .product(name: "GRPCCore", package: "grpc-swift-2"),
                .product(name: "GRPCNIOTransportHTTP2", package: "grpc-swift-nio-transport"),
                .product(name: "GRPCProtobuf", package: "grpc-swift-protobuf"),
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ],
            // Its own tables, compiled in by the package's plugin, as in its own manifest.
            exclude: ["Localization"],
            plugins: [.plugin(name: "StringTablesPlugin", package: "swift-alerts")]
        ),
        // The load: concurrent unary `GetBook` calls for a fixed time, over HTTP/2 connections of
        // grpc-swift's own client; prints calls/s and latency percentiles in one line.
        .executableTarget(
            name: "GRPCLoad",
            dependencies: [
                .product(name: "GRPCCore", package: "grpc-swift-2"),
                .product(name: "GRPCNIOTransportHTTP2", package: "grpc-swift-nio-transport"),
                .product(name: "GRPCProtobuf", package: "grpc-swift-protobuf"),
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ]
        ),
    ]
)
