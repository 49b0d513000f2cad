import Foundation
import Testing

@testable import StringTables

/// The generated CLDR tables, searched in place by binary search: every record must be found by
/// its own key, so the records must be sorted and well formed.
struct CLDRRecordsTests {
    static let tables: [(String, CLDRRecords)] = [
        ("likelySubtags", CLDRLocaleData.likelySubtags), ("parentLocales", CLDRLocaleData.parentLocales),
        ("numberSeparators", CLDRLocaleData.numberSeparators), ("ruleSetsByLocale", PluralRules.ruleSetsByLocale),
    ]

    @Test(arguments: tables)
    func everyRecordIsFoundByItsKey(name: String, records: CLDRRecords) {
        #expect(records.count > 100, "\(name)")
        #expect(records.text.utf8CodeUnitCount % (records.keyWidth + records.valueWidth + 1) == 0, "\(name)")
        var failures: [String] = []
        for index in 0..<records.count {
            let key = records.key(at: index)
            if index > 0, !(records.key(at: index - 1).utf8.lexicographicallyPrecedes(key.utf8)) {
                failures.append("\(key) is out of order")
            }
            if records.index(of: key) != index { failures.append("\(key) is not found") }
        }
        #expect(failures.isEmpty, "\(name): \(failures.prefix(10))")
    }

    @Test func aKeyThatIsNotThereIsNotFound() {
        let likely = CLDRLocaleData.likelySubtags
        #expect(likely["zh_Hant"] == "zh_Hant_TW")
        #expect(likely["aa"] == "aa_Latn_ET")
        for missing in ["", "a", "zz_Zzzz", "zh_Hant ", " zh", "zh_Hant_TW_extra", "ZH", "zh\u{0}"] {
            #expect(likely[missing] == nil, "\(missing)")
        }
        #expect(likely["zh_Hant"[...]] == "zh_Hant_TW")
    }

    @Test func separatorsSplitIntoDecimalAndGroup() throws {
        let french = try #require(CLDRLocales.numberSeparators["fr"])
        #expect(french.decimal == "," && french.group == "\u{202F}")
        let swiss = try #require(CLDRLocales.numberSeparators["de_CH"])
        #expect(swiss.decimal == "." && swiss.group == "\u{2019}")
        // de_AT sets only its group separator; the decimal one is inherited.
        let austrian = try #require(CLDRLocales.numberSeparators["de_AT"])
        #expect(austrian.decimal == "" && austrian.group == "\u{A0}")
        #expect(CLDRLocales.numberSeparators["xx"] == nil)
    }
}

/// The records against the installed CLDR files, read line by line.
@Suite(.enabled(if: CLDRSource.isInstalled, "CLDR data is not installed at \(CLDRSource.root)"))
struct CLDRRecordsSourceTests {
    /// The values of `attributes` on each line of `file` that has an element `element`.
    static func attributes(_ element: String, _ names: [String], in file: String) throws -> [[String]] {
        let text = try String(contentsOfFile: CLDRSource.root + "/supplemental/" + file, encoding: .utf8)
        return text.split(separator: "\n").filter { $0.contains("<\(element) ") }.map { line in
            names.map { name in
                line.components(separatedBy: "\(name)=\"").dropFirst().first?.components(separatedBy: "\"").first ?? ""
            }
        }
    }

    @Test func everyLikelySubtagIsFound() throws {
        let pairs = try Self.attributes("likelySubtag", ["from", "to"], in: "likelySubtags.xml")
        #expect(pairs.count == CLDRLocaleData.likelySubtags.count)
        let wrong = pairs.filter { CLDRLocales.likelySubtags[$0[0]] != $0[1] }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    @Test func everyParentLocaleIsFound() throws {
        var count = 0
        var wrong: [String] = []
        for pair in try Self.attributes("parentLocale", ["parent", "locales"], in: "supplementalData.xml") {
            for locale in pair[1].split(separator: " ") {
                count += 1
                if CLDRLocales.parentLocales[locale] != pair[0] { wrong.append(String(locale)) }
            }
        }
        #expect(count == CLDRLocaleData.parentLocales.count)
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    @Test func everyPluralLocaleUsesTheCategoriesItsRulesName() throws {
        var wrong: [String] = []
        for ruleSet in try CLDRSource.pluralRuleSets() {
            let named = Set(ruleSet.rules.compactMap { PluralCategory(rawValue: $0.count) })
            for locale in ruleSet.locales {
                // CLDR's "root" is not a tag: it is what a language without rules, such as "und", gets.
                let tag = try #require(LanguageTag(locale == "root" ? "und" : locale))
                if PluralRules.categories(for: tag) != named { wrong.append(locale) }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
        #expect(PluralRules.ruleSetCategories.count == PluralRules.ruleSets.count)
    }
}
