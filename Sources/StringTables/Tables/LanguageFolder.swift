/// What a `<name>.lproj` folder holds, by its name: `Base.lproj` the source language's text,
/// `mul.lproj` multilingual resources (Xcode puts string catalogs there), and `de.lproj`,
/// `pt_BR.lproj` or the legacy `German.lproj` one language's (any case, `_` or `-`).
package enum LanguageFolder: Hashable, Sendable {
    /// `Base.lproj`: text in the source language.
    case base
    /// `mul.lproj`: resources for every language, such as `.xcstrings` catalogs. It is not a language.
    case multilingual
    /// A folder of one language's tables.
    case language(LanguageTag)

    /// The folder's meaning, or `nil` when `name` is not an `.lproj` folder named after a language.
    package init?(folderName name: String) {
        guard name.hasSuffix(".lproj") else { return nil }
        let stem = name.dropLast(6)
        switch stem.lowercased() {
        case "base":
            self = .base
        case "mul":
            self = .multilingual
        default:
            // Legacy names first: `English` would otherwise pass for a 7-letter language subtag.
            if let language = LegacyLanguageNames.language(named: stem) ?? LanguageTag(stem) {
                self = .language(language)
            } else {
                return nil
            }
        }
    }
}
