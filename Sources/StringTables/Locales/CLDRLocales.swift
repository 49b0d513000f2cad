/// Lookups over the generated CLDR locale data, which is searched where it lies in the binary:
/// nothing is built at start-up.
enum CLDRLocales {
    /// `und_Hant` → `zh_Hant_TW` and so on, keyed by underscore-joined identifiers.
    static var likelySubtags: CLDRRecords { CLDRLocaleData.likelySubtags }

    /// Explicit parents, `en_AU` → `en_001`; `root` where CLDR stops a chain (`zh_Hant`).
    static var parentLocales: CLDRRecords { CLDRLocaleData.parentLocales }

    /// Language codes CLDR replaces, `kmr` → `ku`, `iw` → `he`, `sh` → `sr_Latn`.
    static var languageAliases: CLDRRecords { CLDRLocaleData.languageAliases }

    /// Decimal and group separators where a locale sets them; an empty field inherits.
    static let numberSeparators = NumberSeparators()

    /// The separators of ``CLDRLocaleData/numberSeparators``, by CLDR identifier (`de_CH`).
    struct NumberSeparators: Sendable {
        subscript(identifier: String) -> (decimal: String, group: String)? {
            let records = CLDRLocaleData.numberSeparators
            let split = CLDRLocaleData.numberSeparatorsDecimalWidth
            guard let index = records.index(of: identifier) else { return nil }
            return (
                records.value(at: index, bytes: 0..<split), records.value(at: index, bytes: split..<records.valueWidth)
            )
        }
    }

    static let maximizedTags = MemoCache<LanguageTag, LanguageTag>()
    static let chains = MemoCache<LanguageTag, [LanguageTag]>()
    static let numberSymbols = MemoCache<LanguageTag, NumberSymbols>()
}

extension LanguageTag {
    /// The tag with its likely script and region filled in from CLDR.
    ///
    /// `zh-TW` gives `zh-Hant-TW`, `sr` gives `sr-Cyrl-RS` and `en` gives `en-Latn-US`; a
    /// language CLDR does not know is returned as is. A language code CLDR replaces is replaced
    /// first (its `languageAlias`): `kmr` gives `ku-Latn-TR`, `iw` gives `he-Hebr-IL`. Two tags
    /// stand for the same locale when their maximized tags are equal.
    package var maximized: LanguageTag {
        CLDRLocales.maximizedTags.value(for: self) { $0.aliasResolved.computeMaximized() }
    }

    /// The tag with its language code replaced as CLDR's language aliases replace it (`kmr-TR`
    /// gives `ku-TR`, `sh` gives `sr-Latn`), keeping the script and region it names.
    package var aliasResolved: LanguageTag {
        guard let replacement = CLDRLocales.languageAliases[language], let alias = LanguageTag(replacement) else {
            return self
        }
        var rest = Array(subtags.dropFirst())
        let script = self.script
        let region = self.region
        if script != nil { rest.removeFirst() }
        if region != nil { rest.removeFirst() }
        let parts = [alias.language, script ?? alias.script ?? "", region ?? alias.region ?? ""] + rest
        return LanguageTag(parts.filter { !$0.isEmpty }.joined(separator: "-")) ?? self
    }

    private func computeMaximized() -> LanguageTag {
        let script = self.script
        let region = self.region
        var candidates: [String] = []
        if let script, let region { candidates.append("\(language)_\(script)_\(region)") }
        if let region { candidates.append("\(language)_\(region)") }
        if let script { candidates.append("\(language)_\(script)") }
        candidates.append(language)
        if let script { candidates.append("und_\(script)") }
        for candidate in candidates {
            guard let match = CLDRLocales.likelySubtags[candidate], let found = LanguageTag(match) else { continue }
            let filled = [
                language == "und" ? found.language : language,
                script ?? found.script ?? "",
                region ?? found.region ?? "",
            ].filter { !$0.isEmpty }
            return LanguageTag(filled.joined(separator: "-")) ?? self
        }
        return self
    }

    /// The tag CLDR's data is keyed by: language, then the script only when it is not the
    /// language's usual one, then the region — `zh_Hant_TW`, but `en_AU`.
    var cldrIdentifier: String {
        let full = maximized
        var parts = [full.language]
        if let script = full.script, script != LanguageTag(full.language)?.maximized.script { parts.append(script) }
        if let region { parts.append(region) }
        return parts.joined(separator: "_")
    }

    /// The locales to try for this tag, most specific first, by CLDR's parent locales.
    ///
    /// The chain never crosses from one script to another: `zh-TW` gives `zh-Hant-TW`, `zh-Hant`
    /// (never `zh`); `pt-AO` gives `pt-AO`, `pt-PT`, `pt`; `es-MX` gives `es-MX`, `es-419`, `es`.
    ///
    /// One departure from CLDR, as Apple's systems do: English regions whose CLDR parent is
    /// `en-001` try `en-GB` before it, so `en-AU` gives `en-AU`, `en-GB`, `en-001`, `en`.
    public var fallbackChain: [LanguageTag] { CLDRLocales.chains.value(for: self) { $0.computeFallbackChain() } }

    private func computeFallbackChain() -> [LanguageTag] {
        var chain: [LanguageTag] = []
        var identifier = cldrIdentifier
        let script = maximized.script
        while identifier != "root", chain.count < 8, let tag = LanguageTag(identifier) {
            if let tagScript = tag.maximized.script, let script, tagScript != script { break }
            if identifier == "en_001", !chain.contains("en-GB"), !chain.isEmpty { chain.append("en-GB") }
            chain.append(tag)
            if let parent = CLDRLocales.parentLocales[identifier] {
                identifier = parent
            } else if let cut = identifier.lastIndex(of: "_") {
                identifier = String(identifier[..<cut])
            } else {
                break
            }
        }
        return chain.isEmpty ? [self] : chain
    }
}
