public import Foundation

/// Where `swift build` put what the tests were built with: the modules, and the files the
/// package's build-tool plugins generated for a target.
public enum PluginOutputs {
    /// The build folder this test bundle is in, which holds the modules (`Modules`).
    public static var modules: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while folder.pathComponents.count > 1, !FileManager.default.fileExists(atPath: folder.path + "/Modules") {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("Modules")
    }

    /// The file `name` the StringTablesPlugin wrote for `target` (`StringTableAccessors.swift`),
    /// in the scratch folder the tests were built in (`.build`, or another given `--scratch-path`).
    public static func stringTablesPluginFile(_ name: String, of target: String) throws -> URL {
        var build = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while build.pathComponents.count > 1,
            !FileManager.default.fileExists(atPath: build.appendingPathComponent("plugins/outputs").path)
        {
            build.deleteLastPathComponent()
        }
        let outputs = build.appendingPathComponent("plugins/outputs")
        let packages = try FileManager.default.contentsOfDirectory(atPath: outputs.path).sorted()
        let files = packages.map {
            outputs.appendingPathComponent("\($0)/\(target)/destination/StringTablesPlugin/\(name)")
        }
        guard let file = files.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw Missing(description: "no \(name) of \(target) under \(outputs.path)")
        }
        return file
    }

    /// A file the build should have written is not there.
    public struct Missing: Error, CustomStringConvertible {
        public var description: String
    }
}
