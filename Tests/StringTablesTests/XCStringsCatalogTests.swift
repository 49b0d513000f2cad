import Foundation
import StringTables
import Testing

/// Catalogs read once, each language's values built when that language is asked for.
struct XCStringsCatalogTests {
    /// German is fine; French is broken in one key; Italian in every key; Japanese only `new`.
    static let partlyBroken = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Open" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Öffnen" } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Ouvrir" } },
              "it" : { "stringUnit" : "Apri" },
              "ja" : { "stringUnit" : { "state" : "new", "value" : "開く" } }
            } },
            "Save" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } },
              "fr" : { "variations" : { "plural" : { "lots" : { "stringUnit" : { "value" : "x" } } } } },
              "it" : { "variations" : { "gender" : { } } }
            } }
          }
        }
        """#

    @Test func aLanguageIsBuiltWhenAskedForAndItsProblemsComeWithIt() throws {
        let catalog = XCStringsCatalog(bytes: Array(Self.partlyBroken.utf8), path: "t.xcstrings")
        #expect(catalog.diagnostics.isEmpty, "no problem of one language is the whole file's")
        #expect(catalog.languages == ["de", "en", "fr"], "Italian has no value that loads, Japanese none that is done")
        #expect(catalog.localizedLanguages == ["de", "fr", "it", "ja"])
        #expect(catalog.keys == ["Open", "Save"])

        let german = catalog.table(for: "de")
        #expect(german.values == ["Open": .text("Öffnen"), "Save": .text("Sichern")])
        #expect(german.diagnostics.isEmpty)
        let french = catalog.table(for: "fr")
        #expect(french.values == ["Open": .text("Ouvrir")])
        #expect(
            french.diagnostics.map(\.description) == [
                "t.xcstrings:10:5: error: 'Save' in fr: 'lots' is not a plural category"
            ])
        let italian = catalog.table(for: "it")
        #expect(italian.values == nil)
        #expect(
            italian.diagnostics.map(\.description) == [
                "t.xcstrings:4:5: error: 'Open' in it: a stringUnit must be a JSON object",
                "t.xcstrings:10:5: error: 'Save' in it: variations by gender are not supported",
            ])
        let japanese = catalog.table(for: "ja")
        #expect(japanese.values == nil && japanese.diagnostics.isEmpty)
        #expect(catalog.table(for: "en").values == ["Open": .text("Open"), "Save": .text("Save")])
        #expect(catalog.table(for: "ko").values == nil)
    }

    @Test func aCatalogReadWholeHasEveryLanguagesProblems() {
        let file = XCStringsFile(bytes: Array(Self.partlyBroken.utf8), path: "t.xcstrings")
        #expect(
            file.diagnostics.map(\.description) == [
                "t.xcstrings:4:5: error: 'Open' in it: a stringUnit must be a JSON object",
                "t.xcstrings:10:5: error: 'Save' in fr: 'lots' is not a plural category",
                "t.xcstrings:10:5: error: 'Save' in it: variations by gender are not supported",
            ])
        #expect(Set(file.tables.keys) == ["de", "en", "fr"])
    }

    @Test func theDirectoryReportsALanguagesProblemsWhenItsTableIsLoaded() throws {
        let root = try StringTableDirectoryTests.folder(["Main.xcstrings": Self.partlyBroken])
        let directory = StringTableDirectory(path: root.path)
        let localizer = Localizer(sources: [directory])
        #expect(directory.languages == ["de", "en", "fr"])
        #expect(directory.localizedLanguages == ["de", "en", "fr", "it", "ja"])
        #expect(directory.diagnostics.isEmpty)
        #expect(localizer.localize("Save", table: "Main", languages: ["de"]).value == "Sichern")
        #expect(directory.diagnostics.isEmpty, "reading German reads no other language")
        #expect(localizer.localize("Save", table: "Main", languages: ["fr"]).value == "Save")
        #expect(directory.diagnostics.map(\.message) == ["'Save' in fr: 'lots' is not a plural category"])
        #expect(directory.table(named: "Main", language: "it") == nil)
        #expect(
            directory.diagnostics.map(\.message) == [
                "'Save' in fr: 'lots' is not a plural category",
                "'Open' in it: a stringUnit must be a JSON object",
                "'Save' in it: variations by gender are not supported",
            ])
    }

    @Test func theLinterReportsTheProblemsOfEveryLanguage() throws {
        let root = try StringTableDirectoryTests.folder(["Main.xcstrings": Self.partlyBroken])
        let report = TableLinter(paths: [root]).lint()
        let errors = report.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(
            errors == [
                "'Open' in it: a stringUnit must be a JSON object",
                "'Save' in fr: 'lots' is not a plural category",
                "'Save' in it: variations by gender are not supported",
            ])
    }

    @Test func discoveryListsTheLanguagesWithValuesAndReportsProblemsOfWholeFilesFirst() throws {
        let root = try StringTableDirectoryTests.folder([
            "A.xcstrings": #"""
            {"sourceLanguage":"en","strings":{"Hi":{"localizations":{
              "de":{"stringUnit":{"state":"translated","value":"Hallo"}},
              "fr":{"stringUnit":{"state":"stale","value":"Salut"}},
              "x!":{"stringUnit":{"state":"translated","value":"?"}}}},
            "Bye":{"localizations":{"de":{"stringUnit":{"state":"translated"}}}}}}
            """#,
            "B.xcstrings": #"""
            {"sourceLanguage":"en","strings":{
            "Yes":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"はい"}}}},
            "Yes":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"ええ"}}}}}}
            """#,
            "C.xcstrings": #"{"sourceLanguage":"en","strings":{"No":{}}"#,
            "ko.lproj/A.strings": #""Hi" = "안녕";"#,
        ])
        let directory = StringTableDirectory(path: root.path)
        #expect(directory.languages == ["de", "en", "ja", "ko"], "fr is only stale; x! is no language")
        let discovered = directory.diagnostics.map { String($0.description.dropFirst(root.path.count + 1)) }
        #expect(
            discovered == [
                #"A.xcstrings:1:35: error: 'Hi' has a localization for "x!", which is not a language tag"#,
                "B.xcstrings:3:1: warning: duplicate key 'Yes' (first at line 2); the last value wins",
                "C.xcstrings:1:1: error: the file is not valid JSON: the file ends before the object that starts here is closed",
            ])
        let localizer = Localizer(sources: [directory])
        #expect(localizer.localize("Hi", table: "A", languages: ["de"]).value == "Hallo")
        #expect(localizer.localize("Yes", table: "B", languages: ["ja"]).value == "ええ")
        #expect(
            directory.diagnostics.dropFirst(3).map { String($0.description.dropFirst(root.path.count + 1)) } == [
                "A.xcstrings:5:1: error: 'Bye' in de: a stringUnit has no string value"
            ])
    }
}
