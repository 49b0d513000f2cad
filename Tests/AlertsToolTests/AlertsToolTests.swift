import Foundation
import Testing

/// Runs the built `alerts` executable, for the tests in ToolCommandTests.swift.
struct AlertsToolTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `alerts` binary sits beside the test bundle in the build folder.
    static var executable: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            let candidate = folder.appendingPathComponent("alerts")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return Bundle.main.bundleURL.appendingPathComponent("alerts")
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `alerts` with a known environment: UTF-8, 80 columns, no colour variables, plus `environment`.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], executable: URL = executable,
        directory: URL? = nil
    ) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "COLUMNS": "80"].merging(environment) {
            $1
        }
        if let directory { process.currentDirectoryURL = directory }
        // Files, not pipes: nothing can block on a full pipe, and the streams stay apart.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("alerts-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out")
        let errURL = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}
