import StringTables
import Testing

struct LanguageNegotiationTests {
    @Test(arguments: [
        ("zh-TW", "zh-Hant-TW"), ("zh", "zh-Hans-CN"), ("zh-Hant", "zh-Hant-TW"), ("sr", "sr-Cyrl-RS"),
        ("en", "en-Latn-US"), ("pt", "pt-Latn-BR"), ("sr-Latn", "sr-Latn-RS"), ("ar", "ar-Arab-EG"),
        ("und-Hant", "zh-Hant-TW"), ("qaa", "qaa"),
    ])
    func likelySubtagsFillInScriptAndRegion(tag: String, maximized: String) {
        #expect(LanguageTag(tag)?.maximized.identifier == maximized)
    }

    @Test(arguments: [
        ("zh-TW", ["zh-Hant-TW", "zh-Hant"]),
        ("zh-Hant", ["zh-Hant"]),
        ("zh-HK", ["zh-Hant-HK", "zh-Hant"]),
        ("zh-CN", ["zh-CN", "zh"]),
        ("pt-AO", ["pt-AO", "pt-PT", "pt"]),
        ("es-MX", ["es-MX", "es-419", "es"]),
        ("en-AU", ["en-AU", "en-GB", "en-001", "en"]),
        ("en-GB", ["en-GB", "en-001", "en"]),
        ("en-US", ["en-US", "en"]),
        ("sr-Latn-RS", ["sr-Latn-RS", "sr-Latn"]),
        ("de-AT", ["de-AT", "de"]),
    ])
    func chainsFollowCLDRParentsAndNeverCrossScripts(tag: String, chain: [String]) {
        #expect(LanguageTag(tag)?.fallbackChain.map(\.identifier) == chain)
    }

    @Test(arguments: [
        (["LANGUAGE": "fr:de_DE", "LANG": "ja_JP.UTF-8"], ["fr", "de-DE", "ja-JP"]),
        (["LC_ALL": "pt_BR.UTF-8", "LC_MESSAGES": "ru_RU", "LANG": "en_US"], ["pt-BR"]),
        (["LC_MESSAGES": "ru_RU.KOI8-R", "LANG": "en_US"], ["ru-RU"]),
        (["LANG": "C.UTF-8", "LANGUAGE": "de"], ["de"]),
        (["LC_ALL": "POSIX", "LANG": "de_DE"], []),
        (["LANG": "sr_RS@latin"], ["sr-Latn-RS"]),
        (["LANG": "de_DE@euro"], ["de-DE"]),
        (["LANGUAGE": "", "LC_ALL": "", "LANG": "es_MX"], ["es-MX"]),
        (["LANGUAGE": "nonsense!:it", "LANG": "C.UTF-8"], ["it"]),
        ([:], []),
    ])
    func processPreferencesReadTheEnvironmentLikeGettext(environment: [String: String], expected: [String]) {
        #expect(LanguageTag.processPreferences(environment: environment).map(\.identifier) == expected)
    }

    /// glibc's rule, checked with `ls` and coreutils' German messages: gettext ignores `LANGUAGE`
    /// only when the messages locale is `C` (`POSIX` is `C`, and so is a process with no locale
    /// set); `C.UTF-8` is a locale of its own.
    @Test(arguments: [
        (["LANGUAGE": "de", "LANG": "C.UTF-8"], ["de"]),
        (["LANGUAGE": "de:fr", "LC_ALL": "C.utf8"], ["de", "fr"]),
        (["LANGUAGE": "de", "LANG": "POSIX.UTF-8"], ["de"]),
        (["LANGUAGE": "de", "LC_ALL": "C.UTF-8", "LANG": "C"], ["de"]),
        (["LANGUAGE": "de", "LANG": "C"], []),
        (["LANGUAGE": "de", "LANG": "POSIX"], []),
        (["LANGUAGE": "de", "LANG": "C.UTF-8", "LC_MESSAGES": "C"], []),
        (["LANGUAGE": "de"], []),
        (["LANGUAGE": "de", "LANG": ""], []),
    ])
    func languageCountsUnlessTheMessagesLocaleIsC(environment: [String: String], expected: [String]) {
        #expect(LanguageTag.processPreferences(environment: environment).map(\.identifier) == expected)
    }
}
