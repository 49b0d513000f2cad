// swift-tools-version: 6.1
import PackageDescription

// Benchmarks of swift-alerts, kept apart so the root package stays dependency-free.
// Run from the repository root:
//   swift run -c release --package-path Benchmarks StringsParsingBenchmark
let package = Package(
    name: "swift-alerts-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "swift-alerts", path: "..")],
    targets: [
        .executableTarget(
            name: "StringsParsingBenchmark",
            dependencies: [.product(name: "StringTables", package: "swift-alerts")]
        )
    ]
)
