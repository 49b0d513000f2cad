// swift-tools-version: 6.1
import PackageDescription

// CI's umbrella over the example packages: built with one scratch folder, their shared
// dependencies (SwiftNIO, swift-log, swift-alerts itself) are built once. Each example stays a
// standalone package users can copy; this one only depends on them by path.
let package = Package(
    name: "swift-alerts-examples",
    dependencies: [
        .package(path: "HummingbirdServer"),
        .package(path: "VaporServer"),
        .package(path: "ArgumentParserTool"),
    ],
    targets: []
)
