import Foundation
import TestSupport
import Testing

/// Runs the built `alerts` executable, for the tests in ToolCommandTests.swift.
struct AlertsToolTests {
    typealias Run = BuiltProgram.Run

    /// The `alerts` binary sits beside the test bundle in the build folder.
    static var executable: URL { BuiltProgram(named: "alerts").executable }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `alerts` with a known environment: UTF-8, 80 columns, no colour variables, plus `environment`.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], executable: URL = executable,
        directory: URL? = nil
    ) throws -> Run {
        try BuiltProgram(executable: executable).run(
            arguments,
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "COLUMNS": "80"].merging(environment) { $1 },
            directory: directory)
    }
}
