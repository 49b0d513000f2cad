internal import StringTables

/// The button labels the package translates itself, so that `AlertButton("Cancel", role: .cancel)`
/// reads "Abbrechen" in German even when your own tables have no "Cancel".
///
/// A label written as a key of your `Localizable` table (no table named) is looked up in your
/// tables first; when none of them has it in a preferred language, the package's `Alerts`
/// table answers. A straight apostrophe in the key matches the typographic one (`Don't Save`).
enum StandardLabels {
    /// The labels in the package's `Alerts` table: through its accessors, but for the keys that
    /// are sentences.
    static let labels: [AlertText] = [
        .Alerts.ok, .Alerts.cancel, .Alerts.retry, .builtIn("Try Again"), .Alerts.delete, .Alerts.remove,
        .Alerts.save, .builtIn("Don’t Save"), .Alerts.discard, .Alerts.close, .Alerts.continue, .Alerts.done,
        .Alerts.open, .Alerts.replace, .Alerts.yes, .Alerts.no, .Alerts.allow, .builtIn("Don’t Allow"),
        .builtIn("Sign In"), .Alerts.undo,
    ]

    /// The labels of the buttons the package adds itself (``AlertText/isStandardButtonLabel``),
    /// made once: each use of an accessor makes its text anew.
    static let ok: AlertText = .Alerts.ok
    static let cancel: AlertText = .Alerts.cancel
    static let retry: AlertText = .Alerts.retry

    /// The labels' keys, as the package's `Alerts` table writes them.
    static let keys = Set(labels.compactMap { $0.key?.key })

    /// The package's key for `key`, if it is a standard label.
    static func key(for key: String) -> String? {
        // Most keys are sentences, longer than any label: no need to hash them.
        guard key.utf8.count <= longestKey else { return nil }
        let normalized = key.utf8.contains(UInt8(ascii: "'")) ? key.replacing("'", with: "’") : key
        return keys.contains(normalized) ? normalized : nil
    }

    /// The length of the longest key in UTF-8 (a typographic apostrophe takes three bytes, the
    /// straight one it stands for one).
    private static let longestKey = keys.map(\.utf8.count).max() ?? 0

    /// The package's text for `key` when it is a standard label and the package has it in a
    /// language the user prefers more than any language the user's `Localizable` tables have it
    /// in (or they have none), else `nil`: one alert stays in one language.
    static func fallback(for key: String, localizer: Localizer, languages: [LanguageTag]) -> AlertText? {
        guard let standard = Self.key(for: key) else { return nil }
        let preferred = languages.count == 1 ? languages[0].fallbackChain : languages.flatMap(\.fallbackChain)
        guard let package = localizer.value(forKey: standard, table: "Alerts", chain: preferred) else { return nil }
        if let user = localizer.value(forKey: key, table: "Localizable", chain: preferred),
            rank(of: user.language, in: preferred) <= rank(of: package.language, in: preferred)
        {
            return nil
        }
        return .builtIn(AlertText.Key(standard))
    }

    /// Where `language` stands in `chain`: the first place that is the same locale.
    private static func rank(of language: LanguageTag, in chain: [LanguageTag]) -> Int {
        chain.firstIndex { $0 == language || $0.maximized == language.maximized } ?? chain.count
    }
}
