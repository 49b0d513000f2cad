import StringTables
import Testing

struct LanguageTagTests {
    @Test(arguments: [
        ("en", "en"), ("EN", "en"), ("pt_br", "pt-BR"), ("zh_hant_tw", "zh-Hant-TW"), ("ZH-HANS", "zh-Hans"),
        ("de_DE.UTF-8", "de-DE"), ("sr-Latn-RS@latin", "sr-Latn-RS"), ("es-419", "es-419"),
        ("de-u-co-phonebk", "de"), ("en-US-x-private", "en-US"), ("haw", "haw"),
    ])
    func canonicalForm(input: String, expected: String) {
        #expect(LanguageTag(input)?.identifier == expected)
    }

    @Test(arguments: ["", "-", "en-", "toolongsubtag", "en us", "ç", "en--US", "123", "C", "e", "x-private"])
    func invalidTextIsNotATag(input: String) {
        #expect(LanguageTag(input) == nil)
    }

    // A literal argument is literal coercion, so these tags are not optional.
    @Test func partsAreNamed() {
        let tag = LanguageTag("zh-Hant-TW")
        #expect(tag.language == "zh")
        #expect(tag.script == "Hant")
        #expect(tag.region == "TW")
        #expect(LanguageTag("es-419").region == "419")
        #expect(LanguageTag("en").script == nil)
    }

    @Test func truncationsNeverDropAScriptToReachTheBareLanguage() {
        #expect(LanguageTag("zh-Hant-TW").truncations == ["zh-Hant-TW", "zh-Hant"])
        #expect(LanguageTag("de-AT").truncations == ["de-AT", "de"])
        #expect(LanguageTag("en").truncations == ["en"])
    }

    @Test func equalityIgnoresSpelling() {
        let written = "PT_br"
        #expect(LanguageTag(written) == LanguageTag("pt-BR"))
        #expect(LanguageTag("pt_BR").hashValue == LanguageTag("pt-BR").hashValue)
    }
}
