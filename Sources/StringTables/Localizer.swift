/// Looks up and formats localized strings across several table sources and languages.
///
/// Sources are searched in order, so put the user's tables before the package's own: the first
/// source that has a key in a language wins, key by key. For each key the languages are tried in
/// preference order, each through its fallback chain (``LanguageTag/truncations``), then the
/// source language, then the default value, then the key itself.
///
/// ```swift
/// let localizer = Localizer(sources: [userTables, builtInTables])
/// let text = localizer.localize("Delete %@", arguments: [.string("notes.txt")], languages: ["de"])
/// text.value     // "notes.txt löschen"
/// text.language  // de
/// ```
public struct Localizer: Sendable {
    /// Where tables come from, searched in order.
    public var sources: [any StringTableSource]
    /// The language keys and default values are written in.
    public var sourceLanguage: LanguageTag

    /// Creates a localizer over `sources`, searched in order.
    public init(sources: [any StringTableSource], sourceLanguage: LanguageTag = "en") {
        self.sources = sources
        self.sourceLanguage = sourceLanguage
    }

    /// The languages to try for `preferences`, in order, without duplicates, ending with the
    /// source language.
    public func fallbackChain(for preferences: [LanguageTag]) -> [LanguageTag] {
        var chain: [LanguageTag] = []
        for tag in preferences.flatMap(\.truncations) + [sourceLanguage] where !chain.contains(tag) {
            chain.append(tag)
        }
        return chain
    }

    /// The raw value of `key` in `table` for the first language in `languages` that has it,
    /// with no fallback to other languages.
    public func value(forKey key: String, table: String, languages: [LanguageTag]) -> (
        value: String, language: LanguageTag
    )? {
        for language in languages {
            for source in sources {
                if let value = source.table(named: table, language: language)?.entries[key] {
                    return (value, language)
                }
            }
        }
        return nil
    }

    /// Looks `key` up for `languages` and formats it with `arguments`.
    ///
    /// - Parameters:
    ///   - key: The key, which is also the text of last resort.
    ///   - table: The table name; `Localizable` by default, as on Apple platforms.
    ///   - defaultValue: The source-language text when the tables do not have the key.
    ///   - arguments: Values for the specifiers. With no arguments the text is not formatted,
    ///     so a lone `%` stays as written.
    ///   - languages: The preferred languages, most preferred first.
    /// - Returns: The text, the language it came from, and any diagnostics: a note when the
    ///   most preferred language (unless it is the source language) has no text for the key, and
    ///   a warning for each translation whose specifiers do not fit the arguments, which is
    ///   replaced by the source-language text.
    public func localize(
        _ key: String,
        table: String = "Localizable",
        defaultValue: String? = nil,
        arguments: [FormatArgument] = [],
        languages: [LanguageTag]
    ) -> LocalizedString {
        var diagnostics: [LocalizationDiagnostic] = []
        var candidates: [(text: String, language: LanguageTag?)] = []
        let found = value(forKey: key, table: table, languages: fallbackChain(for: languages))
        if let found { candidates.append((found.value, found.language)) }
        if let wanted = languages.first, !wanted.truncations.contains(sourceLanguage),
            !wanted.truncations.contains(where: { $0 == found?.language })
        {
            let shown =
                found.map { "the \($0.language) text" } ?? (defaultValue != nil ? "the default value" : "the key")
            diagnostics.append(
                LocalizationDiagnostic(
                    .note, "no \(wanted) text for '\(key)' in table \(table); showing \(shown)",
                    key: key, table: table, language: wanted))
        }
        if candidates.first?.language != sourceLanguage,
            let source = value(forKey: key, table: table, languages: [sourceLanguage])
        {
            candidates.append((source.value, source.language))
        }
        if let defaultValue { candidates.append((defaultValue, sourceLanguage)) }
        candidates.append((key, nil))

        if arguments.isEmpty, let first = candidates.first {
            return LocalizedString(value: first.text, language: first.language, diagnostics: diagnostics)
        }
        for candidate in candidates {
            do {
                let text = try StringFormatter.format(candidate.text, arguments)
                return LocalizedString(value: text, language: candidate.language, diagnostics: diagnostics)
            } catch {
                let origin = candidate.language.map { "the \($0) text" } ?? "the key"
                diagnostics.append(
                    LocalizationDiagnostic(
                        .warning, "\(origin) of '\(key)' in table \(table) was not used: \(error)",
                        key: key, table: table, language: candidate.language))
            }
        }
        // Every candidate failed, the key included: show the key's text without formatting
        // rather than guess at arguments.
        return LocalizedString(value: key, language: nil, diagnostics: diagnostics)
    }
}
