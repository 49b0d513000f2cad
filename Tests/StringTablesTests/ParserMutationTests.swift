import Foundation
import TestSupport
import Testing

@testable import StringTables

/// Differential checks of the hand-written readers against Foundation's, on mutations of fixtures:
/// the readers must accept and refuse what Foundation does (where RFC 8259 or the property-list
/// format agree) and read the same text.
struct ParserMutationTests {
    static let jsonPieces: [[UInt8]] =
        [
            "\"", "\\", "\\u", "\\uD800", "\\uDC00", "\\u0000", "\\ud83d\\ude00", "{", "}", "[", "]", ",", ":", "0",
            "-",
            "1e999", "01", "1.", ".5", "true", "nul", " ", "\n", "\r", "\t", "\u{0}", "\u{1F}", "é", "😀",
            "\"a\":", "\\n", "\\x", "\\/", "1E+2", "-0",
        ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0x80], [0xED, 0xA0, 0x80], [0xEF, 0xBB, 0xBF]]

    static func mutate(_ bytes: [UInt8], _ random: inout SplitMix) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let at = Int.random(in: 0...bytes.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where at < bytes.count:
                bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...4, using: &random)))
            case 1:
                bytes.insert(contentsOf: jsonPieces[Int.random(in: jsonPieces.indices, using: &random)], at: at)
            case 2 where at < bytes.count:
                bytes[at] = jsonPieces[Int.random(in: jsonPieces.indices, using: &random)][0]
            default:
                bytes.insert(contentsOf: jsonPieces[Int.random(in: jsonPieces.indices, using: &random)], at: at)
            }
        }
        return bytes
    }

    /// Whether JSONSerialization reads `bytes` as a JSON object.
    static func foundationObject(_ bytes: [UInt8]) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
    }

    static func catalogIsJSON(_ catalog: XCStringsCatalog) -> Bool {
        !catalog.diagnostics.contains { $0.message.contains("not valid JSON") || $0.message.contains("invalid UTF") }
    }

    /// The `stringUnit` values of plain keys in `object` by language, as JSONSerialization reads them.
    static func plainValues(_ object: [String: Any]) -> [String: [String: String]] {
        var values: [String: [String: String]] = [:]
        guard let strings = object["strings"] as? [String: Any] else { return values }
        for (key, entry) in strings {
            guard let entry = entry as? [String: Any], let localizations = entry["localizations"] as? [String: Any]
            else { continue }
            for (language, localization) in localizations {
                guard let localization = localization as? [String: Any], localization.count == 1,
                    let unit = localization["stringUnit"] as? [String: Any], unit.count == 2,
                    unit["state"] as? String == "translated", let value = unit["value"] as? String
                else { continue }
                values[language, default: [:]][key] = value
            }
        }
        return values
    }

    static let catalogFixture = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "A\u00e9\"\\\/\b\f\n\r\t" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Ä\ud83d\ude00 x" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "a-\u0041" } }
            } },
            "B" : { "extractionState" : "manual", "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "b" } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : [1, 2.5e3, -0, true, null] } }
            } },
            "😀" : { "localizations" : { "ja" : { "stringUnit" : { "state" : "translated", "value" : "顔" } } } }
          },
          "version" : "1.0"
        }
        """#

    /// Every language's plain values as the catalog reads them.
    static func ourValues(_ catalog: XCStringsCatalog) -> [String: [String: String]] {
        var values: [String: [String: String]] = [:]
        for language in catalog.localizedLanguages {
            for (key, value) in catalog.table(for: language).values ?? [:] {
                if case .text(let text) = value { values[language.identifier, default: [:]][key] = text }
            }
        }
        return values
    }

    @Test func catalogReaderAgreesWithJSONSerializationOnMutations() throws {
        let fixture = Array(Self.catalogFixture.utf8)
        let baseline = XCStringsCatalog(bytes: fixture, path: "f.xcstrings")
        #expect(baseline.diagnostics.isEmpty, "\(baseline.diagnostics)")
        var random = SplitMix(seed: 14)
        var disagreements: [String] = []
        for round in 0..<4000 {
            let bytes = round < fixture.count ? Array(fixture[..<round]) : Self.mutate(fixture, &random)
            let catalog = XCStringsCatalog(bytes: bytes, path: "f.xcstrings")
            let foundation = Self.foundationObject(bytes)
            let ours = Self.catalogIsJSON(catalog)
            // JSONSerialization reads UTF-16 and skips a BOM; we decode those as .strings files do.
            // Foundation on Linux accepts a comma before a closing bracket; RFC 8259 (and we) do not.
            let trailingComma = catalog.diagnostics.contains { $0.message.contains("a comma before") }
            if (foundation != nil) != ours, !(foundation != nil && trailingComma) {
                disagreements.append(
                    "round \(round): foundation \(foundation != nil), ours \(ours): \(String(decoding: bytes, as: UTF8.self).debugDescription) \(catalog.diagnostics.map(\.description))"
                )
                continue
            }
            // Foundation drops a U+FEFF that starts a string; we keep it, as the text has it.
            let hasZeroWidthNoBreakSpace = bytes.indices.contains {
                bytes[$0...].starts(with: [0xEF, 0xBB, 0xBF])
            }
            guard !trailingComma, !hasZeroWidthNoBreakSpace, let foundation,
                (foundation["sourceLanguage"] as? String) == "en"
            else { continue }
            // Plain units must read the same text.
            let theirs = Self.plainValues(foundation)
            let mine = Self.ourValues(catalog)
            for (language, values) in theirs where LanguageTag(language)?.identifier == language {
                for (key, value) in values where mine[language]?[key] != value {
                    disagreements.append(
                        "round \(round): \(language) \(key.debugDescription) foundation \(value.debugDescription) ours \(String(describing: mine[language]?[key]).debugDescription) in \(String(decoding: bytes, as: UTF8.self).debugDescription) \(catalog.diagnostics.map(\.description))"
                    )
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(8).joined(separator: "\n"))")
    }

    @Test func catalogsInOtherEncodingsAndEmptyFilesAreReadOrRefusedWithAPlace() {
        let fixture = Self.catalogFixture
        let plain = XCStringsCatalog(bytes: Array(fixture.utf8), path: "f.xcstrings")
        let withMark = XCStringsCatalog(bytes: [0xEF, 0xBB, 0xBF] + Array(fixture.utf8), path: "f.xcstrings")
        let utf16 = XCStringsCatalog(
            bytes: [0xFF, 0xFE] + fixture.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, path: "f.xcstrings")
        for other in [withMark, utf16] {
            #expect(other.diagnostics.isEmpty, "\(other.diagnostics)")
            #expect(Self.ourValues(other) == Self.ourValues(plain))
            #expect(other.location(ofKey: "B") == plain.location(ofKey: "B"))
        }
        #expect(Self.ourValues(plain)["de"]?["B"] == "b")
        let empty = XCStringsCatalog(bytes: [], path: "e.xcstrings")
        #expect(
            empty.diagnostics.map(\.description) == [
                "e.xcstrings:1:1: error: the file is not valid JSON: the file is empty"
            ])
        // Nested far deeper than any catalog: refused at its place, without exhausting the stack.
        let deep = XCStringsCatalog(
            bytes: Array(("{\"strings\":{\"k\":" + String(repeating: "[", count: 100_000)).utf8), path: "d.xcstrings")
        #expect(deep.diagnostics.first?.message.contains("nested more than") == true, "\(deep.diagnostics)")
    }

    static let stringsFixture = #"""
        /* A comment with * stars ** and / slashes */
        "plain" = "value";
        "escapes\n\t\"\\" = "\U00e9\U4E2D x\\U0041";
        // a line comment
        unquoted = "Ünïcödé 😀";
        "dup" = "first";
        "dup" = "second";
        "ascii" = "only ascii";
        "é" = "é";
        "e\u0301" = "decomposed";
        "multi
        line" = "value
        over lines";
        """#

    static let stringsPieces: [[UInt8]] =
        [
            "\"", "\\", "\\U", "\\UD800", "\\n", ";", "=", "/*", "*/", "//", "*", "/", "\n", "\r", " ", "é", "😀",
            "e\u{301}", "\u{0}", "{", "(", "<", "a", "\\U00", "\\x",
        ].map { Array($0.utf8) } + [
            [0xFF], [0xC3], [0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE0, 0x80, 0x80],
        ]

    /// Whether `string` is a well-formed String: its bytes are valid UTF-8, and an equal string
    /// made from them hashes and compares the same (a wrong ASCII or NFC flag would not).
    static func isWellFormed(_ string: String) -> Bool {
        let bytes = Array(string.utf8)
        guard let rebuilt = String(validating: bytes, as: UTF8.self) else { return false }
        return rebuilt == string && rebuilt.hashValue == string.hashValue && Set([rebuilt]).contains(string)
            && rebuilt.unicodeScalars.elementsEqual(string.unicodeScalars)
    }

    @Test func stringsParserAgreesWithPropertyListSerializationOnMutations() {
        let fixture = Array(Self.stringsFixture.utf8)
        #expect(StringsFile(bytes: fixture, path: "f.strings").dictionary.count == 8)
        #expect(
            (try? PropertyListSerialization.propertyList(from: Data(fixture), format: nil)) as? [String: String]
                == StringsFile(bytes: fixture, path: "f.strings").dictionary)
        var random = SplitMix(seed: 1414)
        var failures: [String] = []
        var compared = 0
        var refusedByUsOnly: [String] = []
        for round in 0..<3000 {
            var bytes = fixture
            if round < fixture.count {
                bytes = Array(fixture[..<round])
            } else {
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let at = Int.random(in: 0...bytes.count, using: &random)
                    if Bool.random(using: &random), at < bytes.count {
                        bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...3, using: &random)))
                    } else {
                        bytes.insert(
                            contentsOf: Self.stringsPieces[Int.random(in: Self.stringsPieces.indices, using: &random)],
                            at: at)
                    }
                }
            }
            let file = StringsFile(bytes: bytes, path: "f.strings")
            let shown = String(decoding: bytes, as: UTF8.self).debugDescription
            for (key, value) in file.dictionary where !Self.isWellFormed(key) || !Self.isWellFormed(value) {
                failures.append(
                    "round \(round): ill-formed \(key.debugDescription) = \(value.debugDescription) in \(shown)")
            }
            // Every entry is read again from the text: the keys there are the table's.
            let entries = file.entries
            if Set(entries.map(\.key)) != Set(file.dictionary.keys) {
                failures.append("round \(round): entries \(entries.map(\.key)) table \(file.dictionary.keys.sorted())")
            }
            for entry in entries where !Self.isWellFormed(entry.key) {
                failures.append("round \(round): ill-formed entry key \(entry.key.debugDescription)")
            }
            var last: [String: String] = [:]
            for entry in entries { last[entry.key] = entry.value }
            if last != file.dictionary {
                failures.append("round \(round): last entries \(last) table \(file.dictionary)")
            }
            guard
                let foundation = (try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil))
                    as? [String: String]
            else { continue }
            compared += 1
            if let error = file.diagnostics.first(where: { $0.severity == .error }) {
                // Stricter than Foundation, with a diagnostic: what Foundation reads must still be there.
                let lost = foundation.filter { file.dictionary[$0.key] == nil }
                if !lost.isEmpty { refusedByUsOnly.append("round \(round): lost \(lost) (\(error)) in \(shown)") }
                continue
            }
            if foundation != file.dictionary {
                failures.append("round \(round): foundation \(foundation) ours \(file.dictionary) in \(shown)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(6).joined(separator: "\n"))")
        #expect(
            refusedByUsOnly.isEmpty, "\(refusedByUsOnly.count): \(refusedByUsOnly.prefix(6).joined(separator: "\n"))")
        #expect(compared > 300, "only \(compared) mutations were compared with Foundation")
    }
}
