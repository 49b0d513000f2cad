// Texts made elsewhere — a `LocalizedError`'s `errorDescription`, an `NSError`'s user info —
// looked up in a table: as a key, then as the source text of exactly one key.

extension Localizer {
    /// The key of `table` that `text` — a whole text made elsewhere, such as a `LocalizedError`'s
    /// `errorDescription` — stands for, or `nil`.
    ///
    /// `text` is looked up, exactly as given, and never guessed at:
    /// 1. As a key: a table of `languages` (through their fallbacks) or of the source language
    ///    has `text` as a key. The answer is `text`.
    /// 2. As a source text: exactly one key's text in the source language's tables is `text`, the
    ///    text `NSLocalizedString("error.gone", comment: "")` returns on Linux whatever the
    ///    language. The answer is that key (`error.gone`), whose translation a lookup then gives.
    ///
    /// Otherwise `nil`, and the text is shown as written. A text two keys share is no key's. A
    /// text made with interpolation or `String(format:)` equals no source text: only plain text is
    /// indexed, never a format such as `Deleted %@.`, and no part of a text is ever matched. Case
    /// and spacing count; a key matches as in every lookup (by `String` equality), a source text
    /// only byte for byte, so its Unicode normalization counts too.
    ///
    /// The source texts are indexed once per table name, the first time a text is looked up in
    /// it, and the index is kept with the tables this localizer found; after that, a text costs
    /// a dictionary probe per table for step 1 and one for step 2.
    ///
    /// ```swift
    /// // en.lproj/Localizable.strings: "error.gone" = "Gone.";
    /// // de.lproj/Localizable.strings: "error.gone" = "Nicht mehr da.";
    /// let key = localizer.key(matching: "Gone.", languages: ["de"])  // "error.gone"
    /// localizer.localize(key ?? "Gone.", languages: ["de"]).value    // "Nicht mehr da."
    /// ```
    ///
    /// - Parameters:
    ///   - text: The whole text, as the error gave it.
    ///   - table: The table name; `Localizable` by default, the table `NSLocalizedString` reads
    ///     when it names none.
    ///   - languages: The preferred languages, most preferred first.
    /// - Returns: `text` when it is a key, the one key whose source text it is, or `nil`.
    public func key(matching text: String, table: String = "Localizable", languages: [LanguageTag]) -> String? {
        guard !text.isEmpty else { return nil }
        let plan = preferencesPlan(table, languages, pseudo: languages.first.flatMap(PseudoLanguage.init))
        // A key whose text is a format or a plural needs arguments, which a text made elsewhere
        // does not bring: it is not the text's key, as such a source text is not (SourceTextIndex).
        if let found = plan.find(text) {
            guard case .text(let value) = found.value, !FormatString.holdsConversion(value) else { return nil }
            return text
        }
        if case .one(let key) = sourceIndex(table).keys(for: text) { return key }
        return nil
    }

    /// The keys of `table` by their source text, made once per table name.
    private func sourceIndex(_ table: String) -> SourceTextIndex {
        cache.sourceIndexes.value(for: table) { SourceTextIndex(plan($0, [], .sourceLanguage)) }
    }

    /// Tells the ``DiagnosticsSystem``, at level `debug`, that `text`, which
    /// ``key(matching:table:languages:)`` found no key for, is shown as written although it looked
    /// as if it should have been found: it is the source text of several keys of `table`, so of
    /// none. Once per text.
    ///
    /// No other text is told about. A text no table knows is, most often, meant to be shown as
    /// written; and a key that only other languages' tables have (`"Quit." = "Beenden.";` in
    /// `de.lproj`, nothing in `en.lproj`) is shown as written in those other languages exactly as a
    /// lookup of it would show it. The texts told about are remembered, at most
    /// ``ReportedTexts/limit`` of them: after that many, the memory starts over.
    package func noteShownAsWritten(_ text: String, table: String = "Localizable", languages: [LanguageTag]) {
        guard !text.isEmpty, DiagnosticsSystem.isListening(at: .debug),
            case .several(let keys) = sourceIndex(table).keys(for: text), cache.reportedTexts.isNew(text)
        else { return }
        let named = keys.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (keys.count > 3 ? ", …" : "")
        let diagnostic = LocalizationDiagnostic(
            .note, .unmatchedText,
            "'\(text)' is the source text of \(keys.count) keys in table \(table) (\(named)), so of none; "
                + "showing it as written",
            table: table, language: languages.first)
        DiagnosticsSystem.emit(at: .debug) { DiagnosticEvent(.missingTranslation, diagnostic, level: .debug) }
    }
}
