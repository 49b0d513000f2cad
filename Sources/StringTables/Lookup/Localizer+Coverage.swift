extension Localizer {
    /// The kind of argument each position of `key` takes, as its source text reads them: the
    /// value in the source language, or else the key's own specifiers. What callers that only
    /// have text (a command line's arguments) convert them by: a translation may be broken and
    /// then be replaced by the source text, or show with `%@` what the source formats as a
    /// number. `nil` when neither has any specifiers that can be read.
    package func sourceArgumentKinds(forKey key: String, table: String) -> [Int: FormatSpecifier.ArgumentKind]? {
        if let source = sourceText(key, table: table), let kinds = try? source.value.argumentKinds() {
            return kinds
        }
        guard let parsedKey = try? FormatString.parsed(key), !parsedKey.specifiers.isEmpty else { return nil }
        return parsedKey.argumentKinds
    }

    /// Whether a lookup through `plan` (made for preferences) that found its text in the table
    /// at `hit` (`nil`: nowhere) shows something other than the most preferred language's own
    /// text: the rule behind the note about a missing translation, and behind the linter's.
    ///
    /// A language that falls back to the source language (`en-GB` for `en`) lacks nothing, and
    /// a hit in a language the most preferred one falls back to (`zh-Hant` for `zh-Hant-HK`,
    /// `pt` for `pt-PT`) is its text.
    static func lacksFirstPreference(_ plan: LookupPlan, hit: Int?) -> Bool {
        plan.firstPreference != nil && !plan.firstPreferenceIsSource
            && !(hit.map { plan.tables[$0].servesFirstPreference } ?? false)
    }

    /// Where a lookup of `key` in `table` for a reader of `language` finds its text, as
    /// ``localize(_:table:defaultValue:arguments:languages:)`` finds it.
    package func coverage(of key: String, table: String, language: LanguageTag) -> Coverage {
        let plan = plan(table, [language], .preferences)
        let hit = plan.find(key)
        if Self.lacksFirstPreference(plan, hit: hit?.index) { return .missing }
        guard let hit else { return .source }
        let found = plan.tables[hit.index]
        if found.language.isSameLocale(as: language) { return .own }
        return found.isSource ? .source : .inherited(from: found.language)
    }

    /// Where a lookup finds a language's text for a key (see ``coverage(of:table:language:)``).
    package enum Coverage: Sendable, Hashable {
        /// In the language's own table.
        case own
        /// In the table of a language it falls back to, such as `zh-Hant` for `zh-Hant-HK`.
        case inherited(from: LanguageTag)
        /// The language falls back to the source language, whose text is shown.
        case source
        /// Nowhere the language falls back to: a note says the translation is missing.
        case missing
    }
}
