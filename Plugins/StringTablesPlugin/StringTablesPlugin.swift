import Foundation
import PackagePlugin

/// Compiles the string tables under a target's folder into the target, as an internal
/// `StringTableDirectory.module` that works from a binary copied anywhere.
///
/// Every `.strings`, `.stringsdict` and `.xcstrings` file under the target's folder is an input,
/// symbolic links to folders followed, so tables kept elsewhere in the package are reached by a
/// link. `StringTablesCompiler` decides which of them the tables' layout reads, checks their
/// translations with the lint engine, reports problems as `path:line:column: warning: message
/// [id]` and fails the build on errors. Exclude the tables' folder from the target
/// (`exclude: ["Localization"]`): SwiftPM would otherwise take its `.lproj` folders for resources.
///
/// In a target that depends on `Alerts` (and in `Alerts` itself), the tool also generates typed
/// accessors for the tables it compiles in: `AlertText.appTitle` for a key of `Localizable`,
/// `AlertText.Errors.quotaFull(3)` for one of another table; they are internal to the target
/// (`package` in `Alerts`, so that the package's fronts name its keys through them too).
///
/// A build-tool plugin takes no arguments from its users, so its settings are a file: a
/// `StringTablesPlugin.settings` under the target's folder (in the excluded tables' folder) is
/// passed to the tool and is an input of the command, so editing it rebuilds.
@main
struct StringTablesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? any SourceModuleTarget else { return [] }
        let package = context.package.directoryURL.path + "/"
        let found = TableFileFinder.under(target.directoryURL) { brokenLink in
            let path = brokenLink.path
            let name = path.hasPrefix(package) ? String(path.dropFirst(package.count)) : path
            Diagnostics.warning("\(name) is a symbolic link to nothing, so it is not compiled in")
        }
        let tables = found.filter { $0.lastPathComponent != TableFileFinder.settingsName }
        let settings = found.filter { $0.lastPathComponent == TableFileFinder.settingsName }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedStringTables.swift")
        // Accessors are members of `AlertText`: generated where the target can use it, in `Alerts`
        // itself (this package's target of that name) or in a target that depends on it.
        let definesAlertText =
            target.name == "Alerts" && context.package.targets.contains { $0.name == "StringTablesCompiler" }
        let usesAlertText = target.recursiveTargetDependencies.contains { $0.name == "Alerts" }
        var accessors: [String] = []
        var outputs = [output]
        if definesAlertText || usesAlertText {
            let file = context.pluginWorkDirectoryURL.appendingPathComponent("StringTableAccessors.swift")
            accessors = ["--accessors", file.path] + (definesAlertText ? ["--inside-alerts"] : [])
            outputs.append(file)
        }
        return [
            .buildCommand(
                displayName: "Compiling the string tables of \(target.name)",
                executable: try context.tool(named: "StringTablesCompiler").url,
                arguments: [
                    "--output", output.path,
                    "--package-folder", context.package.directoryURL.path,
                    "--target-folder", target.directoryURL.path,
                ] + accessors + settings.flatMap { ["--settings", $0.path] } + ["--"] + tables.map(\.path),
                inputFiles: tables + settings,
                outputFiles: outputs)
        ]
    }
}

/// Finds the table files under a folder.
enum TableFileFinder {
    static let extensions: Set<String> = ["strings", "stringsdict", "xcstrings"]
    /// The name of the settings file (`StringTablesCompiler`'s `BuildSettings`).
    static let settingsName = "StringTablesPlugin.settings"

    /// Every `.strings`, `.stringsdict` and `.xcstrings` file under `folder`, and every settings
    /// file, in path order.
    /// Symbolic links are followed, each folder is entered once (a link back up ends there), and
    /// hidden files and folders are skipped. A table file that is a link to nothing goes to
    /// `brokenLink` instead: as an input it would stop the build until SwiftPM plans it again.
    static func under(_ folder: URL, brokenLink: (URL) -> Void) -> [URL] {
        var files: [URL] = []
        var entered: Set<String> = []
        var pending = [folder]
        let manager = FileManager.default
        while let folder = pending.popLast() {
            guard entered.insert(folder.resolvingSymlinksInPath().path).inserted,
                let names = try? manager.contentsOfDirectory(atPath: folder.path)
            else { continue }
            for name in names where !name.hasPrefix(".") {
                let url = folder.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                let exists = manager.fileExists(atPath: url.path, isDirectory: &isFolder)
                guard extensions.contains(url.pathExtension) || name == settingsName || isFolder.boolValue else {
                    continue
                }
                if !exists {
                    brokenLink(url)
                } else if isFolder.boolValue {
                    pending.append(url)
                } else {
                    files.append(url)
                }
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}
