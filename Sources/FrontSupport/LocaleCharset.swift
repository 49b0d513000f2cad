package import StringTables

/// The character set the process's locale writes in, read from the environment as
/// `setlocale(LC_CTYPE, "")` then `nl_langinfo(CODESET)` would find it, and what a front that
/// writes text does about it.
///
/// The first of `LC_ALL`, `LC_CTYPE` and `LANG` that is set and not empty names the locale. Its
/// codeset, after the `.` (`ru_RU.KOI8-R`, `de_DE.ISO-8859-1@euro`), decides; a locale with no
/// codeset (`ru_RU`, `de_DE@euro`) has its legacy one, which is not UTF-8, unless it is named for
/// UTF-8 alone (`UTF-8`, as macOS's Terminal sets `LC_CTYPE`); `C` and `POSIX` are ASCII. With
/// none of the variables set — the usual case in containers, whose terminals are UTF-8 — it is
/// UTF-8.
///
/// In a locale that is not UTF-8 a front cannot show most languages: it resolves its texts in
/// the tables' source language, writes ASCII (which every such character set shares, and which
/// ``TerminalText/ascii(_:)`` transliterates to), and says why once (``note``).
package struct LocaleCharset: Sendable, Hashable {
    /// The variable that names the locale (`LC_ALL`, `LC_CTYPE`, `LANG`), if one is set.
    package let variable: String?
    /// The locale it names.
    package let locale: String?
    /// Whether the locale's character set is UTF-8.
    package let isUTF8: Bool

    /// The character set `environment` gives the locale.
    package init(environment: [String: String]) {
        var found: (variable: String, locale: String)?
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                found = (name, value)
                break
            }
        }
        variable = found?.variable
        locale = found?.locale
        isUTF8 = found.map { Self.namesUTF8($0.locale) } ?? true
    }

    /// Whether `locale`'s codeset, between its `.` and any `@`, is UTF-8 (`UTF-8`, `utf8`, in
    /// any case); or, without a `.`, whether its name is (macOS's Terminal sets `LC_CTYPE=UTF-8`,
    /// and ssh passes it on).
    static func namesUTF8(_ locale: String) -> Bool {
        let codeset = locale[(locale.firstIndex(of: ".").map(locale.index(after:)) ?? locale.startIndex)...]
            .prefix { $0 != "@" }
        return codeset.lowercased().filter { $0 != "-" && $0 != "_" } == "utf8"
    }

    /// The same locale in UTF-8, for the note: `ru_RU.KOI8-R` → `ru_RU.UTF-8`; `nil` for `C`,
    /// `POSIX` and UTF-8 locales.
    package var utf8Locale: String? {
        guard !isUTF8, let locale, locale != "C", locale != "POSIX" else { return nil }
        let name = locale.prefix { $0 != "." && $0 != "@" }
        let modifier = locale.firstIndex(of: "@").map { locale[$0...] } ?? ""
        return name + ".UTF-8" + modifier
    }

    /// The languages a front resolves in: in a UTF-8 locale, `given` when the caller chose them,
    /// else the process's (`environment`'s `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`). In a
    /// locale that is not UTF-8, languages given whose script ``TerminalText/ascii(_:)`` spells
    /// (Latin, Cyrillic, Greek) are kept, as the caller asked; of the process's, those in the
    /// tables' `sourceLanguage` (`en-GB` for `en_GB.ISO-8859-1`); when none is left, the source
    /// language. The note says why when the most preferred language is not kept: Japanese
    /// under `C` would be all `?`.
    package func languages(
        given: [LanguageTag]?, environment: [String: String], sourceLanguage: LanguageTag
    ) -> (languages: [LanguageTag], note: String?) {
        let preferred = given ?? LanguageTag.processPreferences(environment: environment)
        if isUTF8 { return (preferred, nil) }
        let kept = preferred.filter {
            $0.language == sourceLanguage.language || (given != nil && Self.spellsInASCII($0))
        }
        let languages = kept.isEmpty ? [sourceLanguage] : kept
        guard let wanted = preferred.first, !kept.contains(wanted), wanted.language != sourceLanguage.language else {
            return (languages, nil)
        }
        return (languages, note(wanted: wanted, shown: languages[0]))
    }

    /// Whether `language` is written in a script the ASCII form transliterates readably.
    static func spellsInASCII(_ language: LanguageTag) -> Bool {
        ["Latn", "Cyrl", "Grek"].contains(language.maximized.script ?? "")
    }

    /// The note, in the source language and ASCII, that says why texts are not in `wanted`:
    ///
    /// ```text
    /// note: texts are in en, not ru: LANG=ru_RU.KOI8-R is not a UTF-8 locale. LANG=ru_RU.UTF-8 shows them in ru.
    /// ```
    func note(wanted: LanguageTag, shown: LanguageTag) -> String {
        let setting = (variable ?? "LANG") + "=" + (locale ?? "")
        var note =
            "note: texts are in \(shown.identifier), not \(wanted.identifier): \(setting) is not a UTF-8 locale."
        if let utf8Locale { note += " \(variable ?? "LANG")=\(utf8Locale) shows them in \(wanted.identifier)." }
        return TerminalText.ascii(TerminalText.sanitized(note))
    }
}
