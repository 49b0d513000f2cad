import Foundation

/// Where the rows find what they need: the repository, the shared corpus, the binaries they
/// start, and temporary folders for the tables they generate.
public enum Locations {
    /// The repository's root: `ALERTS_REPOSITORY` when set, else three folders above this file's
    /// (`Benchmarks/Sources/BenchmarkRows/`).
    public static var repository: URL {
        if let path = ProcessInfo.processInfo.environment["ALERTS_REPOSITORY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The real catalogs and tables of `../shared/corpus` beside the repository (`ALERTS_CORPUS`
    /// when set), or `nil` when the folder is not there.
    public static var corpus: URL? {
        let environment = ProcessInfo.processInfo.environment["ALERTS_CORPUS"]
        let folder =
            environment.flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? repository.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue
            ? folder : nil
    }

    /// The folder of the running executable, where SwiftPM puts the package's other products.
    static var binFolder: URL? { Bundle.main.executableURL?.deletingLastPathComponent() }

    /// The `alerts` tool: `ALERTS_BINARY` when set, else `alerts` beside the running executable
    /// (the benchmarks' build folder, after `swift build --product alerts`), else the root
    /// package's release build.
    public static func alertsBinary() throws -> URL {
        try binary(
            "alerts", variable: "ALERTS_BINARY",
            fallback: repository.appendingPathComponent(".build/release/alerts"),
            build: "swift build -c release --package-path Benchmarks --scratch-path .build-benchmarks --product alerts")
    }

    /// The Foundation side of the whole-process row: `FOUNDATION_LOOKUP_BINARY` when set, else
    /// `FoundationLookup` beside the running executable.
    public static func foundationLookupBinary() throws -> URL {
        try binary(
            "FoundationLookup", variable: "FOUNDATION_LOOKUP_BINARY", fallback: nil,
            build:
                "swift build -c release --package-path Benchmarks --scratch-path .build-benchmarks --product FoundationLookup"
        )
    }

    private static func binary(_ name: String, variable: String, fallback: URL?, build: String) throws -> URL {
        let manager = FileManager.default
        if let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty {
            guard manager.isExecutableFile(atPath: path) else {
                throw RowError("\(variable) is \(path), which is not an executable file")
            }
            return URL(fileURLWithPath: path)
        }
        let candidates = [binFolder?.appendingPathComponent(name), fallback].compactMap { $0 }
        if let found = candidates.first(where: { manager.isExecutableFile(atPath: $0.path) }) { return found }
        throw RowError(
            """
            cannot find the \(name) binary (looked at \(candidates.map(\.path).joined(separator: ", "))).
            Build it from the repository's root with:
                \(build)
            or set \(variable) to its path.
            """)
    }
}

/// A folder under the system's temporary folder, made for one row and removed by its cleanup.
public struct TemporaryFolder: Sendable {
    public let url: URL

    /// A new, empty folder named after `name` and this process.
    public init(_ name: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "alerts-benchmarks-\(getpid())-\(name)", isDirectory: true)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public var path: String { url.path }

    /// Writes `bytes` to `relativePath` inside the folder, making the folders on the way.
    @discardableResult
    public func write(_ bytes: [UInt8], to relativePath: String) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file
    }

    public func remove() { try? FileManager.default.removeItem(at: url) }
}
