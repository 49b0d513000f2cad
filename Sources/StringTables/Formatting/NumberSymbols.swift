/// The decimal and grouping separators a language writes numbers with, from CLDR.
package struct NumberSymbols: Sendable, Hashable {
    /// The decimal separator: `.` in English, `,` in German.
    package var decimal: String
    /// The grouping separator, used by the `'` flag: `,` in English, `.` in German, a
    /// no-break space in French.
    package var group: String

    /// The separators of the C locale, `.` and `,`.
    package static let posix = NumberSymbols(decimal: ".", group: ",")

    /// Creates symbols.
    package init(decimal: String, group: String) {
        self.decimal = decimal
        self.group = group
    }

    /// The separators of `language`, each inherited from the nearest parent locale that sets it.
    package init(language: LanguageTag) {
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
