import Foundation
import StringTables
import Testing

/// The JSON of catalogs: read as RFC 8259 says, refused where it is not, in either layout.
struct XCStringsSyntaxTests {
    /// `text` without the whitespace between tokens: the catalog on one line.
    static func minified(_ text: String) -> String {
        var output = ""
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                output.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
                output.append(character)
            } else if !character.isWhitespace {
                output.append(character)
            }
        }
        return output
    }

    /// The line and column (in Unicode scalars, from 1) where `needle` first starts in `text`.
    static func place(of needle: String, in text: String) throws -> String {
        let range = try #require(text.range(of: needle))
        let before = text[..<range.lowerBound]
        let line = before.count { $0 == "\n" } + 1
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return "\(line):\(text[lineStart..<range.lowerBound].unicodeScalars.count + 1)"
    }

    static func catalog(_ text: String) -> XCStringsFile {
        XCStringsFile(bytes: Array(text.utf8), path: "t.xcstrings")
    }

    @Test func minifiedAndPrettyCatalogsGiveTheSameTables() {
        let pretty = Self.catalog(XCStringsFileTests.fixture)
        let minified = Self.catalog(Self.minified(XCStringsFileTests.fixture))
        #expect(!Self.minified(XCStringsFileTests.fixture).contains("\n"))
        #expect(pretty.diagnostics.isEmpty && minified.diagnostics.isEmpty)
        #expect(pretty.tables.count == 4)
        #expect(minified.tables == pretty.tables)
        #expect(minified.keys == pretty.keys)
        #expect(minified.sourceLanguage == pretty.sourceLanguage)
    }

    static let misplaced = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Größe 📏" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Größe" } } } },
            "bad" : { "localizations" : { "de" : { "variations" : { "plural" : {
              "lots" : { "stringUnit" : { "state" : "translated", "value" : "viele" } }
            } } } } }
          }
        }
        """#

    @Test(arguments: [false, true])
    func aProblemIsPlacedAtItsLineAndColumnInEitherLayout(minify: Bool) throws {
        let text = minify ? Self.minified(Self.misplaced) : Self.misplaced
        let file = Self.catalog(text)
        let place = try Self.place(of: #""bad""#, in: text)
        #expect(place == (minify ? "1:124" : "5:5"))
        #expect(
            file.diagnostics.map(\.description) == [
                "t.xcstrings:\(place): error: 'bad' in de: 'lots' is not a plural category"
            ])
        #expect(file.location(ofKey: "bad").description == "t.xcstrings:\(place)")
        #expect(file.tables["de"]?["Größe 📏"] == .text("Größe"))
    }

    @Test(arguments: [false, true])
    func aSyntaxErrorIsPlacedAtItsLineAndColumnInEitherLayout(minify: Bool) throws {
        let broken = Self.misplaced.replacing(#""viele" } }"#, with: #""viele" }, }"#)
        let text = minify ? Self.minified(broken) : broken
        let file = Self.catalog(text)
        let place = try Self.place(of: ",}", in: text.replacing(", }", with: ",}"))
        #expect(place == (minify ? "1:237" : "6:78"))
        #expect(
            file.diagnostics.map(\.description) == [
                "t.xcstrings:\(place): error: the file is not valid JSON: a comma before '}' is not allowed"
            ])
        #expect(file.tables.isEmpty)
    }

    @Test(arguments: ["\r\n", "\r"])
    func linesEndingInCRLFOrCROnlyAreCountedAsLinesEndingInLF(lineBreak: String) {
        let text = Self.misplaced.replacing("\n", with: lineBreak)
        let file = Self.catalog(text)
        #expect(file.diagnostics.map(\.location?.description) == ["t.xcstrings:5:5"])
        #expect(file.location(ofKey: "Größe 📏").description == "t.xcstrings:4:5")
    }

    @Test func keysOnOneLongLineGetTheirColumns() throws {
        let entries = (0..<3000).map {
            #""k\#($0)é":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"ü"}}}}"#
        }
        let text = #"{"strings":{"# + entries.joined(separator: ",") + "}}"
        let file = Self.catalog(text)
        #expect(file.diagnostics.isEmpty)
        #expect(file.keys.count == 3000)
        #expect(file.location(ofKey: "k0é").description == "t.xcstrings:1:13")
        for key in ["k1é", "k999é", "k2999é"] {
            #expect(
                file.location(ofKey: key).description == "t.xcstrings:\(try Self.place(of: "\"\(key)\"", in: text))")
        }
        #expect(file.tables["de"]?["k2999é"] == .text("ü"))
    }

    /// A catalog whose one value is `value`, written as JSON.
    static func catalog(value: String) -> String {
        #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"#
            + value + "}}}}}}"
    }

    @Test func everyEscapeAndSurrogatePairIsDecoded() {
        let file = Self.catalog(Self.catalog(value: #""\"\\\/\b\f\n\r\t\u00e9\u00E9\ud83d\ude00\u0000""#))
        #expect(file.diagnostics.isEmpty)
        #expect(file.tables["de"]?["k"] == .text("\"\\/\u{8}\u{C}\n\r\té\u{E9}😀\u{0}"))
        // Names are compared once decoded: member names, keys and localization names alike.
        let escapedNames = Self.catalog(
            #"{"\u0073ourceLanguage":"de","strings":{"\u00e9t\u00e9":{"localizations":{"\u0066r":{"stringUnit":{"st\u0061te":"new","v\u0061lue":"Sommer"}}}}}}"#
        )
        #expect(escapedNames.diagnostics.isEmpty)
        #expect(escapedNames.sourceLanguage == "de")
        #expect(escapedNames.tables["de"]?["été"] == .text("été"))
        #expect(escapedNames.tables["fr"] == nil, "the escaped state is still new")
    }

    @Test(
        arguments: [
            (#""a\ud800""#, #"\uD800 is the first half of a surrogate pair, but the second half does not follow"#, 3),
            (
                #""\ud800\u0041""#,
                #"\uD800 is the first half of a surrogate pair, but the second half does not follow"#, 2
            ),
            (#""\udc00""#, #"\uDC00 is the second half of a surrogate pair, without the first half before it"#, 2),
            (#""a\x""#, #"\x is not a JSON escape; a backslash is written \\"#, 3),
            (#""\u12g4""#, #"\u must be followed by four hexadecimal digits"#, 2),
            ("\"a\tb\"", #"a control character in a string must be written as an escape such as \u001F"#, 3),
            (
                "\"a\nb\"",
                #"the string that starts here is not closed on its line (a line break in a string is written \n)"#, 1
            ),
            ("01", "a number does not start with 0 followed by more digits", 1),
            ("-x", "expected a digit after '-'", 2),
            ("1.e5", "expected a digit after '.' in a number", 3),
            ("1e+", "expected a digit in the exponent of a number", 4),
            ("+1", "expected a value: an object, array, string, number, true, false or null", 1),
            (".5", "expected a value: an object, array, string, number, true, false or null", 1),
            ("tru", "expected a value: an object, array, string, number, true, false or null", 1),
            ("[1,]", "a comma before ']' is not allowed", 3),
            ("[1 2]", "expected ',' or ']'", 4),
            (#"{"a" 1}"#, "expected ':' after the member name", 6),
            ("{a:1}", "expected a member name in double quotes", 2),
            ("'x'", "expected a value: an object, array, string, number, true, false or null", 1),
        ])
    func malformedValuesAreRefusedWhereTheyAre(value: String, message: String, offset: Int) {
        let text = Self.catalog(value: value)
        let file = Self.catalog(text)
        // The value starts at this column: the catalog is one line of ASCII up to it.
        let column = text.utf8.count - value.utf8.count - 6 + offset
        #expect(
            file.diagnostics.map(\.description) == [
                "t.xcstrings:1:\(column): error: the file is not valid JSON: \(message)"
            ])
        #expect(file.tables.isEmpty && file.keys.isEmpty)
    }

    @Test(
        arguments: [
            ("", "1:1", "the file is empty"),
            ("  \n ", "1:1", "the file is empty"),
            (#"{ "strings" : { "#, "1:1", "the file ends before the object that starts here is closed"),
            ("\n [ 1,", "2:2", "the file ends before the array that starts here is closed"),
            (#"{"strings":{"a":"#, "1:1", "the file ends before the object that starts here is closed"),
            (#"{"strings":{}}"# + #" {}"#, "1:16", "text follows the JSON value"),
            (#"{"strings":{"a":"b"#, "1:17", "the string that starts here is never closed"),
            (#"{"strings":{}} // note"#, "1:16", "text follows the JSON value"),
        ])
    func incompleteFilesAreRefusedWithThePlaceTheyBreakOff(text: String, place: String, message: String) {
        let file = Self.catalog(text)
        #expect(
            file.diagnostics.map(\.description) == [
                "t.xcstrings:\(place): error: the file is not valid JSON: \(message)"
            ])
    }

    /// `depth` arrays, one in the other, as the value of a localization (itself four deep).
    static func nested(_ depth: Int) -> String {
        #"{"strings":{"k":{"localizations":{"de":"# + String(repeating: "[", count: depth)
            + String(repeating: "]", count: depth) + "}}}}"
    }

    @Test func nestingIsRefusedPast256WithoutRecursion() throws {
        let deepest = Self.catalog(Self.nested(256 - 4))
        #expect(deepest.diagnostics.map(\.message) == ["'k' in de: a localization must be a JSON object"])
        let tooDeep = Self.catalog(Self.nested(256 - 3))
        #expect(
            tooDeep.diagnostics.map(\.description) == [
                // The 253rd array, after 39 characters and 252 arrays.
                "t.xcstrings:1:\(39 + 253): error: the file is not valid JSON: values are nested more than 256 deep"
            ])
        let hostile = Self.catalog(Self.nested(1_000_000))
        #expect(
            hostile.diagnostics.map(\.message) == ["the file is not valid JSON: values are nested more than 256 deep"])
    }

    @Test func numbersAreReadAsJSONSerializationReadsThem() throws {
        func argument(_ number: String) throws -> Int?? {
            let text = #"""
                {"strings":{"%lld files":{"localizations":{"en":{
                  "stringUnit":{"state":"translated","value":"%#@n@"},
                  "substitutions":{"n":{"argNum":\#(number),"formatSpecifier":"lld",
                    "variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}}}
                """#
            let file = Self.catalog(text)
            guard case .variables(_, let variables)? = file.tables["en"]?["%lld files"] else { return nil }
            return variables["n"]?.argument
        }
        #expect(try argument("2") == 2)
        #expect(try argument("2.0") == 2)
        #expect(try argument("1e0") == 1)
        #expect(try argument("-0") == nil, "0 is out of range: reported, and the key is its own text")
        #expect(try argument("2.5") == .some(nil))
        #expect(try argument(#""2""#) == .some(nil))
        #expect(try argument("true") == 1, "JSONSerialization's true is the number 1")
        #expect(try argument("1e400") == .some(nil))
        #expect(try argument("99999999999999999999") == .some(nil))
    }

    @Test func shouldTranslateIsABooleanOrTheNumberZeroOrOne() {
        func translated(_ flag: String) -> Bool {
            let text =
                #"{"strings":{"k":{"shouldTranslate":\#(flag),"localizations":{"de":{"stringUnit":{"state":"translated","value":"D"}}}}}}"#
            return Self.catalog(text).tables["de"] != nil
        }
        #expect(!translated("false") && !translated("0") && !translated("0.0"))
        #expect(translated("true") && translated("1") && translated("2") && translated(#""no""#) && translated("null"))
    }

    @Test func aNameGivenTwiceCountsWithItsLastValue() {
        let text = #"""
            {"sourceLanguage":"en","strings":{
            "a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"eins","value":"zwei"}}}},
            "b":{"localizations":{"de":{"stringUnit":"broken"},"de":{"stringUnit":{"state":"translated","value":"gut"}}}},
            "c":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"alt"}}}},
            "c":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"neu"}}}},
            "d":{"localizations":{"de":{"variations":{"plural":{
              "other":{"stringUnit":"broken"},"other":{"stringUnit":{"state":"translated","value":"%lld"}}}}}}}
            }}
            """#
        let file = Self.catalog(text)
        #expect(
            file.diagnostics.map(\.description) == [
                #"t.xcstrings:3:1: warning: 'b' has two localizations named "de"; the last one is used"#,
                "t.xcstrings:5:1: warning: duplicate key 'c' (first at line 4); the last value wins",
            ])
        #expect(file.tables["de"]?["a"] == .text("zwei"))
        #expect(file.tables["de"]?["b"] == .text("gut"))
        #expect(file.tables["de"]?["c"] == nil && file.tables["fr"]?["c"] == .text("neu"))
        #expect(file.tables["de"]?["d"] == .plural(PluralForms(other: "%lld"), argument: nil))
        #expect(file.keys == ["a", "b", "c", "d"])
        #expect(file.location(ofKey: "c").line == 5)
    }

    @Test func theSourceLanguageMayFollowTheStrings() {
        let file = Self.catalog(
            #"{"strings":{"Hi":{"localizations":{"fr":{"stringUnit":{"state":"new","value":"Salut"}}}}},"sourceLanguage":"fr"}"#
        )
        #expect(file.sourceLanguage == "fr")
        #expect(file.tables == ["fr": ["Hi": .text("Salut")]])
    }

    @Test(arguments: [true, false])
    func aUTF16CatalogIsReadAsItsText(littleEndian: Bool) {
        let text = Self.misplaced
        let units = text.utf16.flatMap { unit in
            littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        let file = XCStringsFile(bytes: (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) + units, path: "t.xcstrings")
        let utf8 = Self.catalog(text)
        #expect(file.tables == utf8.tables)
        #expect(file.diagnostics == utf8.diagnostics)
        #expect(file.diagnostics.first?.location?.description == "t.xcstrings:5:5")
    }
}
