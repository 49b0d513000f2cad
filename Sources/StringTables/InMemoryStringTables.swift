/// String tables held in memory, for tests and for tables built by code.
///
/// ```swift
/// let tables = InMemoryStringTables([
///     "Localizable": [
///         "de": ["Save failed.": "Speichern fehlgeschlagen."],
///     ]
/// ])
/// ```
public struct InMemoryStringTables: StringTableSource, Hashable {
    private var tables: [String: [LanguageTag: [String: String]]]

    /// Creates tables from `[table name: [language: [key: value]]]`.
    public init(_ tables: [String: [LanguageTag: [String: String]]] = [:]) {
        self.tables = tables
    }

    /// Adds or replaces one entry.
    public mutating func set(_ value: String, forKey key: String, table: String = "Localizable", language: LanguageTag)
    {
        tables[table, default: [:]][language, default: [:]][key] = value
    }

    public func table(named name: String, language: LanguageTag) -> StringTable? {
        tables[name]?[language].map { StringTable(name: name, language: language, entries: $0) }
    }
}
