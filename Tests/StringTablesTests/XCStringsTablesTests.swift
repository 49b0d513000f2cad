import StringTables
import Testing

/// A catalog's tables hold what its units say, in either layout: translated and reviewed units,
/// the source language's key where it has none, plural variations, substitutions with their
/// argument and specifier, a device variation (`other`, else the first by name), and nothing of
/// new or stale units, untranslatable keys or entries that are not objects.
struct XCStringsTablesTests {
    /// What Xcode does not write but a hand or a merge might.
    static let oddities = #"""
        {"strings":{
          "zero":{"shouldTranslate":0,"localizations":{"de":{"stringUnit":{"state":"translated","value":"null"}}}},
          "one":{"shouldTranslate":1,"localizations":{"de":{"stringUnit":{"state":"translated","value":"eins"}}}},
          "%lld a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%#@n@"},
            "substitutions":{"n":{"argNum":true,"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg"}}}}}}}}},
          "%lld b":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%#@n@"},
            "substitutions":{"n":{"argNum":2.0,"formatSpecifier":"d","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg"}}}}}}}}},
          "%lld c":{"localizations":{"de":{"variations":{"device":{"other":{"stringUnit":{"state":"translated","value":"%#@n@"}}}},
            "substitutions":{"n":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"eins"}},"other":{"stringUnit":{"state":"new","value":"viele"}}}}}}}}},
          "dev":{"localizations":{"de":{"variations":{"device":{"mac":{"stringUnit":{"state":"translated","value":"Mac"}},"iphone":{"stringUnit":{"state":"translated","value":"iPhone"}}}}}}},
          "twice":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"a","value":"b"}}}},
          "twice":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"c"}}}},
          "esc\u00e9":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"\ud83d\ude00\n\u0000"}}}},
          "notObject":[],
          "badLocalizations":{"localizations":"x"},
          "pt":{"localizations":{"pt-BR":{"stringUnit":{"state":"translated","value":"BR"}},"pt_PT":{"stringUnit":{"state":"translated","value":"PT"}}}}
        },"sourceLanguage":"en"}
        """#

    /// The tables of `text`, the same in the layout given and on one line.
    static func tables(_ text: String) -> [LanguageTag: [String: TableValue]] {
        let pretty = XCStringsFile(bytes: Array(text.utf8), path: "t.xcstrings")
        let minified = XCStringsFile(bytes: Array(XCStringsSyntaxTests.minified(text).utf8), path: "t.xcstrings")
        #expect(minified.tables == pretty.tables)
        return pretty.tables
    }

    @Test func everyKindOfUnitGivesItsValue() {
        let items = PluralVariable(
            argument: 2, valueType: "lld", forms: PluralForms(other: "%arg Artikel (mehrere)", [.one: "%arg Artikel"]),
            usesArgPlaceholder: true)
        let expected: [LanguageTag: [String: TableValue]] = [
            "en": [
                "Plain": .text("Plain"), "No source unit": .text("No source unit"), "Brand": .text("Brand"),
                "%lld files": .plural(PluralForms(other: "%lld files", [.one: "%lld file"]), argument: nil),
                "Tap": .text("Tap"), "%@ has %lld items": .text("%@ has %lld items"),
            ],
            "de": [
                "Plain": .text("Schlicht"), "No source unit": .text("Keine Quelle"),
                "%@ has %lld items": .variables(format: "%1$@ hat %#@items@", ["items": items]),
            ],
            "ja": ["Plain": .text("プレーン")],
            "ru": [
                "%lld files": .plural(
                    PluralForms(other: "%lld файла", [.one: "%lld файл", .few: "%lld файла", .many: "%lld файлов"]),
                    argument: nil)
            ],
        ]
        #expect(Self.tables(XCStringsFileTests.fixture) == expected)
    }

    @Test func aKeyWithAProblemIsLeftOutAndTheSourceLanguageStillHasIt() {
        #expect(
            Self.tables(XCStringsSyntaxTests.misplaced) == [
                "en": ["Größe 📏": .text("Größe 📏"), "bad": .text("bad")], "de": ["Größe 📏": .text("Größe")],
            ])
    }

    @Test func whatAHandOrAMergeWritesIsReadAsXcodeMeansIt() {
        func variable(argument: Int?, valueType: String = "lld") -> PluralVariable {
            PluralVariable(
                argument: argument, valueType: valueType, forms: PluralForms(other: "%arg"), usesArgPlaceholder: true)
        }
        let expected: [LanguageTag: [String: TableValue]] = [
            "en": [
                "zero": .text("zero"), "one": .text("one"), "%lld a": .text("%lld a"), "%lld b": .text("%lld b"),
                "%lld c": .text("%lld c"), "dev": .text("dev"), "twice": .text("twice"), "escé": .text("escé"),
                "badLocalizations": .text("badLocalizations"), "pt": .text("pt"),
            ],
            "de": [
                "one": .text("eins"),
                "%lld a": .variables(format: "%#@n@", ["n": variable(argument: 1)]),
                "%lld b": .variables(format: "%#@n@", ["n": variable(argument: 2, valueType: "d")]),
                "dev": .text("iPhone"), "twice": .text("c"), "escé": .text("😀\n\u{0}"),
            ],
            "pt-BR": ["pt": .text("BR")],
            "pt-PT": ["pt": .text("PT")],
        ]
        #expect(Self.tables(Self.oddities) == expected)
    }
}

@Suite(.enabled(if: Corpus.isAvailable, Corpus.skipReason))
struct CorpusXCStringsLayoutTests {
    @Test(arguments: Corpus.files(["xcstrings"]))
    func everyCatalogGivesTheSameTablesOnOneLine(path: String) throws {
        let bytes = try Corpus.bytes(path)
        let pretty = XCStringsFile(bytes: bytes, path: path)
        #expect(pretty.tables.count > 1)
        let minified = XCStringsFile(
            bytes: Array(XCStringsSyntaxTests.minified(String(decoding: bytes, as: UTF8.self)).utf8), path: path)
        #expect(minified.tables == pretty.tables)
        #expect(minified.diagnostics.isEmpty)
    }
}
