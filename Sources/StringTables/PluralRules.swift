/// A CLDR plural category.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Codable {
    case zero, one, two, few, many, other
}

/// The operands CLDR plural rules test, computed from a number as it is shown.
///
/// `n` is the absolute value, `i` its integer digits, `v` the number of visible fraction digits
/// (trailing zeros included), `w` the same without trailing zeros, `f` and `t` the fraction digits
/// as an integer with and without trailing zeros, and `e` (or `c`) the compact decimal exponent.
public struct PluralOperands: Sendable, Hashable {
    public var n: Double
    public var i: Double
    public var v: Double
    public var w: Double
    public var f: Double
    public var t: Double
    public var e: Double
    public var c: Double { e }

    /// The operands of an integer.
    public init(_ value: Int64) {
        n = Double(value.magnitude)
        i = n
        v = 0
        w = 0
        f = 0
        t = 0
        e = 0
    }

    /// The operands of a number written in decimal digits, such as `"1.50"`, `"-3"` or `"1.2c6"`
    /// (CLDR's compact notation, 1.2 million with exponent 6). Returns `nil` for anything else.
    public init?(decimal text: String) {
        var body = Substring(text)
        if body.hasPrefix("-") { body = body.dropFirst() }
        var exponent = 0
        if let mark = body.firstIndex(where: { $0 == "c" || $0 == "e" }) {
            guard let value = Int(body[body.index(after: mark)...]), (0...20).contains(value) else { return nil }
            exponent = value
            body = body[..<mark]
        }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { return nil }
        var integer = String(parts[0])
        var fraction = parts.count == 2 ? String(parts[1]) : ""
        if exponent > 0 {
            // Shift the point right: 1.2c6 is 1200000.
            let moved = fraction.prefix(exponent)
            integer += moved + String(repeating: "0", count: exponent - moved.count)
            fraction = String(fraction.dropFirst(moved.count))
        }
        let trimmed = fraction.replacing(/0+$/, with: "")
        guard let integerValue = Double(integer),
            let number = Double(integer + "." + (fraction.isEmpty ? "0" : fraction))
        else { return nil }
        n = number
        i = integerValue
        v = Double(fraction.count)
        w = Double(trimmed.count)
        f = Double(fraction.prefix(15)) ?? 0
        t = Double(trimmed.prefix(15)) ?? 0
        e = Double(exponent)
    }

    /// The operands of a floating-point number shown with `fractionDigits` digits after the
    /// point, or with as many as its shortest exact form needs when `nil`.
    public init(_ value: Double, fractionDigits: Int? = nil) {
        let magnitude = value.magnitude
        let text = magnitude.isFinite ? StringFormatter.fixed(magnitude, fractionDigits: fractionDigits) : "0"
        self = PluralOperands(decimal: text) ?? PluralOperands(Int64(0))
        if !magnitude.isFinite { n = magnitude }
    }
}

/// CLDR's cardinal plural rules for every locale in the CLDR data the package was generated from.
///
/// ```swift
/// PluralRules.category(for: PluralOperands(3), language: "ru")  // .few
/// PluralRules.category(for: PluralOperands(decimal: "1.5")!, language: "fr")  // .one
/// ```
public enum PluralRules {
    /// The category of `operands` in `language`. A language CLDR does not know, or a region
    /// without rules of its own, uses the rules of the nearest parent, then CLDR's root (always `other`).
    public static func category(for operands: PluralOperands, language: LanguageTag) -> PluralCategory {
        ruleSets[ruleSetIndex(for: language)](operands)
    }

    /// The categories `language` uses, always including `other`.
    public static func categories(for language: LanguageTag) -> Set<PluralCategory> {
        categoriesByRuleSet[ruleSetIndex(for: language)]
    }

    /// Whether CLDR has plural rules for `language`, its language and region, or its language.
    public static func hasRules(for language: LanguageTag) -> Bool {
        candidates(for: language).contains { indexByLocale[$0] != nil }
    }

    static func ruleSetIndex(for language: LanguageTag) -> Int {
        for candidate in candidates(for: language) {
            if let index = indexByLocale[candidate] { return index }
        }
        return indexByLocale["root"] ?? 0
    }

    /// CLDR keys plural rules by language (and a few regions, such as `pt_PT`); the script does
    /// not change them, so `sr-Latn-RS` tries `sr_Latn_RS`, `sr_RS`, then `sr`.
    private static func candidates(for language: LanguageTag) -> [String] {
        var keys = [language.subtags.joined(separator: "_")]
        if let region = language.region { keys.append(language.language + "_" + region) }
        keys.append(language.language)
        return keys
    }

    static let indexByLocale: [String: Int] = {
        var table: [String: Int] = [:]
        for pair in localeIndex.split(separator: " ") {
            let parts = pair.split(separator: ":")
            if parts.count == 2, let index = Int(parts[1]) { table[String(parts[0])] = index }
        }
        return table
    }()

    /// The categories each rule set names, read from the rules CLDR wrote.
    static let categoriesByRuleSet: [Set<PluralCategory>] = sourceText.split(separator: "\n\n").map { block in
        Set(
            block.split(separator: "\n").compactMap { line in
                line.split(separator: ":").first.flatMap { PluralCategory(rawValue: String($0)) }
            })
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
