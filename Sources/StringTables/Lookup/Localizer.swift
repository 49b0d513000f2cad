/// Looks up and formats localized strings across several table sources and languages.
///
/// Sources are searched in order, so put the user's tables before the package's own: the first
/// source that has a key in a language wins, key by key. For each key the preferred languages are
/// tried in order, each through its CLDR fallback chain (``LanguageTag/fallbackChain``), then the
/// source language, then the default value, then the key itself. The source language ends the
/// search wherever the preferences name it, as its text is always there: `["en", "de"]` never
/// gets German. A table matches a language when both stand for the same locale once likely
/// subtags are filled in, so a `zh_TW.lproj` table serves `zh-Hant` and a `pt-BR.lproj` table
/// serves `pt`, but `zh-Hant` never gets `zh`.
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

    /// The languages to try for `preferences`, in order, without duplicates: each preference's
    /// CLDR fallback chain, then the source language's — ending at the source language, whose
    /// text is always there (the key or the default value): a language the user put after it is
    /// never used, as RFC 4647 lookup stops at the first language it has.
    package func fallbackChain(for preferences: [LanguageTag]) -> [LanguageTag] {
        var chain: [LanguageTag] = []
        for tag in (preferences + [sourceLanguage]).flatMap(\.fallbackChain) where !chain.contains(tag) {
            chain.append(tag)
            if tag.isSameLocale(as: sourceLanguage) { break }
        }
        return chain
    }

    /// The value of `key` in `table` for the first language of `chain` that a source has,
    /// matching languages by their likely script and region, exact names first.
    package func value(forKey key: String, table: String, chain: [LanguageTag]) -> (
        value: TableValue, language: LanguageTag
    )? {
        for wanted in chain {
            let target = wanted.maximized
            for source in sources {
                let available = source.languages
                let matches =
                    available.filter { $0 == wanted } + available.filter { $0 != wanted && $0.maximized == target }
                for language in matches {
                    if let value = source.table(named: table, language: language)?.entries[key] {
                        return (value, language)
                    }
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
    ///   - arguments: Values for the specifiers. With no arguments plain text is not formatted,
    ///     so a lone `%` stays as written.
    ///   - languages: The preferred languages, most preferred first.
    /// - Returns: The text, the language it came from, and any diagnostics: a note when the
    ///   most preferred language (unless it is the source language) has no text for the key, and
    ///   a warning for each translation that could not be used — its specifiers do not match the
    ///   source text's or do not fit the arguments — which is replaced by the source-language text.
    public func localize(
        _ key: String,
        table: String = "Localizable",
        defaultValue: String? = nil,
        arguments: [FormatArgument] = [],
        languages: [LanguageTag]
    ) -> LocalizedString {
        var diagnostics: [LocalizationDiagnostic] = []
        let found = value(forKey: key, table: table, chain: fallbackChain(for: languages))
        let sourceChain = sourceLanguage.fallbackChain
        let foundIsSource = found.map { sourceLanguage.fallsBack(to: $0.language) } ?? false
        let source = foundIsSource ? found : value(forKey: key, table: table, chain: sourceChain)

        if let wanted = languages.first, !wanted.fallsBack(to: sourceLanguage),
            !(found.map { wanted.fallsBack(to: $0.language) } ?? false)
        {
            let shown =
                found.map { "the \($0.language) text" } ?? (defaultValue != nil ? "the default value" : "the key")
            let missing = LocalizationDiagnostic(
                .note, "no \(wanted) text for '\(key)' in table \(table); showing \(shown)",
                key: key, table: table, language: wanted)
            diagnostics.append(missing)
            DiagnosticsSystem.emit { DiagnosticEvent(.missingTranslation, missing, level: .debug) }
        }

        // Candidates in order of preference. The source text checks the translation's
        // specifiers: the source-language value, else the default value, else the key when it
        // holds specifiers (an identifier such as "save.failed" is no reference).
        var candidates: [(value: TableValue, language: LanguageTag?)] = []
        if let found { candidates.append((found.value, found.language)) }
        if let source, !foundIsSource { candidates.append((source.value, source.language)) }
        if let defaultValue { candidates.append((.text(defaultValue), sourceLanguage)) }
        candidates.append((.text(key), nil))
        if arguments.isEmpty, let first = candidates.first, case .text(let text) = first.value {
            return LocalizedString(value: text, language: first.language, diagnostics: diagnostics)
        }
        // A translation (first candidate) is checked against the next one, its source text.
        let hasSourceText =
            found != nil && !foundIsSource
            && (source != nil || defaultValue != nil || (try? FormatString(parsing: key))?.specifiers.isEmpty == false)
        let reference = hasSourceText ? try? candidates[1].value.argumentKinds() : nil
        for (index, candidate) in candidates.enumerated() {
            let language = candidate.language ?? sourceLanguage
            do throws(FormatError) {
                let template = try candidate.value.format(for: arguments, language: language)
                if index == 0, let reference {
                    try Self.check(FormatString(parsing: template).argumentKinds, against: reference)
                }
                let text = try StringFormatter.format(template, arguments, numbers: NumberSymbols(language: language))
                return LocalizedString(value: text, language: candidate.language, diagnostics: diagnostics)
            } catch {
                let origin = candidate.language.map { "the \($0) text" } ?? "the key"
                let fallback = LocalizationDiagnostic(
                    .warning, "\(origin) of '\(key)' in table \(table) was not used: \(error)",
                    key: key, table: table, language: candidate.language)
                diagnostics.append(fallback)
                DiagnosticsSystem.emit { DiagnosticEvent(.formatting, fallback) }
            }
        }
        // Every candidate failed, the key included: show the key's text without formatting
        // rather than guess at arguments.
        return LocalizedString(value: key, language: nil, diagnostics: diagnostics)
    }

    /// Throws when a translation reads an argument the source text does not, or reads one as
    /// another type. A translation may show any argument with `%@`, which shows every value, but
    /// may not narrow the source's `%@` to a typed specifier such as `%d`.
    static func check(
        _ translated: [Int: FormatSpecifier.ArgumentKind], against original: [Int: FormatSpecifier.ArgumentKind]
    ) throws(FormatError) {
        for (position, kind) in translated.sorted(by: { $0.key < $1.key }) {
            guard let expected = original[position] else {
                throw FormatError(.sourceMismatch("it reads argument \(position), which the source text does not have"))
            }
            if kind != expected && kind != .object {
                throw FormatError(
                    .sourceMismatch(
                        "it shows argument \(position) as \(kind.word), the source text as \(expected.word)"))
            }
        }
    }
}

extension LanguageTag {
    /// Whether two tags stand for the same locale once likely subtags are filled in.
    func isSameLocale(as other: LanguageTag) -> Bool { maximized == other.maximized }

    /// Whether this tag's fallback chain reaches `other`'s locale.
    func fallsBack(to other: LanguageTag) -> Bool { fallbackChain.contains { $0.isSameLocale(as: other) } }
}

extension FormatSpecifier.ArgumentKind {
    var word: String {
        switch self {
        case .object: "an object (%@)"
        case .signedInteger: "a signed integer"
        case .unsignedInteger: "an unsigned integer"
        case .floatingPoint: "a floating-point number"
        case .character: "a character"
        case .cString: "a C string"
        }
    }
}
