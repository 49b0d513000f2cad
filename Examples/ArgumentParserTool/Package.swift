// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ArgumentParserTool",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "backup", targets: ["BackupTool"])
    ],
    dependencies: [
        .package(name: "swift-alerts", path: "../.."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .executableTarget(
            name: "BackupTool",
            dependencies: [
                // The core, for the tool's errors (BackupErrors.swift), which import no front.
                .product(name: "Alerts", package: "swift-alerts"),
                // The console front: the dialog when a person can answer, else the command line.
                .product(name: "AlertsConsole", package: "swift-alerts"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The tool's string tables, compiled into the binary by the plugin (not resources: a
            // binary copied anywhere keeps them).
            exclude: ["Localization"],
            plugins: [.plugin(name: "StringTablesPlugin", package: "swift-alerts")]
        )
    ]
)
