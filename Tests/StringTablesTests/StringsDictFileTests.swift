import Foundation
import StringTables
import Testing

struct StringsDictFileTests {
    static let fixture = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <!-- two variables, positional -->
            <key>%lld photos in %lld albums</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%1$#@photos@ in %2$#@albums@</string>
                <key>photos</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>lld</string>
                    <key>zero</key>
                    <string>No photos</string>
                    <key>one</key>
                    <string>%lld photo</string>
                    <key>other</key>
                    <string>%lld photos</string>
                </dict>
                <key>albums</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>lld</string>
                    <key>one</key>
                    <string>one album</string>
                    <key>other</key>
                    <string>%lld albums &amp; more</string>
                </dict>
            </dict>
            <key>plain</key>
            <string>Just text</string>
        </dict>
        </plist>
        """

    @Test func readsVariablesAndFormatsThem() throws {
        let file = StringsDictFile(bytes: Array(Self.fixture.utf8), path: "en.lproj/Localizable.stringsdict")
        #expect(file.diagnostics.isEmpty)
        #expect(file.entries.count == 2)
        let value = try #require(file.entries["%lld photos in %lld albums"])
        #expect(try value.format(for: [.int(0), .int(1)], language: "en") == "No photos in one album")
        #expect(try value.format(for: [.int(1), .int(3)], language: "en") == "%1$lld photo in %2$lld albums & more")
        #expect(file.entries["plain"] == .text("Just text"))
        #expect(file.locations["plain"]?.description == "en.lproj/Localizable.stringsdict:35:5")
    }

    @Test func matchesPropertyListSerializationOnTheFixture() throws {
        let foundation = try #require(
            try PropertyListSerialization.propertyList(from: Data(Self.fixture.utf8), format: nil) as? [String: Any])
        let file = StringsDictFile(bytes: Array(Self.fixture.utf8), path: "t")
        #expect(Set(file.entries.keys) == Set(foundation.keys))
        let entry = try #require(foundation["%lld photos in %lld albums"] as? [String: Any])
        #expect(entry["NSStringLocalizedFormatKey"] as? String == "%1$#@photos@ in %2$#@albums@")
        #expect((entry["albums"] as? [String: String])?["other"] == "%lld albums & more")
    }

    @Test(arguments: [
        ("<plist><dict><key>a</key><string>x</dict></plist>", "t:1:35: error: expected </string>, found </dict>"),
        (
            "<plist><dict><key>a</key>\n  <dict><key>n</key><string>1</string></dict></dict></plist>",
            "t:2:3: error: 'a' has no NSStringLocalizedFormatKey string"
        ),
        (
            "<plist><dict><key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string></dict></dict></plist>",
            "t:1:26: error: 'a' uses %#@n@ but has no 'n' dictionary"
        ),
        ("<plist><array/></plist>", "t:1:8: error: the top level of a .stringsdict file must be a <dict>"),
        ("<plist><dict><key>a</key><string>&bogus;</string></dict></plist>", "t:1:34: error: unknown entity &bogus;"),
        ("", "t:1:1: error: expected <plist> at the top of the file"),
    ])
    func problemsArePrecise(text: String, diagnostic: String) {
        let file = StringsDictFile(bytes: Array(text.utf8), path: "t")
        #expect(file.diagnostics.map(\.description) == [diagnostic])
    }

    @Test func aBrokenKeyDoesNotHideTheOthers() {
        let text = """
            <plist><dict>
            <key>bad</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              </dict></dict>
            <key>good</key><string>fine</string>
            </dict></plist>
            """
        let file = StringsDictFile(bytes: Array(text.utf8), path: "t")
        #expect(file.entries.keys.sorted() == ["good"])
        #expect(file.diagnostics.map(\.description) == ["t:3:15: error: 'n' in 'bad' has no plural forms"])
    }
}

@Suite(.enabled(if: Corpus.isAvailable, Corpus.skipReason))
struct CorpusStringsDictTests {
    @Test(arguments: Corpus.files(["stringsdict"]))
    func everyStringsdictLoadsWithTheListedKeyCount(path: String) throws {
        let bytes = try Corpus.bytes(path)
        let file = StringsDictFile(bytes: bytes, path: path)
        #expect(file.diagnostics.filter { $0.severity == .error }.isEmpty, "\(file.diagnostics)")
        let listed = try #require(Corpus.listedCounts[path] ?? nil, "SOURCES.md lists \(path)")
        #expect(file.entries.count == listed)
        let foundation = try #require(
            try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any])
        #expect(Set(file.entries.keys) == Set(foundation.keys))
    }
}
