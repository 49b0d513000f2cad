import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder that keeps one copy of each folder backed up into it, under the folder's name:
/// `vault/photos/…` for `backup save photos`. Only the files directly in a folder are kept.
///
/// While a backup saves, the vault holds a lock file, `.lock`, made so that only one saver can
/// hold it: a second `backup save` waits for it, and `backup restore` and `backup delete` report
/// the vault busy.
struct Vault {
    var path: String

    private var manager: FileManager { .default }
    private var lockPath: String { (path as NSString).appendingPathComponent(".lock") }

    /// The names of the backups in the vault, sorted.
    func backups() -> [String] {
        let names = (try? manager.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { !$0.hasPrefix(".") && isFolder(copy(of: $0)) }.sorted()
    }

    /// The names of the files directly in `folder`, sorted.
    func files(in folder: String) throws(FolderNotFound) -> [String] {
        guard isFolder(folder), let names = try? manager.contentsOfDirectory(atPath: folder) else {
            throw FolderNotFound(path: folder)
        }
        return names.filter { !$0.hasPrefix(".") && isFile((folder as NSString).appendingPathComponent($0)) }
            .sorted()
    }

    /// Whether the vault's copy of `folder` has each of `names` with the same contents.
    func isUpToDate(_ folder: String, _ names: [String]) -> Bool {
        names.allSatisfy { name in
            let original = (folder as NSString).appendingPathComponent(name)
            let kept = (copy(of: folder) as NSString).appendingPathComponent(name)
            return manager.contentsEqual(atPath: original, andPath: kept)
        }
    }

    /// Takes the vault's lock, waiting while another backup holds it and looking again `every`
    /// so long; `waiting` is called once, when the wait starts. Cancelling the task ends the wait
    /// with `CancellationError`.
    func lock(every interval: Duration = .milliseconds(100), waiting: () -> Void) async throws {
        try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
        var announced = false
        while true {
            // O_EXCL: exactly one of the processes racing for the lock creates it.
            let descriptor = open(lockPath, O_CREAT | O_EXCL | O_WRONLY, 0o644)
            if descriptor >= 0 {
                close(descriptor)
                return
            }
            guard errno == EEXIST else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: lockPath]) }
            if !announced {
                waiting()
                announced = true
            }
            try await Task.sleep(for: interval)
        }
    }

    /// Gives the lock back.
    func unlock() {
        try? manager.removeItem(atPath: lockPath)
    }

    /// Whether another backup holds the lock.
    var isLocked: Bool { manager.fileExists(atPath: lockPath) }

    /// Copies `names` from `folder` into the vault's copy of it, replacing older copies.
    func save(_ folder: String, _ names: [String]) throws {
        let target = copy(of: folder)
        try manager.createDirectory(atPath: target, withIntermediateDirectories: true)
        for name in names {
            let kept = (target as NSString).appendingPathComponent(name)
            if manager.fileExists(atPath: kept) { try manager.removeItem(atPath: kept) }
            try manager.copyItem(atPath: (folder as NSString).appendingPathComponent(name), toPath: kept)
        }
    }

    /// Copies the files of the backup `name` into `folder`, made if missing; how many.
    func restore(_ name: String, into folder: String) throws -> Int {
        if isLocked { throw VaultBusy() }
        let source = copy(of: name)
        let names = try self.files(in: source)
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for file in names {
            try manager.copyItem(
                atPath: (source as NSString).appendingPathComponent(file),
                toPath: (folder as NSString).appendingPathComponent(file))
        }
        return names.count
    }

    /// How many files the backup `name` holds.
    func fileCount(of name: String) -> Int {
        (try? files(in: copy(of: name)).count) ?? 0
    }

    /// Removes the backup `name` from the vault.
    func delete(_ name: String) throws {
        if isLocked { throw VaultBusy() }
        try manager.removeItem(atPath: copy(of: name))
    }

    /// Where the vault keeps its copy of `folder`: under the folder's last name.
    private func copy(of folder: String) -> String {
        (path as NSString).appendingPathComponent((folder as NSString).lastPathComponent)
    }

    private func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return manager.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    private func isFile(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return manager.fileExists(atPath: path, isDirectory: &folder) && !folder.boolValue
    }
}
