/// An `.xcstrings` string catalog read whole: every language's values, and every problem found.
///
/// What the linter and tools that check a catalog read. A lookup reads only the languages it
/// needs through ``XCStringsCatalog``, which this is built on and which says how catalogs are
/// read.
package struct XCStringsFile: Sendable {
    /// The path the file was read from, as given.
    package var path: String
    /// The catalog's source language.
    package var sourceLanguage: LanguageTag
    /// Every key of the catalog, sorted.
    package var keys: [String]
    /// The values of each language.
    package var tables: [LanguageTag: [String: TableValue]]
    /// The keys not meant to be translated (`shouldTranslate: false`), or no longer in the code
    /// (`extractionState: stale`): no language lacks them.
    package var untranslatedKeys: Set<String>
    /// Problems found: those of the file as a whole and those of every language, ordered by place.
    package var diagnostics: [LocalizationDiagnostic]

    /// The catalog read, for the places of its keys.
    private let catalog: XCStringsCatalog

    /// Where `key` is in the file (its last entry, the one that counts).
    package func location(ofKey key: String) -> LocalizationDiagnostic.Location {
        catalog.location(ofKey: key)
    }

    /// Where the value of each key is in each language: its unit's `value`, or its first
    /// variation's.
    package func valueLocations() -> [LanguageTag: [String: LocalizationDiagnostic.Location]] {
        catalog.valueLocations()
    }

    /// Parses the bytes of an `.xcstrings` file. Never throws: problems are in ``diagnostics``.
    ///
    /// The bytes are decoded as `.strings` files are (UTF-8, or UTF-16 with or without a mark), so
    /// lines and columns count the same in every encoding.
    package init(bytes: [UInt8], path: String) {
        catalog = XCStringsCatalog(bytes: bytes, path: path)
        self.path = path
        sourceLanguage = catalog.sourceLanguage
        keys = catalog.keys.sorted()
        untranslatedKeys = catalog.untranslatedKeys
        tables = [:]
        var diagnostics = catalog.diagnostics
        var languages = catalog.localizedLanguages
        if !languages.contains(sourceLanguage) { languages.append(sourceLanguage) }
        for language in languages {
            let table = catalog.table(for: language)
            tables[language] = table.values
            diagnostics += table.diagnostics
        }
        self.diagnostics = diagnostics.sortedByLocation()
    }
}
