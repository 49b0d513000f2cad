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
    private var tables: [String: [LanguageTag: [String: TableValue]]]

    /// Creates tables of plain text from `[table name: [language: [key: value]]]`.
    public init(_ tables: [String: [LanguageTag: [String: String]]] = [:]) {
        self.tables = tables.mapValues { $0.mapValues { $0.mapValues(TableValue.text) } }
    }

    /// Creates tables of any values, plural ones included.
    public init(values: [String: [LanguageTag: [String: TableValue]]]) {
        self.tables = values
    }

    /// Adds or replaces one entry.
    package mutating func set(
        _ value: TableValue, forKey key: String, table: String = "Localizable", language: LanguageTag
    ) {
        tables[table, default: [:]][language, default: [:]][key] = value
    }

    /// Every language any table has, sorted.
    public var languages: [LanguageTag] {
        Array(Set(tables.values.flatMap(\.keys))).sorted()
    }

    /// The table called `name` in exactly `language`, or `nil`.
    public func table(named name: String, language: LanguageTag) -> StringTable? {
        tables[name]?[language].map { StringTable(name: name, language: language, entries: $0) }
    }
}
