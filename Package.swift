// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "swift-alerts",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "StringTables", targets: ["StringTables"]),
        .library(name: "Alerts", targets: ["Alerts"]),
        .library(name: "AlertsCLI", targets: ["AlertsCLI"]),
        .library(name: "AlertsTerminal", targets: ["AlertsTerminal"]),
        .library(name: "AlertsConsole", targets: ["AlertsConsole"]),
        .library(name: "AlertsHTTP", targets: ["AlertsHTTP"]),
        .library(name: "AlertsTesting", targets: ["AlertsTesting"]),
        .executable(name: "alerts", targets: ["AlertsTool"]),
        .plugin(name: "StringTablesPlugin", targets: ["StringTablesPlugin"]),
    ],
    targets: [
        .target(name: "StringTables"),
        // Compiles the string tables under a target's folder into it (`StringTableDirectory.module`).
        .plugin(name: "StringTablesPlugin", capability: .buildTool(), dependencies: ["StringTablesCompiler"]),
        .executableTarget(name: "StringTablesCompiler", dependencies: ["StringTables"]),
        // `Tables` links to the package's own tables in `Localization/`, which the plugin compiles in.
        .target(name: "Alerts", dependencies: ["StringTables"], exclude: ["Tables"], plugins: ["StringTablesPlugin"]),
        // The machinery every front shares (sanitizing, widths, wrapping, colour, interactivity,
        // signals, JSON): `package` access only, no product.
        .target(name: "FrontSupport", dependencies: ["Alerts"]),
        .target(name: "AlertsCLI", dependencies: ["Alerts", "FrontSupport"]),
        .target(name: "AlertsTerminal", dependencies: ["Alerts", "FrontSupport"]),
        // The dialog when a person can answer, else the command line: it composes the two fronts,
        // which know nothing of each other, and decides between them by the shared machinery's rule.
        .target(name: "AlertsConsole", dependencies: ["AlertsCLI", "AlertsTerminal", "FrontSupport"]),
        .target(name: "AlertsHTTP", dependencies: ["Alerts", "FrontSupport"]),
        .target(name: "AlertsTesting", dependencies: ["Alerts"]),
        // The demo's own texts, in `Localization/` under the target, are compiled in by the plugin.
        .executableTarget(
            name: "AlertsTool",
            dependencies: ["Alerts", "AlertsCLI", "AlertsTerminal", "AlertsConsole", "AlertsHTTP", "FrontSupport"],
            exclude: ["Localization"], plugins: ["StringTablesPlugin"]),

        // What the tests that run a built program share.
        .target(name: "TestSupport", path: "Tests/TestSupport"),

        // The tests run the plugin's tool as a process: a test target that uses the plugin cannot
        // also depend on the tool, whose objects SwiftPM then links into the tests twice.
        .testTarget(
            name: "StringTablesTests", dependencies: ["StringTables", "TestSupport"],
            // Tables of every kind, compiled in by the plugin and compared with the files.
            exclude: ["Fixtures"], plugins: ["StringTablesPlugin"]),
        .testTarget(name: "AlertsTests", dependencies: ["Alerts", "AlertsTesting"]),
        // A target that uses the plugin as an app does: its tables (`Localization/`) give it
        // `StringTableDirectory.module` and the typed accessors the tests check.
        .testTarget(
            name: "StringTablesPluginTests", dependencies: ["Alerts", "TestSupport"], exclude: ["Localization"],
            plugins: ["StringTablesPlugin"]),
        .testTarget(name: "FrontSupportTests", dependencies: ["FrontSupport", "TestSupport"]),
        .testTarget(
            name: "AlertsCLITests", dependencies: ["AlertsCLI", "AlertsTesting", "FrontSupport", "TestSupport"]),
        .testTarget(
            name: "AlertsTerminalTests",
            dependencies: ["AlertsTerminal", "AlertsTesting", "FrontSupport", "TestSupport"]),
        .testTarget(name: "AlertsConsoleTests", dependencies: ["AlertsConsole", "AlertsTesting"]),
        .testTarget(
            name: "AlertsHTTPTests", dependencies: ["AlertsHTTP", "AlertsTesting", "TestSupport"],
            // The JSON Schema that Scripts/validate-problems.py reads; the tests run the script.
            exclude: ["Resources"]),
        .testTarget(name: "AlertsTestingTests", dependencies: ["AlertsTesting"]),
        .testTarget(name: "AlertsToolTests", dependencies: ["AlertsTool", "TestSupport"]),
        // The Swift code of README.md and of the DocC articles, compiled and run, and the test that
        // every ```swift block there is code compiled here or in an example. Its string tables,
        // the articles' own, are compiled in by the plugin, with the typed accessors the README
        // shows (checked against what the build generates).
        .testTarget(
            name: "DocumentationTests",
            dependencies: [
                "StringTables", "Alerts", "AlertsCLI", "AlertsTerminal", "AlertsConsole", "AlertsHTTP", "AlertsTesting",
                "TestSupport",
            ],
            exclude: ["Localization"], plugins: ["StringTablesPlugin"]),
    ]
)

// The same settings for every target, in one place.
for target in package.targets where target.type != .plugin {
    var settings = target.swiftSettings ?? []
    settings.append(contentsOf: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    ])
    target.swiftSettings = settings
}
