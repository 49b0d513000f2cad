import StringTables
import Testing

struct PluralFormattingTests {
    func forms(_ pairs: [PluralCategory: String]) -> PluralForms {
        PluralForms(other: pairs[.other] ?? "", pairs)
    }

    var files: PluralVariable {
        PluralVariable(
            valueType: "d", forms: forms([.one: "%d file", .few: "%d файла", .many: "%d файлов", .other: "%d files"]))
    }

    func localize(_ value: TableValue, _ arguments: [FormatArgument], _ language: LanguageTag) -> String {
        let tables = InMemoryStringTables(values: ["Localizable": [language: ["key": value]]])
        return Localizer(sources: [tables]).localize("key", arguments: arguments, languages: [language]).value
    }

    @Test(arguments: [(1, "1 file"), (2, "2 files"), (0, "0 files")])
    func englishPicksOneOrOther(count: Int64, expected: String) {
        #expect(localize(.variables(format: "%#@files@", ["files": files]), [.int(count)], "en") == expected)
    }

    @Test(arguments: [
        (1, "1 file"), (3, "3 файла"), (5, "5 файлов"), (21, "21 file"), (22, "22 файла"), (11, "11 файлов"),
    ])
    func russianPicksOneFewMany(count: Int64, expected: String) {
        #expect(localize(.variables(format: "%#@files@", ["files": files]), [.int(count)], "ru") == expected)
    }

    @Test func anExplicitZeroWinsInEveryLanguage() {
        let value = TableValue.variables(
            format: "%#@n@",
            ["n": PluralVariable(valueType: "lld", forms: forms([.zero: "No files", .other: "%lld files"]))])
        #expect(localize(value, [.int(0)], "en") == "No files")
        #expect(localize(value, [.int(7)], "en") == "7 files")
    }

    @Test func severalVariablesAndOtherArgumentsKeepTheirPlaces() {
        let folders = PluralVariable(valueType: "d", forms: forms([.one: "%d folder", .other: "%d folders"]))
        let value = TableValue.variables(format: "%@: %#@files@ in %#@folders@", ["files": files, "folders": folders])
        #expect(localize(value, [.string("Inbox"), .int(1), .int(3)], "en") == "Inbox: 1 file in 3 folders")
    }

    @Test func positionalVariablesReadTheirOwnArguments() {
        let value = TableValue.variables(format: "%2$#@files@ — %1$@", ["files": files])
        #expect(localize(value, [.string("Inbox"), .int(2)], "en") == "2 files — Inbox")
    }

    @Test func xcstringsSubstitutionsUseArgAndTheirArgumentNumber() {
        let variable = PluralVariable(
            argument: 2, valueType: "lld", forms: forms([.one: "%arg item", .other: "%arg items"]),
            usesArgPlaceholder: true)
        let value = TableValue.variables(format: "%1$@ has %#@count@", ["count": variable])
        #expect(localize(value, [.string("Cart"), .int(1)], "en") == "Cart has 1 item")
    }

    @Test func aWholeTextPluralUsesTheFirstNumber() {
        let value = TableValue.plural(forms([.one: "%@ has %lld line", .other: "%@ has %lld lines"]), argument: nil)
        #expect(localize(value, [.string("a.txt"), .int(1)], "en") == "a.txt has 1 line")
        #expect(localize(value, [.string("a.txt"), .int(4)], "en") == "a.txt has 4 lines")
    }

    @Test func decimalsUseTheirVisibleFractionDigits() {
        let value = TableValue.variables(
            format: "%#@km@",
            ["km": PluralVariable(valueType: ".1f", forms: forms([.one: "%.1f km (one)", .other: "%.1f km"]))])
        // In English "1.0" has a visible fraction digit, so it is "other".
        #expect(localize(value, [.double(1)], "en") == "1.0 km")
        // In French 1.5 is "one"; French writes a decimal comma.
        #expect(localize(value, [.double(1.5)], "fr") == "1,5 km (one)")
    }

    @Test func aTranslationWhoseSpecifiersDisagreeWithTheSourceFallsBack() {
        let tables = InMemoryStringTables([
            "Localizable": ["en": ["size": "%lld bytes"], "de": ["size": "%f Bytes"], "fr": ["size": "%2$@ octets"]]
        ])
        let localizer = Localizer(sources: [tables])
        let german = localizer.localize("size", arguments: [.int(4)], languages: ["de"])
        #expect(german.value == "4 bytes")
        #expect(
            german.diagnostics.map(\.message) == [
                "the de text of 'size' in table Localizable was not used: its specifiers do not match the source text: it shows argument 1 as a floating-point number, the source text as a signed integer"
            ])
        let french = localizer.localize("size", arguments: [.int(4), .string("x")], languages: ["fr"])
        #expect(french.value == "4 bytes")
    }

    @Test(arguments: [
        (LanguageTag("de"), "1.234.567,5"), ("fr", "1\u{202F}234\u{202F}567,5"), ("en", "1,234,567.5"),
        ("de-CH", "1’234’567.5"),
        ("ar", "1,234,567.5"),
    ])
    func numbersUseTheLanguagesSeparators(language: LanguageTag?, expected: String) throws {
        let numbers = NumberSymbols(language: try #require(language))
        #expect(try StringFormatter.format("%'.1f", [.double(1_234_567.5)], numbers: numbers) == expected)
    }

    @Test func integersAreNotGroupedWithoutTheQuoteFlag() throws {
        #expect(
            try StringFormatter.format(
                "%d|%'d", [.int(1_234_567), .int(1_234_567)], numbers: NumberSymbols(language: "de"))
                == "1234567|1.234.567")
    }
}
