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

    /// The languages a front resolves in: `given` when the caller chose them; else, in a UTF-8
    /// locale, the process's (`environment`'s `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`); else
    /// those of the process's in the tables' `sourceLanguage` (`en-GB` for `en_GB.ISO-8859-1`),
    /// or that language, and the note that says why when the process prefers another language.
    package func languages(
        given: [LanguageTag]?, environment: [String: String], sourceLanguage: LanguageTag
    ) -> (languages: [LanguageTag], note: String?) {
        if let given { return (given, nil) }
        let preferred = LanguageTag.processPreferences(environment: environment)
        if isUTF8 { return (preferred, nil) }
        let kept = preferred.filter { $0.language == sourceLanguage.language }
        let languages = kept.isEmpty ? [sourceLanguage] : kept
        guard let wanted = preferred.first, wanted.language != sourceLanguage.language else { return (languages, nil) }
        return (languages, note(wanted: wanted, sourceLanguage: sourceLanguage))
    }

    /// The note, in the source language and ASCII, that says why texts are not in `wanted`:
    ///
    /// ```text
    /// note: texts are in en, not ru: LANG=ru_RU.KOI8-R is not a UTF-8 locale. LANG=ru_RU.UTF-8 shows them in ru.
    /// ```
    func note(wanted: LanguageTag, sourceLanguage: LanguageTag) -> String {
        let setting = (variable ?? "LANG") + "=" + (locale ?? "")
        var note =
            "note: texts are in \(sourceLanguage.identifier), not \(wanted.identifier): \(setting) is not a UTF-8 locale."
        if let utf8Locale { note += " \(variable ?? "LANG")=\(utf8Locale) shows them in \(wanted.identifier)." }
        return TerminalText.ascii(TerminalText.sanitized(note))
    }
}
