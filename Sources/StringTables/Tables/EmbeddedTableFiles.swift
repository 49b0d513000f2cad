/// Table files compiled into the binary, listed and read as if they were folders on disk under
/// their root's path.
///
/// Every folder on the way to a file can be listed; a file's problems are reported at its
/// ``StringTableDirectory/EmbeddedFile/origin``, or else at its path under the root.
struct EmbeddedTableFiles: TableFiles {
    private struct Contents {
        var text: String
        var reportedPath: String
    }

    /// The root all paths are under.
    let root: String
    private var files: [String: Contents] = [:]
    private var folders: [String: Set<String>] = [:]

    /// `embedded` under `root`; of two files at one path, the later is read.
    init(_ embedded: [StringTableDirectory.EmbeddedFile], root: String) {
        var root = root
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        self.root = root
        for file in embedded {
            let components = file.path.split(separator: "/").filter { $0 != "." }.map(String.init)
            guard !components.isEmpty else { continue }
            var folder = root
            for component in components {
                folders[folder, default: []].insert(component)
                folder = TableLayout.path(folder, component)
            }
            files[folder] = Contents(text: file.text, reportedPath: file.origin ?? folder)
        }
    }

    func contentsOfFolder(atPath path: String) -> [String]? {
        folders[path].map { Array($0) }
    }

    func contentsOfFile(atPath path: String) -> TableLoader.File? {
        files[path].map { TableLoader.File(bytes: Array($0.text.utf8), path: $0.reportedPath) }
    }

    func reportedPath(_ path: String) -> String {
        files[path]?.reportedPath ?? path
    }
}
