public import Foundation

/// A program of this package's build, run as a separate process by the tests that check what it
/// prints and how it exits.
public struct BuiltProgram: Sendable {
    /// What one run printed, and its exit status.
    public struct Run: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The program's file.
    public var executable: URL

    /// The program at `executable`.
    public init(executable: URL) { self.executable = executable }

    /// The program called `name` in the build folder, which holds the test bundle too.
    public init(named name: String) {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                executable = candidate
                return
            }
            folder.deleteLastPathComponent()
        }
        executable = Bundle.main.bundleURL.appendingPathComponent(name)
    }

    /// Runs the program with `arguments`, in `directory` if given, with `environment` (the test
    /// process's when `nil`) and standard input from `/dev/null`, and waits for it to end.
    public func run(_ arguments: [String], environment: [String: String]? = nil, directory: URL? = nil) throws
        -> Run
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        // Files, not pipes: nothing can block on a full pipe, and the streams stay apart.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("program-run-\(UUID().uuidString)")
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
