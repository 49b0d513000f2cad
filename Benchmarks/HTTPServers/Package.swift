// swift-tools-version: 6.1
import PackageDescription

// The servers http-ratio.sh measures side by side, built in one scratch folder with the same
// flags and the same resolved Hummingbird and Vapor: for each framework, a baseline that answers
// through the framework's own error handling, and the example server — Sources/HummingbirdServer
// and Sources/VaporServer are links to Examples/HummingbirdServer's and Examples/VaporServer's
// sources, so that the very same code is built here, beside it. Kept apart from the ordo-one
// benchmarks, which need no SwiftNIO. One product a build (of several --product options, swift
// build honours only the last):
//
//   swift build -c release --package-path Benchmarks/HTTPServers \
//       --scratch-path Benchmarks/HTTPServers/.build-http --product VaporBaseline
let package = Package(
    name: "swift-alerts-http-servers",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "swift-alerts", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3"),
    ],
    targets: [
        // `/books/:id` throws `HTTPError(.notFound, message:)`, answered by Hummingbird itself.
        .executableTarget(
            name: "HummingbirdBaseline",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The same route throwing the example's `BookNotFound`, answered with the error's content
        // made and the example's response, its fixed parts made once: what a front like the example's
        // pays before its own work (http-ratio.sh --server floor).
        .executableTarget(
            name: "HummingbirdFloor",
            dependencies: [
                .product(name: "Alerts", package: "swift-alerts"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Examples/HummingbirdServer's target, with the same dependencies as in its own manifest.
        // The example's response made by the least code on the public API (see its main.swift).
        .executableTarget(
            name: "HummingbirdLean",
            dependencies: [
                .product(name: "Alerts", package: "swift-alerts"),
                .product(name: "AlertsHTTP", package: "swift-alerts"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Localization"],
            plugins: [.plugin(name: "StringTablesPlugin", package: "swift-alerts")]
        ),
        // The same file, the content from the core (VIA_CONTENT: see its main.swift).
        .executableTarget(
            name: "HummingbirdLeanContent",
            dependencies: [
                .product(name: "Alerts", package: "swift-alerts"),
                .product(name: "AlertsHTTP", package: "swift-alerts"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Localization"],
            swiftSettings: [.define("VIA_CONTENT")],
            plugins: [.plugin(name: "StringTablesPlugin", package: "swift-alerts")]
        ),
        // The same file, the content and the texts from the core (VIA_CORE: see its main.swift).
        .executableTarget(
            name: "HummingbirdLeanCore",
            dependencies: [
                .product(name: "Alerts", package: "swift-alerts"),
                .product(name: "AlertsHTTP", package: "swift-alerts"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Localization"],
            swiftSettings: [.define("VIA_CORE")],
            plugins: [.plugin(name: "StringTablesPlugin", package: "swift-alerts")]
        ),
        .executableTarget(
            name: "HummingbirdServer",
            dependencies: [
                .product(name: "Alerts", package: "swift-alerts"),
                .product(name: "AlertsHTTP", package: "swift-alerts"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // Its own tables, compiled in by the package's plugin, as in its own manifest.
            exclude: ["Localization"],
            plugins: [.plugin(name: "StringTablesPlugin", package: "swift-alerts")]
        ),
        // `/books/:id` throws `Abort(.notFound, reason:)`, answered by Vapor's own ErrorMiddleware.
        .executableTarget(
            name: "VaporBaseline",
            dependencies: [.product(name: "Vapor", package: "vapor")]
        ),
        // Examples/VaporServer's target, with the same dependencies as in its own manifest (its
        // links to the Hummingbird example's shared files come along with the folder).
        .executableTarget(
            name: "VaporServer",
            dependencies: [
                .product(name: "Alerts", package: "swift-alerts"),
                .product(name: "AlertsHTTP", package: "swift-alerts"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Localization"],
            plugins: [.plugin(name: "StringTablesPlugin", package: "swift-alerts")]
        ),
    ]
)
