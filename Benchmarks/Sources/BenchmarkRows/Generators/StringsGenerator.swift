/// `.strings` tables generated deterministically.
public enum StringsGenerator {
    /// A large table and the entry the rows look up.
    public struct Table: Sendable {
        public var bytes: [UInt8]
        /// A key near the middle of the file whose value has no specifiers, so that `alerts
        /// lookup` prints it without `--arg`.
        public var key: String
        public var value: String
        public var count: Int
    }

    /// A table like real ones (see ../shared/corpus): keys are English source text, mostly ASCII
    /// with the odd typographic quote or ellipsis; values are translations in several scripts,
    /// most with format specifiers, some with escapes, some plain; some entries have comments.
    public static func large(bytes target: Int) -> Table {
        var text = "/* Generated for the benchmarks. */\n\n"
        text.reserveCapacity(target + 1024)
        var index = 0
        let english = ["Save", "the document", "failed", "Retry", "Delete", "Open Recent", "Cancel", "items"]
        let translated = [
            "später erneut versuchen", "保存に失敗しました", "فشل الحفظ", "Не удалось сохранить файл", "réessayer", "儲存失敗",
        ]
        var plain: [(key: String, value: String)] = []
        while text.utf8.count < target {
            let a = english[index % english.count]
            let b = english[(index / 7) % english.count]
            let value = translated[index % translated.count]
            if index % 5 == 0 { text += "/* Shown when \(a) meets \(b) (#\(index)). */\n" }
            let key = index % 20 == 0 ? "\(a) “%@” \(b)… #\(index)" : "\(a) %@ \(b) #\(index)"
            if index % 4 == 3 {
                let plainKey = "\(a) \(b) #\(index)"
                let plainValue = "\(value) #\(index)"
                text += "\"\(plainKey)\" = \"\(plainValue)\";\n"
                plain.append((plainKey, plainValue))
            } else if index % 9 == 0 {
                text += "\"\(key)\" = \"\(value) \\\"%@\\\" \\n\\U00E9 %lld\";\n"
            } else {
                text += "\"\(key)\" = \"\(value) %1$@ — %2$lld\";\n"
            }
            index += 1
        }
        let chosen = plain[plain.count / 2]
        return Table(bytes: Array(text.utf8), key: chosen.key, value: chosen.value, count: index)
    }

    /// One `.strings` file's text from its entries, in order.
    static func text(_ entries: [(key: String, value: String)]) -> [UInt8] {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n")
        }
        var out = "/* Generated for the benchmarks. */\n"
        for (key, value) in entries { out += "\"\(escaped(key))\" = \"\(escaped(value))\";\n" }
        return Array(out.utf8)
    }
}

/// An app's own tables, as the lookup and error rows use them: `Localizable.strings` in twelve
/// languages, German with a Swiss table of a few overrides, each with a few hundred entries
/// around the handful the rows look up.
public enum AppTables {
    /// The languages with a `Localizable.strings`.
    public static let languages = ["en", "de", "de-CH", "fr", "es", "it", "ja", "ko", "pt-BR", "zh-Hans", "ru", "ar"]

    /// In every language but `de-CH`: a hit for `de-CH` falls back to `de`.
    public static let hitKey = "The document could not be saved."
    /// In `en` only: a miss along the chain `de-CH → de → en`.
    public static let missKey = "This text is only in English."
    /// Two arguments: the name (`%@`) and a count (`%lld`).
    public static let formatKey = "The document “%@” has %lld pages."
    /// The texts of the custom error (``ErrorRows``).
    public static let saveTitleKey = "The document “%@” couldn’t be saved."
    public static let saveReasonKey = "The disk needs %lld MB more space."
    public static let saveSuggestionKey = "Free up some space, then try again."
    /// The keys of the unchanged `LocalizedError` (``ErrorRows``), named like identifiers as
    /// `NSLocalizedString` calls name them, and their English texts, which that call returns on
    /// Linux and the error gives.
    public static let removedTitleKey = "note.removed"
    public static let removedTitle = "The note was removed."
    public static let removedReasonKey = "note.removed.reason"
    public static let removedReason = "Another device deleted it."
    /// The texts of the HTTP row's error (``HTTPRows``).
    public static let bookTitleKey = "No book has the id %@."
    public static let bookSuggestionKey = "Check the id, or search the catalogue."

    /// The German texts, which the baselines use as they are.
    public static let german: [String: String] = [
        hitKey: "Das Dokument konnte nicht gesichert werden.",
        formatKey: "Das Dokument „%1$@“ hat %2$lld Seiten.",
        saveTitleKey: "Das Dokument „%@“ konnte nicht gesichert werden.",
        saveReasonKey: "Auf dem Volume fehlen %lld MB.",
        saveSuggestionKey: "Schaffe Platz und versuche es dann erneut.",
        bookTitleKey: "Kein Buch hat die Nummer %@.",
        bookSuggestionKey: "Prüfe die Nummer oder suche im Katalog.",
        removedTitleKey: "Die Notiz wurde entfernt.",
        removedReasonKey: "Ein anderes Gerät hat sie gelöscht.",
    ]

    /// The entries of `language`'s table.
    static func entries(_ language: String) -> [(key: String, value: String)] {
        let fillers = language == "de-CH" ? 20 : 300
        var entries = (0..<fillers).map { index in
            ("Filler sentence \(index) of the settings screen.", "\(language): filler sentence \(index)")
        }
        switch language {
        case "de-CH":
            return entries
        case "en":
            entries += [
                (hitKey, hitKey), (missKey, missKey), (formatKey, formatKey), (saveTitleKey, saveTitleKey),
                (saveReasonKey, saveReasonKey), (saveSuggestionKey, saveSuggestionKey), (bookTitleKey, bookTitleKey),
                (bookSuggestionKey, bookSuggestionKey), (removedTitleKey, removedTitle),
                (removedReasonKey, removedReason),
            ]
        case "de":
            entries += german.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        default:
            entries += [
                (hitKey, "\(language): \(hitKey)"), (formatKey, "\(language): %1$@ — %2$lld"),
                (saveTitleKey, "\(language): “%@”"), (saveReasonKey, "\(language): %lld MB"),
                (saveSuggestionKey, "\(language): \(saveSuggestionKey)"),
                (removedTitleKey, "\(language): \(removedTitle)"), (removedReasonKey, "\(language): \(removedReason)"),
            ]
        }
        return entries
    }

    /// Writes `<language>.lproj/Localizable.strings` for every language into a new temporary folder.
    public static func write(_ name: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(name)
        for language in languages {
            try folder.write(StringsGenerator.text(entries(language)), to: "\(language).lproj/Localizable.strings")
        }
        return folder
    }
}
