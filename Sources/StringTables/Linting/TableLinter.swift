public import Foundation

/// Checks string tables the way a translator's reviewer would, and says where each problem is.
///
/// For every folder under the given paths that holds `.lproj` folders or `.xcstrings` catalogs
/// (found as ``StringTableDirectory`` finds them), the linter reports:
/// - problems reading a file (errors with line and column) and duplicate keys;
/// - keys of the source language that a language lacks, and keys a language has that the source
///   language's `.strings` file or catalog does not list (they are never shown); a language any
///   table of the folder has is asked of every table there;
/// - translations whose specifiers do not match the source text's (they would be replaced by
///   the source text at run time), and `%@` for an argument the source text reads as a number
///   (Foundation's `String(format:)` crashes on it);
/// - plural forms that a number the value can take needs by CLDR but lacks (Russian without
///   `few`; an integer never needs Russian `other`, and French `many`, only exact millions,
///   is a note), and forms it has but never uses, as notes (`zero` is always allowed: it is an
///   explicit zero).
///
/// The source table is chosen by a fixed rule (see <doc:Linting>): the development language's
/// own, else its most general form (`en` before `en-US`). The same tables always give the same
/// report in the same order.
///
/// Whether a text is shown, replaced or missing is decided as ``Localizer`` decides it over the
/// same tables (see <doc:Linting>). Every problem has a stable ``LocalizationDiagnostic/ID``;
/// ``ignored`` and ``severities`` leave kinds out or report them at another severity.
///
/// ```swift
/// let report = TableLinter(paths: [URL(fileURLWithPath: "Localization")]).lint()
/// for problem in report.diagnostics { print(problem) }
/// ```
public struct TableLinter: Sendable {
    /// The files and folders to check.
    private var paths: [URL]
    /// The language the other languages are compared with; by default the catalogs' source
    /// language, else English. Its own table is the source, else its most general form.
    let sourceLanguage: LanguageTag?

    /// Kinds of problem not to report, by id.
    public var ignored: Set<LocalizationDiagnostic.ID> = []
    /// The severity to report kinds of problem at, by id, in place of their own: as compilers
    /// promote warnings to errors.
    ///
    /// Naming an id that is off by default (``LocalizationDiagnostic/ID/inheritedTranslation``)
    /// turns it on; ``ignored`` wins over this.
    public var severities: [LocalizationDiagnostic.ID: LocalizationDiagnostic.Severity] = [:]

    /// A linter over `paths`: folders of tables, or single table files.
    ///
    /// Every language is compared with `sourceLanguage`: by default the catalogs' source
    /// language, else English.
    public init(paths: [URL], sourceLanguage: LanguageTag? = nil) {
        self.paths = paths
        self.sourceLanguage = sourceLanguage
    }

    /// `diagnostics` without the ids ignored or off by default, at the severities asked for.
    private func applyingPolicy(_ diagnostics: [LocalizationDiagnostic]) -> [LocalizationDiagnostic] {
        diagnostics.compactMap { diagnostic in
            let id = diagnostic.id
            let severity = severities[id]
            if ignored.contains(id) || (severity == nil && LocalizationDiagnostic.ID.offByDefault.contains(id)) {
                return nil
            }
            var diagnostic = diagnostic
            if let severity { diagnostic.severity = severity }
            return diagnostic
        }
    }

    /// What the linter found.
    public struct Report: Sendable {
        /// Every problem, ordered by file, line and column, then table, language, key, id,
        /// severity and message.
        public var diagnostics: [LocalizationDiagnostic]
        /// How many table files were read.
        public var filesRead: Int
        /// Paths that could not be read at all.
        public var unreadablePaths: [String]
        /// The languages that have tables among those checked (`Base.lproj` counts as the source language).
        package var languages: [LanguageTag]

        /// The number of errors.
        package var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
        /// The number of warnings.
        package var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
        /// The number of notes.
        package var noteCount: Int { diagnostics.filter { $0.severity == .note }.count }
        /// How many diagnostics of each id there are, by id's name.
        package var countsByID: [(id: LocalizationDiagnostic.ID, count: Int)] {
            Dictionary(grouping: diagnostics, by: \.id).map { ($0.key, $0.value.count) }.sorted {
                $0.id.rawValue < $1.id.rawValue
            }
        }
    }

    struct Entry {
        var value: TableValue
        /// Where the value is written: what a problem of the text is reported at.
        var location: LocalizationDiagnostic.Location
        /// Where the key is written: what a problem of the key (missing, stray) is reported at.
        var keyLocation: LocalizationDiagnostic.Location
    }

    /// One folder's tables: table name → language → key → entry.
    struct Group {
        var tables: [String: [LanguageTag: [String: Entry]]] = [:]
        var base: [String: [String: Entry]] = [:]
        var catalogSource: LanguageTag?
        /// Tables with a catalog that lists a key, so every key is listed.
        var catalogListedTables: Set<String> = []
        /// The languages of each table whose `.strings` file lists a key (one holding nothing but
        /// `"" = "";` lists none), `Base.lproj`'s as the source language: a `.stringsdict` lists
        /// only the keys that have plurals.
        var listingLanguages: [String: Set<LanguageTag>] = [:]
        /// Tables whose `Base.lproj` `.strings` file lists a key.
        var baseListedTables: Set<String> = []
        /// Each catalog's keys not meant to be translated, or stale, by table: none is missing.
        var untranslatedKeys: [String: Set<String>] = [:]
        /// The `.lproj` folders of each language.
        var languageFolders: [LanguageTag: Set<URL>] = [:]
    }

    /// One table's files in one `.lproj` folder.
    private struct FolderTable {
        var place: TableLayout.Place
        var strings: TableLoader.File?
        var stringsDict: TableLoader.File?
    }

    /// Runs every check.
    public func lint() -> Report { lintReadingSources().report }

    /// One table's entries in its source language, as ``lint()`` compares the others with them.
    package struct SourceTable: Sendable {
        /// The table's name.
        package var name: String
        /// The language of the entries (`Base.lproj`'s count as the source language's).
        package var language: LanguageTag
        /// The entries, ordered by key.
        package var entries: [(key: String, value: TableValue, location: LocalizationDiagnostic.Location)]
    }

    /// Runs every check, and gives each table's source-language entries too: what the build
    /// generates typed accessors from, read in the same pass. A table with no source-language
    /// file has none.
    package func lintReadingSources() -> (report: Report, sources: [SourceTable]) {
        var diagnostics: [LocalizationDiagnostic] = []
        var unreadable: [String] = []
        var groups: [String: Group] = [:]
        var filesRead = 0
        // Each folder's files of a table are read together, in the order the folders come.
        var folderTables: [String: FolderTable] = [:]
        var folderOrder: [String] = []
        for file in files(&unreadable) {
            guard let data = FileManager.default.contents(atPath: file.path) else {
                unreadable.append(file.path)
                continue
            }
            filesRead += 1
            let contents = TableLoader.File(bytes: [UInt8](data), path: file.path)
            guard let place = TableLayout.Place(file: file) else { continue }
            if place.kind == .catalog {
                read(catalog: contents, place, into: &groups, &diagnostics)
                continue
            }
            let key = (place.folder ?? file).path + "\u{0}" + place.table
            if folderTables[key] == nil {
                folderTables[key] = FolderTable(place: place)
                folderOrder.append(key)
            }
            if place.kind == .strings {
                folderTables[key]?.strings = contents
            } else {
                folderTables[key]?.stringsDict = contents
            }
        }
        for key in folderOrder {
            guard let table = folderTables[key] else { continue }
            read(table, into: &groups, &diagnostics)
        }
        var languages: Set<LanguageTag> = []
        var sources: [SourceTable] = []
        for (root, read) in groups.sorted(by: { $0.key < $1.key }) {
            var group = read
            group.mergeNamesDifferingInCase(source: sourceLanguage ?? group.catalogSource ?? "en", &diagnostics)
            check(group, root: root, &diagnostics)
            sources += sourceTables(of: group)
            languages.formUnion(group.tables.values.flatMap(\.keys))
            if !group.base.isEmpty { languages.insert(sourceLanguage ?? group.catalogSource ?? "en") }
        }
        let report = Report(
            diagnostics: applyingPolicy(diagnostics).sortedByLocation(), filesRead: filesRead,
            unreadablePaths: unreadable,
            languages: languages.sorted())
        return (report, sources)
    }

    // MARK: Reading

    /// Every table file under the paths, sorted by path; paths that do not exist go to `unreadable`.
    private func files(_ unreadable: inout [String]) -> [URL] {
        var files: [URL] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path.path, isDirectory: &isFolder) else {
                unreadable.append(path.path)
                continue
            }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            let walker = manager.enumerator(at: path, includingPropertiesForKeys: nil)
            files += (walker?.compactMap { $0 as? URL } ?? []).filter {
                ["strings", "stringsdict", "xcstrings"].contains($0.pathExtension)
            }.sorted { $0.path < $1.path }
        }
        return files
    }

    private func read(
        catalog contents: TableLoader.File, _ place: TableLayout.Place, into groups: inout [String: Group],
        _ diagnostics: inout [LocalizationDiagnostic]
    ) {
        let catalog = XCStringsFile(bytes: contents.bytes, path: contents.path)
        diagnostics += catalog.diagnostics
        let table = place.table
        let groupKey = place.root.path
        groups[groupKey, default: Group()].catalogSource = catalog.sourceLanguage
        if catalog.tables.values.contains(where: { $0.keys.contains { !$0.isEmpty } }) {
            groups[groupKey, default: Group()].catalogListedTables.insert(table)
        }
        groups[groupKey, default: Group()].untranslatedKeys[table, default: []].formUnion(catalog.untranslatedKeys)
        let allValueLocations = catalog.valueLocations()
        for (language, values) in catalog.tables {
            let valueLocations = allValueLocations[language] ?? [:]
            for (key, value) in values {
                groups[groupKey, default: Group()].tables[table, default: [:]][language, default: [:]][key] =
                    Entry(
                        value: value, location: valueLocations[key] ?? catalog.location(ofKey: key),
                        keyLocation: catalog.location(ofKey: key))
            }
        }
    }

    /// Reads one table of one folder through ``TableLoader``, as lookups read it.
    private func read(
        _ files: FolderTable, into groups: inout [String: Group], _ diagnostics: inout [LocalizationDiagnostic]
    ) {
        let loader = TableLoader(strings: files.strings, stringsDict: files.stringsDict)
        diagnostics += loader.diagnostics
        // A file in no language folder is only checked for problems of its own.
        guard let meaning = files.place.folderMeaning else { return }
        // Whether the `.strings` file lists keys: one that holds only `"" = "";` (or nothing)
        // lists none, whatever the `.stringsdict` beside it holds.
        let listsKeys = loader.strings?.table.keys.contains { !$0.isEmpty } ?? false
        var values: [String: TableValue] = [:]
        loader.merge(into: &values)
        let locations = loader.locations()
        let valueLocations = loader.valueLocations()
        var entries: [String: Entry] = [:]
        for (key, value) in values {
            let location = locations[key] ?? .init(file: files.place.folder?.path ?? "", line: 1, column: 1)
            entries[key] = Entry(value: value, location: valueLocations[key] ?? location, keyLocation: location)
        }
        let table = files.place.table
        let groupKey = files.place.root.path
        switch meaning {
        case .base:
            if listsKeys { groups[groupKey, default: Group()].baseListedTables.insert(table) }
            groups[groupKey, default: Group()].base[table, default: [:]].merge(entries) { _, new in new }
        case .language(let language):
            if let folder = files.place.folder {
                groups[groupKey, default: Group()].languageFolders[language, default: []].insert(folder)
            }
            if listsKeys { groups[groupKey, default: Group()].listingLanguages[table, default: []].insert(language) }
            groups[groupKey, default: Group()].tables[table, default: [:]][language, default: [:]].merge(entries) {
                _, new in new
            }
        case .multilingual:
            break
        }
    }
}

extension TableLinter.Group {
    /// Makes the tables whose names differ only in case (`infoPlist` in one language,
    /// `InfoPlist` in the others) one table, named as the source language names it (else as
    /// most languages do, then in identifier order), as a case-insensitive disk reads them. Each
    /// file named otherwise gets a note: a case-sensitive one (iOS, Linux) does not find it.
    mutating func mergeNamesDifferingInCase(source: LanguageTag, _ diagnostics: inout [LocalizationDiagnostic]) {
        let names = Set(tables.keys).union(base.keys)
        let variants = Dictionary(grouping: names) { $0.lowercased() }.values.filter { $0.count > 1 }
        for spellings in variants.map({ $0.sorted() }).sorted(by: { $0[0] < $1[0] }) {
            func hasSource(_ name: String) -> Bool {
                base[name] != nil || (tables[name]?.keys.contains { $0.isSameLocale(as: source) } ?? false)
            }
            let chosen =
                spellings.first(where: hasSource)
                ?? spellings.max { (tables[$0]?.count ?? 0, $1) < (tables[$1]?.count ?? 0, $0) } ?? spellings[0]
            for other in spellings where other != chosen {
                for (language, entries) in (tables[other] ?? [:]).sorted(by: { $0.key < $1.key }) {
                    tables[chosen, default: [:]][language, default: [:]].merge(entries) { own, _ in own }
                    guard let first = entries.values.map(\.keyLocation).min() else { continue }
                    diagnostics.append(
                        LocalizationDiagnostic(
                            .note, .missingTranslation,
                            "the \(language) file of table \(chosen) is named \(other): it is read with the others here, as a case-insensitive disk (macOS) reads it, but on a case-sensitive one (iOS, Linux) a lookup of \(chosen) does not find it and the \(language) texts are not shown",
                            location: .init(file: first.file, line: 1, column: 1), table: chosen, language: language))
                }
                if let entries = base.removeValue(forKey: other) {
                    base[chosen, default: [:]].merge(entries) { own, _ in own }
                }
                tables[other] = nil
                if catalogListedTables.remove(other) != nil { catalogListedTables.insert(chosen) }
                if baseListedTables.remove(other) != nil { baseListedTables.insert(chosen) }
                if let listing = listingLanguages.removeValue(forKey: other) {
                    listingLanguages[chosen, default: []].formUnion(listing)
                }
                if let keys = untranslatedKeys.removeValue(forKey: other) {
                    untranslatedKeys[chosen, default: []].formUnion(keys)
                }
            }
        }
    }
}
