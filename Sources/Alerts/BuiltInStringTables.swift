internal import Synchronization

/// The package's own tables — OK, Cancel, Retry, the texts for Foundation's errors, command-line
/// labels, HTTP status titles — compiled into the binary from `Localization/`, in English,
/// Chinese (Simplified and Traditional), Japanese, Korean, German, French, Spanish, Brazilian
/// Portuguese, Russian and Arabic.
///
/// Alert resolution always searches them after your own sources, so any table of yours named
/// `Alerts` overrides them key by key. They are parsed the first time each (table, language) is
/// asked for.
public final class BuiltInStringTables: StringTableSource {
    /// The one instance.
    public static let shared = BuiltInStringTables()

    struct File {
        enum Kind { case strings, stringsdict }
        var path: String
        var language: LanguageTag
        var table: String
        var kind: Kind
        var text: String
    }

    private struct Cache {
        var tables: [String: StringTable?] = [:]
        var diagnostics: [LocalizationDiagnostic] = []
    }

    private let cache = Mutex(Cache())

    public let languages: [LanguageTag]

    private init() {
        var languages: [LanguageTag] = []
        for file in Self.files where !languages.contains(file.language) { languages.append(file.language) }
        self.languages = languages
    }

    /// Problems found while parsing the tables: none, as a test makes sure.
    public var diagnostics: [LocalizationDiagnostic] { cache.withLock { $0.diagnostics } }

    public func table(named name: String, language: LanguageTag) -> StringTable? {
        let cacheKey = "\(name)\u{0}\(language.identifier)"
        if let cached = cache.withLock({ $0.tables[cacheKey] }) { return cached }
        var entries: [String: TableValue] = [:]
        var problems: [LocalizationDiagnostic] = []
        let files = Self.files.filter { $0.table == name && $0.language == language }
        // .strings first, then .stringsdict, whose plural rules win.
        for file in files.sorted(by: { $0.kind == .strings && $1.kind == .stringsdict }) {
            let bytes = Array(file.text.utf8)
            switch file.kind {
            case .strings:
                let parsed = StringsFile(bytes: bytes, path: "Localization/" + file.path)
                problems += parsed.diagnostics
                entries.merge(parsed.dictionary.mapValues(TableValue.text)) { _, new in new }
            case .stringsdict:
                let parsed = StringsDictFile(bytes: bytes, path: "Localization/" + file.path)
                problems += parsed.diagnostics
                entries.merge(parsed.entries) { _, new in new }
            }
        }
        let table = files.isEmpty ? nil : StringTable(name: name, language: language, entries: entries)
        return cache.withLock { cache in
            if let stored = cache.tables[cacheKey] { return stored }
            cache.tables[cacheKey] = .some(table)
            cache.diagnostics += problems
            return table
        }
    }
}

extension Localizer {
    /// This localizer with the package's own tables (``BuiltInStringTables``) searched after its
    /// sources, unless it already has them.
    public var includingBuiltInTables: Localizer {
        guard !sources.contains(where: { $0 is BuiltInStringTables }) else { return self }
        var localizer = self
        localizer.sources.append(BuiltInStringTables.shared)
        return localizer
    }
}
