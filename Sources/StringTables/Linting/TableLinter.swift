public import Foundation

/// Checks string tables the way a translator's reviewer would, and says where each problem is.
///
/// For every folder under the given paths that holds `.lproj` folders or `.xcstrings` catalogs,
/// the linter reports:
/// - problems reading a file (errors with line and column) and duplicate keys;
/// - keys of the source language that a language lacks, and keys a language has that the source
///   language's `.strings` file or catalog does not list (they are never shown);
/// - translations whose specifiers do not match the source text's (they would be replaced by
///   the source text at run time);
/// - plural forms a language needs by CLDR but lacks (Russian without `few` or `many`), and
///   forms it has but never uses (`zero` is always allowed: it is an explicit zero).
///
/// ```swift
/// let report = TableLinter(paths: [URL(fileURLWithPath: "Localization")]).lint()
/// for problem in report.diagnostics { print(problem) }
/// ```
public struct TableLinter: Sendable {
    /// The files and folders to check.
    public var paths: [URL]
    /// The language the other languages are compared with; by default the catalogs' source
    /// language, else English.
    public var sourceLanguage: LanguageTag?

    /// A linter over `paths`.
    public init(paths: [URL], sourceLanguage: LanguageTag? = nil) {
        self.paths = paths
        self.sourceLanguage = sourceLanguage
    }

    /// What the linter found.
    public struct Report: Sendable {
        /// Every problem, ordered by file, line and column.
        public var diagnostics: [LocalizationDiagnostic]
        /// How many table files were read.
        public var filesRead: Int
        /// Paths that could not be read at all.
        public var unreadablePaths: [String]

        /// The number of errors.
        public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
        /// The number of warnings.
        public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
    }

    private struct Entry {
        var value: TableValue
        var location: LocalizationDiagnostic.Location
    }

    /// One folder's tables: table name → language → key → entry.
    private struct Group {
        var tables: [String: [LanguageTag: [String: Entry]]] = [:]
        var base: [String: [String: Entry]] = [:]
        var catalogSource: LanguageTag?
        /// Tables whose source language has a `.strings` file or catalog, so every key is listed.
        var listedTables: Set<String> = []
    }

    /// Runs every check.
    public func lint() -> Report {
        var diagnostics: [LocalizationDiagnostic] = []
        var unreadable: [String] = []
        var groups: [String: Group] = [:]
        var filesRead = 0
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path.path, isDirectory: &isFolder) else {
                unreadable.append(path.path)
                continue
            }
            let files: [URL]
            if isFolder.boolValue {
                let walker = manager.enumerator(at: path, includingPropertiesForKeys: nil)
                files = (walker?.compactMap { $0 as? URL } ?? []).filter {
                    ["strings", "stringsdict", "xcstrings"].contains($0.pathExtension)
                }
            } else {
                files = [path]
            }
            for file in files.sorted(by: { $0.path < $1.path }) {
                guard let data = manager.contents(atPath: file.path) else {
                    unreadable.append(file.path)
                    continue
                }
                filesRead += 1
                read([UInt8](data), file, into: &groups, &diagnostics)
            }
        }
        for (_, group) in groups.sorted(by: { $0.key < $1.key }) {
            check(group, &diagnostics)
        }
        diagnostics = diagnostics.sortedByLocation()
        return Report(diagnostics: diagnostics, filesRead: filesRead, unreadablePaths: unreadable)
    }

    // MARK: Reading

    private func read(
        _ bytes: [UInt8], _ file: URL, into groups: inout [String: Group], _ diagnostics: inout [LocalizationDiagnostic]
    ) {
        let table = file.deletingPathExtension().lastPathComponent
        if file.pathExtension == "xcstrings" {
            let catalog = XCStringsFile(bytes: bytes, path: file.path)
            diagnostics += catalog.diagnostics
            let groupKey = file.deletingLastPathComponent().path
            groups[groupKey, default: Group()].catalogSource = catalog.sourceLanguage
            groups[groupKey, default: Group()].listedTables.insert(table)
            for (language, values) in catalog.tables {
                for (key, value) in values {
                    groups[groupKey, default: Group()].tables[table, default: [:]][language, default: [:]][key] =
                        Entry(value: value, location: catalog.location(ofKey: key))
                }
            }
            return
        }
        let folder = file.deletingLastPathComponent()
        let groupKey = folder.deletingLastPathComponent().path
        let kind = LanguageFolder(folderName: folder.lastPathComponent)
        var entries: [String: Entry] = [:]
        if file.pathExtension == "strings" {
            let parsed = StringsFile(bytes: bytes, path: file.path)
            diagnostics += parsed.diagnostics
            for entry in parsed.entries {
                entries[entry.key] = Entry(value: .text(entry.value), location: entry.location)
            }
        } else {
            let parsed = StringsDictFile(bytes: bytes, path: file.path)
            diagnostics += parsed.diagnostics
            for (key, value) in parsed.entries {
                entries[key] = Entry(
                    value: value, location: parsed.locations[key] ?? .init(file: file.path, line: 1, column: 1))
            }
        }
        switch kind {
        case .base:
            if file.pathExtension == "strings" { groups[groupKey, default: Group()].listedTables.insert(table) }
            groups[groupKey, default: Group()].base[table, default: [:]].merge(entries) { _, new in new }
        case .language(let language):
            if file.pathExtension == "strings", language.isSameLocale(as: sourceLanguage ?? "en") {
                groups[groupKey, default: Group()].listedTables.insert(table)
            }
            groups[groupKey, default: Group()].tables[table, default: [:]][language, default: [:]].merge(entries) {
                _, new in new
            }
        case nil:
            break
        }
    }

    // MARK: Checks

    private func check(_ group: Group, _ diagnostics: inout [LocalizationDiagnostic]) {
        let source = sourceLanguage ?? group.catalogSource ?? "en"
        let tableNames = Set(group.tables.keys).union(group.base.keys).sorted()
        for name in tableNames {
            var languages = group.tables[name] ?? [:]
            if let base = group.base[name] { languages[source, default: [:]].merge(base) { own, _ in own } }
            let sourceEntries = languages.first { $0.key.isSameLocale(as: source) }?.value
            for (language, entries) in languages.sorted(by: { $0.key < $1.key }) {
                for (key, entry) in entries.sorted(by: { $0.key < $1.key }) {
                    checkPlurals(entry, key: key, language: language, &diagnostics)
                    if let sourceEntries, !language.isSameLocale(as: source) {
                        if let original = sourceEntries[key] {
                            checkSpecifiers(entry, against: original, key: key, language: language, &diagnostics)
                        } else if group.listedTables.contains(name) {
                            // Only a source table that lists its keys makes a key stray; without
                            // one, keys are their own source text.
                            diagnostics.append(
                                LocalizationDiagnostic(
                                    .warning,
                                    "'\(key)' is not in the \(source) table \(name), so the \(language) text is never shown",
                                    location: entry.location, key: key, table: name, language: language))
                        }
                    }
                }
                guard let sourceEntries, !language.isSameLocale(as: source) else { continue }
                for (key, original) in sourceEntries.sorted(by: { $0.key < $1.key }) where entries[key] == nil {
                    diagnostics.append(
                        LocalizationDiagnostic(
                            .warning, "'\(key)' has no \(language) translation in table \(name)",
                            location: original.location, key: key, table: name, language: language))
                }
            }
        }
    }

    private func checkSpecifiers(
        _ entry: Entry, against original: Entry, key: String, language: LanguageTag,
        _ diagnostics: inout [LocalizationDiagnostic]
    ) {
        guard let reference = try? original.value.argumentKinds() else { return }
        do {
            let translated = try entry.value.argumentKinds()
            try Localizer.check(translated, against: reference)
            // Leaving an argument out formats fine, but the text then lacks what the source shows.
            let left = reference.filter { translated[$0.key] == nil }.sorted { $0.key < $1.key }
            if !left.isEmpty {
                let list = left.map { "\($0.key) (\($0.value.word))" }.joined(separator: ", ")
                diagnostics.append(
                    LocalizationDiagnostic(
                        .warning,
                        "the \(language) text of '\(key)' leaves out argument\(left.count > 1 ? "s" : "") \(list), which the source text shows",
                        location: entry.location, key: key, language: language))
            }
        } catch {
            diagnostics.append(
                LocalizationDiagnostic(
                    .error,
                    "the \(language) text of '\(key)' \(Self.describe(error)); it would be replaced by the source text",
                    location: entry.location, key: key, language: language))
        }
    }

    private func checkPlurals(
        _ entry: Entry, key: String, language: LanguageTag, _ diagnostics: inout [LocalizationDiagnostic]
    ) {
        let needed = PluralRules.categories(for: language)
        func check(_ forms: PluralForms, _ what: String) {
            let present = Set(forms.forms.keys)
            let missing = PluralCategory.allCases.filter { needed.contains($0) && !present.contains($0) }
            let unused = PluralCategory.allCases.filter { $0 != .zero && present.contains($0) && !needed.contains($0) }
            func named(_ categories: [PluralCategory]) -> String {
                "the \(categories.map(\.rawValue).joined(separator: ", ")) form\(categories.count > 1 ? "s" : "")"
            }
            var problems: [String] = []
            if !missing.isEmpty {
                problems.append("lacks \(named(missing)) that \(language) needs; 'other' is shown instead")
            }
            if !unused.isEmpty { problems.append("has \(named(unused)), which \(language) never uses") }
            for problem in problems {
                diagnostics.append(
                    LocalizationDiagnostic(
                        .warning, "\(what) of '\(key)' \(problem)", location: entry.location, key: key,
                        language: language))
            }
        }
        switch entry.value {
        case .text: break
        case .plural(let forms, _): check(forms, "the plural")
        case .variables(_, let variables):
            for (name, variable) in variables.sorted(by: { $0.key < $1.key }) {
                check(variable.forms, "the variable '\(name)'")
            }
        }
    }

    private static func describe(_ error: FormatError) -> String {
        if case .sourceMismatch(let detail) = error.reason { return "does not match the source text: \(detail)" }
        return "has a bad specifier: \(error)"
    }
}
