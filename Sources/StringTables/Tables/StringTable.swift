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
