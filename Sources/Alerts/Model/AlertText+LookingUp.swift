internal import StringTables

extension AlertText {
    /// Text made elsewhere — a `LocalizedError`'s `errorDescription`, an `NSError`'s user-info
    /// description — shown in the front's languages when your `Localizable` table knows it, else
    /// as written.
    ///
    /// What the package makes of every `String` text an error gives: Foundation's `LocalizedError`
    /// texts, the `NSError` user-info texts (description, failure reason, recovery suggestion, help
    /// anchor) and a `RecoverableError`'s option titles. It is looked up when the alert is
    /// resolved, with the front's localizer and languages, so one error reads in each request's
    /// language:
    /// 1. As a key of your `Localizable` table, in the front's languages and the source language,
    ///    whose text needs no arguments (a format or a plural does, which the text does not bring):
    ///    `"Gone."` with `"Gone." = "Nicht mehr da.";` in `de.lproj` reads "Nicht mehr da.".
    /// 2. As the source-language text of exactly one key — what `NSLocalizedString("error.gone",
    ///    comment: "")` returns on Linux, whatever the language: "Gone.", the English text of
    ///    `error.gone`, reads as that key's translation.
    /// 3. Otherwise as written, as ``init(verbatim:)`` shows it.
    ///
    /// Nothing is guessed: only the whole text counts, compared exactly (case and spaces count; a
    /// source text matches byte for byte). A text made with interpolation or `String(format:)` ("Deleted
    /// notes.txt.") equals no source text, and a source text two keys share stands for neither.
    /// When a text is shown as written because several keys have it as their source text, the
    /// process's `DiagnosticsSystem` handler gets a `debug` event (id `unmatched-text`), once per
    /// text.
    /// The standard button labels (`OK`, `Cancel`, `Retry`…) read in the package's translations
    /// when your table lacks them, as they do for a key.
    ///
    /// Compared structurally like every text: `AlertText(lookingUp: "Gone.")` equals itself, and
    /// neither `AlertText(verbatim: "Gone.")` nor the key `"Gone."`.
    public init(lookingUp text: String) {
        self.init(storage: .lookingUp(text))
    }

    /// The text to look up, if this is text made elsewhere (``init(lookingUp:)``).
    public var textToLookUp: String? {
        if case .lookingUp(let text) = storage { text } else { nil }
    }

    /// Whether resolving may show this text as it was given, in no language: verbatim text, or
    /// text made elsewhere that no table knows.
    var mayShowAsGiven: Bool {
        switch storage {
        case .verbatim, .lookingUp: true
        case .localized, .lines: false
        }
    }

    /// `text`, made elsewhere, resolved for `languages` (``init(lookingUp:)``): the key of
    /// `Localizable` it stands for, looked up as a key is; else a standard button label the
    /// package translates; else the text as written, with no language.
    static func resolved(
        lookingUp text: String, including localizer: Localizer, languages: [LanguageTag]
    ) -> LocalizedString {
        if let key = localizer.key(matching: text, table: "Localizable", languages: languages) {
            return AlertText(Key(key)).resolved(including: localizer, languages: languages)
        }
        if StandardLabels.keys.contains(text) {
            return AlertText(Key(text)).resolved(including: localizer, languages: languages)
        }
        localizer.noteShownAsWritten(text, table: "Localizable", languages: languages)
        return LocalizedString(value: text, language: nil)
    }
}
