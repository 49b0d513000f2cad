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

/// The records against Babel's CLDR data (what Scripts/generate-cldr.py reads), printed by
/// python3 line by line.
@Suite(.enabled(if: CLDRSource.babelIsInstalled, "Babel 2.18.0 is needed: python3 -m pip install babel==2.18.0"))
struct CLDRRecordsSourceTests {
    /// The key and value of each line `code` prints.
    static func pairs(_ code: String) throws -> [(String, String)] {
        try CLDRSource.babel(code).split(separator: "\n").map { line in
            let parts = line.split(separator: " ")
            return (String(parts[0]), String(parts[1]))
        }
    }

    @Test func everyLikelySubtagIsFound() throws {
        let pairs = try Self.pairs(
            "for k, v in babel.core.get_global('likely_subtags').items(): print(k, v)")
        #expect(pairs.count == CLDRLocaleData.likelySubtags.count && pairs.count > 5000)
        let wrong = pairs.filter { CLDRLocales.likelySubtags[$0.0] != $0.1 }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    @Test func everyParentLocaleIsFound() throws {
        let pairs = try Self.pairs(
            "for k, v in babel.core.get_global('parent_exceptions').items(): print(k, v)")
        #expect(pairs.count == CLDRLocaleData.parentLocales.count && pairs.count > 100)
        let wrong = pairs.filter { CLDRLocales.parentLocales[$0.0] != $0.1 }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    @Test func everyPluralLocaleUsesTheCategoriesItsRulesName() throws {
        let pairs = try Self.pairs(
            """
            for l in babel.localedata.locale_identifiers():
                d = babel.localedata.load(l, merge_inherited=False)
                if 'plural_form' in d: print(l, ','.join(sorted(d['plural_form'].tags | {'other'})))
            """)
        #expect(pairs.count > 250)
        var wrong: [String] = []
        for (locale, names) in pairs {
            let named = Set(names.split(separator: ",").compactMap { PluralCategory(rawValue: String($0)) })
            let tag = try #require(LanguageTag(locale), "\(locale)")
            if PluralRules.categories(for: tag) != named { wrong.append(locale) }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
        #expect(PluralRules.ruleSetCategories.count == PluralRules.ruleSets.count)
    }
}
