public import Foundation

/// String tables read from folders on disk, or compiled into the binary, in the layout Apple
/// platforms use.
///
/// Under each root folder: `<language>.lproj/<Table>.strings` and `.stringsdict` (whose plural
/// rules win over the `.strings` value of the same key), and `<Table>.xcstrings` catalogs beside
/// the language folders or in `mul.lproj`, where Xcode puts multilingual resources.
///
/// Roots are searched in order, so list the user's folder before the package's: the first root
/// with a key wins, key by key. Folder names may use `_` or `-` and any case (`zh_CN.lproj`,
/// `pt-br.lproj`), or the English names of NeXTSTEP and early Mac OS X (`German.lproj` is `de`).
/// `Base.lproj` holds source-language text: its entries fill in keys the source language's own
/// folder lacks.
///
/// Nothing is read until a table is asked for; each (table, language) is then read once, cached,
/// and safe to ask for from many threads at once. A catalog is read once, when the languages are
/// first listed, without decoding its values: each language's values are built when a table in
/// that language is asked for. A file that cannot be read, or parts of one, never hide the
/// others: problems go to ``diagnostics`` with their file, line and column.
///
/// ```swift
/// let tables = StringTableDirectory(path: "Localization")
/// let localizer = Localizer(sources: [tables])
/// localizer.localize("Save", languages: ["de"]).value  // "Sichern"
/// ```
///
/// Tables that must travel with a binary copied anywhere are compiled into it by the package's
/// `StringTablesPlugin` as `StringTableDirectory.module` (see ``init(embedded:root:sourceLanguage:)``);
/// tables copied into a bundle's resources are read with ``init(bundle:sourceLanguage:)``.
public final class StringTableDirectory: StringTableSource {
    /// The root folders on disk, searched in order; none for tables compiled into the binary.
    package let roots: [URL]
    /// The language of `Base.lproj` and of keys that are their own source text.
    package let sourceLanguage: LanguageTag

    private struct State {
        /// The layout of each root, in root order, once discovered.
        var layouts: [TableLayout]?
        var languages: [LanguageTag] = []
        /// The languages and those catalogs have localizations for that give no value.
        var namedLanguages: [LanguageTag] = []
        /// Catalogs read, by path: their languages are needed before any table is, and each
        /// language's values are built from them when its table is asked for.
        var catalogs: [String: XCStringsCatalog] = [:]
    }

    /// Where the folders are listed and the files read.
    private let files: any TableFiles
    /// The roots' paths in `files`, searched in order.
    private let rootPaths: [String]
    private let state = Locked(State())
    /// Held while the roots are discovered: threads that ask meanwhile wait for the one
    /// discovery rather than list the folders and read the catalogs again.
    private let discovery = Locked(())
    private let cache = TableCache()

    /// Tables under `rootPaths` in `files`, searched in order.
    init(files: any TableFiles, rootPaths: [String], roots: [URL], sourceLanguage: LanguageTag) {
        self.files = files
        self.rootPaths = rootPaths
        self.roots = roots
        self.sourceLanguage = sourceLanguage
    }

    /// Tables under `roots`, searched in order.
    public convenience init(roots: [URL], sourceLanguage: LanguageTag = "en") {
        self.init(files: DiskTableFiles(), rootPaths: roots.map(\.path), roots: roots, sourceLanguage: sourceLanguage)
    }

    /// Tables under one folder.
    public convenience init(path: String, sourceLanguage: LanguageTag = "en") {
        self.init(roots: [URL(fileURLWithPath: path)], sourceLanguage: sourceLanguage)
    }

    /// The languages of the folders and catalogs under the roots.
    ///
    /// The source language is among them when a root has a `Base.lproj` folder. The roots are
    /// listed the first time this or a table is asked for.
    public var languages: [LanguageTag] {
        // Lookups ask for this once per language and source: once discovered, only the list is read.
        if let languages = state.withLock({ $0.layouts != nil ? $0.languages : nil }) { return languages }
        return discovered.languages
    }

    /// Every language the tables are in: ``languages``, and those a catalog has localizations for
    /// that give no value (every one is broken, or `new`), whose problems only a table in that
    /// language reports. What a tool that checks every table asks for.
    package var localizedLanguages: [LanguageTag] {
        _ = discovered
        return state.withLock { $0.namedLanguages }
    }

    /// Problems found so far, each with its file, line and column.
    ///
    /// They are folders that are not read, files that cannot be read, and the problems in the
    /// table files read so far. A catalog's problems as a whole (not JSON, a key given twice) come
    /// when the languages are first listed; the problems of its localizations in one language come
    /// when a table in that language is first asked for.
    public var diagnostics: [LocalizationDiagnostic] { cache.diagnostics }

    /// The table called `name` in exactly `language`, merged from every root.
    ///
    /// The files are read the first time the table is asked for; the table is then cached.
    public func table(named name: String, language: LanguageTag) -> StringTable? {
        cache.table(named: name, language: language) { problems in load(name, language, &problems) }
    }

    // MARK: Reading

    private func load(_ name: String, _ language: LanguageTag, _ problems: inout [LocalizationDiagnostic])
        -> StringTable?
    {
        let layouts = discovered.layouts
        var entries: [String: TableValue] = [:]
        var found = false
        // Later roots first, so earlier roots overwrite them key by key.
        for layout in layouts.reversed() {
            if language == sourceLanguage, let base = layout.baseFolder {
                found = merge(folder: base, name, into: &entries, &problems) || found
            }
            if let catalog = layout.catalogs[name], let file = catalogFile(catalog, &problems) {
                // Only this language's localizations are read; their problems are this table's.
                let table = file.table(for: language)
                problems += table.diagnostics
                if let values = table.values {
                    entries.merge(values) { _, new in new }
                    found = true
                }
            }
            for folder in layout.languageFolders[language] ?? [] {
                found = merge(folder: folder, name, into: &entries, &problems) || found
            }
        }
        return found ? StringTable(name: name, language: language, entries: entries) : nil
    }

    /// Merges the table's files in `folder`, as ``TableLoader`` does, into `entries`.
    private func merge(
        folder: String, _ name: String, into entries: inout [String: TableValue],
        _ problems: inout [LocalizationDiagnostic]
    ) -> Bool {
        var loader = TableLoader(
            strings: read(TableLayout.path(folder, name + ".strings"), &problems),
            stringsDict: read(TableLayout.path(folder, name + ".stringsdict"), &problems))
        problems += loader.diagnostics
        loader.move(into: &entries)
        return loader.found
    }

    /// The catalog at `path`, read once (by discovery); the problems of the file as a whole go
    /// to `problems` when it is read.
    private func catalogFile(_ path: String, _ problems: inout [LocalizationDiagnostic]) -> XCStringsCatalog? {
        if let cached = state.withLock({ $0.catalogs[path] }) { return cached }
        guard let contents = read(path, &problems) else { return nil }
        let catalog = XCStringsCatalog(bytes: contents.bytes, path: contents.path)
        problems += catalog.diagnostics
        state.withLock { $0.catalogs[path] = catalog }
        return catalog
    }

    private func read(_ path: String, _ problems: inout [LocalizationDiagnostic]) -> TableLoader.File? {
        do {
            return try files.contentsOfFile(atPath: path)
        } catch {
            problems.append(
                LocalizationDiagnostic(
                    .error, .unreadableFile, "cannot read the file: \(error.localizedDescription)",
                    location: .init(file: files.reportedPath(path), line: 1, column: 1)))
            return nil
        }
    }

    // MARK: Discovery

    /// Each root's layout and the languages under them, discovered once, even when many threads
    /// ask at once.
    private var discovered: (layouts: [TableLayout], languages: [LanguageTag]) {
        if let found = state.withLock({ state in state.layouts.map { ($0, state.languages) } }) { return found }
        return discovery.withLock { _ in discover() }
    }

    /// Lists the roots and reads their catalogs, unless another thread did meanwhile. Called
    /// holding ``discovery``.
    private func discover() -> (layouts: [TableLayout], languages: [LanguageTag]) {
        if let found = state.withLock({ state in state.layouts.map { ($0, state.languages) } }) { return found }
        var problems: [LocalizationDiagnostic] = []
        let layouts = rootPaths.map { TableLayout(root: $0, files: files) }
        var languages: Set<LanguageTag> = []
        var named: Set<LanguageTag> = []
        for layout in layouts {
            problems += layout.problems
            languages.formUnion(layout.languageFolders.keys)
            for catalog in layout.catalogs.values.sorted() {
                guard let file = catalogFile(catalog, &problems) else { continue }
                languages.formUnion(file.languages)
                named.formUnion(file.localizedLanguages)
            }
            if layout.baseFolder != nil { languages.insert(sourceLanguage) }
        }
        let sorted = languages.sorted()
        let stored = state.withLock { state in
            if let layouts = state.layouts { return (layouts, state.languages, false) }
            state.layouts = layouts
            state.languages = sorted
            state.namedLanguages = languages.union(named).sorted()
            return (layouts, sorted, true)
        }
        if stored.2 { cache.record(problems) }
        return (stored.0, stored.1)
    }
}
