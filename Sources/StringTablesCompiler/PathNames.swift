import Foundation
import StringTables

/// Names files as the package's user knows them: relative to the package's folder, with the
/// symbolic links on the way to their folder resolved (`Sources/App/Tables/de.lproj`, where
/// `Tables` links to `../../Localization`, is `Localization/de.lproj`).
struct PathNames {
    /// The package's folder, links resolved.
    let packageFolder: String

    /// Names relative to `packageFolder`.
    init(packageFolder: String) {
        self.packageFolder = Self.resolved(packageFolder)
    }

    /// `path` with every symbolic link resolved, or standardized when it does not exist.
    func resolved(_ path: String) -> String { Self.resolved(path) }

    private static func resolved(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return URL(fileURLWithPath: path).standardized.path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder at `path`, links resolved, relative to the package's folder when inside it (the
    /// package's folder itself is the empty name), else absolute.
    func name(ofFolder path: String) -> String {
        let folder = resolved(path)
        if folder == packageFolder { return "" }
        let prefix = packageFolder.hasSuffix("/") ? packageFolder : packageFolder + "/"
        return folder.hasPrefix(prefix) ? String(folder.dropFirst(prefix.count)) : folder
    }

    /// The file at `path`: its folder's name joined with its own (a link to a file is named where
    /// the link is).
    func name(ofFile path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return TableLayout.path(name(ofFolder: url.deletingLastPathComponent().path), url.lastPathComponent)
    }

    /// `diagnostic` with its file under the folder `path` named under `name` instead.
    func renamed(_ diagnostic: LocalizationDiagnostic, from path: String, to name: String) -> LocalizationDiagnostic {
        var renamed = diagnostic
        renamed.location = diagnostic.location.map { self.renamed($0, from: path, to: name) }
        return renamed
    }

    /// `location` with its file under the folder `path` named under `name` instead.
    func renamed(
        _ location: LocalizationDiagnostic.Location, from path: String, to name: String
    ) -> LocalizationDiagnostic.Location {
        guard location.file.hasPrefix(path + "/") else { return location }
        var renamed = location
        renamed.file = TableLayout.path(name, String(location.file.dropFirst(path.count + 1)))
        return renamed
    }
}
