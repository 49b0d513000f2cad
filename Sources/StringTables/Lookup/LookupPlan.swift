/// The tables a lookup probes for one table name and one list of languages, in order, found
/// once: a lookup is then one dictionary probe per table until the key is found.
///
/// Finding the tables is the costly part of a lookup — the fallback chain, every source's
/// languages matched by their maximized tags, each table fetched — and its answer depends only
/// on the localizer's sources, its source language, the table name and the languages, so a
/// ``LookupCache`` keeps it.
final class LookupPlan: Sendable {
    /// One table to probe, with what a hit in it means for diagnostics and specifier checks.
    struct Table: Sendable {
        var entries: [String: TableValue]
        /// The language the table is named for, which a hit reports.
        var language: LanguageTag
        /// Whether the table stands for a locale of the source language's fallback chain: its
        /// text is source text, with nothing to check it against.
        var isSource: Bool
        /// Whether the table stands for a locale of the most preferred language's fallback chain:
        /// a hit in it needs no note about a missing translation.
        var servesFirstPreference: Bool
    }

    /// The table name.
    let table: String
    /// The languages tried, in order.
    let chain: [LanguageTag]
    /// The tables matching `chain`, in the order a lookup probes them; each table once.
    let tables: [Table]
    /// The most preferred language, when the plan was made for preferences.
    let firstPreference: LanguageTag?
    /// Whether the most preferred language falls back to the source language, which needs no table.
    let firstPreferenceIsSource: Bool
    /// What lookups through this plan decided, by key (see ``LookupDecision``): bounded, as keys
    /// may come from anywhere.
    let decisions = MemoCache<LookupDecision.Key, LookupDecision>(limit: 512)

    /// The plan for `chain` over `sources`: for each language in turn, each source's table named
    /// exactly so, then its tables of the same locale once likely subtags are filled in.
    init(
        table name: String, chain: [LanguageTag], firstPreference: LanguageTag?, sources: [any StringTableSource],
        sourceLanguage: LanguageTag
    ) {
        var tables: [Table] = []
        var seen: Set<SeenTable> = []
        for wanted in chain {
            let target = wanted.maximized
            for (index, source) in sources.enumerated() {
                let available = source.languages
                let exact = available.filter { $0 == wanted }
                let alike = available.filter { $0 != wanted && $0.maximized == target }
                for language in exact + alike where seen.insert(SeenTable(source: index, language: language)).inserted {
                    guard let table = source.table(named: name, language: language) else { continue }
                    tables.append(
                        Table(
                            entries: table.entries, language: language,
                            isSource: sourceLanguage.fallsBack(to: language),
                            servesFirstPreference: firstPreference.map { $0.fallsBack(to: language) } ?? false))
                }
            }
        }
        self.table = name
        self.chain = chain
        self.tables = tables
        self.firstPreference = firstPreference
        self.firstPreferenceIsSource = firstPreference.map { $0.fallsBack(to: sourceLanguage) } ?? false
    }

    private struct SeenTable: Hashable {
        var source: Int
        var language: LanguageTag
    }

    /// The first table's value for `key`, with the language of its table.
    func value(forKey key: String) -> (value: TableValue, language: LanguageTag)? {
        find(key).map { ($0.value, tables[$0.index].language) }
    }

    /// The first table's value for `key`, with the table's index in ``tables``.
    func find(_ key: String) -> (value: TableValue, index: Int)? {
        for index in tables.indices {
            if let value = tables[index].entries[key] { return (value, index) }
        }
        return nil
    }
}
