// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "VaporServer",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "VaporServer", targets: ["VaporServer"])
    ],
    dependencies: [
        .package(name: "swift-alerts", path: "../.."),
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
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
        )
    ]
)
