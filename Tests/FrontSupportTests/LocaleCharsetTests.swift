import FrontSupport
import StringTables
import Testing

/// The locale's character set, read as `setlocale` and `nl_langinfo(CODESET)` would, and the
/// languages a front resolves in because of it.
struct LocaleCharsetTests {
    @Test(
        arguments: [
            ([:], true),
            (["LANG": "ru_RU.UTF-8"], true),
            (["LANG": "C.utf8"], true),
            (["LANG": "ru_RU.KOI8-R"], false),
            (["LANG": "de_DE.ISO-8859-15@euro"], false),
            (["LANG": "de_DE@euro"], false),
            (["LANG": "ru_RU"], false),
            (["LANG": "C"], false),
            (["LANG": "POSIX"], false),
            (["LANG": ""], true),
            (["LC_ALL": "C", "LANG": "ru_RU.UTF-8"], false),
            (["LC_CTYPE": "ru_RU.UTF-8", "LANG": "ru_RU.KOI8-R"], true),
            (["LC_ALL": "ru_RU.KOI8-R", "LC_CTYPE": "ru_RU.UTF-8"], false),
            (["LC_MESSAGES": "ru_RU.KOI8-R"], true),
        ] as [([String: String], Bool)])
    func theFirstOfLCALLLCCTYPEAndLANGDecides(environment: [String: String], isUTF8: Bool) {
        #expect(LocaleCharset(environment: environment).isUTF8 == isUTF8)
    }

    /// macOS's Terminal sets `LC_CTYPE=UTF-8` (a locale named for its character set alone, which
    /// macOS's C library takes as UTF-8), and ssh passes it on to the machines it logs in to.
    @Test(arguments: ["UTF-8", "utf8", "UTF-8@euro"])
    func aLocaleNamedForUTF8AloneIsUTF8(name: String) {
        #expect(LocaleCharset(environment: ["LC_CTYPE": name, "LANG": "C"]).isUTF8)
    }

    @Test func theSameLocaleInUTF8KeepsItsModifier() {
        #expect(LocaleCharset(environment: ["LANG": "ru_RU.KOI8-R"]).utf8Locale == "ru_RU.UTF-8")
        #expect(LocaleCharset(environment: ["LANG": "de_DE.ISO-8859-15@euro"]).utf8Locale == "de_DE.UTF-8@euro")
        #expect(LocaleCharset(environment: ["LANG": "C"]).utf8Locale == nil)
        #expect(LocaleCharset(environment: ["LANG": "C.UTF-8"]).utf8Locale == nil)
    }

    @Test func aLocaleThatIsNotUTF8GetsTheSourceLanguageAndANote() {
        let environment = ["LANG": "ru_RU.KOI8-R"]
        let (languages, note) = LocaleCharset(environment: environment).languages(
            given: nil, environment: environment, sourceLanguage: "en")
        #expect(languages == ["en"])
        #expect(
            note
                == "note: texts are in en, not ru-RU: LANG=ru_RU.KOI8-R is not a UTF-8 locale. LANG=ru_RU.UTF-8 shows them in ru-RU."
        )
    }

    @Test func givenLanguagesAUTF8LocaleAndEnglishNeedNoNote() {
        let koi8 = ["LANG": "ru_RU.KOI8-R"]
        let given = LocaleCharset(environment: koi8).languages(given: ["ru"], environment: koi8, sourceLanguage: "en")
        #expect(given.languages == ["ru"] && given.note == nil)
        let utf8 = ["LANG": "ru_RU.UTF-8"]
        let russian = LocaleCharset(environment: utf8).languages(given: nil, environment: utf8, sourceLanguage: "en")
        #expect(russian.languages == ["ru-RU"] && russian.note == nil)
        let latin1 = ["LANG": "en_GB.ISO-8859-1"]
        let english = LocaleCharset(environment: latin1).languages(
            given: nil, environment: latin1, sourceLanguage: "en")
        #expect(english.languages == ["en-GB"] && english.note == nil)
        let c = ["LANG": "C", "LANGUAGE": "de"]
        #expect(LocaleCharset(environment: c).languages(given: nil, environment: c, sourceLanguage: "en").note == nil)
    }

    @Test func givenLanguagesWhoseScriptASCIICannotSpellGetTheSourceLanguageAndANote() {
        let c = ["LANG": "C"]
        for language: LanguageTag in ["ja", "zh-Hant", "ar", "he", "ko"] {
            let (languages, note) = LocaleCharset(environment: c).languages(
                given: [language], environment: c, sourceLanguage: "en")
            #expect(languages == ["en"], "\(language)")
            #expect(note == "note: texts are in en, not \(language): LANG=C is not a UTF-8 locale.")
        }
        let kept = LocaleCharset(environment: c).languages(given: ["ja", "de"], environment: c, sourceLanguage: "en")
        #expect(kept.languages == ["de"])
        #expect(kept.note == "note: texts are in de, not ja: LANG=C is not a UTF-8 locale.")
        let spelled = LocaleCharset(environment: c).languages(
            given: ["sr-Latn", "uk", "el"], environment: c, sourceLanguage: "en")
        #expect(spelled.languages == ["sr-Latn", "uk", "el"] && spelled.note == nil)
    }

    @Test func aHostileLocaleNameIsWrittenSafely() throws {
        let environment = ["LANG": "ru_RU.KOI8-R\u{1B}[2J\u{202E}ж"]
        let note = try #require(
            LocaleCharset(environment: environment).languages(
                given: nil, environment: environment, sourceLanguage: "en"
            )
            .note)
        #expect(!note.contains("\u{1B}") && note.utf8.allSatisfy { $0 < 0x80 })
    }
}
