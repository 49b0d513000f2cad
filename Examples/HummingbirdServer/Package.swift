// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "HummingbirdServer",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "HummingbirdServer", targets: ["HummingbirdServer"])
    ],
    dependencies: [
        .package(name: "swift-alerts", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
        .executableTarget(
            name: "HummingbirdServer",
            dependencies: [
                .product(name: "Alerts", package: "swift-alerts"),
                .product(name: "AlertsHTTP", package: "swift-alerts"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Localization"],
            plugins: [.plugin(name: "StringTablesPlugin", package: "swift-alerts")]
        )
    ]
)
