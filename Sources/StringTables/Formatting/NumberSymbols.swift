/// The decimal and grouping separators a language writes numbers with, from CLDR.
public struct NumberSymbols: Sendable, Hashable {
    /// The decimal separator: `.` in English, `,` in German.
    public var decimal: String
    /// The grouping separator, used by the `'` flag: `,` in English, `.` in German, a
    /// no-break space in French.
    public var group: String

    /// The separators of the C locale, `.` and `,`.
    public static let posix = NumberSymbols(decimal: ".", group: ",")

    /// Creates symbols.
    public init(decimal: String, group: String) {
        self.decimal = decimal
        self.group = group
    }

    /// The separators of `language`, each inherited from the nearest parent locale that sets it.
    public init(language: LanguageTag) {
        self = CLDRLocales.numberSymbols.value(for: language, Self.computed)
    }

    private static func computed(_ language: LanguageTag) -> NumberSymbols {
        var decimal: String?
        var group: String?
        for tag in language.fallbackChain {
            guard let found = CLDRLocales.numberSeparators[tag.cldrIdentifier] else { continue }
            if decimal == nil, !found.decimal.isEmpty { decimal = found.decimal }
            if group == nil, !found.group.isEmpty { group = found.group }
        }
        let root = CLDRLocales.numberSeparators["root"]
        return NumberSymbols(decimal: decimal ?? root?.decimal ?? ".", group: group ?? root?.group ?? ",")
    }
}
