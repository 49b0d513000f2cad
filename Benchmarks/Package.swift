// swift-tools-version: 6.1
import PackageDescription

// Benchmarks of swift-alerts on ordo-one/benchmark, kept apart so the root package keeps no
// dependencies. Each row of issue 14's table is a benchmark beside its baseline, doing the same
// work on the same input; see README.md for the commands. From the repository root:
//
//   swift package --package-path Benchmarks --scratch-path .build-benchmarks benchmark
let package = Package(
    name: "swift-alerts-benchmarks",
    platforms: [.macOS(.v15)],
    // The programs, as products so that CI's umbrella (Examples/Package.swift) can build them in
    // its scratch folder, beside the examples: what both use is then built once.
    products: [
        .executable(name: "Errors", targets: ["Errors"]),
        .executable(name: "Lookup", targets: ["Lookup"]),
        .executable(name: "Catalogs", targets: ["Catalogs"]),
        .executable(name: "StringsFiles", targets: ["StringsFiles"]),
        .executable(name: "AlertsProfile", targets: ["AlertsProfile"]),
        .executable(name: "FoundationLookup", targets: ["FoundationLookup"]),
        .executable(name: "ThresholdsCheck", targets: ["ThresholdsCheck"]),
    ],
    dependencies: [
        .package(name: "swift-alerts", path: ".."),
        // The malloc counts come from the interposer; no jemalloc is needed.
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The rows: their inputs, what each side does, and how to run one alone. The benchmark
        // targets and AlertsProfile share them, so a benchmark and its instruction count measure
        // the same code.
        .target(
            name: "BenchmarkRows",
            dependencies: [
                .product(name: "StringTables", package: "swift-alerts"),
                .product(name: "Alerts", package: "swift-alerts"),
                .product(name: "AlertsCLI", package: "swift-alerts"),
                .product(name: "AlertsHTTP", package: "swift-alerts"),
            ]
        ),
        // Registers rows with ordo-one's Benchmark: configurations, tolerances, the smoke pass.
        .target(
            name: "BenchmarkRegistration",
            dependencies: [.product(name: "Benchmark", package: "benchmark"), "BenchmarkRows"]
        ),
        // One row at a time, for `valgrind --tool=callgrind` (callgrind.sh): perf's instruction
        // counter is not available on every machine, callgrind's counts are repeatable.
        .executableTarget(name: "AlertsProfile", dependencies: ["BenchmarkRows"]),
        // The Foundation side of the whole-process row: reads a .strings table with
        // PropertyListSerialization and prints one value.
        .executableTarget(name: "FoundationLookup"),
        // CI's smoke pass: runs the benchmark programs over their own protocol and checks one
        // metric against Thresholds/ with ordo-one's comparison, without the plugin's BenchmarkTool
        // (see smoke.sh).
        .executableTarget(name: "ThresholdsCheck", dependencies: [.product(name: "Benchmark", package: "benchmark")]),
    ]
)

// The benchmark targets, in ordo-one's layout (Benchmarks/<Name>/<Name>.swift).
for name in ["Errors", "Lookup", "Catalogs", "StringsFiles"] {
    package.targets.append(
        .executableTarget(
            name: name,
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"), "BenchmarkRows", "BenchmarkRegistration",
            ],
            path: "Benchmarks/\(name)",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ))
}
