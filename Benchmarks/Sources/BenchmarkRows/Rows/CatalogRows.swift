import Foundation
import StringTables

/// Rows 6 and 7: string catalogs (`.xcstrings`) read from nothing.
///
/// The parser (`XCStringsFile`) is `package` API, so the rows reach it the way an app does: a
/// fresh `StringTableDirectory` over a folder that holds only the catalog, and one
/// `table(named:language:)` call, which lists the folder, reads the file, parses it and gives the
/// German table. The baseline does the same work with Foundation: it reads the same file with
/// `Data(contentsOf:)`, parses it with `JSONSerialization` (which must build the whole file) and
/// casts its way to what the German table needs — each key's `shouldTranslate` and
/// `extractionState`, and its German values only (the unit, the plural and device variations,
/// the substitutions). Both free what they built inside the measurement.
public enum CatalogRows {
    /// The generated sizes, in MiB.
    public static let sizes = [1, 4, 16]

    public static var rows: [Row] {
        var rows: [Row] = []
        for layout in CatalogGenerator.Layout.allCases {
            for size in sizes {
                let name = "xcstrings.\(layout.rawValue).\(size < 10 ? "0" : "")\(size)MB"
                rows.append(generated(name, layout: layout, megabytes: size, baseline: false))
                rows.append(generated(name + ".baseline", layout: layout, megabytes: size, baseline: true))
            }
        }
        for catalog in CorpusCatalogs.found {
            rows.append(corpus(catalog, baseline: false))
            rows.append(corpus(catalog, baseline: true))
        }
        rows.append(folderLookup)
        return rows
    }

    /// Our side: a fresh directory, one table.
    static func loadTable(root: String, table: String, language: LanguageTag) -> Int {
        StringTableDirectory(path: root).table(named: table, language: language)?.entries.count ?? 0
    }

    // MARK: Row 6: one catalog

    static func generated(_ name: String, layout: CatalogGenerator.Layout, megabytes: Int, baseline: Bool) -> Row {
        Row(name, .cold) {
            let folder = try TemporaryFolder(name)
            let file = try folder.write(
                CatalogGenerator.catalog(bytes: megabytes << 20, layout: layout), to: "Catalog.xcstrings")
            if baseline {
                return Prepared(run: { FoundationCatalog.table(file, language: "de") }, cleanup: folder.remove)
            }
            return Prepared(
                run: { loadTable(root: folder.path, table: "Catalog", language: "de") }, cleanup: folder.remove)
        }
    }

    /// A real catalog of the corpus, read where it is.
    static func corpus(_ catalog: CorpusCatalogs.Catalog, baseline: Bool) -> Row {
        Row("xcstrings.corpus.\(catalog.table)" + (baseline ? ".baseline" : ""), .cold) {
            if baseline { return Prepared { FoundationCatalog.table(catalog.file, language: "de") } }
            return Prepared { loadTable(root: catalog.root.path, table: catalog.table, language: "de") }
        }
    }

    // MARK: Row 7: one lookup among five catalogs

    /// The tables of the five catalogs, about 3 MB each.
    public static let folderTables = ["Localizable", "Errors", "Settings", "Onboarding", "Store"]

    /// One German lookup in `Localizable`, through a fresh `StringTableDirectory` and `Localizer`,
    /// in a folder that also holds four other catalogs. No baseline: Foundation on Linux has no
    /// catalog lookup.
    static let folderLookup = Row("xcstrings.folder-of-5.lookup", .cold) {
        let folder = try TemporaryFolder("xcstrings.folder-of-5.lookup")
        for table in folderTables {
            try folder.write(
                CatalogGenerator.catalog(bytes: 3 << 20, layout: .pretty, prefix: "\(table) "), to: "\(table).xcstrings"
            )
        }
        let key = CatalogGenerator.plainKey(500, prefix: "Localizable ")
        let german: [LanguageTag] = ["de"]
        return Prepared(
            run: {
                let localizer = Localizer(sources: [StringTableDirectory(path: folder.path)])
                let found = localizer.localize(key, table: "Localizable", languages: german)
                // The key itself means the lookup failed.
                return found.language == nil ? 0 : found.value.utf8.count
            }, cleanup: folder.remove)
    }
}

/// The real catalogs under `../shared/corpus`, when it is there.
public enum CorpusCatalogs {
    public struct Catalog: Sendable {
        /// The catalog file.
        public var file: URL
        /// The folder a `StringTableDirectory` reads it from: its own, or the one above `mul.lproj`.
        public var root: URL
        /// The table's name: the file's name without `.xcstrings`.
        public var table: String
    }

    /// The catalogs of 100 KB or more whose folder holds no other table, sorted by path; none
    /// when the corpus is not there (``missingMessage`` says so).
    public static var found: [Catalog] {
        guard let corpus = Locations.corpus,
            let files = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: [.fileSizeKey])
        else { return [] }
        var catalogs: [Catalog] = []
        for case let file as URL in files where file.pathExtension == "xcstrings" {
            guard let size = try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize, size >= 100_000 else {
                continue
            }
            var root = file.deletingLastPathComponent()
            if root.lastPathComponent == "mul.lproj" { root = root.deletingLastPathComponent() }
            // Only the catalog: other tables would be read by the directory's discovery too.
            let others = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).filter {
                path in [".strings", ".stringsdict", ".xcstrings"].contains { path.hasSuffix($0) }
            }
            guard others.count == 1 else { continue }
            catalogs.append(Catalog(file: file, root: root, table: file.deletingPathExtension().lastPathComponent))
        }
        return catalogs.sorted { $0.file.path < $1.file.path }
    }

    /// Why no corpus row runs, or `nil` when they do.
    public static var missingMessage: String? {
        guard Locations.corpus == nil else { return nil }
        return "The corpus rows (xcstrings.corpus.*) are skipped: no folder ../shared/corpus beside the repository"
            + " (set ALERTS_CORPUS to a folder of real catalogs to run them)."
    }
}

/// A catalog read with Foundation, one language's values reached through casts.
enum FoundationCatalog {
    /// Reads and parses the catalog at `file` and reaches what a table of `language` is made of:
    /// each key's flags (`shouldTranslate`, `extractionState`) and its localization in `language`.
    /// Returns the number of bytes of what it reached, or 0 when the file is not a catalog.
    static func table(_ file: URL, language: String) -> Int {
        guard let data = try? Data(contentsOf: file),
            let catalog = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            let strings = catalog["strings"] as? [String: Any]
        else { return 0 }
        var total = (catalog["sourceLanguage"] as? String)?.utf8.count ?? 0
        for (key, entry) in strings {
            guard let entry = entry as? [String: Any] else { continue }
            total &+= key.utf8.count
            if entry["shouldTranslate"] as? Bool == false { total &+= 1 }
            if entry["extractionState"] as? String == "stale" { total &+= 1 }
            guard let localizations = entry["localizations"] as? [String: Any],
                let node = localizations[language]
            else { continue }
            total &+= value(of: node)
        }
        return total
    }

    /// The bytes of a localization's values: its unit, its variations, its substitutions.
    private static func value(of node: Any) -> Int {
        guard let node = node as? [String: Any] else { return 0 }
        var total = 0
        if let unit = node["stringUnit"] as? [String: Any] {
            total &+= ((unit["value"] as? String)?.utf8.count ?? 0) &+ ((unit["state"] as? String)?.utf8.count ?? 0)
        }
        if let variations = node["variations"] as? [String: Any] {
            for (_, forms) in variations {
                guard let forms = forms as? [String: Any] else { continue }
                for (_, form) in forms { total &+= value(of: form) }
            }
        }
        if let substitutions = node["substitutions"] as? [String: Any] {
            for (_, substitution) in substitutions {
                guard let substitution = substitution as? [String: Any] else { continue }
                total &+=
                    (substitution["argNum"] as? Int ?? 0)
                    &+ ((substitution["formatSpecifier"] as? String)?.utf8.count ?? 0)
                total &+= value(of: substitution)
            }
        }
        return total
    }
}
