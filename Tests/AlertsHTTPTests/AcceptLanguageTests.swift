import Alerts
import AlertsHTTP
import Foundation
import StringTables
import Testing

/// `Accept-Language` as RFC 9110 §12.5.4 writes it: language ranges (RFC 4647 §2.1), each with an
/// optional weight (§12.4.2), read strictly and within bounds.
@Suite struct AcceptLanguageTests {
    /// The identifiers of the languages `field` asks for, most preferred first.
    static func languages(_ field: String) -> [String] {
        AcceptLanguage.languages(in: field).map(\.identifier)
    }

    // MARK: Weights

    /// Weights that are quality values, and where they put `fr` against `de;q=0.7`.
    static let acceptedWeights: [(weight: String, expected: [String])] = [
        ("q=0.5", ["de", "fr"]),
        ("q=1.000", ["fr", "de"]),
        ("Q=0.5", ["de", "fr"]),
        ("q=1", ["fr", "de"]),
        ("q=1.", ["fr", "de"]),
        ("q=0.75", ["fr", "de"]),
        ("q=0.705", ["fr", "de"]),
        ("q=0.699", ["de", "fr"]),
        ("q=0.7", ["de", "fr"]),  // a tie: the order written
        ("q=0.001", ["de", "fr"]),
        ("q=0", ["de"]),
        ("q=0.000", ["de"]),
    ]

    @Test(arguments: acceptedWeights)
    func aWeightFromZeroToOneWithAtMostThreeDecimalsIsRead(weight: String, expected: [String]) {
        #expect(Self.languages("de;q=0.7, fr;\(weight)") == expected)
    }

    /// Parameters that are not a weight of 0 to 1 with at most three decimals.
    static let rejectedWeights = [
        "q=1.5", "q=0.5555", "q=-1", "q=.5", "q= 0.5", "q =0.5", "q=0.5x", "q=1.001", "q=2", "q=", "q", "q=01",
        "q=0.5;q=0.6", "q=0.5 0", "level=1", "q=1.0000", "q=0,5", "q=\u{0661}",
    ]

    @Test(arguments: rejectedWeights)
    func anElementWithAnInvalidWeightIsIgnoredAndTheOthersKept(weight: String) {
        // Read leniently, `fr` would come first (q=1, q=2) or second (q=0.5).
        #expect(Self.languages("de;q=0.7, fr;\(weight), it;q=0.6") == ["de", "it"])
    }

    // MARK: Order, wildcards, duplicates

    @Test func languagesComeByWeightThenInTheOrderWritten() {
        #expect(Self.languages("en;q=0.3, de, fr;q=0.8, it, ja;q=0.8") == ["de", "it", "fr", "ja", "en"])
        #expect(Self.languages("pt-BR;q=0.9, pt;q=0.9, es;q=0.95") == ["es", "pt-BR", "pt"])
    }

    @Test func theWildcardAndRangesWeightedZeroAreLeftOut() {
        #expect(Self.languages("*, de;q=0.5, fr;q=0, *;q=0.9, en;q=0.000") == ["de"])
        #expect(Self.languages("*") == [])
    }

    @Test func aLanguageAskedForTwiceComesOnceWhereItsBestWeightPutsIt() {
        #expect(Self.languages("de;q=0.2, en, de, DE;q=0.9") == ["en", "de"])
        #expect(Self.languages("de-ch, de-CH;q=0.5, DE-CH") == ["de-CH"])
    }

    @Test func subtagsAreWrittenInTheirCanonicalCase() {
        #expect(Self.languages("ZH-hANT-tw, SR-latn") == ["zh-Hant-TW", "sr-Latn"])
    }

    // MARK: What is not a language range

    /// Elements that are not a language range, each beside a `fr` that is.
    static let notLanguageRanges = [
        "en_US", "123", "toolongsubtag9", "de-toolongsubtag", "zh-Hans-", "-de", "de--CH", "d e", "de.CH",
        "é", "de-*", "*-CH", "de;", "de;q", "\"de\"", "de\u{0}", "de\r\n", "x", ";q=0.5",
    ]

    @Test(arguments: notLanguageRanges)
    func anElementThatIsNotALanguageRangeIsIgnored(element: String) {
        #expect(Self.languages("\(element), fr") == ["fr"])
        #expect(Self.languages("fr;q=0.5, \(element)") == ["fr"])
    }

    @Test func emptyElementsAndWhitespaceAroundElementsAreAllowed() {
        #expect(Self.languages(",, de ,,, fr,,") == ["de", "fr"])
        #expect(Self.languages(" \t de-CH \t ;  q=0.5 , fr\t") == ["fr", "de-CH"])
        #expect(Self.languages("") == [])
        #expect(Self.languages(" , \t ,") == [])
    }

    /// Fields of one element, which are read without sorting: each must read as it does among
    /// others (here beside a range weighted 0, which adds nothing).
    static let singleElements = [
        "de", " de ", "\tde-CH", "DE-ch", "zh-hant-tw", "fil", "en-US-x-twain", "*", "", " ", "d", "de-",
        "-de", "de_CH", "toolongtag", "de-toolongtag", "12", "de-1", "dé", "de ch", "q=0.5",
        String(repeating: "a", count: 70),
    ]

    @Test(arguments: singleElements)
    func aFieldOfOneRangeReadsAsThatRangeDoesInAList(field: String) {
        #expect(Self.languages(field) == Self.languages(field + ", xx;q=0"))
        #expect(Self.languages(field) == Self.languages("xx;q=0, " + field))
    }

    // MARK: Limits

    /// `count` distinct language ranges of three letters: `baa`, `bab`, …
    static func distinctRanges(_ count: Int) -> [String] {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return (0..<count).map { "b" + String(letters[$0 / 26]) + String(letters[$0 % 26]) }
    }

    @Test func atMost32RangesAreKeptTheFirstOnesWritten() {
        let ranges = Self.distinctRanges(40)
        #expect(AcceptLanguage.rangeLimit == 32)
        #expect(Self.languages(ranges.joined(separator: ", ")) == Array(ranges.prefix(32)))
        // The limit counts ranges kept, not elements ignored.
        let withGarbage = ranges.prefix(32).map { "\($0), en_US, *, \($0)x;q=0" }.joined(separator: ", ")
        #expect(Self.languages(withGarbage) == Array(ranges.prefix(32)))
    }

    /// A field of `fr;q=0.1`, then spaces, then `last`, whose first `cut` bytes end at the limit.
    static func fieldCut(_ last: String, after cut: Int) -> String {
        let head = "fr;q=0.1,"
        let padding = String(repeating: " ", count: AcceptLanguage.byteLimit - head.utf8.count - cut)
        return head + padding + last
    }

    @Test func onlyTheFirst4096BytesAreReadAndARangeTheyCutIsLeftOut() {
        #expect(AcceptLanguage.byteLimit == 4096)
        // Cut, `de-CH` would read as `de` (a one-letter subtag is dropped) and `de;q=0.25` as
        // `de;q=0.2`, both above `fr`.
        #expect(Self.languages(Self.fieldCut("de-CH", after: 4)) == ["fr"])
        #expect(Self.languages(Self.fieldCut("de;q=0.25", after: 8)) == ["fr"])
        #expect(Self.languages(Self.fieldCut("de", after: 1)) == ["fr"])
        // Not cut: a range that ends at the limit, with or without a comma after it.
        #expect(Self.languages(Self.fieldCut("de", after: 2)) == ["de", "fr"])
        #expect(Self.languages(Self.fieldCut("de,", after: 2)) == ["de", "fr"])
        #expect(Self.languages(Self.fieldCut("de, ja", after: 2)) == ["de", "fr"])
        // With no comma in the limit, there is no whole element.
        #expect(Self.languages(String(repeating: " ", count: 5000) + "de") == [])
        #expect(Self.languages("de;q=0.5" + String(repeating: ";", count: 5000)) == [])
    }

    /// The whole elements in the first ``AcceptLanguage/byteLimit`` bytes of `field`: what a
    /// bounded reader sees.
    static func wholeElementsInLimit(_ field: String) -> String {
        let bytes = Array(field.utf8)
        guard bytes.count > AcceptLanguage.byteLimit else { return field }
        let inLimit = bytes.prefix(AcceptLanguage.byteLimit + 1)
        return String(decoding: inLimit.prefix(upTo: inLimit.lastIndex(of: UInt8(ascii: ",")) ?? 0), as: UTF8.self)
    }

    @Test func aMegabyteFieldIsReadOnlyAsFarAsTheLimit() {
        // In the limit, a few ranges among garbage; past it, `ja` and `ko`, the most wanted.
        let inLimit = ["de;q=0.9"] + (0..<250).map { $0 == 100 ? "es;q=0.4" : $0 == 200 ? "it;q=0.3" : "not_a_range" }
        let pastLimit = Array(repeating: "not_a_range", count: 200) + ["ja", "ko"]
        let field = (inLimit + pastLimit + Array(repeating: "zz_garbage_zz", count: 80_000)).joined(separator: ", ")
        #expect(field.utf8.count > 1_000_000)
        let languages = Self.languages(field)
        #expect(languages == Self.languages(Self.wholeElementsInLimit(field)))
        #expect(languages == ["de", "es", "it"])
    }

    @Test func aFieldOfAHundredThousandCommasOrGarbageIsReadOnlyAsFarAsTheLimit() {
        let commas = String(repeating: ",", count: 100_000)
        #expect(Self.languages(commas) == [])
        #expect(Self.languages("de" + commas) == ["de"])
        #expect(Self.languages(commas + "de") == [], "past the limit")
        let garbage = String(repeating: "en_US;q=9,", count: 100_000)
        #expect(Self.languages(garbage + "de") == [])
        #expect(Self.languages("fr;q=0.5," + garbage + "de") == ["fr"])
        let semicolons = "fr," + String(repeating: ";", count: 100_000)
        #expect(Self.languages(semicolons) == ["fr"])
    }

    // MARK: Through the front

    /// German, Swiss German and both Chinese scripts for some of the shop's errors.
    static let tables = InMemoryStringTables([
        "Localizable": [
            "de": ["There’s no book called “%@”.": "Es gibt kein Buch namens „%@“."],
            "de-CH": ["You’re sending requests too quickly.": "Sie senden zu schnell Anfragen."],
            "zh-Hans": ["There’s no book called “%@”.": "没有名为“%@”的书。"],
            "zh-Hant": ["You’re sending requests too quickly.": "您傳送請求的速度太快。"],
        ]
    ])

    let front = HTTPFront(sources: [AcceptLanguageTests.tables], mappers: .namedValues)

    /// The response's Content-Language and problem title and detail.
    func answer(_ error: ShopError, acceptLanguage: String?, front: HTTPFront? = nil) async throws -> (
        language: String?, title: String?, detail: String?
    ) {
        let response = await (front ?? self.front).response(
            for: error, to: HTTPAlertRequest(acceptLanguage: acceptLanguage))
        let problem = try object(response)
        return (response[header: "Content-Language"], problem["title"] as? String, problem["detail"] as? String)
    }

    @Test func aRegionalLanguageFallsBackToItsLanguage() async throws {
        let swiss = try await answer(.bookMissing("Dune"), acceptLanguage: "de-CH, en;q=0.5")
        #expect(swiss.language == "de", "the language used, not the one asked for")
        #expect(swiss.title == "Nicht gefunden")
        #expect(swiss.detail == "Es gibt kein Buch namens „Dune“.")
        // A text the regional table has comes from it, and is named so; the package's retry
        // advice under it is German German, named too.
        let regional = try await answer(.slowDown, acceptLanguage: "de-CH")
        #expect(regional.language == "de-CH, de")
        #expect(regional.detail?.hasPrefix("Sie senden zu schnell Anfragen.\n") == true)
    }

    @Test func traditionalChineseNeverFallsBackToSimplifiedChinese() async throws {
        for field in ["zh-Hant", "zh-Hant-TW", "zh-TW", "zh-HK"] {
            let answer = try await answer(.bookMissing("Dune"), acceptLanguage: field)
            #expect(answer.language == "en", "\(field)")
            #expect(answer.detail == "There’s no book called “Dune”.", "\(field)")
            #expect(answer.title == "Not Found", "\(field)")
        }
        let traditional = try await answer(.slowDown, acceptLanguage: "zh-TW")
        #expect(traditional.language == "zh-Hant")
        #expect(traditional.detail?.hasPrefix("您傳送請求的速度太快。") == true)
        let simplified = try await answer(.bookMissing("Dune"), acceptLanguage: "zh-CN")
        #expect(simplified.language == "zh-Hans")
        #expect(simplified.detail == "没有名为“Dune”的书。")
    }

    @Test func aLanguageNobodyTranslatedFallsBackToTheFrontsDefaultLanguages() async throws {
        let german = HTTPFront(
            languages: ["de"], sources: [Self.tables], mappers: .namedValues)
        for field in ["tlh", "xx-YY;q=0.9, *", "en_US", nil] as [String?] {
            let answer = try await answer(.bookMissing("Dune"), acceptLanguage: field, front: german)
            #expect(answer.language == "de", "\(String(describing: field))")
            #expect(answer.detail == "Es gibt kein Buch namens „Dune“.", "\(String(describing: field))")
        }
        // A language the client asks for, even weighted low, comes before the defaults.
        let english = try await answer(.bookMissing("Dune"), acceptLanguage: "tlh, en;q=0.1", front: german)
        #expect(english.language == "en")
        #expect(english.detail == "There’s no book called “Dune”.")
    }

    @Test func contentLanguageNamesTheLanguageOfTheTextsSent() async throws {
        // The package translates status titles into French, nobody the detail: all English.
        let untranslated = try await answer(.bookMissing("Dune"), acceptLanguage: "fr")
        #expect(untranslated.language == "en")
        #expect(untranslated.title == "Not Found")
        // Both in German.
        let german = try await answer(.bookMissing("Dune"), acceptLanguage: "fr;q=0.5, de;q=0.8")
        #expect(german.language == "de")
        #expect(german.title == "Nicht gefunden")
        // An internal error's texts are all the package's, in the language asked for.
        let response = await front.response(for: DatabaseFailure(), to: HTTPAlertRequest(acceptLanguage: "ja, fr"))
        #expect(response[header: "Content-Language"] == "ja")
        #expect(try object(response)["title"] as? String != "Internal Server Error")
    }
}
