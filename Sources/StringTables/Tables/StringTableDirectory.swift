public import Foundation
internal import Synchronization

/// String tables read from folders on disk, in the layout Apple platforms use:
/// `<language>.lproj/<Table>.strings`, `<language>.lproj/<Table>.stringsdict` and
/// `<Table>.xcstrings`, under one or more root folders.
///
/// Roots are searched in order, so list the user's folder before the package's: the first root
/// with a key wins, key by key. Folder names may use `_` or `-` and any case (`zh_CN.lproj`,
/// `pt-br.lproj`). `Base.lproj` holds source-language text: its entries fill in keys the source
/// language's own folder lacks.
///
/// Nothing is read until a table is asked for; each (table, language) is then read once, cached,
/// and safe to ask for from many threads at once. A file that cannot be read, or parts of one,
/// never hide the others: problems go to ``diagnostics`` with their file, line and column.
public final class StringTableDirectory: StringTableSource {
    /// The root folders, searched in order.
    public let roots: [URL]
    /// The language of `Base.lproj` and of keys that are their own source text.
    public let sourceLanguage: LanguageTag

    private struct Layout {
        /// Language folders by language, per root, in root order.
        var folders: [[LanguageTag: [URL]]]
        /// `.xcstrings` catalogs by table name, per root.
        var catalogs: [[String: URL]]
        /// `Base.lproj` folders, per root.
        var baseFolders: [URL?]
        var languages: [LanguageTag]
    }

    private struct Cache {
        var layout: Layout?
        var tables: [String: StringTable?] = [:]
        var catalogs: [URL: XCStringsFile] = [:]
        var diagnostics: [LocalizationDiagnostic] = []
    }

    private let cache = Mutex(Cache())

    /// Tables under `roots`, searched in order.
    public init(roots: [URL], sourceLanguage: LanguageTag = "en") {
        self.roots = roots
        self.sourceLanguage = sourceLanguage
    }

    /// Tables under one folder.
    public convenience init(path: String, sourceLanguage: LanguageTag = "en") {
        self.init(roots: [URL(fileURLWithPath: path)], sourceLanguage: sourceLanguage)
    }

    public var languages: [LanguageTag] { layout.languages }

    public var diagnostics: [LocalizationDiagnostic] { cache.withLock { $0.diagnostics } }

    public func table(named name: String, language: LanguageTag) -> StringTable? {
        let cacheKey = "\(name)\u{0}\(language.identifier)"
        if let cached = cache.withLock({ $0.tables[cacheKey] }) { return cached }
        // Read outside the lock: two threads may both read a table the first time, but nobody
        // waits behind a slow disk, and the first result stored wins.
        var problems: [LocalizationDiagnostic] = []
        let table = load(name, language, &problems)
        return cache.withLock { cache in
            if let stored = cache.tables[cacheKey] { return stored }
            cache.tables[cacheKey] = .some(table)
            cache.diagnostics += problems
            return table
        }
    }

    // MARK: Reading

    private func load(_ name: String, _ language: LanguageTag, _ problems: inout [LocalizationDiagnostic])
        -> StringTable?
    {
        let layout = layout
        var entries: [String: TableValue] = [:]
        var found = false
        // Later roots first, so earlier roots overwrite them key by key.
        for rootIndex in layout.folders.indices.reversed() {
            if language == sourceLanguage, let base = layout.baseFolders[rootIndex] {
                found = merge(folder: base, name, into: &entries, &problems) || found
            }
            if let catalog = layout.catalogs[rootIndex][name], let file = catalogFile(catalog, &problems) {
                if let values = file.tables[language] {
                    entries.merge(values) { _, new in new }
                    found = true
                }
            }
            for folder in layout.folders[rootIndex][language] ?? [] {
                found = merge(folder: folder, name, into: &entries, &problems) || found
            }
        }
        return found ? StringTable(name: name, language: language, entries: entries) : nil
    }

    /// Merges `<folder>/<name>.strings` and then `.stringsdict` (whose plural rules win).
    private func merge(
        folder: URL, _ name: String, into entries: inout [String: TableValue],
        _ problems: inout [LocalizationDiagnostic]
    ) -> Bool {
        var found = false
        let strings = folder.appendingPathComponent(name + ".strings")
        if let bytes = read(strings, &problems) {
            let file = StringsFile(bytes: bytes, path: strings.path)
            problems += file.diagnostics
            entries.merge(file.dictionary.mapValues(TableValue.text)) { _, new in new }
            found = true
        }
        let dictionary = folder.appendingPathComponent(name + ".stringsdict")
        if let bytes = read(dictionary, &problems) {
            let file = StringsDictFile(bytes: bytes, path: dictionary.path)
            problems += file.diagnostics
            entries.merge(file.entries) { _, new in new }
            found = true
        }
        return found
    }

    private func catalogFile(_ url: URL, _ problems: inout [LocalizationDiagnostic]) -> XCStringsFile? {
        if let cached = cache.withLock({ $0.catalogs[url] }) { return cached }
        guard let bytes = read(url, &problems) else { return nil }
        let file = XCStringsFile(bytes: bytes, path: url.path)
        problems += file.diagnostics
        cache.withLock { $0.catalogs[url] = file }
        return file
    }

    private func read(_ url: URL, _ problems: inout [LocalizationDiagnostic]) -> [UInt8]? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return [UInt8](try Data(contentsOf: url))
        } catch {
            problems.append(
                LocalizationDiagnostic(
                    .error, "cannot read the file: \(error.localizedDescription)",
                    location: .init(file: url.path, line: 1, column: 1)))
            return nil
        }
    }

    // MARK: Discovery

    private var layout: Layout {
        if let layout = cache.withLock({ $0.layout }) { return layout }
        var problems: [LocalizationDiagnostic] = []
        let layout = discover(&problems)
        return cache.withLock { cache in
            if let stored = cache.layout { return stored }
            cache.layout = layout
            cache.diagnostics += problems
            return layout
        }
    }

    private func discover(_ problems: inout [LocalizationDiagnostic]) -> Layout {
        var layout = Layout(folders: [], catalogs: [], baseFolders: [], languages: [])
        var languages: Set<LanguageTag> = []
        for root in roots {
            var folders: [LanguageTag: [URL]] = [:]
            var catalogs: [String: URL] = [:]
            var base: URL?
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
            for name in names.sorted() {
                let url = root.appendingPathComponent(name)
                if name.hasSuffix(".lproj") {
                    switch LanguageFolder(folderName: name) {
                    case .base:
                        base = url
                    case .language(let language):
                        folders[language, default: []].append(url)
                        languages.insert(language)
                    case nil:
                        problems.append(
                            LocalizationDiagnostic(
                                .warning, "the folder \(name) is not named after a language tag, so it is not read",
                                location: .init(file: url.path, line: 1, column: 1)))
                    }
                } else if name.hasSuffix(".xcstrings") {
                    let tableName = String(name.dropLast(10))
                    catalogs[tableName] = url
                    if let file = catalogFile(url, &problems) { languages.formUnion(file.tables.keys) }
                }
            }
            layout.folders.append(folders)
            layout.catalogs.append(catalogs)
            layout.baseFolders.append(base)
        }
        if layout.baseFolders.contains(where: { $0 != nil }) { languages.insert(sourceLanguage) }
        layout.languages = languages.sorted()
        return layout
    }
}
