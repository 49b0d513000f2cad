import Foundation
import StringTables
import Testing

/// Each class of false alarm the linter raised on real apps' tables, reproduced on a fixture:
/// what is left is a real problem, and what is worth knowing but harmless is a note.
struct LintPrecisionTests {
    static func lines(_ files: [String: String], sourceLanguage: LanguageTag? = nil) throws -> [String] {
        let root = try StringTableDirectoryTests.folder(files)
        return TableLinter(paths: [root], sourceLanguage: sourceLanguage).lint().diagnostics
            .map { String($0.oneLine.dropFirst(root.path.count + 1)) }
    }

    static let plural = PluralRuleWithoutOtherTests.english
    static let germanPlural = PluralRuleWithoutOtherTests.rule(
        "%lld files", "lld", [("one", "%lld Datei"), ("other", "%lld Dateien")])

    // MARK: An empty or near-empty source table

    /// A source `.strings` file that holds only `"" = "";` (or nothing) lists no keys, whatever
    /// else the source language has: the keys of the translations are the app's own source text.
    @Test(arguments: [#""" = "";"#, "", "/* No strings yet */\n"])
    func aSourceStringsFileWithNoKeysBesideAStringsdictListsNone(_ strings: String) throws {
        let lines = try Self.lines([
            "en.lproj/Localizable.strings": strings,
            "en.lproj/Localizable.stringsdict": Self.plural,
            "de.lproj/Localizable.strings": #""Open" = "Öffnen"; "Close %@" = "%@ schließen";"#,
            "de.lproj/Localizable.stringsdict": Self.germanPlural,
        ])
        #expect(lines.isEmpty, "\(lines)")
    }

    @Test func anEmptySourceCatalogBesideAStringsdictListsNone() throws {
        let lines = try Self.lines([
            "Localizable.xcstrings": #"{"sourceLanguage": "en", "version": "1.0", "strings": {}}"#,
            "en.lproj/Localizable.stringsdict": Self.plural,
            "de.lproj/Localizable.strings": #""Open" = "Öffnen";"#,
            "de.lproj/Localizable.stringsdict": Self.germanPlural,
        ])
        #expect(lines.isEmpty, "\(lines)")
    }

    @Test func aSourceTableThatListsKeysStillMakesOthersStray() throws {
        let lines = try Self.lines([
            "en.lproj/Localizable.strings": #""Open" = "Open";"#,
            "en.lproj/Localizable.stringsdict": Self.plural,
            "de.lproj/Localizable.strings": #""Open" = "Öffnen"; "Gone" = "Weg";"#,
            "de.lproj/Localizable.stringsdict": Self.germanPlural,
        ])
        #expect(
            lines == [
                "de.lproj/Localizable.strings:1:20: note: 'Gone' is not in the en table Localizable, so the app likely never asks for it; the de text is shown only if it does [stray-key]"
            ])
    }

    /// The keys of an interface file's strings (`41.title`, `aXa-aM-Jaq.placeholderString`) are
    /// asked for by the file in every language, whatever the source table lists: a note.
    @Test func anInterfaceObjectsKeyMissingFromTheSourceTableIsANote() throws {
        let lines = try Self.lines([
            "en.lproj/Panel.strings": #""Install" = "Install";"#,
            "ru.lproj/Panel.strings":
                #""41.title" = "Установить"; "Qx7-pe-9Kd.placeholderString" = "Поиск"; "Gone" = "Нет"; "v1.2" = "в1.2";"#,
        ])
        #expect(
            lines
                == [
                    "ru.lproj/Panel.strings:1:1: note: '41.title' is not in the en table Panel, but names an interface file's object and property, which the file asks for; it is stray only if the object is gone [stray-key]",
                    "ru.lproj/Panel.strings:1:28: note: 'Qx7-pe-9Kd.placeholderString' is not in the en table Panel, but names an interface file's object and property, which the file asks for; it is stray only if the object is gone [stray-key]",
                    "ru.lproj/Panel.strings:1:70: note: 'Gone' is not in the en table Panel, so the app likely never asks for it; the ru text is shown only if it does [stray-key]",
                    "ru.lproj/Panel.strings:1:86: note: 'v1.2' is not in the en table Panel, so the app likely never asks for it; the ru text is shown only if it does [stray-key]",
                    "en.lproj/Panel.strings:1:1: warning: 'Install' has no ru translation in table Panel [missing-translation]",
                ].sorted())
    }

    // MARK: Texts with no words

    /// A source text made only of specifiers, digits, punctuation and spaces (`%lld. `, `%@`)
    /// reads the same in every language: no translation of it is missing. A letter of any
    /// script (`件`) is a word, and prose keeps its letters as written (`% f` is no specifier).
    @Test func aMissingTranslationOfATextWithNoWordsIsNotReported() throws {
        let lines = try Self.lines([
            "en.lproj/Localizable.strings": #"""
            "%lld. " = "%lld. ";
            "%@" = "%@";
            "range" = "%1$@ – %2$@ (%3$.1f%%)";
            "12:00" = "12:00";
            "count" = "%d 件";
            "Open" = "Open";
            "ratio" = "70% full";
            """#,
            "en.lproj/Localizable.stringsdict": PluralRuleWithoutOtherTests.rule(
                "%lld.", "lld", [("one", "%lld."), ("other", "%lld.")]),
            "de.lproj/Localizable.strings": #""Open" = "Öffnen";"#,
        ])
        #expect(
            lines == [
                "en.lproj/Localizable.strings:5:1: warning: 'count' has no de translation in table Localizable [missing-translation]",
                "en.lproj/Localizable.strings:7:1: warning: 'ratio' has no de translation in table Localizable [missing-translation]",
            ])
    }

    /// The keys of a catalog are their own source text: `%lld. ` and `%@` (IceCubesApp) need
    /// no translation, `Bookmarks` does.
    @Test func aCatalogKeyWithNoWordsNeedsNoTranslation() throws {
        let catalog = #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "%lld. ": {},
              "%@": {},
              "Bookmarks": {},
              "Quit": {"localizations": {"fi": {"stringUnit": {"state": "translated", "value": "Lopeta"}}}}
            }}
            """#
        let lines = try Self.lines(["Localizable.xcstrings": catalog])
        #expect(
            lines == [
                "Localizable.xcstrings:4:3: warning: 'Bookmarks' has no fi translation in table Localizable [missing-translation]"
            ])
    }

    // MARK: Categories integers do not reach

    /// Categories only fractions reach (Czech, Slovak and Lithuanian `many`) are never needed by
    /// an integer, and those only exact millions and compact numbers reach (French, Spanish,
    /// Italian, Portuguese and Catalan `many`) rarely: both are notes. Neither list is written
    /// anywhere: both come from CLDR's rules.
    @Test func categoriesIntegersRarelyOrNeverReachAreNotWarnings() throws {
        var files = ["en.lproj/Localizable.stringsdict": Self.plural]
        for language in ["fr", "it", "es", "pt", "ca", "cs", "sk", "lt"] {
            files["\(language).lproj/Localizable.stringsdict"] = PluralRuleWithoutOtherTests.rule(
                "%lld files", "lld",
                [("one", "%lld x"), ("few", "%lld y"), ("other", "%lld z")].filter {
                    $0.0 != "few" || ["cs", "sk", "lt"].contains(language)
                })
        }
        let lines = try Self.lines(files)
        let note = { (language: String) in
            "\(language).lproj/Localizable.stringsdict:1:35: note: the variable 'n' of '%lld files' lacks the many form that \(language) uses only for exact millions and compact numbers; 'other' is shown instead for them [missing-plural-form]"
        }
        let fractions = { (language: String) in
            "\(language).lproj/Localizable.stringsdict:1:35: note: the variable 'n' of '%lld files' lacks the many form that \(language) uses only for fractions, which an integer never is; nothing is shown wrongly [missing-plural-form]"
        }
        #expect(
            lines
                == ["ca", "cs", "es", "fr", "it", "lt", "pt", "sk"].map {
                    ["cs", "sk", "lt"].contains($0) ? fractions($0) : note($0)
                })
    }

    /// Czech, by CLDR 47's rules: `one` is 1, `few` 2 to 4, `many` only numbers with fraction
    /// digits, `other` every other integer. An integer plural needs `one`, `few` and `other`.
    @Test func czechIntegersNeedOneFewAndOther() throws {
        #expect(PluralRules.categories(for: "cs") == [.one, .few, .many, .other])
        #expect(PluralRules.integerCategories(for: "cs") == [.one, .few, .other])
        #expect(PluralRules.millionCategories(for: "cs").isEmpty)
        let lines = try Self.lines([
            "en.lproj/Localizable.stringsdict": Self.plural,
            "cs.lproj/Localizable.stringsdict": PluralRuleWithoutOtherTests.rule(
                "%lld files", "lld", [("one", "%lld soubor"), ("few", "%lld soubory"), ("many", "%lld souboru")]),
        ])
        #expect(
            lines == [
                "cs.lproj/Localizable.stringsdict:1:35: warning: the variable 'n' of '%lld files' lacks the other form that cs needs for integers; the source language's text is shown instead [missing-plural-form]"
            ])
    }

    /// Russian `one`, `few` and `other` for an integer: `other`, which no integer reaches
    /// otherwise, is shown only for `many` numbers, so it is their text (a note). With `few`
    /// missing too, one text serves two forms: a warning.
    @Test func anOtherFormStandingInForOneMissingCategoryIsANote() throws {
        let lines = try Self.lines([
            "en.lproj/Localizable.stringsdict": Self.plural,
            "ru.lproj/Localizable.stringsdict": PluralRuleWithoutOtherTests.rule(
                "%lld files", "lld", [("one", "%lld файл"), ("few", "%lld файла"), ("other", "%lld файлов")]),
            "uk.lproj/Localizable.stringsdict": PluralRuleWithoutOtherTests.rule(
                "%lld files", "lld", [("one", "%lld файл"), ("other", "%lld файлів")]),
        ])
        #expect(
            lines == [
                "ru.lproj/Localizable.stringsdict:1:35: note: the variable 'n' of '%lld files' lacks the many form that ru needs for integers; 'other', which they never reach otherwise, is shown for them [missing-plural-form]",
                "uk.lproj/Localizable.stringsdict:1:35: warning: the variable 'n' of '%lld files' lacks the few, many forms that uk needs for integers; 'other' is shown instead [missing-plural-form]",
            ])
    }

    /// A plural with only `other` is one text chosen for every number (`%lld found`, German
    /// `%lld Byte`): a note, not a forgotten form.
    @Test func aPluralWithOnlyOtherIsANote() throws {
        let lines = try Self.lines([
            "en.lproj/Localizable.stringsdict": Self.plural,
            "de.lproj/Localizable.stringsdict": PluralRuleWithoutOtherTests.rule(
                "%lld files", "lld", [("other", "%lld Byte")]),
        ])
        #expect(
            lines == [
                "de.lproj/Localizable.stringsdict:1:35: note: the variable 'n' of '%lld files' has only the other form, which is shown for every number, though de has the one form for integers [missing-plural-form]"
            ])
    }

    @Test func aFloatingPointValueNeedsTheCategoriesFractionsReach() throws {
        let lines = try Self.lines([
            "en.lproj/Localizable.stringsdict": Self.plural.replacing("lld", with: "f"),
            "cs.lproj/Localizable.stringsdict": PluralRuleWithoutOtherTests.rule(
                "%f files", "f", [("one", "%f x"), ("few", "%f y"), ("other", "%f z")]),
        ]).filter { $0.contains("[missing-plural-form]") }
        #expect(
            lines == [
                "cs.lproj/Localizable.stringsdict:1:33: warning: the variable 'n' of '%f files' lacks the many form that cs needs for numbers; 'other' is shown instead [missing-plural-form]"
            ])
    }

    @Test func whichCategoriesIntegersReachComesFromTheRules() {
        #expect(PluralRules.integerCategories(for: "ru") == [.one, .few, .many])
        #expect(PluralRules.integerCategories(for: "cs") == [.one, .few, .other])
        #expect(PluralRules.integerCategories(for: "lt") == [.one, .few, .other])
        #expect(PluralRules.integerCategories(for: "fr") == [.one, .other])
        #expect(PluralRules.millionCategories(for: "fr") == [.many])
        #expect(PluralRules.millionCategories(for: "ru").isEmpty)
        #expect(PluralRules.integerCategories(for: "en") == [.one, .other])
        // Cornish `many` is 100,000 and every million plus 100,000: an integer below a million.
        #expect(PluralRules.integerCategories(for: "kw").contains(.many))
    }

    // MARK: Duplicates

    @Test func identicalDuplicatesAreNotesAndConflictingOnesWarnings() throws {
        let lines = try Self.lines([
            "en.lproj/Localizable.strings": #""A" = "A"; "B" = "B";"#,
            "de.lproj/Localizable.strings": "\"A\" = \"Ä\";\n\"B\" = \"Be\";\n\"A\" = \"Ä\";\n\"B\" = \"Bee\";\n",
            "de.lproj/Plurals.stringsdict": """
            <plist><dict><key>k</key><string>same</string><key>k</key><string>same</string>
            <key>m</key><string>one</string><key>m</key><string>two</string></dict></plist>
            """,
        ])
        #expect(
            lines == [
                "de.lproj/Localizable.strings:3:1: note: duplicate key 'A' (first at line 1) with the same value [duplicate-key]",
                "de.lproj/Localizable.strings:4:1: warning: duplicate key 'B' (first at line 2); the last value wins [duplicate-key]",
                "de.lproj/Plurals.stringsdict:1:59: note: duplicate key 'k' with the same value [duplicate-key]",
                "de.lproj/Plurals.stringsdict:2:45: warning: duplicate key 'm'; the last one wins [duplicate-key]",
            ])
    }

    // MARK: Unused plural forms

    @Test func anUnusedPluralFormIsANote() throws {
        let lines = try Self.lines([
            "en.lproj/Localizable.stringsdict": Self.plural,
            "de.lproj/Localizable.stringsdict": PluralRuleWithoutOtherTests.rule(
                "%lld files", "lld", [("one", "%lld Datei"), ("few", "%lld Dateien"), ("other", "%lld Dateien")]),
        ])
        #expect(
            lines == [
                "de.lproj/Localizable.stringsdict:1:35: note: the variable 'n' of '%lld files' has the few form, which de never uses [unused-plural-form]"
            ])
    }

    // MARK: Language aliases

    /// `kmr` (Kurmanji) is a code CLDR replaces by `ku`: it takes Kurdish plural rules, and its
    /// tables serve `ku` readers and the other way round.
    @Test func aLanguageCLDRReplacesTakesItsReplacementsRulesAndTables() throws {
        #expect(PluralRules.categories(for: "kmr") == [.one, .other])
        #expect(PluralRules.categories(for: "kmr-TR") == PluralRules.categories(for: "ku"))
        #expect(PluralRules.categories(for: "iw") == PluralRules.categories(for: "he"))
        #expect(PluralRules.categories(for: "mo") == PluralRules.categories(for: "ro"))
        #expect(("kmr" as LanguageTag).maximized == ("ku" as LanguageTag).maximized)
        #expect(("iw" as LanguageTag).maximized == "he-Hebr-IL")
        #expect(("in" as LanguageTag).maximized == "id-Latn-ID")
        #expect(("sh" as LanguageTag).maximized == "sr-Latn-RS")
        #expect(("kmr" as LanguageTag).fallbackChain.last == "ku")

        let lines = try Self.lines([
            "en.lproj/Localizable.stringsdict": Self.plural,
            "kmr.lproj/Localizable.stringsdict": PluralRuleWithoutOtherTests.rule(
                "%lld files", "lld", [("one", "%lld pel"), ("other", "%lld pel")]),
        ])
        #expect(lines.isEmpty, "\(lines)")

        let root = try StringTableDirectoryTests.folder([
            "en.lproj/Localizable.strings": #""Open" = "Open";"#,
            "kmr.lproj/Localizable.strings": #""Open" = "Veke";"#,
        ])
        let localizer = Localizer(sources: [StringTableDirectory(roots: [root])])
        #expect(localizer.localize("Open", languages: ["ku"]).value == "Veke")
        #expect(localizer.localize("Open", languages: ["kmr-TR"]).value == "Veke")
    }

    // MARK: Arguments that only choose a plural form

    /// A source plural whose forms show no number (`this list`, `these lists`) only chooses by
    /// its argument: a language with one form for every number leaves it out rightly, another
    /// shows one text for every number (a note); an argument the source shows is still a warning.
    @Test func leavingOutAnArgumentTheSourceOnlyChoosesFormsByIsNoWarning() throws {
        func catalog(_ format: String, _ forms: [(String, String)]) -> String {
            let written = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
            let variable =
                forms.isEmpty
                ? ""
                : "<key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>\(written)</dict>"
            return """
                <plist><dict><key>delete</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>\(format)</string>\(variable)
                </dict><key>count</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>\(format)</string>\(variable.replacingOccurrences(of: "list", with: "%d list"))
                </dict></dict></plist>
                """
        }
        let lines = try Self.lines([
            "en.lproj/Localizable.stringsdict": catalog(
                "Delete %#@v@?", [("one", "this list"), ("other", "these lists")]),
            "zh-Hans.lproj/Localizable.stringsdict": catalog("删除列表？", []),
            "de.lproj/Localizable.stringsdict": catalog("Listen löschen?", []),
        ])
        #expect(
            lines == [
                "de.lproj/Localizable.stringsdict:1:31: note: the de text of 'delete' leaves out argument 1, which the source text uses only to choose a plural form; it is the same for every number [missing-argument]",
                "de.lproj/Localizable.stringsdict:3:24: warning: the de text of 'count' leaves out argument 1 (a signed integer), which the source text shows [missing-argument]",
                "zh-Hans.lproj/Localizable.stringsdict:3:24: warning: the zh-Hans text of 'count' leaves out argument 1 (a signed integer), which the source text shows [missing-argument]",
            ])
    }
}
