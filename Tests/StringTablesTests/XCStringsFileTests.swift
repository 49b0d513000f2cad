import Foundation
import StringTables
import Testing

struct XCStringsFileTests {
    static let fixture = #"""
        {
          "sourceLanguage" : "en",
          "version" : "1.0",
          "strings" : {
            "Plain" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Plain" } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Schlicht" } },
              "fr" : { "stringUnit" : { "state" : "new", "value" : "Brouillon" } },
              "ja" : { "stringUnit" : { "state" : "needs_review", "value" : "プレーン" } }
            } },
            "No source unit" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Keine Quelle" } }
            } },
            "Brand" : { "shouldTranslate" : false, "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Marke" } }
            } },
            "%lld files" : { "localizations" : {
              "en" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
              } } },
              "ru" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
                "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } },
                "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлов" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } }
              } } }
            } },
            "Tap" : { "localizations" : {
              "en" : { "variations" : { "device" : {
                "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } }
              } } }
            } },
            "%@ has %lld items" : { "localizations" : {
              "de" : {
                "stringUnit" : { "state" : "translated", "value" : "%1$@ hat %#@items@" },
                "substitutions" : { "items" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Artikel" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Artikel (mehrere)" } }
                } } } }
              }
            } }
          }
        }
        """#

    func localize(_ key: String, _ language: LanguageTag, _ arguments: [FormatArgument] = []) throws -> String {
        let file = XCStringsFile(bytes: Array(Self.fixture.utf8), path: "Localizable.xcstrings")
        let tables = InMemoryStringTables(values: ["Localizable": file.tables])
        return Localizer(sources: [tables]).localize(key, arguments: arguments, languages: [language]).value
    }

    @Test func readsEveryKindOfUnit() throws {
        let file = XCStringsFile(bytes: Array(Self.fixture.utf8), path: "Localizable.xcstrings")
        #expect(file.diagnostics.isEmpty)
        #expect(file.keys.count == 6)
        #expect(try localize("Plain", "de") == "Schlicht")
        #expect(try localize("Plain", "fr") == "Plain", "new units are skipped outside the source language")
        #expect(try localize("Plain", "ja") == "プレーン")
        #expect(try localize("No source unit", "en") == "No source unit")
        #expect(try localize("Brand", "de") == "Brand", "shouldTranslate: false keeps the source text")
        #expect(try localize("%lld files", "en", [.int(1)]) == "1 file")
        #expect(try localize("%lld files", "ru", [.int(5)]) == "5 файлов")
        #expect(try localize("Tap", "en") == "Tap")
        #expect(try localize("%@ has %lld items", "de", [.string("Korb"), .int(1)]) == "Korb hat 1 Artikel")
        #expect(try localize("%@ has %lld items", "de", [.string("Korb"), .int(4)]) == "Korb hat 4 Artikel (mehrere)")
    }

    @Test func brokenJSONIsReportedAndLoadsNothing() {
        let file = XCStringsFile(bytes: Array("{ \"strings\" : { ".utf8), path: "bad.xcstrings")
        #expect(file.tables.isEmpty)
        #expect(file.diagnostics.count == 1)
        #expect(
            file.diagnostics.first?.description.hasPrefix("bad.xcstrings:1:1: error: the file is not valid JSON")
                == true)
    }

    @Test func aBrokenEntryIsReportedAtItsKeyAndTheRestLoads() {
        let text = """
            {"sourceLanguage":"en","strings":{
            "good":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"gut"}}}},
            "bad":{"localizations":{"de":{"variations":{"plural":{"lots":{"stringUnit":{"value":"x"}}}}}}}
            }}
            """
        let file = XCStringsFile(bytes: Array(text.utf8), path: "t.xcstrings")
        #expect(file.tables["de"]?["good"] == .text("gut"))
        #expect(
            file.diagnostics.map(\.description) == [
                "t.xcstrings:3:1: error: 'bad' in de: 'lots' is not a plural category"
            ])
    }
}

@Suite(.enabled(if: Corpus.isAvailable, Corpus.skipReason))
struct CorpusXCStringsTests {
    @Test(arguments: Corpus.files(["xcstrings"]))
    func everyCatalogLoadsWithTheListedKeyCount(path: String) throws {
        let bytes = try Corpus.bytes(path)
        let file = XCStringsFile(bytes: bytes, path: path)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics.prefix(5))")
        let listed = try #require(Corpus.listedCounts[path] ?? nil)
        #expect(file.keys.count == listed)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(file.keys.count == (json["strings"] as? [String: Any])?.count)
    }
}
