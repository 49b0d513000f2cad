extension LanguageTag {
    /// The preferred languages of this process, from the environment as gettext reads it:
    /// `LANGUAGE` (a colon-separated list) first, then `LC_ALL`, `LC_MESSAGES` and `LANG`.
    ///
    /// `C` and `POSIX` mean no preference, and they switch `LANGUAGE` off, as in gettext.
    /// Encodings are dropped (`de_DE.UTF-8` is `de-DE`); the `@latin` and `@cyrillic` modifiers
    /// become scripts (`sr_RS@latin` is `sr-Latn-RS`).
    public static func processPreferences(environment: [String: String]) -> [LanguageTag] {
        func value(_ name: String) -> String? {
            environment[name].flatMap { $0.isEmpty ? nil : $0 }
        }
        let locale = value("LC_ALL") ?? value("LC_MESSAGES") ?? value("LANG")
        let isPOSIX = locale.map(isPOSIXName) ?? false
        var names: [String] = []
        if !isPOSIX, let list = value("LANGUAGE") { names += list.split(separator: ":").map(String.init) }
        if let locale, !isPOSIX { names.append(locale) }
        var tags: [LanguageTag] = []
        for name in names {
            guard let tag = posixTag(name), !tags.contains(tag) else { continue }
            tags.append(tag)
        }
        return tags
    }

    /// Whether a locale name is `C` or `POSIX`, with or without an encoding (`C.UTF-8`).
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
