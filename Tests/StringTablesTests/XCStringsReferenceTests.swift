import Foundation
import StringTables
import Testing

/// Catalog tables as they were built from `JSONSerialization` before the catalog reader had its
/// own JSON reader: the reference the reader must agree with, value for value.
enum ReferenceCatalog {
    private struct Problem: Error {}

    static func tables(_ bytes: [UInt8]) throws -> [LanguageTag: [String: TableValue]] {
        let json = try JSONSerialization.jsonObject(with: Data(bytes))
        guard let catalog = json as? [String: Any], let strings = catalog["strings"] as? [String: Any] else {
            return [:]
        }
        let source = (catalog["sourceLanguage"] as? String).flatMap { LanguageTag($0) } ?? "en"
        var tables: [LanguageTag: [String: TableValue]] = [:]
        for (key, raw) in strings {
            guard let entry = raw as? [String: Any] else { continue }
            let translatable = entry["shouldTranslate"] as? Bool ?? true
            for (name, node) in entry["localizations"] as? [String: Any] ?? [:] {
                guard let language = LanguageTag(name), language == source || translatable else { continue }
                if let value = try? value(of: node, isSource: language == source) {
                    tables[language, default: [:]][key] = value
                }
            }
            if tables[source]?[key] == nil { tables[source, default: [:]][key] = .text(key) }
        }
        return tables
    }

    private static func value(of node: Any, isSource: Bool) throws -> TableValue? {
        guard let node = node as? [String: Any] else { throw Problem() }
        if let substitutions = node["substitutions"] as? [String: Any] {
            let device =
                ((node["variations"] as? [String: Any])?["device"] as? [String: Any])?["other"] as? [String: Any]
            guard
                let format = try text(of: node, isSource: isSource)
                    ?? device.flatMap({ try? text(of: $0, isSource: isSource) })
            else { return nil }
            var variables: [String: PluralVariable] = [:]
            for (name, raw) in substitutions {
                guard let substitution = raw as? [String: Any],
                    let forms = try pluralForms((substitution["variations"] as? [String: Any])?["plural"], isSource)
                else { throw Problem() }
                let argument = substitution["argNum"] as? Int
                if let argument, !(1...1000).contains(argument) { throw Problem() }
                variables[name] = PluralVariable(
                    argument: argument, valueType: substitution["formatSpecifier"] as? String ?? "lld",
                    forms: forms, usesArgPlaceholder: true)
            }
            return .variables(format: format, variables)
        }
        if let variations = node["variations"] as? [String: Any] {
            if let plural = variations["plural"] {
                return try pluralForms(plural, isSource).map { .plural($0, argument: nil) }
            }
            if let device = variations["device"] as? [String: Any] {
                guard let chosen = device["other"] ?? device.keys.sorted().first.flatMap({ device[$0] }) else {
                    return nil
                }
                return try value(of: chosen, isSource: isSource)
            }
            throw Problem()
        }
        return try text(of: node, isSource: isSource).map(TableValue.text)
    }

    private static func text(of node: [String: Any], isSource: Bool) throws -> String? {
        guard let raw = node["stringUnit"] else { return nil }
        guard let unit = raw as? [String: Any], let value = unit["value"] as? String else { throw Problem() }
        let state = unit["state"] as? String
        return !isSource && (state == "new" || state == "stale") ? nil : value
    }

    private static func pluralForms(_ raw: Any?, _ isSource: Bool) throws -> PluralForms? {
        guard let raw = raw as? [String: Any] else { return nil }
        var forms: [PluralCategory: String] = [:]
        for (name, node) in raw {
            guard let category = PluralCategory(rawValue: name) else { throw Problem() }
            if let node = node as? [String: Any], let text = try text(of: node, isSource: isSource) {
                forms[category] = text
            }
        }
        return PluralForms(forms)
    }
}

struct XCStringsReferenceTests {
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

    @Test(arguments: [
        XCStringsFileTests.fixture, XCStringsSyntaxTests.misplaced, XCStringsCatalogTests.partlyBroken, Self.oddities,
    ])
    func theTablesAreThoseJSONSerializationGives(text: String) throws {
        let reference = try ReferenceCatalog.tables(Array(text.utf8))
        #expect(!reference.isEmpty)
        for layout in [text, XCStringsSyntaxTests.minified(text)] {
            let file = XCStringsFile(bytes: Array(layout.utf8), path: "t.xcstrings")
            #expect(file.tables == reference)
        }
    }
}

@Suite(.enabled(if: Corpus.isAvailable, Corpus.skipReason))
struct CorpusXCStringsReferenceTests {
    @Test(arguments: Corpus.files(["xcstrings"]))
    func everyCatalogGivesTheTablesJSONSerializationGivesInEitherLayout(path: String) throws {
        let bytes = try Corpus.bytes(path)
        let reference = try ReferenceCatalog.tables(bytes)
        let pretty = XCStringsFile(bytes: bytes, path: path)
        #expect(pretty.tables.count > 1)
        #expect(pretty.tables == reference)
        let minified = XCStringsFile(
            bytes: Array(XCStringsSyntaxTests.minified(String(decoding: bytes, as: UTF8.self)).utf8), path: path)
        #expect(minified.tables == reference)
        #expect(minified.diagnostics.isEmpty)
    }
}
