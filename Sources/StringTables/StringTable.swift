/// The entries of one table in one language: `Localizable` in `de`, for example.
public struct StringTable: Sendable, Hashable {
    /// The table's name, the file name without extension (`Localizable`).
    public var name: String
    /// The language the entries are written in.
    public var language: LanguageTag
    /// The values, by key.
    public var entries: [String: TableValue]

    /// Creates a table from its values.
    public init(name: String, language: LanguageTag, entries: [String: TableValue]) {
        self.name = name
        self.language = language
        self.entries = entries
    }
}

/// Something that can hand out string tables by name and language: a folder on disk, tables
/// compiled into a binary, or a dictionary in memory.
///
/// A source returns `nil` for a table it does not have; it never throws. Problems it found while
/// reading are reported through ``diagnostics``.
public protocol StringTableSource: Sendable {
    /// The languages this source has tables for, as their folders or files name them.
    var languages: [LanguageTag] { get }

    /// The table called `name` in exactly `language` (no fallback), or `nil`.
    func table(named name: String, language: LanguageTag) -> StringTable?

    /// Problems found while reading tables so far. The default is none.
    var diagnostics: [LocalizationDiagnostic] { get }
}

extension StringTableSource {
    /// No problems: the default for sources that cannot have any.
    public var diagnostics: [LocalizationDiagnostic] { [] }
}
