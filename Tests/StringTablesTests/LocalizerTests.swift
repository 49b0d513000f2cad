import StringTables
import Testing

struct LocalizerTests {
    let tables = InMemoryStringTables([
        "Localizable": [
            "en": ["greeting": "Hello, %@!", "count": "%lld files"],
            "de": ["greeting": "Hallo, %@!", "count": "%@ Dateien"],
            "pt-BR": ["greeting": "Olá, %@!"],
            "zh-Hans": ["greeting": "你好，%@！"],
            "it": ["greeting": "Ciao, %d!"],
        ]
    ])

    @Test func theFallbackChainFollowsEachPreferenceThenEndsWithTheSourceLanguage() {
        let localizer = Localizer(sources: [tables])
        #expect(localizer.fallbackChain(for: ["pt-BR", "de-AT"]) == ["pt-BR", "pt", "de-AT", "de", "en"])
        #expect(localizer.fallbackChain(for: ["en-GB", "en"]) == ["en-GB", "en-001", "en"])
        #expect(localizer.fallbackChain(for: ["zh-TW"]) == ["zh-Hant-TW", "zh-Hant", "en"])
    }

    @Test func aLanguageAfterTheSourceLanguageIsNeverUsedForTheSourceTextIsAlwaysThere() {
        // Only German tables: an English speaker who also reads German still gets English.
        let german = Localizer(sources: [InMemoryStringTables(["Localizable": ["de": ["Save": "Sichern"]]])])
        #expect(german.fallbackChain(for: ["en-US", "de"]) == ["en-US"])
        #expect(german.fallbackChain(for: ["en-GB", "de"]) == ["en-GB", "en-001", "en"])
        #expect(german.fallbackChain(for: ["fr", "en", "de"]) == ["fr", "en"])
        #expect(german.localize("Save", languages: ["en", "de"]).value == "Save")
        #expect(german.localize("Save", defaultValue: "Save it", languages: ["en-US", "de"]).value == "Save it")
        #expect(german.localize("Save", languages: ["fr", "de"]).value == "Sichern")
    }

    @Test func tablesMatchByLikelySubtagsButNeverAcrossScripts() {
        let tables = InMemoryStringTables([
            "Localizable": [
                "zh_TW": ["k": "繁體"], "zh-hans": ["k": "简体"], "pt-BR": ["k": "português"], "sr-Latn": ["k": "latinica"],
            ]
        ])
        let localizer = Localizer(sources: [tables])
        #expect(localizer.localize("k", languages: ["zh-Hant"]).value == "繁體")
        #expect(localizer.localize("k", languages: ["zh-HK"]).value == "繁體")
        #expect(localizer.localize("k", languages: ["zh"]).value == "简体")
        #expect(localizer.localize("k", languages: ["zh-CN"]).value == "简体")
        #expect(localizer.localize("k", languages: ["pt"]).value == "português")
        #expect(localizer.localize("k", languages: ["sr"]).value == "k", "Cyrillic Serbian must not get Latin")
        #expect(localizer.localize("k", languages: ["sr-Latn-RS"]).value == "latinica")
    }

    @Test func aKeyIsFoundInThePreferredLanguage() {
        let result = Localizer(sources: [tables]).localize(
            "greeting", arguments: [.string("Ana")], languages: ["pt-BR"])
        #expect(result.value == "Olá, Ana!")
        #expect(result.language == "pt-BR")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func zhHantNeverFallsBackToTheSimplifiedTable() {
        let result = Localizer(sources: [tables]).localize(
            "greeting", arguments: [.string("Li")], languages: ["zh-Hant-TW"])
        #expect(result.value == "Hello, Li!")
        #expect(result.language == "en")
    }

    @Test func aBadTranslationFallsBackToTheSourceLanguageWithADiagnostic() {
        let result = Localizer(sources: [tables]).localize("greeting", arguments: [.string("Ada")], languages: ["it"])
        #expect(result.value == "Hello, Ada!")
        #expect(result.language == "en")
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.language == "it")
        #expect(result.diagnostics.first?.severity == .warning)
    }

    @Test func aTranslationMayUseAnObjectSpecifierForANumber() {
        let result = Localizer(sources: [tables]).localize("count", arguments: [.int(4)], languages: ["de"])
        #expect(result.value == "4 Dateien")
    }

    @Test func whenNothingFitsTheKeyIsShownUnformatted() {
        let result = Localizer(sources: []).localize("%d items", arguments: [.string("x")], languages: ["en"])
        #expect(result.value == "%d items")
        #expect(result.language == nil)
        #expect(result.diagnostics.count == 1)
    }

    @Test func withoutArgumentsNothingIsFormatted() {
        let result = Localizer(sources: []).localize("100% sure", languages: ["en"])
        #expect(result.value == "100% sure")
    }

    @Test func anEarlierSourceWinsKeyByKey() {
        let override = InMemoryStringTables(["Localizable": ["de": ["greeting": "Servus, %@!"]]])
        let localizer = Localizer(sources: [override, tables])
        #expect(localizer.localize("greeting", arguments: [.string("Max")], languages: ["de"]).value == "Servus, Max!")
        #expect(localizer.localize("count", arguments: [.int(2)], languages: ["de"]).value == "2 Dateien")
    }

    @Test func aKeyMissingInTheMostPreferredLanguageLeavesANote() {
        let localizer = Localizer(sources: [tables])
        let fallback = localizer.localize("count", arguments: [.int(2)], languages: ["pt-BR"])
        #expect(fallback.value == "2 files")
        #expect(
            fallback.diagnostics.map(\.description) == [
                "note: no pt-BR text for 'count' in table Localizable; showing the en text"
            ])
        let missing = localizer.localize("nowhere", defaultValue: "Default", languages: ["ja"])
        #expect(
            missing.diagnostics.map(\.description) == [
                "note: no ja text for 'nowhere' in table Localizable; showing the default value"
            ])
    }

    @Test func theSourceLanguageNeedsNoTableSoLeavesNoNote() {
        let localizer = Localizer(sources: [])
        #expect(localizer.localize("Anything", languages: ["en-GB"]).diagnostics.isEmpty)
        #expect(localizer.localize("greeting", arguments: [.string("x")], languages: ["de"]).diagnostics.count == 1)
    }

    @Test func diagnosticsReadAsSentencesWithTheirPlace() {
        let diagnostic = LocalizationDiagnostic(
            .error, .syntax, "unterminated string",
            location: .init(file: "de.lproj/Localizable.strings", line: 3, column: 9))
        #expect(diagnostic.description == "de.lproj/Localizable.strings:3:9: error: unterminated string")
        #expect(diagnostic.oneLine == "de.lproj/Localizable.strings:3:9: error: unterminated string [syntax]")
    }

    @Test func aDiagnosticTakesOneLineWithItsControlCharactersEscaped() {
        let diagnostic = LocalizationDiagnostic(
            .warning, .missingTranslation, "'two\nlines\r\tand \u{1B}[2K\u{85}\u{2028}' has no de translation")
        #expect(
            diagnostic.oneLine
                == #"warning: 'two\nlines\r\tand \u{1B}[2K\u{85}\u{2028}' has no de translation [missing-translation]"#)
    }
}
