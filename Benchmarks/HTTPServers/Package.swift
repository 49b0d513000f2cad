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
        alertsHummingbirdTarget("HummingbirdServer"),
        // The example's response made by the least code on the public API, and two rungs between
        // it and the example: the content from the core, then the texts too (see its main.swift).
        alertsHummingbirdTarget("HummingbirdLean"),
        alertsHummingbirdTarget("HummingbirdLeanContent", defining: "VIA_CONTENT"),
        alertsHummingbirdTarget("HummingbirdLeanCore", defining: "VIA_CORE"),
        // The lean server with a µs of spinning in each error response (SPIN_NS nanoseconds): what
        // a little more work in the error path costs a server under load.
        alertsHummingbirdTarget("HummingbirdLeanSpin", defining: "SPIN"),
        // The lean server with the texts of its one error in German found once at start-up: what
        // texts that cost nothing to resolve would leave.
        alertsHummingbirdTarget("HummingbirdLeanTextsOnce", defining: "TEXTS_ONCE"),
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

/// A Hummingbird server on swift-alerts' HTTP front, with its own tables (`Localization`) compiled in
/// by the package's plugin, as in the example's own manifest; `defining` a compilation condition.
func alertsHummingbirdTarget(_ name: String, defining condition: String? = nil) -> Target {
    .executableTarget(
        name: name,
        dependencies: [
            .product(name: "Alerts", package: "swift-alerts"),
            .product(name: "AlertsHTTP", package: "swift-alerts"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Logging", package: "swift-log"),
        ],
        exclude: ["Localization"],
        swiftSettings: condition.map { [.define($0)] },
        plugins: [.plugin(name: "StringTablesPlugin", package: "swift-alerts")]
    )
}
