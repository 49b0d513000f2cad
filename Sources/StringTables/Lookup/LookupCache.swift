/// What a ``Localizer`` has found in its sources: a ``LookupPlan`` per table name and list of
/// languages, and the localizers made from it with one more source searched last.
///
/// Bounded, so that endless distinct `Accept-Language` lists cannot grow it without limit, and
/// safe to use from many threads at once. Copies of a localizer share it; setting a localizer's
/// sources or source language gives it a new, empty one.
final class LookupCache: Sendable {
    /// What a plan is made for.
    struct Key: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            /// Preferred languages, extended to a fallback chain that ends at the source language.
            case preferences
            /// A fallback chain as given.
            case chain
            /// The source language's own fallback chain, for a pseudo-language (the one language
            /// given) made from it.
            case pseudo
            /// The source language's own fallback chain.
            case sourceLanguage
        }

        var table: String
        var languages: [LanguageTag]
        var kind: Kind
    }

    /// Preference lists longer than this are planned on every call rather than remembered: no
    /// user prefers more languages, and a hostile list must not fill the memory.
    static let longestRememberedList = 16

    /// Localizers made with one more source are few (the package's own tables); past this
    /// many, the cache starts over.
    static let extendedLimit = 16

    let plans = MemoCache<Key, LookupPlan>(limit: 1024)
    /// The keys of each table name by their source text, made once per table name (see
    /// ``Localizer/key(matching:table:languages:)``). Table names come from code, not requests.
    let sourceIndexes = MemoCache<String, SourceTextIndex>(limit: 64)
    /// The texts shown as written that the diagnostics were told about, each once.
    let reportedTexts = ReportedTexts()
    /// The localizers made by ``Localizer/searchingLast(_:)``, by the added source; `nil` when
    /// the source was among the localizer's own, so the localizer itself is the answer.
    private let extended = Locked<[ObjectIdentifier: Localizer?]>([:])

    /// The localizer `make` returns for the added source `id`, made the first time only.
    func extended(by id: ObjectIdentifier, _ make: () -> Localizer?) -> Localizer? {
        if let known = extended.withLock({ $0[id] }) { return known }
        let made = make()
        extended.withLock { table in
            if table.count >= Self.extendedLimit { table.removeAll() }
            table[id] = .some(made)
        }
        return made
    }
}
