import Foundation
import StringTables
import Testing

/// Issue 15, point 6: nested `%#@…@` references bounded, NUL bytes in `.strings` files
/// reported, and point 4's rule that arguments are typed by the source text.
struct ExpansionBombAndNULTests {
    // MARK: Expansion bomb

    /// A `.stringsdict` entry whose format names `a` `k` times, `a`'s form names `b` `k` times,
    /// `b`'s names `c`, and `c`'s names `d`: `k⁴` copies of `d` (160,000 for k = 20, from about
    /// 1.5 KB of text).
    static func stringsDictBomb(_ k: Int) -> String {
        func variable(_ name: String, _ other: String) -> String {
            "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>\(other)</string></dict>"
        }
        let format = String(repeating: "%1$#@a@", count: k) + "%1$#@b@%1$#@c@%1$#@d@"
        return """
            <plist><dict>
            <key>bomb</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>
            \(variable("a", String(repeating: "%1$#@b@", count: k)))
            \(variable("b", String(repeating: "%1$#@c@", count: k)))
            \(variable("c", String(repeating: "%1$#@d@", count: k)))
            \(variable("d", "%d x"))
            </dict>
            <key>nested</key><dict><key>NSStringLocalizedFormatKey</key><string>%1$#@a@ (%1$#@b@)</string>
            \(variable("a", "%d: %1$#@b@"))
            \(variable("b", "[%d]"))
            </dict>
            </dict></plist>
            """
    }

    /// The same shape built in code, as a program may make a value: no table checks it.
    static func bombValue(_ k: Int) -> TableValue {
        func variable(_ other: String) -> PluralVariable {
            PluralVariable(valueType: "d", forms: PluralForms(other: other))
        }
        return .variables(
            format: String(repeating: "%1$#@a@", count: k),
            [
                "a": variable(String(repeating: "%1$#@b@", count: k)),
                "b": variable(String(repeating: "%1$#@c@", count: k)),
                "c": variable(String(repeating: "%1$#@d@", count: k)),
                "d": variable("%d"),
            ])
    }

    @Test func aStringsDictWhoseReferencesMultiplyIsATableErrorAndTheRestLoads() throws {
        let text = Self.stringsDictBomb(20)
        #expect(text.utf8.count < 2500)
        let file = StringsDictFile(bytes: Array(text.utf8), path: "de.lproj/Localizable.stringsdict")
        #expect(file.entries["bomb"] == nil)
        #expect(file.diagnostics.map(\.id) == [.expansionTooLarge])
        #expect(
            file.diagnostics.map(\.description) == [
                "de.lproj/Localizable.stringsdict:2:16: error: 'bomb' cannot be used: its %#@…@ references expand to "
                    + "too much text (more than 65536 units of work; nested references multiply); write the forms out instead"
            ])
        // A value that nests modestly still loads and formats.
        let nested = try #require(file.entries["nested"])
        #expect(try nested.format(for: [.int(2)], language: "de") == "%1$d: [%1$d] ([%1$d])")
        // The source text is shown instead, as for any table error.
        let tables = InMemoryStringTables(values: [
            "Localizable": ["en": ["bomb": .text("%d things")], "de": file.entries]
        ])
        let result = Localizer(sources: [tables]).localize("bomb", arguments: [.int(3)], languages: ["de"])
        #expect(result.value == "3 things" && result.language == "en")
    }

    @Test func anXCStringsSubstitutionWhoseReferencesMultiplyIsATableError() throws {
        func substitution(_ name: String, _ other: String) -> String {
            #""\#(name)":{"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"\#(other)"}}}}}"#
        }
        let k = 20
        let text = """
            {"sourceLanguage":"en","version":"1.0","strings":{"%lld things":{"localizations":{
            "de":{"stringUnit":{"state":"translated","value":"\(String(repeating: "%1$#@a@", count: k))"},
            "substitutions":{\(substitution("a", String(repeating: "%1$#@b@", count: k))),
            \(substitution("b", String(repeating: "%1$#@c@", count: k))),
            \(substitution("c", String(repeating: "%1$#@d@", count: k))),\(substitution("d", "%arg x"))}}}}}}
            """
        let file = XCStringsFile(bytes: Array(text.utf8), path: "t.xcstrings")
        #expect(file.tables["de"]?["%lld things"] == nil)
        #expect(file.diagnostics.map(\.id) == [.expansionTooLarge])
        #expect(
            file.diagnostics.map(\.message) == [
                "'%lld things' in de: its %#@…@ references expand to too much text (more than 65536 units of "
                    + "work; nested references multiply); write the forms out instead"
            ])
        let tables = InMemoryStringTables(values: ["Localizable": file.tables])
        let result = Localizer(sources: [tables]).localize("%lld things", arguments: [.int(3)], languages: ["de"])
        #expect(result.value == "3 things")
    }

    @Test func aValueMadeInCodeIsBoundedWhenFormattedAndFallsBack() throws {
        let bomb = Self.bombValue(20)
        // Before, each of these expanded 160,000 forms (k⁴; `alerts lookup` took 55 s on such a
        // table in a debug build); now each gives up after a bounded amount of work.
        #expect(throws: FormatError(.expansionTooLarge)) { try bomb.format(for: [.int(1)], language: "en") }
        #expect(throws: FormatError(.expansionTooLarge)) { try bomb.argumentKinds() }
        // The linter's expansion of every form too.
        #expect(throws: FormatError(.expansionTooLarge)) { try bomb.variantFormats(language: "mt") }
        let tables = InMemoryStringTables(values: [
            "Localizable": ["en": ["k": .text("%d things")], "de": ["k": Self.bombValue(40)]]
        ])
        let result = Localizer(sources: [tables]).localize("k", arguments: [.int(1)], languages: ["de"])
        #expect(result.value == "1 things" && result.language == "en")
        #expect(result.diagnostics.map(\.message).contains { $0.contains("expand to too much text") })
        // Below the limit, the same shape works: 3⁴ copies.
        #expect(try Self.bombValue(3).format(for: [.int(1)], language: "en") == String(repeating: "%1$d", count: 81))
    }

    // MARK: NUL bytes

    @Test func aNULBetweenEntriesIsReadAsSpaceAndReportedWhereFoundationStops() throws {
        let text = Array("\"a\" = \"1\";\0\n\"b\" = \"2\";\n\"c\" = \"3\";\n".utf8)
        let file = StringsFile(bytes: text, path: "t.strings")
        #expect(file.dictionary == ["a": "1", "b": "2", "c": "3"])
        #expect(file.diagnostics.map(\.id) == [.nulByte])
        #expect(
            file.diagnostics.map(\.description) == [
                "t.strings:1:11: error: a NUL byte outside quotes, read here as a space; Foundation stops reading the "
                    + "file at it, so on Apple platforms the 2 entries after it would not load; remove it"
            ])
        // What the message says of Foundation: it keeps what came before the NUL, silently.
        let foundation = try PropertyListSerialization.propertyList(from: Data(text), format: nil)
        #expect(foundation as? [String: String] == ["a": "1"])
    }

    @Test func aTrailingNULIsAWarningAndANULInQuotesIsText() {
        let trailing = StringsFile(bytes: Array("\"a\" = \"1\";\n\0\0".utf8), path: "t.strings")
        #expect(trailing.dictionary == ["a": "1"])
        #expect(
            trailing.diagnostics.map(\.description) == [
                "t.strings:2:1: warning: a NUL byte outside quotes, read here as a space; Foundation stops reading "
                    + "the file at it; remove it"
            ])
        let quoted = StringsFile(bytes: Array("\"a\" = \"1\0x\";".utf8), path: "t.strings")
        #expect(quoted.dictionary == ["a": "1\0x"] && quoted.diagnostics.isEmpty)
        // Among other problems, in the order of the file.
        let mixed = StringsFile(bytes: Array("\"a\" = \"1\"\n\0\"b\" = \"2\";\n;".utf8), path: "t.strings")
        #expect(mixed.diagnostics.map { "\($0.location!.line):\($0.location!.column)" } == ["1:10", "2:1", "3:1"])
    }

    // MARK: Arguments typed by the source text

    @Test func argumentsAreTypedByTheSourceTextThenTheKey() {
        let tables = InMemoryStringTables([
            "Localizable": [
                "en": ["%lld files": "%lld files", "size": "%.1f MB", "broken": "% z"],
                "el": ["%lld files": "%1η αρχεία", "size": "%@ MB", "only": "%lld"],
            ]
        ])
        let localizer = Localizer(sources: [tables])
        #expect(localizer.sourceArgumentKinds(forKey: "%lld files", table: "Localizable") == [1: .signedInteger])
        #expect(localizer.sourceArgumentKinds(forKey: "size", table: "Localizable") == [1: .floatingPoint])
        // No source text: the key's specifiers, or nothing.
        #expect(localizer.sourceArgumentKinds(forKey: "%u left", table: "Localizable") == [1: .unsignedInteger])
        #expect(localizer.sourceArgumentKinds(forKey: "only", table: "Localizable") == nil)
        #expect(localizer.sourceArgumentKinds(forKey: "broken", table: "Localizable") == nil)
        // A broken translation falls back to the source text, formatted as the source's specifier says.
        let result = localizer.localize("%lld files", arguments: [.int(3)], languages: ["el"])
        #expect(result.value == "3 files" && result.language == "en")
    }
}
