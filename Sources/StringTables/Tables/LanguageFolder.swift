/// What a `<name>.lproj` folder holds, by its name: `Base.lproj` the source language's text,
/// `de.lproj` or `pt_BR.lproj` one language's (any case, `_` or `-`).
enum LanguageFolder: Hashable {
    case base
    case language(LanguageTag)

    /// The folder's meaning, or `nil` when `name` is not an `.lproj` folder named after a language.
    init?(folderName name: String) {
        guard name.hasSuffix(".lproj") else { return nil }
        let stem = String(name.dropLast(6))
        if stem.lowercased() == "base" {
            self = .base
        } else if let language = LanguageTag(stem) {
            self = .language(language)
        } else {
            return nil
        }
    }
}
