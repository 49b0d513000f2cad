/// The package's own tables — OK, Cancel, Retry, the texts for Foundation's errors, command-line
/// labels, HTTP status titles — compiled into the binary from `Localization/`, in English,
/// Chinese (Simplified and Traditional), Japanese, Korean, German, French, Spanish, Brazilian
/// Portuguese, Russian and Arabic.
///
/// Alert resolution always searches them after your own sources, so any table of yours named
/// `Alerts` overrides them key by key. They are parsed the first time each (table, language) is
/// asked for.
package final class BuiltInStringTables: StringTableSource {
    /// The one instance.
    package static let shared = BuiltInStringTables(files: BuiltInStringTables.files)

    struct File {
        enum Kind { case strings, stringsdict }
        var path: String
        var language: LanguageTag
        var table: String
        var kind: Kind
        var text: String
    }

    /// The files the tables are read from: the generated `files`, or a test's own.
    private let tableFiles: [File]
    private let cache = TableCache()

    /// The languages the tables are written in, in the order of `Localization/`'s folders.
    package let languages: [LanguageTag]

    /// Tables read from `files`; the package's own are ``shared``.
    init(files: [File]) {
        var languages: [LanguageTag] = []
        for file in files where !languages.contains(file.language) { languages.append(file.language) }
        self.languages = languages
        self.tableFiles = files
    }

    /// Problems found while parsing the tables: none, as a test makes sure.
    package var diagnostics: [LocalizationDiagnostic] { cache.diagnostics }

    /// The table called `name` in exactly `language`, parsed the first time it is asked for.
    package func table(named name: String, language: LanguageTag) -> StringTable? {
        cache.table(named: name, language: language) { problems in
            let files = tableFiles.filter { $0.table == name && $0.language == language }
            guard !files.isEmpty else { return nil }
            func contents(_ kind: File.Kind) -> TableLoader.File? {
                files.first { $0.kind == kind }.map {
                    TableLoader.File(bytes: Array($0.text.utf8), path: "Localization/" + $0.path)
                }
            }
            let loader = TableLoader(strings: contents(.strings), stringsDict: contents(.stringsdict))
            problems += loader.diagnostics
            var entries: [String: TableValue] = [:]
            loader.merge(into: &entries)
            return StringTable(name: name, language: language, entries: entries)
        }
    }
}

extension Localizer {
    /// This localizer with the package's own tables (``BuiltInStringTables``) searched after its
    /// sources, unless it already has them.
    package var includingBuiltInTables: Localizer {
        guard !sources.contains(where: { $0 is BuiltInStringTables }) else { return self }
        var localizer = self
        localizer.sources.append(BuiltInStringTables.shared)
        return localizer
    }
}
