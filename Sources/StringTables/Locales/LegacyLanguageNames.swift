/// The English language names that NeXTSTEP and early Mac OS X named `.lproj` folders with
/// (`English.lproj`, `German.lproj`, `Japanese.lproj`), which CoreFoundation's bundles still
/// read as the language they name.
///
/// The list is CoreFoundation's (its `__CFBundleLanguageNamesArray` and the other names its
/// locale canonicalization accepts), with the codes it maps them to; names are matched without
/// regard to case. `Moldavian` is read as `ro`, the code CLDR gives the retired `mo`.
enum LegacyLanguageNames {
    /// The language a legacy folder name stands for, or `nil` when `name` is not one.
    ///
    /// The list is searched as it is, with no table built first: folder names are few, and
    /// building a table of 127 parsed tags would cost every program that lists a folder more.
    static func language(named name: some StringProtocol) -> LanguageTag? {
        // Every legacy name is ASCII; comparing bytes, case folded, needs no lowercased copy.
        let name = Array(name.utf8)
        for (legacy, code) in names where legacy.utf8.count == name.count {
            if zip(legacy.utf8, name).allSatisfy({ asciiLowercased($0) == asciiLowercased($1) }) {
                return LanguageTag(code)
            }
        }
        return nil
    }

    /// The English name of `language` (`Japanese` for `ja`), the first the list gives its code;
    /// `nil` for a language the list does not name.
    static func name(of language: LanguageTag) -> String? {
        names.first { $0.value == language.language }?.key
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte
    }

    private static let names: KeyValuePairs<String, String> = [
        "Afrikaans": "af", "Albanian": "sq", "Amharic": "am", "Arabic": "ar", "Armenian": "hy",
        "Assamese": "as", "Aymara": "ay", "Azerbaijani": "az", "Basque": "eu", "Belarusian": "be",
        "Belorussian": "be", "Bengali": "bn", "Brazilian Portuguese": "pt-BR", "Breton": "br",
        "Bulgarian": "bg", "Burmese": "my", "Byelorussian": "be", "Catalan": "ca", "Chewa": "ny",
        "Chichewa": "ny", "Chinese": "zh", "Croatian": "hr", "Czech": "cs", "Danish": "da", "Dutch": "nl",
        "Dzongkha": "dz", "English": "en", "Esperanto": "eo", "Estonian": "et", "Faroese": "fo",
        "Farsi": "fa", "Finnish": "fi", "Flemish": "nl-BE", "French": "fr", "Galician": "gl",
        "Gallegan": "gl", "Georgian": "ka", "German": "de", "Greek": "el", "Greenlandic": "kl",
        "Guarani": "gn", "Gujarati": "gu", "Hawaiian": "haw", "Hebrew": "he", "Hindi": "hi",
        "Hungarian": "hu", "Icelandic": "is", "Indonesian": "id", "Inuktitut": "iu", "Irish": "ga",
        "Italian": "it", "Japanese": "ja", "Javanese": "jv", "Kalaallisut": "kl", "Kannada": "kn",
        "Kashmiri": "ks", "Kazakh": "kk", "Khmer": "km", "Kinyarwanda": "rw", "Kirghiz": "ky",
        "Korean": "ko", "Kurdish": "ku", "Lao": "lo", "Latin": "la", "Latvian": "lv", "Lithuanian": "lt",
        "Macedonian": "mk", "Malagasy": "mg", "Malay": "ms", "Malayalam": "ml", "Maltese": "mt",
        "Manx": "gv", "Marathi": "mr", "Moldavian": "ro", "Mongolian": "mn", "Nepali": "ne",
        "Norwegian": "nb", "Nyanja": "ny", "Nynorsk": "nn", "Oriya": "or", "Oromo": "om",
        "Panjabi": "pa", "Pashto": "ps", "Persian": "fa", "Polish": "pl", "Portuguese": "pt",
        "Punjabi": "pa", "Pushto": "ps", "Quechua": "qu", "Romanian": "ro", "Ruanda": "rw",
        "Rundi": "rn", "Russian": "ru", "Sami": "se", "Sanskrit": "sa", "Scottish": "gd",
        "Serbian": "sr", "Simplified Chinese": "zh-Hans", "Sindhi": "sd", "Sinhalese": "si",
        "Slovak": "sk", "Slovenian": "sl", "Somali": "so", "Spanish": "es", "Sundanese": "su",
        "Swahili": "sw", "Swedish": "sv", "Tagalog": "fil", "Tajik": "tg", "Tajiki": "tg", "Tamil": "ta",
        "Tatar": "tt", "Telugu": "te", "Thai": "th", "Tibetan": "bo", "Tigrinya": "ti", "Tongan": "to",
        "Traditional Chinese": "zh-Hant", "Turkish": "tr", "Turkmen": "tk", "Uighur": "ug",
        "Ukrainian": "uk", "Urdu": "ur", "Uzbek": "uz", "Vietnamese": "vi", "Welsh": "cy",
        "Yiddish": "yi",
    ]
}
