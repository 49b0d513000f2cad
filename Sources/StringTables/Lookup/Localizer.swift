/// Looks up and formats localized strings across several table sources and languages.
///
/// Sources are searched in order, so put the user's tables before the package's own: the first
/// source that has a key in a language wins, key by key. For each key the preferred languages are
/// tried in order, each through its CLDR fallback chain (``LanguageTag/fallbackChain``), then the
/// source language, then the default value, then the key itself. The source language ends the
/// search wherever the preferences name it, as its text is always there: `["en", "de"]` never
/// gets German. A table matches a language when both stand for the same locale once likely
/// subtags are filled in, so a `zh_TW.lproj` table serves `zh-Hant` and a `pt-BR.lproj` table
/// serves `pt`, but `zh-Hant` never gets `zh`.
///
/// Two pseudo-languages are made from the source language's text at run time, for testing
/// layouts and finding text that is not localized (see <doc:TestingWithPseudoLanguages>): `en-XA`
/// (accented, longer, in brackets: `[Šáṽé ƒáíļéð. lorem ipsum]`) and `ar-XB` (right to left,
/// mirrored: `.deliaf evaS`). As the most preferred language, one gives every text its form of
/// the source text — the table's, the default value or the key — formatted with the source
/// language's plural rules and numbers; specifiers and the arguments' values are not changed.
/// Further down a list of languages, a pseudo-language stands for the source language.
///
/// The first lookup of a table name in a list of languages finds the tables to search and the
/// localizer remembers them (in a bounded cache, safe to share between threads and shared by
/// copies), so the lookups after it are a dictionary probe per table tried, and a hit without
/// arguments allocates nothing. Sources must therefore give the same tables every time (see
/// ``StringTableSource``); setting ``sources`` or ``sourceLanguage`` forgets what was found.
///
/// ```swift
/// let localizer = Localizer(sources: [userTables, builtInTables])
/// let text = localizer.localize("Delete %@", arguments: [.string("notes.txt")], languages: ["de"])
/// text.value     // "notes.txt löschen"
/// text.language  // de
/// ```
public struct Localizer: Sendable {
    /// Where tables come from, searched in order.
    public var sources: [any StringTableSource] {
        didSet {
            cache = LookupCache()
            lastSource = nil
        }
    }
    /// The language keys and default values are written in.
    public var sourceLanguage: LanguageTag {
        didSet {
            cache = LookupCache()
            sourceLanguageAlone = [sourceLanguage]
        }
    }
    /// ``sourceLanguage`` as a list of languages to look up in, made once rather than for each
    /// label that is looked up in the source language.
    package private(set) var sourceLanguageAlone: [LanguageTag]
    /// The tables found so far for each table name and list of languages, shared by copies.
    var cache = LookupCache()
    /// The source ``searchingLast(_:)`` added last, to make this localizer: searching it last again
    /// is this localizer, known without a lock.
    private var lastSource: ObjectIdentifier?

    /// Creates a localizer over `sources`, searched in order.
    public init(sources: [any StringTableSource], sourceLanguage: LanguageTag = "en") {
        self.sources = sources
        self.sourceLanguage = sourceLanguage
        self.sourceLanguageAlone = [sourceLanguage]
    }

    /// The languages to try for `preferences`, in order, without duplicates: each preference's
    /// CLDR fallback chain, then the source language's — ending at the source language, whose
    /// text is always there (the key or the default value): a language the user put after it is
    /// never used, as RFC 4647 lookup stops at the first language it has.
    package func fallbackChain(for preferences: [LanguageTag]) -> [LanguageTag] {
        var chain: [LanguageTag] = []
        for tag in (preferences + [sourceLanguage]).flatMap(\.fallbackChain) where !chain.contains(tag) {
            chain.append(tag)
            if tag.isSameLocale(as: sourceLanguage) { break }
        }
        return chain
    }

    /// The value of `key` in `table` for the first language of `chain` that a source has,
    /// matching languages by their likely script and region, exact names first.
    package func value(forKey key: String, table: String, chain: [LanguageTag]) -> (
        value: TableValue, language: LanguageTag
    )? {
        plan(table, chain, .chain).value(forKey: key)
    }

    /// This localizer with `source` searched after its sources, unless it is one of them.
    ///
    /// The localizer made is remembered, with everything it finds, for as long as this one's
    /// sources stay the same: calling this before every lookup, as alert resolution does with
    /// the package's own tables, costs a lock and allocates nothing after the first time, and
    /// costs no lock on the localizer made, which searches that source last already.
    package func searchingLast(_ source: some StringTableSource & AnyObject) -> Localizer {
        if lastSource == ObjectIdentifier(source) { return self }
        let extended = cache.extended(by: ObjectIdentifier(source)) { () -> Localizer? in
            // `nil` for a source among this localizer's: the answer is this localizer, which
            // its own cache must not hold, or the two would keep each other alive.
            guard !sources.contains(where: { ($0 as AnyObject) === source }) else { return nil }
            var extended = self
            extended.sources.append(source)
            extended.lastSource = ObjectIdentifier(source)
            return extended
        }
        return extended ?? self
    }

    /// The plan for `table` and `languages`, remembered unless the list is too long to keep.
    func plan(_ table: String, _ languages: [LanguageTag], _ kind: LookupCache.Key.Kind) -> LookupPlan {
        let key = LookupCache.Key(table: table, languages: languages, kind: kind)
        guard languages.count <= LookupCache.longestRememberedList else { return makePlan(key) }
        return cache.plans.value(for: key) { makePlan($0) }
    }

    private func makePlan(_ key: LookupCache.Key) -> LookupPlan {
        let chain: [LanguageTag] =
            switch key.kind {
            case .preferences: fallbackChain(for: key.languages)
            case .chain: key.languages
            case .sourceLanguage, .pseudo: sourceLanguage.fallbackChain
            }
        return LookupPlan(
            table: key.table, chain: chain, firstPreference: key.kind == .preferences ? key.languages.first : nil,
            sources: sources, sourceLanguage: sourceLanguage)
    }

    /// Looks `key` up for `languages` and formats it with `arguments`.
    ///
    /// The tables to search for a table name and a list of languages are found on the first
    /// lookup and remembered (see ``StringTableSource``), so a lookup after that is a few
    /// dictionary probes; the parsed form of each format string is remembered too.
    ///
    /// - Parameters:
    ///   - key: The key, which is also the text of last resort.
    ///   - table: The table name; `Localizable` by default, as on Apple platforms.
    ///   - defaultValue: The source-language text when the tables do not have the key.
    ///   - arguments: Values for the specifiers. With no arguments plain text is not formatted,
    ///     so a lone `%` stays as written.
    ///   - languages: The preferred languages, most preferred first.
    /// - Returns: The text, the language it came from, and any diagnostics: a note when the
    ///   most preferred language (unless it is the source language) has no text for the key, and
    ///   a warning for each translation that could not be used — its specifiers do not match the
    ///   source text's or do not fit the arguments — which is replaced by the source-language text.
    public func localize(
        _ key: String,
        table: String = "Localizable",
        defaultValue: String? = nil,
        arguments: [FormatArgument] = [],
        languages: [LanguageTag]
    ) -> LocalizedString {
        let pseudo = languages.first.flatMap(PseudoLanguage.init)
        let plan = preferencesPlan(table, languages, pseudo: pseudo)
        let decisionKey = LookupDecision.Key(key, defaultValue: defaultValue, arguments: arguments)
        if let decisionKey, let decision = plan.decisions.cached(decisionKey),
            let result = apply(decision, key: key, plan: plan, arguments: arguments)
        {
            return result
        }
        var outcome: LookupDecision.Outcome?
        let result = lookUp(
            key, table: table, defaultValue: defaultValue, arguments: arguments, plan: plan, pseudo: pseudo,
            outcome: &outcome)
        if let decisionKey, let outcome {
            plan.decisions.remember(decisionKey, LookupDecision(outcome, missing: result.missing?.shown))
        }
        return result
    }

    /// The plan a lookup in `table` for the preferred `languages` probes; `pseudo` is the first
    /// language's pseudo-language, if it is one.
    func preferencesPlan(_ table: String, _ languages: [LanguageTag], pseudo: PseudoLanguage?) -> LookupPlan {
        if let pseudo { return plan(table, [pseudo.tag], .pseudo) }
        if languages.dropFirst().contains(where: { PseudoLanguage($0) != nil }) {
            // A pseudo-language after the first stands for the language it is made from.
            return plan(table, languages.map { PseudoLanguage($0) != nil ? sourceLanguage : $0 }, .preferences)
        }
        return plan(table, languages, .preferences)
    }

    /// What `decision` gives for `arguments`: `nil` when the remembered format refuses one of
    /// their values, which is then looked up afresh. The note about a missing translation is
    /// made, and its event sent, as on the first call.
    private func apply(
        _ decision: LookupDecision, key: String, plan: LookupPlan, arguments: [FormatArgument]
    ) -> LocalizedString? {
        let value: String
        let language: LanguageTag?
        switch decision.outcome {
        case .shown(let text, let shownLanguage):
            (value, language) = (text, shownLanguage)
        case .formatted(let format, let formatLanguage, let numbers):
            guard let text = try? StringFormatter.format(format, arguments, numbers: numbers) else { return nil }
            (value, language) = (text, formatLanguage)
        }
        let missing = decision.missing.map { MissingTranslation(plan: plan, key: key, shown: $0) }
        if let missing {
            DiagnosticsSystem.emit(at: .debug) {
                DiagnosticEvent(.missingTranslation, missing.diagnostic, level: .debug)
            }
        }
        return LocalizedString(value: value, language: language, missing: missing)
    }

    /// ``localize(_:table:defaultValue:arguments:languages:)`` without the plan's remembered
    /// decisions; `outcome` is set to what may be remembered, if anything.
    private func lookUp(
        _ key: String, table: String, defaultValue: String?, arguments: [FormatArgument], plan: LookupPlan,
        pseudo: PseudoLanguage?, outcome: inout LookupDecision.Outcome?
    ) -> LocalizedString {
        let hit = plan.find(key)
        let found = hit.map { (value: $0.value, language: plan.tables[$0.index].language) }
        var missing: MissingTranslation?
        if Self.lacksFirstPreference(plan, hit: hit?.index) {
            let shown: MissingTranslation.Shown =
                hit.map { .translation($0.index) } ?? (defaultValue != nil ? .defaultValue : .key)
            let note = MissingTranslation(plan: plan, key: key, shown: shown)
            missing = note
            DiagnosticsSystem.emit(at: .debug) { DiagnosticEvent(.missingTranslation, note.diagnostic, level: .debug) }
        }
        let foundIsSource = hit.map { plan.tables[$0.index].isSource } ?? false

        // Without arguments plain text is shown as written: the first text there is. The
        // source text is looked up only when nothing was found.
        if arguments.isEmpty {
            var shown: (text: String, language: LanguageTag?)?
            if let found {
                if case .text(let text) = found.value { shown = (text, found.language) }
            } else if let source = sourceText(key, table: table) {
                if case .text(let text) = source.value { shown = (text, source.language) }
            } else {
                shown = (defaultValue ?? key, defaultValue != nil ? sourceLanguage : nil)
            }
            if var shown {
                if let pseudo { shown = (pseudo.transformed(text: shown.text), pseudo.tag) }
                outcome = .shown(shown.text, language: shown.language)
                return LocalizedString(value: shown.text, language: shown.language, missing: missing)
            }
        }
        return formatted(
            key, table: table, defaultValue: defaultValue, arguments: arguments, found: found,
            foundIsSource: foundIsSource, source: foundIsSource ? nil : sourceText(key, table: table), missing: missing,
            pseudo: pseudo, outcome: &outcome)
    }

    /// The value of `key` in the source language's fallback chain.
    func sourceText(_ key: String, table: String) -> (value: TableValue, language: LanguageTag)? {
        plan(table, [], .sourceLanguage).value(forKey: key)
    }
}

extension LanguageTag {
    /// Whether two tags stand for the same locale once likely subtags are filled in.
    func isSameLocale(as other: LanguageTag) -> Bool { maximized == other.maximized }

    /// Whether this tag's fallback chain reaches `other`'s locale.
    func fallsBack(to other: LanguageTag) -> Bool { fallbackChain.contains { $0.isSameLocale(as: other) } }
}
