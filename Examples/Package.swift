// swift-tools-version: 6.1
import PackageDescription

// CI's umbrella over everything it builds in release: the example packages and the benchmarks.
// Built with one scratch folder, what they share (swift-alerts itself, SwiftNIO, swift-log,
// swift-argument-parser, ...) is built once, and in one `swift build` (of the target below), so
// both cores stay busy while a long module compiles. Each example stays a standalone package
// users can copy, and Benchmarks a package of its own; this one only depends on them by path.
let package = Package(
    name: "swift-alerts-examples",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "HummingbirdServer"),
        .package(path: "VaporServer"),
        .package(path: "ArgumentParserTool"),
        .package(path: "GRPCServer"),
        .package(path: "../Benchmarks"),
        .package(name: "swift-alerts", path: ".."),
    ],
    targets: [
        // Nothing but its dependencies: building it builds every program CI runs in release. The
        // benchmarks' programs are built here too; their smoke pass then finds them built.
        .target(
            name: "Everything",
            dependencies: [
                .product(name: "HummingbirdServer", package: "HummingbirdServer"),
                .product(name: "VaporServer", package: "VaporServer"),
                .product(name: "backup", package: "ArgumentParserTool"),
                .product(name: "GRPCServer", package: "GRPCServer"),
                // The benchmarks, and the programs their whole-process rows start.
                .product(name: "Errors", package: "Benchmarks"),
                .product(name: "Lookup", package: "Benchmarks"),
                .product(name: "Catalogs", package: "Benchmarks"),
                .product(name: "StringsFiles", package: "Benchmarks"),
                .product(name: "AlertsProfile", package: "Benchmarks"),
                .product(name: "FoundationLookup", package: "Benchmarks"),
                // What checks the benchmarks' allocation counts in the smoke pass.
                .product(name: "ThresholdsCheck", package: "Benchmarks"),
                .product(name: "alerts", package: "swift-alerts"),
            ]
        )
    ]
)
