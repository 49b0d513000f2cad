/// Something that can hand out string tables by name and language.
///
/// A folder on disk (``StringTableDirectory``), tables compiled into a binary, or a dictionary in
/// memory (``InMemoryStringTables``) can each be a source, and a ``Localizer`` searches several.
///
/// A source returns `nil` for a table it does not have; it never throws. Problems it found while
/// reading are reported through ``diagnostics``.
///
/// A source's answers must not change once given: a ``Localizer`` asks for ``languages`` and
/// the tables a lookup needs the first time it looks up a table name in a list of languages, and
/// remembers what it found for the lookups after it. Read tables lazily if you like, but once;
/// to pick up tables that changed, give the localizer its sources again (setting
/// ``Localizer/sources`` starts it afresh) or make a new one.
public protocol StringTableSource: Sendable {
    /// The languages this source has tables for, as their folders or files name them.
    var languages: [LanguageTag] { get }

    /// The table called `name` in exactly `language` (no fallback), or `nil`.
    func table(named name: String, language: LanguageTag) -> StringTable?

    /// Problems found while reading tables so far; by default none.
    var diagnostics: [LocalizationDiagnostic] { get }
}

extension StringTableSource {
    /// No problems: the default for sources that cannot have any.
    public var diagnostics: [LocalizationDiagnostic] { [] }
}
