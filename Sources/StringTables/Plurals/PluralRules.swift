/// CLDR's cardinal plural rules for every locale in the CLDR data the package was generated
/// from; a language code CLDR replaces takes the rules of its replacement (`kmr` those of `ku`).
///
/// ```swift
/// PluralRules.category(for: PluralOperands(3), language: "ru")  // .few
/// PluralRules.category(for: PluralOperands(decimal: "1.5")!, language: "fr")  // .one
/// ```
package enum PluralRules {
    /// The category of `operands` in `language`. A language CLDR does not know, or a region
    /// without rules of its own, uses the rules of the nearest parent, then CLDR's root (always `other`).
    package static func category(for operands: PluralOperands, language: LanguageTag) -> PluralCategory {
        ruleSets[ruleSetIndex(for: language)](operands)
    }

    /// The categories `language` uses, always including `other`.
    package static func categories(for language: LanguageTag) -> Set<PluralCategory> {
        Set(ruleSetCategories[ruleSetIndex(for: language)])
    }

    /// The categories integers below a million reach in `language`: what a plural whose value
    /// is an integer needs. The others need fraction digits (Russian `other`, Czech `many`),
    /// compact exponents, or exact millions (French `many`, see ``millionCategories(for:)``).
    package static func integerCategories(for language: LanguageTag) -> Set<PluralCategory> {
        Set(ruleSetIntegerCategories[ruleSetIndex(for: language)])
    }

    /// The categories integers reach in `language` only from a million up, as exact millions
    /// reach French, Spanish and Italian `many` (`1 000 000 de fichiers`).
    package static func millionCategories(for language: LanguageTag) -> Set<PluralCategory> {
        Set(ruleSetMillionCategories[ruleSetIndex(for: language)])
    }

    /// Whether CLDR has plural rules for `language`, its language and region, or its language.
    package static func hasRules(for language: LanguageTag) -> Bool {
        candidates(for: language.aliasResolved).contains { ruleSetsByLocale.index(of: $0) != nil }
    }

    /// The rule set of `language`, its language code first replaced as CLDR's language aliases
    /// replace it (`kmr` takes `ku`'s rules).
    static func ruleSetIndex(for language: LanguageTag) -> Int {
        for candidate in candidates(for: language.aliasResolved) {
            if let index = ruleSetsByLocale[candidate].flatMap({ Int($0) }) { return index }
        }
        return ruleSetsByLocale["root"].flatMap { Int($0) } ?? 0
    }

    /// CLDR keys plural rules by language (and a few regions, such as `pt_PT`); the script does
    /// not change them, so `sr-Latn-RS` tries `sr_Latn_RS`, `sr_RS`, then `sr`.
    private static func candidates(for language: LanguageTag) -> [String] {
        var keys = [language.subtags.joined(separator: "_")]
        if let region = language.region { keys.append(language.language + "_" + region) }
        keys.append(language.language)
        return keys
    }
}

extension Double {
    /// Whether this value is a whole number from `low` to `high`, as CLDR's `=` means.
    func isIn(_ low: Double, _ high: Double) -> Bool {
        self >= low && self <= high && self == rounded(.towardZero)
    }

    /// CLDR's `%`: the remainder of truncating division.
    func mod(_ divisor: Double) -> Double { truncatingRemainder(dividingBy: divisor) }
}
