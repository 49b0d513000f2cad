import Foundation
import StringTables
import Testing

/// Inputs a reviewer used to break the loader; each must now be read, or refused, precisely.
struct HostileInputTests {
    @Test func anOctalEscapeAbove377KeepsTheLowByteAsCoreFoundationDoes() {
        let file = StringsFile(bytes: Array(#""a" = "\400"; "b" = "\777x";"#.utf8), path: "t")
        #expect(file.dictionary == ["a": "\u{0}", "b": "\u{FFFD}x"])
        #expect(
            file.diagnostics.map(\.description).first
                == #"t:1:8: error: the octal escape \400 is above \377; it reads as \0"#)
    }

    @Test func deeplyNestedPropertyListsAreRefusedNotRecursedInto() {
        let depth = 30_000
        let text =
            "<plist><dict><key>a</key>" + String(repeating: "<array>", count: depth)
            + String(repeating: "</array>", count: depth) + "</dict></plist>"
        let file = StringsDictFile(bytes: Array(text.utf8), path: "deep.stringsdict")
        #expect(file.entries.isEmpty)
        #expect(file.diagnostics.map(\.message) == ["values are nested more than 256 deep"])
    }

    @Test func anArgumentNumberOutsideTheArgumentsIsReportedNotTrapped() {
        let text = #"""
            {"sourceLanguage":"en","strings":{"%lld files":{"localizations":{"en":{
              "stringUnit":{"state":"translated","value":"%#@n@"},
              "substitutions":{"n":{"argNum":-9223372036854775808,"formatSpecifier":"lld",
                "variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}}}
            """#
        let file = XCStringsFile(bytes: Array(text.utf8), path: "t.xcstrings")
        #expect(
            file.diagnostics.map(\.message) == [
                "'%lld files' in en: substitution n has argNum -9223372036854775808; argument numbers run from 1"
            ])
        let tables = InMemoryStringTables(values: ["Localizable": file.tables])
        #expect(
            Localizer(sources: [tables]).localize("%lld files", arguments: [.int(3)], languages: ["en"]).value
                == "3 files")
    }

    @Test func aSubstitutionWithItsOwnArgNumStillTakesItsPlaceInTheFormat() throws {
        let variable = PluralVariable(
            argument: 1, valueType: "lld", forms: PluralForms(other: "%arg files", [.one: "%arg file"]),
            usesArgPlaceholder: true)
        let value = TableValue.variables(format: "%#@n@ in %@", ["n": variable])
        #expect(try value.format(for: [.int(1), .string("Box")], language: "en") == "%1$lld file in %2$@")
        let kinds = try value.argumentKinds()
        #expect(kinds == [1: .signedInteger, 2: .object])
    }

    @Test func manyDuplicatesAreEachReportedWithTheirFirstLine() {
        // Each key again with another value: a warning each (the same value would be a note).
        let unique = (0..<2000).map { #""k\#($0)" = "a";"# }
        let changed = (0..<2000).map { #""k\#($0)" = "b";"# }
        let text = (unique + changed).joined(separator: "\n")
        let file = StringsFile(bytes: Array(text.utf8), path: "t")
        #expect(file.dictionary.count == 2000)
        #expect(file.diagnostics.count == 201)
        #expect(
            file.diagnostics.first?.description
                == "t:2001:1: warning: duplicate key 'k0' (first at line 1); the last value wins")
    }

    @Test func entriesOnOneLongLineGetTheirColumns() {
        let text = (0..<1000).map { #""k\#($0)" = "é";"# }.joined(separator: " ")
        let file = StringsFile(bytes: Array(text.utf8), path: "t")
        #expect(file.entries.count == 1000)
        #expect(file.entries[1].location.description == "t:1:13")
        #expect(file.entries[999].location.column == 1 + 12 * 10 + 13 * 90 + 14 * 899)
    }

    @Test func lineCommentsEndAtEveryKindOfLineBreak() {
        let crOnly = StringsFile(bytes: Array("// c\r\"a\" = \"b\";\r\"c\" = \"d\";\r".utf8), path: "t")
        #expect(crOnly.dictionary == ["a": "b", "c": "d"])
        #expect(crOnly.entries.map(\.location.line) == [2, 3])
        let separator = StringsFile(bytes: Array("// c\u{2028}\"a\" = \"b\";".utf8), path: "t")
        #expect(separator.dictionary == ["a": "b"])
    }

    @Test func aBackslashBeforeCRLFIsALineContinuationNotAnError() {
        let file = StringsFile(bytes: Array("\"a\" = \"one\\\r\ntwo\";".utf8), path: "t")
        #expect(file.diagnostics.isEmpty)
        #expect(file.dictionary == ["a": "one\r\ntwo"])
    }

    @Test func utf16WithoutAMarkIsReadEvenWhenItStartsWithChineseText() {
        let text = "/* " + String(repeating: "中文注释", count: 100) + " */\n\"k\" = \"值\";"
        let bytes = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let file = StringsFile(bytes: bytes, path: "t")
        #expect(file.encoding == "UTF-16LE")
        #expect(file.dictionary == ["k": "值"])
    }

    @Test func jsonSyntaxErrorsArePlacedWhereTheyAre() {
        let file = XCStringsFile(bytes: Array("{\n  \"strings\" : {\n    \"a\" : ]\n}".utf8), path: "t.xcstrings")
        #expect(file.diagnostics.first?.location?.line == 3)
    }
}

struct ScriptPluralTests {
    @Test(arguments: [LanguageTag("sr-Latn"), "sr-Cyrl", "sr-Latn-RS", "bs-Cyrl"])
    func scriptsDoNotHideALanguagesPluralRules(tag: LanguageTag?) throws {
        let language = try #require(tag)
        #expect(PluralRules.hasRules(for: language))
        #expect(
            [1, 2, 5].map { PluralRules.category(for: PluralOperands(Int64($0)), language: language) } == [
                .one, .few, .other,
            ])
    }
}

struct CatalogEdgeTests {
    @Test func substitutionsWhoseFormatVariesByDeviceAreRead() throws {
        let text = #"""
            {"sourceLanguage":"en","strings":{"%lld items":{"localizations":{"en":{
              "variations":{"device":{"other":{"stringUnit":{"state":"translated","value":"%#@n@"}}}},
              "substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
                "one":{"stringUnit":{"state":"translated","value":"%arg item"}},
                "other":{"stringUnit":{"state":"translated","value":"%arg items"}}}}}}}}}}}
            """#
        let file = XCStringsFile(bytes: Array(text.utf8), path: "t.xcstrings")
        #expect(file.diagnostics.isEmpty)
        let value = try #require(file.tables["en"]?["%lld items"])
        #expect(try value.format(for: [.int(1)], language: "en") == "%1$lld item")
    }

    @Test func wronglyTypedNodesAreReported() {
        let text = #"""
            {"sourceLanguage":"en","strings":{
              "a":{"localizations":[]},
              "b":{"localizations":{"de":{"stringUnit":"x"}}}}}
            """#
        let file = XCStringsFile(bytes: Array(text.utf8), path: "t.xcstrings")
        #expect(
            file.diagnostics.map(\.message).sorted() == [
                "'b' in de: a stringUnit must be a JSON object", "the localizations of 'a' must be a JSON object",
            ])
    }
}

struct ObjectNumberTests {
    @Test func aTinyDoubleShownWithObjectSpecifierIsNotZero() throws {
        #expect(try StringFormatter.format("%@|%@|%@", [.double(1e-20), .double(2.5), .double(0)]) == "1e-20|2.5|0")
    }
}
