internal import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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

/// Folders and files on disk: folders listed with `FileManager`, files read whole with the
/// system's `read` straight into the bytes the parsers take. Symbolic links are followed.
package struct DiskTableFiles: TableFiles {
    /// Files on disk.
    package init() {}

    package func contentsOfFolder(atPath path: String) -> [String]? {
        try? FileManager.default.contentsOfDirectory(atPath: path)
    }

    package func contentsOfFile(atPath path: String) throws -> TableLoader.File? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw FileReadError(code: errno)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileReadError(code: errno) }
        // One byte more than the file's size, so its end shows without a second buffer; files
        // whose size `stat` does not give (pipes, `/proc`) are read on in chunks.
        let expected = max(Int(status.st_size), 0) + 1
        var bytes = try Self.bytes(of: descriptor, upTo: expected)
        while bytes.count >= expected {
            let chunk = try Self.bytes(of: descriptor, upTo: 1 << 16)
            if chunk.isEmpty { break }
            bytes += chunk
        }
        return TableLoader.File(bytes: bytes, path: path)
    }

    /// Up to `capacity` bytes of the open file, fewer only at its end.
    private static func bytes(of descriptor: Int32, upTo capacity: Int) throws -> [UInt8] {
        try [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            while count < capacity {
                let result = read(descriptor, base + count, capacity - count)
                if result > 0 {
                    count += result
                } else if result == 0 {
                    return
                } else if errno != EINTR {
                    throw FileReadError(code: errno)
                }
            }
        }
    }
}

/// A file that is there but cannot be read, described as the system describes the reason.
struct FileReadError: LocalizedError {
    var code: Int32

    var errorDescription: String? { String(cString: strerror(code)) }
}
