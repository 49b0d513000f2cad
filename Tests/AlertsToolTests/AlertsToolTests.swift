import Foundation
import Testing

/// Runs the built `alerts` executable and checks what it prints and how it exits.
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

    func run(_ arguments: String...) throws -> Run { try run(arguments) }

    @Test func demoPresentsTheSeedsSaveAlert() throws {
        let result = try run("demo")
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                Save failed.
                The disk is full.
                  [Delete report.txt] (destructive)
                  [Retry]

                """)
        #expect(result.stderr == "")
    }

    @Test func usageErrorsExit64WithTheUsageLine() throws {
        for arguments in [
            ["frobnicate"], [], ["demo", "--lang"], ["demo", "--lang", "not a tag"], ["demo", "--bogus"],
        ] {
            let process = try run(arguments)
            #expect(process.status == 64, "alerts \(arguments)")
            #expect(process.stderr.hasSuffix("usage: alerts demo\n"), "alerts \(arguments)")
            #expect(process.stdout == "")
        }
    }

    @Test func helpAndVersion() throws {
        let help = try run("--help")
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("usage: alerts demo\n"))
        let version = try run("--version")
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("alerts "))
    }

    func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        let err = Pipe()
        let out = Pipe()
        process.standardError = err
        process.standardOutput = out
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}
