/// String catalogs (`.xcstrings`) like the ones Xcode writes, generated deterministically: twelve
/// languages, plain units in the states Xcode uses, plural variations (with Russian's and
/// Arabic's forms), substitutions, device variations, untranslatable keys, comments, escapes and
/// text in several scripts.
public enum CatalogGenerator {
    /// How the file is laid out.
    public enum Layout: String, Sendable, CaseIterable {
        /// As Xcode writes it: one member per line, two-space indentation.
        case pretty
        /// One line, no spaces between tokens.
        case minified

        var json: JSONText.Layout { self == .pretty ? .pretty : .minified }
    }

    /// The languages of every generated catalog; `en` is the source language.
    public static let languages = ["en", "de", "fr", "es", "it", "nl", "ru", "ar", "ja", "ko", "zh-Hans", "pt-BR"]

    /// A catalog of at least `bytes` bytes, whose keys start with `prefix` (so that catalogs made
    /// for one folder differ).
    public static func catalog(bytes target: Int, layout: Layout, prefix: String = "") -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(target + 64 * 1024)
        let pretty = layout == .pretty
        out.append(
            contentsOf: (pretty
                ? "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {" : #"{"sourceLanguage":"en","strings":{"#).utf8)
        var index = 0
        while out.count < target || index == 0 {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            if pretty { out.append(contentsOf: "\n    ".utf8) }
            let (key, value) = entry(index, prefix: prefix)
            JSONText.writeString(key, to: &out)
            if pretty { out.append(contentsOf: " : ".utf8) } else { out.append(UInt8(ascii: ":")) }
            value.write(to: &out, layout: layout.json, level: 2)
            index += 1
        }
        out.append(contentsOf: (pretty ? "\n  },\n  \"version\" : \"1.0\"\n}\n" : #"},"version":"1.0"}"#).utf8)
        return out
    }

    /// The key of entry `index`, for lookups: entries whose index is a multiple of 10 are plain
    /// units translated into every language.
    public static func plainKey(_ index: Int, prefix: String = "") -> String {
        precondition(index % 10 == 0, "plain entries are those whose index is a multiple of 10")
        return entry(index, prefix: prefix).key
    }

    // MARK: Entries

    /// Words in each language, so that values are in the language's script.
    private static let words: [String: [String]] = [
        "en": ["Show", "the sidebar", "document", "Save", "folder", "changes"],
        "de": ["Seitenleiste", "anzeigen", "Dokument", "Sichern", "Ordner", "Änderungen"],
        "fr": ["Afficher", "la barre latérale", "document", "Enregistrer", "dossier", "modifications"],
        "es": ["Mostrar", "la barra lateral", "documento", "Guardar", "carpeta", "cambios"],
        "it": ["Mostra", "la barra laterale", "documento", "Salva", "cartella", "modifiche"],
        "nl": ["Toon", "de navigatiekolom", "document", "Bewaar", "map", "wijzigingen"],
        "ru": ["Показать", "боковую панель", "документ", "Сохранить", "папку", "изменения"],
        "ar": ["إظهار", "الشريط الجانبي", "المستند", "حفظ", "المجلد", "التغييرات"],
        "ja": ["表示", "サイドバー", "書類", "保存", "フォルダ", "変更"],
        "ko": ["보기", "사이드바", "문서", "저장", "폴더", "변경 사항"],
        "zh-Hans": ["显示", "边栏", "文稿", "存储", "文件夹", "更改"],
        "pt-BR": ["Mostrar", "a barra lateral", "documento", "Salvar", "pasta", "alterações"],
    ]

    /// The plural categories each language's CLDR rules use.
    private static func pluralCategories(_ language: String) -> [String] {
        switch language {
        case "ru": ["one", "few", "many", "other"]
        case "ar": ["zero", "one", "two", "few", "many", "other"]
        case "ja", "ko", "zh-Hans": ["other"]
        case "fr", "es", "it", "pt-BR": ["one", "many", "other"]
        default: ["one", "other"]
        }
    }

    private static func phrase(_ language: String, _ index: Int) -> String {
        let list = words[language] ?? words["en"] ?? []
        let a = list[index % list.count]
        let b = list[(index / 7 + 1) % list.count]
        // French puts a no-break space before a colon.
        let colon = language == "fr" ? "\u{A0}:" : ":"
        return "\(a) \(b)\(colon) \(index)"
    }

    private static func unit(_ value: String, state: String = "translated") -> JSONText {
        .object([("stringUnit", .object([("state", .string(state)), ("value", .string(value))]))])
    }

    private static func entry(_ index: Int, prefix: String) -> (key: String, value: JSONText) {
        let base = "\(prefix)\(phrase("en", index))"
        switch index % 10 {
        case 6:
            // Plural variations.
            let key = "%lld \(base) items"
            let localizations = languages.map { language -> (String, JSONText) in
                let forms = pluralCategories(language).map { category -> (String, JSONText) in
                    (category, unit("%lld \(phrase(language, index)) (\(category))"))
                }
                return (language, .object([("variations", .object([("plural", .object(forms))]))]))
            }
            return (key, .object([("localizations", .object(localizations))]))
        case 7:
            // A substitution: a plural variable inside a sentence.
            let key = "%#@files@ in %@ — \(base)"
            let localizations = languages.map { language -> (String, JSONText) in
                let forms = pluralCategories(language).map { category -> (String, JSONText) in
                    (category, unit("%arg \(phrase(language, index + 1)) [\(category)]"))
                }
                let substitution: JSONText = .object([
                    ("argNum", .int(1)), ("formatSpecifier", .string("lld")),
                    ("variations", .object([("plural", .object(forms))])),
                ])
                return (
                    language,
                    .object([
                        (
                            "stringUnit",
                            .object([
                                ("state", .string("translated")),
                                ("value", .string("%#@files@ · %@ · \(phrase(language, index))")),
                            ])
                        ),
                        ("substitutions", .object([("files", substitution)])),
                    ])
                )
            }
            return (key, .object([("localizations", .object(localizations))]))
        case 8:
            // Escapes in the key and the values: quotes, backslashes, line breaks, tabs.
            let key = "\"\(base)\"\n\tpath C:\\\\Users\\\\%@"
            let localizations = languages.map { language -> (String, JSONText) in
                (language, unit("„\(phrase(language, index))“\n\t\\ %1$@\u{2028}end"))
            }
            return (
                key,
                .object([
                    ("comment", .string("Shown when \"\(base)\" fails.\nSecond line.")),
                    ("localizations", .object(localizations)),
                ])
            )
        case 9:
            // Device variations on some keys; an untranslatable key on others.
            if index % 20 == 9 {
                return (
                    base,
                    .object([
                        ("extractionState", .string("manual")), ("shouldTranslate", .bool(false)),
                        ("localizations", .object([("en", unit(base))])),
                    ])
                )
            }
            let localizations = languages.map { language -> (String, JSONText) in
                let devices: [(String, JSONText)] = [
                    ("mac", unit("\(phrase(language, index)) ⌘")),
                    ("other", unit(phrase(language, index))),
                ]
                return (language, .object([("variations", .object([("device", .object(devices))]))]))
            }
            return (base, .object([("localizations", .object(localizations))]))
        default:
            // Plain units; the source language's unit is left out on some keys (the key is its text)
            // and some translations are not ready (`needs_review`, `new`).
            let localizations = languages.compactMap { language -> (String, JSONText)? in
                if language == "en" {
                    return index % 3 == 0 ? nil : ("en", unit(base, state: "new"))
                }
                let state = index % 10 == 0 ? "translated" : ["translated", "needs_review", "new"][index % 3]
                return (language, unit(phrase(language, index), state: state))
            }
            return (
                base,
                .object([
                    ("comment", .string("Menu item \(index)")), ("extractionState", .string("extracted_with_value")),
                    ("localizations", .object(localizations)),
                ])
            )
        }
    }
}
