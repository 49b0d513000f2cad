extension LanguageTag {
    /// The preferred languages of this process, read from the environment as gettext reads it.
    ///
    /// `LANGUAGE` (a colon-separated list) comes first, then the messages locale: the first of
    /// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty.
    ///
    /// As in glibc, `LANGUAGE` is ignored when the messages locale is `C`: when it is exactly `C`
    /// or `POSIX`, or when none of the three is set (a process starts in `C`). Locales such as
    /// `C.UTF-8` are not `C`, so `LANGUAGE=de LANG=C.UTF-8` prefers German, as `ls` does; they
    /// name no language themselves. Encodings are dropped (`de_DE.UTF-8` is `de-DE`); the
    /// `@latin` and `@cyrillic` modifiers become scripts (`sr_RS@latin` is `sr-Latn-RS`).
    ///
    /// ```swift
    /// LanguageTag.processPreferences(environment: ["LANGUAGE": "fr:de", "LANG": "C.UTF-8"])  // [fr, de]
    /// LanguageTag.processPreferences(environment: ["LANGUAGE": "fr:de", "LANG": "C"])        // []
    /// ```
    public static func processPreferences(environment: [String: String]) -> [LanguageTag] {
        func value(_ name: String) -> String? {
            environment[name].flatMap { $0.isEmpty ? nil : $0 }
        }
        let locale = value("LC_ALL") ?? value("LC_MESSAGES") ?? value("LANG")
        // glibc's setlocale turns `POSIX` into `C`, and gettext compares the result with "C".
        let readsLanguage = locale.map { $0 != "C" && $0 != "POSIX" } ?? false
        var names: [String] = []
        if readsLanguage, let list = value("LANGUAGE") { names += list.split(separator: ":").map(String.init) }
        if let locale { names.append(locale) }
        var tags: [LanguageTag] = []
        for name in names {
            guard let tag = posixTag(name), !tags.contains(tag) else { continue }
            tags.append(tag)
        }
        return tags
    }

    /// Whether a locale name is `C` or `POSIX`, with or without an encoding (`C.UTF-8`): a locale
    /// that names no language.
    private static func isPOSIXName(_ name: String) -> Bool {
        ["C", "POSIX"].contains(name.split(separator: ".").first.map(String.init) ?? name)
    }

    private static func posixTag(_ name: String) -> LanguageTag? {
        let base = name.split(separator: "@", maxSplits: 1).first.map(String.init) ?? name
        if isPOSIXName(base) { return nil }
        guard var tag = LanguageTag(base) else { return nil }
        let modifier = name.split(separator: "@", maxSplits: 1).dropFirst().first?.lowercased()
        let script = modifier == "latin" ? "Latn" : modifier == "cyrillic" ? "Cyrl" : nil
        if let script, tag.script == nil,
            let withScript = LanguageTag(([tag.language, script] + tag.subtags.dropFirst()).joined(separator: "-"))
        {
            tag = withScript
        }
        return tag
    }
}
