import Foundation
import Testing

@testable import StringTables

struct PseudoLanguageTests {
    // MARK: The transformation

    @Test func accentedTextIsAccentedLongerAndBracketed() {
        #expect(PseudoLanguage.accented.transformed(text: "Save failed.") == "[Šáṽé ƒáíļéð. lorem]")
        #expect(PseudoLanguage.accented.transformed(text: "OK") == "[ÓĶ lorem]")
        #expect(
            PseudoLanguage.accented.transformed(text: "The file could not be saved because the disk is full.")
                == "[Ţĥé ƒíļé çóúļð ñóţ ƀé šáṽéð ƀéçáúšé ţĥé ðíšķ íš ƒúļļ. lorem ipsum dolor sit]")
    }

    @Test func accentedTextIsAtLeastFortyPercentLonger() {
        for length in [1, 2, 5, 12, 40, 100, 1000] {
            let source = String(repeating: "x", count: length)
            let shown = PseudoLanguage.accented.transformed(text: source)
            #expect(shown.count - 2 >= length + (length * 2 + 4) / 5, "\(length)")
            #expect(shown.count - 2 <= length + (length * 2 + 4) / 5 + 12, "\(length)")
        }
    }

    @Test func mirroredTextIsTurnedRoundLineByLine() {
        #expect(PseudoLanguage.mirrored.transformed(text: "Save failed.") == ".deliaf evaS")
        #expect(PseudoLanguage.mirrored.transformed(text: "First line.\nSecond line.") == ".enil tsriF\n.enil dnoceS")
        #expect(PseudoLanguage.mirrored.transformed(text: "Retry in 30 seconds") == "sdnoces 30 ni yrteR")
    }

    @Test func anEmptyTextStaysEmpty() {
        #expect(PseudoLanguage.accented.transformed(text: "") == "")
        #expect(PseudoLanguage.mirrored.transformed(text: "") == "")
    }

    @Test func specifiersAndPercentSignsAreKeptAsWritten() {
        #expect(PseudoLanguage.accented.transformed(text: "Delete %@?") == "[Ðéļéţé %@? lorem]")
        #expect(PseudoLanguage.accented.transformed(text: "%1$@ has %2$lld items") == "[%1$@ ĥáš %2$lld íţéɱš lorem]")
        #expect(PseudoLanguage.accented.transformed(text: "100%% done") == "[100%% ðóñé lorem]")
        // Not a format (a lone `%` at the end): all of it is text, the `%` as it is.
        #expect(PseudoLanguage.accented.transformed(text: "Done 100%") == "[Ðóñé 100% lorem]")
        #expect(PseudoLanguage.accented.transformed(text: "%@") == "[%@]")
        #expect(PseudoLanguage.mirrored.transformed(text: "Delete %@?") == "?%@ eteleD")
        #expect(PseudoLanguage.mirrored.transformed(text: "100%% done") == "enod %%100")
    }

    @Test func markupLinksAndNumbersAreKeptWhole() {
        #expect(
            PseudoLanguage.accented.transformed(text: "Tap <b>Save</b> &amp; see https://example.com/help")
                == "[Ţáþ <b>Šáṽé</b> &amp; šéé https://example.com/help lorem ipsum dolor sit]")
        #expect(
            PseudoLanguage.mirrored.transformed(text: "Tap <b>Save</b> &amp; see https://example.com/help")
                == "https://example.com/help ees &amp; </b>evaS<b> paT")
        // A `<` or `&` that starts no tag or reference is text.
        #expect(PseudoLanguage.accented.transformed(text: "a < b & c") == "[á < ƀ & ç lorem]")
    }

    @Test func hostileTextIsKeptWholeGraphemeByGrapheme() {
        let family = "👩‍👩‍👧"
        #expect(PseudoLanguage.mirrored.transformed(text: "my \(family) family") == "ylimaf \(family) ym")
        // A letter with a combining mark is no plain ASCII letter: kept, and turned as one.
        #expect(PseudoLanguage.accented.transformed(text: "cafe\u{301}") == "[çáƒe\u{301} lorem]")
        #expect(PseudoLanguage.mirrored.transformed(text: "cafe\u{301}") == "e\u{301}fac")
        #expect(PseudoLanguage.mirrored.transformed(text: "שלום world") == "dlrow םולש")
        #expect(PseudoLanguage.mirrored.transformed(text: "a\r\nb") == "a\r\nb")
    }

    @Test func everyAccentIsOnePrecomposedNonASCIIScalar() {
        let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let accented = PseudoLanguage.accented.transformed(text: letters).dropFirst().prefix(52)
        #expect(accented.unicodeScalars.count == 52)
        #expect(accented.unicodeScalars.allSatisfy { !$0.isASCII && $0.properties.isAlphabetic })
        #expect(String(accented) == String(accented).precomposedStringWithCanonicalMapping)
        #expect(Set(accented).count == 52)
    }

    /// Random mixes of hostile pieces: the transformed text never crashes, and a format stays a
    /// format that reads the same arguments and formats with them.
    @Test(arguments: [PseudoLanguage.accented, .mirrored])
    func hostileFormatsStillFormat(pseudo: PseudoLanguage) throws {
        let parts = [
            "%@", "%1$@", "%2$lld", "%%", "%", "%d", "%5.2f", "e\u{301}", "👩‍👩‍👧", "שלום", "\u{202E}", "\n", "\r\n",
            "<b>", "</", "&amp;", "&#", "<", "&", " ", "Save", "12", "\u{200F}", "\u{0}", "x",
        ]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<2000 {
            let text = (0..<next(8)).map { _ in parts[next(parts.count)] }.joined()
            _ = pseudo.transformed(text: text)
            guard let format = try? FormatString(parsing: text) else { continue }
            let transformed = pseudo.transformed(format)
            #expect(transformed.argumentKinds == format.argumentKinds, "\(text)")
            let arguments: [FormatArgument] = [.string("A"), .int(7)]
            let original = Result { try StringFormatter.format(format, arguments) }
            let shown = Result { try StringFormatter.format(transformed, arguments) }
            #expect((try? original.get()) == nil || (try? shown.get()) != nil, "\(text)")
        }
    }

    // MARK: Through a lookup

    var tables: InMemoryStringTables {
        let files = PluralVariable(
            valueType: "lld",
            forms: PluralForms(other: "%lld files", [.one: "%lld file", .other: "%lld files"]))
        let arabicFiles = PluralVariable(
            valueType: "lld", forms: PluralForms(other: "%lld ملفات", [.few: "%lld ملفات", .other: "%lld ملف"]))
        return InMemoryStringTables(values: [
            "Localizable": [
                "en": [
                    "save.failed": .text("Save failed."),
                    "delete": .text("Delete %@?"),
                    "moved": .text("%2$@ moved to %1$@"),
                    "count": .variables(format: "%#@files@", ["files": files]),
                ],
                "ar": [
                    "save.failed": .text("فشل الحفظ."),
                    "count": .variables(format: "%#@files@", ["files": arabicFiles]),
                ],
                "de": ["save.failed": .text("Sichern fehlgeschlagen.")],
            ]
        ])
    }

    func lookUp(
        _ key: String, _ arguments: [FormatArgument] = [], defaultValue: String? = nil, in languages: [LanguageTag]
    ) -> LocalizedString {
        Localizer(sources: [tables]).localize(
            key, defaultValue: defaultValue, arguments: arguments, languages: languages)
    }

    @Test func aPseudoLanguageShowsTheSourceTextTransformed() {
        let accented = lookUp("save.failed", in: ["en-XA"])
        #expect(accented.value == "[Šáṽé ƒáíļéð. lorem]")
        #expect(accented.language == "en-XA")
        #expect(accented.diagnostics.isEmpty)
        // Never the Arabic translation: ar-XB is made from the source language.
        let mirrored = lookUp("save.failed", in: ["ar-XB"])
        #expect(mirrored.value == ".deliaf evaS")
        #expect(mirrored.language == "ar-XB")
        #expect(mirrored.diagnostics.isEmpty)
    }

    @Test func argumentsAreFormattedButNotTransformed() {
        #expect(lookUp("delete", [.string("notes.txt")], in: ["en-XA"]).value == "[Ðéļéţé notes.txt? lorem]")
        #expect(lookUp("delete", [.string("notes.txt")], in: ["ar-XB"]).value == "?notes.txt eteleD")
        #expect(
            lookUp("moved", [.string("Archive"), .string("notes.txt")], in: ["en-XA"]).value
                == "[notes.txt ɱóṽéð ţó Archive lorem]")
        #expect(
            lookUp("moved", [.string("Archive"), .string("notes.txt")], in: ["ar-XB"]).value
                == "Archive ot devom notes.txt")
    }

    @Test func pluralsFollowTheSourceLanguagesRules() {
        #expect(lookUp("count", [.int(1)], in: ["en-XA"]).value == "[1 ƒíļé lorem]")
        #expect(lookUp("count", [.int(3)], in: ["en-XA"]).value == "[3 ƒíļéš lorem]")
        // Arabic's rules would pick `few` for 3, and its table has that form: English's pick `other`.
        #expect(lookUp("count", [.int(3)], in: ["ar-XB"]).value == "selif 3")
        #expect(lookUp("count", [.int(1)], in: ["ar-XB"]).value == "elif 1")
    }

    @Test func aDefaultValueOrAKeyShownIsTransformedToo() {
        #expect(lookUp("absent", defaultValue: "Try again.", in: ["en-XA"]).value == "[Ţŕý áĝáíñ. lorem]")
        #expect(lookUp("Copy %@", [.string("a.txt")], in: ["en-XA"]).value == "[Çóþý a.txt lorem]")
        #expect(lookUp("Copy %@", [.string("a.txt")], in: ["ar-XB"]).value == "a.txt ypoC")
    }

    @Test func aRememberedLookupGivesTheSameText() {
        let localizer = Localizer(sources: [tables])
        for _ in 0..<3 {
            #expect(localizer.localize("save.failed", languages: ["en-XA"]).value == "[Šáṽé ƒáíļéð. lorem]")
            #expect(
                localizer.localize("delete", arguments: [.string("b")], languages: ["ar-XB"]).value == "?b eteleD")
            #expect(localizer.localize("save.failed", languages: ["en"]).value == "Save failed.")
        }
    }

    @Test func aPseudoLanguageAfterTheFirstStandsForTheSourceLanguage() {
        #expect(lookUp("save.failed", in: ["de", "en-XA"]).value == "Sichern fehlgeschlagen.")
        #expect(lookUp("delete", [.string("x")], in: ["de", "ar-XB"]).value == "Delete x?")
    }

    @Test func aTranslationThatDoesNotFitIsStillReplacedBySourceText() {
        var tables = tables
        tables.set(.text("Delete %d"), forKey: "broken", language: "en")
        let result = Localizer(sources: [tables]).localize(
            "broken", defaultValue: "Delete %@", arguments: [.string("x")], languages: ["en-XA"])
        #expect(result.value == "[Ðéļéţé x lorem]")
        #expect(result.diagnostics.map(\.id) == [.formatError])
    }
}
