internal import Foundation

/// Where a ``StringTableDirectory`` lists folders and reads files: a folder on disk
/// (``DiskTableFiles``) or files compiled into the binary (``EmbeddedTableFiles``).
///
/// Paths are strings with `/` between components, as ``TableLayout/path(_:_:)`` makes them; the
/// layout (``TableLayout``) and the directory never need to know which kind they read.
package protocol TableFiles: Sendable {
    /// The names of the entries of the folder at `path`, or `nil` when it cannot be listed.
    func contentsOfFolder(atPath path: String) -> [String]?

    /// The contents of the file at `path`, with the path its problems are reported at, or `nil`
    /// when there is no such file. Throws when the file is there but cannot be read.
    func contentsOfFile(atPath path: String) throws -> TableLoader.File?

    /// The path a problem about the file or folder at `path` is reported at.
    func reportedPath(_ path: String) -> String
}

extension TableFiles {
    /// The path itself: what disk folders report.
    package func reportedPath(_ path: String) -> String { path }
}

/// Folders and files on disk, read with `FileManager`: symbolic links are followed.
package struct DiskTableFiles: TableFiles {
    /// Files on disk.
    package init() {}

    package func contentsOfFolder(atPath path: String) -> [String]? {
        try? FileManager.default.contentsOfDirectory(atPath: path)
    }

    package func contentsOfFile(atPath path: String) throws -> TableLoader.File? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return TableLoader.File(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
    }
}
