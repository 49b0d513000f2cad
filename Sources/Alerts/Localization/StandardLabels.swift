internal import StringTables

/// The button labels the package translates itself, so that `AlertButton("Cancel", role: .cancel)`
/// reads "Abbrechen" in German even when your own tables have no "Cancel".
///
/// A label written as a key of your `Localizable` table (no table named) is looked up in your
/// tables first; when none of them has it in a preferred language, the package's `Alerts`
/// table answers. A straight apostrophe in the key matches the typographic one (`Don't Save`).
enum StandardLabels {
    /// The keys, as the package's `Alerts` table writes them.
    static let keys: Set<String> = [
        "OK", "Cancel", "Retry", "Try Again", "Delete", "Remove", "Save", "Don’t Save", "Discard", "Close",
        "Continue", "Done", "Open", "Replace", "Yes", "No", "Allow", "Don’t Allow", "Sign In", "Undo",
    ]

    /// The package's key for `key`, if it is a standard label.
    static func key(for key: String) -> String? {
        let normalized = key.replacing("'", with: "’")
        return keys.contains(normalized) ? normalized : nil
    }

    /// The package's text for `key` when it is a standard label that the user's tables in
    /// `localizer` lack in every preferred language (and the package has one), else `nil`.
    static func fallback(for key: String, localizer: Localizer, languages: [LanguageTag]) -> AlertText? {
        guard let standard = Self.key(for: key) else { return nil }
        let preferred = languages.flatMap(\.fallbackChain)
        if localizer.value(forKey: key, table: "Localizable", chain: preferred) != nil { return nil }
        guard localizer.value(forKey: standard, table: "Alerts", chain: preferred) != nil else { return nil }
        return .builtIn(AlertText.Key(standard))
    }
}
