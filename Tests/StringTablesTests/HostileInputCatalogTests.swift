import Testing

@testable import StringTables

/// Hostile input, written out (issue 15, point 10): each gets a precise error or safe output,
/// and nothing else in the text or file is lost.
struct HostileInputCatalogTests {
    // MARK: Format strings

    /// Formats and arguments that do not fit, and what each gives.
    static let formats: [(format: String, arguments: [FormatArgument], expected: Result<String, FormatError>)] = [
        // `%@` shows any argument as text: an Int is written as its digits, never read as a pointer.
        ("%@", [.int(5)], .success("5")),
        ("%d", [.string("5")], .failure(.init(.typeMismatch(specifier: "%d", position: 1, argument: "text")))),
        ("%n", [.int(1)], .failure(.init(.unsupported("%n"), offset: 0))),
        ("a %hhn", [.int(1)], .failure(.init(.unsupported("%hhn"), offset: 2))),
        ("%s", [.string("x")], .success("x")),
        ("%s", [.int(1)], .failure(.init(.typeMismatch(specifier: "%s", position: 1, argument: "a signed integer")))),
        // Missing arguments, numbered or not.
        ("%1$@ %2$@", [.string("a")], .failure(.init(.missingArgument(specifier: "%2$@", position: 2, given: 1)))),
        ("%@ %@", [.string("a")], .failure(.init(.missingArgument(specifier: "%@", position: 2, given: 1)))),
        // Extra arguments are left out, as printf does: a language may not need a value.
        ("%@", [.string("a"), .string("b")], .success("a")),
        ("%2$@", [.string("a"), .string("b")], .success("b")),
        // Gapped positions: the gap's argument is not shown; one past the arguments is missing.
        ("%1$@ %3$@", [.string("a"), .string("b"), .string("c")], .success("a c")),
        (
            "%1$@ %3$@", [.string("a"), .string("b")],
            .failure(.init(.missingArgument(specifier: "%3$@", position: 3, given: 2)))
        ),
        ("%1$@ %@", [.string("a"), .string("b")], .failure(.init(.mixedPositions))),
        ("%0$@", [.string("a")], .failure(.init(.badSpecifier("%0$"), offset: 0))),
        // A position too large to be real is said to be so, not read as another number.
        ("%99999999999999999999$@", [.string("a")], .failure(.init(.unsupported("%99999999999999999999$"), offset: 0))),
        ("%*d", [.int(1), .int(2)], .failure(.init(.unsupported("%*"), offset: 0))),
        ("%p", [.int(1)], .failure(.init(.unsupported("%p"), offset: 0))),
        ("50%", [], .failure(.init(.incomplete("%"), offset: 2))),
    ]

    @Test(arguments: formats.indices)
    func hostileFormatsGiveAPreciseErrorOrSafeText(index: Int) {
        let (format, arguments, expected) = Self.formats[index]
        let result = Result { () throws(FormatError) in try StringFormatter.format(format, arguments) }
        switch (result, expected) {
        case (.success(let text), .success(let wanted)): #expect(text == wanted, "\(format)")
        case (.failure(let error), .failure(let wanted)):
            #expect(error.reason == wanted.reason, "\(format)")
            #expect(error.offset == wanted.offset, "\(format)")
        default: Issue.record("\(format) \(arguments): \(result), not \(expected)")
        }
    }

    // MARK: Invalid UTF-8

    /// Bytes that are not UTF-8, one of each class.
    static let invalid: [(name: String, bytes: [UInt8])] = [
        ("a byte no character starts with", [0xFF]),
        ("a lone continuation byte", [0x80]),
        ("an overlong form", [0xC0, 0xAF]),
        ("a surrogate", [0xED, 0xA0, 0x80]),
        ("a code point past U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
        ("a sequence cut short", [0xE4, 0xB8]),
    ]

    /// Where bad bytes go in a file: the text before them and after them.
    struct Placement: Sendable, CustomTestStringConvertible {
        var name: String
        var before: String
        var after: String
        var testDescription: String { name }

        /// The line and column (in characters) where `before` ends.
        var place: (line: Int, column: Int) {
            let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
            return (lines.count, (lines.last?.count ?? 0) + 1)
        }
    }

    static let stringsPlacements: [Placement] = [
        .init(name: "in a key", before: "\"ok\" = \"fine\";\n\"k", after: "\" = \"v\";\n\"last\" = \"kept\";\n"),
        .init(name: "in a value", before: "\"ok\" = \"fine\";\n\"k\" = \"v", after: "\";\n\"last\" = \"kept\";\n"),
        .init(name: "in a comment", before: "\"ok\" = \"fine\";\n/* c", after: " */\n\"last\" = \"kept\";\n"),
        .init(name: "in a line comment", before: "\"ok\" = \"fine\";\n// c", after: "\n\"last\" = \"kept\";\n"),
        .init(name: "at the end", before: "\"ok\" = \"fine\";\n\"last\" = \"kept\";\n", after: ""),
    ]

    @Test(arguments: stringsPlacements)
    func invalidUTF8InAStringsFileIsAnErrorAtItsPlaceAndLosesNothingElse(placement: Placement) {
        for (name, bad) in Self.invalid {
            let file = StringsFile(
                bytes: Array(placement.before.utf8) + bad + Array(placement.after.utf8), path: "t.strings")
            let first = file.diagnostics.first
            #expect(first?.severity == .error, "\(name)")
            #expect(first?.message.contains("invalid UTF-8") == true, "\(name): \(file.diagnostics)")
            #expect(first?.location?.line == placement.place.line, "\(name): \(file.diagnostics)")
            #expect(first?.location?.column == placement.place.column, "\(name): \(file.diagnostics)")
            #expect(file.dictionary["ok"] == "fine", "\(name)")
            #expect(file.dictionary["last"] == "kept", "\(name)")
        }
    }

    static let stringsDictPlacements: [Placement] = [
        .init(
            name: "in a key", before: Self.plist(prefix: "<key>k"), after: "</key><string>v</string>" + Self.plistEnd),
        .init(
            name: "in a value", before: Self.plist(prefix: "<key>k</key><string>v"), after: "</string>" + Self.plistEnd),
        .init(name: "in a comment", before: Self.plist(prefix: "<!-- c"), after: " -->" + Self.plistEnd),
    ]
    static func plist(prefix: String) -> String {
        #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<plist version=\"1.0\"><dict>\n"
            + "<key>ok</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
            + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            + "<key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d fine</string>"
            + "</dict></dict>\n" + prefix
    }
    static let plistEnd = "\n<key>last</key><string>kept</string></dict></plist>\n"

    @Test(arguments: stringsDictPlacements)
    func invalidUTF8InAStringsDictIsAnErrorAtItsPlaceAndLosesNothingElse(placement: Placement) throws {
        let clean = StringsDictFile(bytes: Array(Self.plist(prefix: "").utf8) + Array(Self.plistEnd.utf8), path: "c")
        #expect(clean.diagnostics.isEmpty, "\(clean.diagnostics)")
        for (name, bad) in Self.invalid {
            let file = StringsDictFile(
                bytes: Array(placement.before.utf8) + bad + Array(placement.after.utf8), path: "t.stringsdict")
            let first = file.diagnostics.first
            #expect(first?.severity == .error, "\(name)")
            #expect(first?.message.contains("invalid UTF-8") == true, "\(name): \(file.diagnostics)")
            #expect(first?.location?.line == placement.place.line, "\(name): \(file.diagnostics)")
            #expect(first?.location?.column == placement.place.column, "\(name): \(file.diagnostics)")
            #expect(file.entries["ok"] != nil && file.entries["ok"] == clean.entries["ok"], "\(name)")
            #expect(file.entries["last"]?.otherText == "kept", "\(name)")
        }
    }

    static let catalogPlacements: [Placement] = [
        .init(name: "in a key", before: Self.catalog + #","k"#, after: #"":{}}}"#),
        .init(
            name: "in a value",
            before: Self.catalog + #","k":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"v"#,
            after: #""}}}}}}"#),
        .init(name: "in a comment", before: Self.catalog + #","k":{"comment":"c"#, after: #""}}}"#),
    ]
    static let catalog =
        #"{"sourceLanguage":"en","version":"1.0","strings":{"ok":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"fine"}}}}"#
        + "\n" + #","last":{}"#

    @Test(arguments: catalogPlacements)
    func invalidUTF8InACatalogIsAnErrorAtItsPlaceAndLosesNothingElse(placement: Placement) {
        for (name, bad) in Self.invalid {
            let file = XCStringsFile(
                bytes: Array(placement.before.utf8) + bad + Array(placement.after.utf8), path: "t.xcstrings")
            let first = file.diagnostics.first
            #expect(first?.severity == .error, "\(name)")
            #expect(first?.message.contains("invalid UTF-8") == true, "\(name): \(file.diagnostics)")
            #expect(first?.location?.line == placement.place.line, "\(name): \(file.diagnostics)")
            #expect(first?.location?.column == placement.place.column, "\(name): \(file.diagnostics)")
            #expect(file.tables["de"]?["ok"]?.otherText == "fine", "\(name)")
            #expect(file.tables["en"]?["last"] != nil, "\(name)")
        }
    }

    // MARK: Nesting

    /// Nesting 10,000 deep, far past any stack a recursive reader would have, in each kind of
    /// file: refused at its place, or skipped, without a crash; the entries around it are kept.
    @Test func nestingTenThousandDeepIsRefusedOrSkippedAndTheRestKept() {
        let depth = 10_000
        let strings = StringsFile(
            bytes: Array(
                ("\"ok\" = \"fine\";\n\"deep\" = " + String(repeating: "{ \"a\" = ", count: depth) + "\"x\""
                    + String(repeating: "; }", count: depth) + ";\n\"last\" = \"kept\";\n").utf8),
            path: "deep.strings")
        #expect(strings.dictionary["ok"] == "fine")
        #expect(strings.dictionary["last"] == "kept")
        #expect(strings.dictionary["deep"] == nil)
        #expect(strings.diagnostics.first?.location?.line == 2, "\(strings.diagnostics.prefix(3))")

        let dict = StringsDictFile(
            bytes: Array(
                (#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>ok</key><string>fine</string>"#
                    + "<key>deep</key>" + String(repeating: "<dict><key>a</key>", count: depth) + "<string>x</string>"
                    + String(repeating: "</dict>", count: depth) + "</dict></plist>").utf8),
            path: "deep.stringsdict")
        #expect(dict.diagnostics.first?.message == "values are nested more than 256 deep", "\(dict.diagnostics)")
        #expect(dict.diagnostics.first?.location != nil)

        let catalog = XCStringsFile(
            bytes: Array(
                (#"{"sourceLanguage":"en","strings":{"ok":{},"deep":{"comment":"#
                    + String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth) + "}}}")
                    .utf8),
            path: "deep.xcstrings")
        #expect(
            catalog.diagnostics.first?.message.contains("nested more than 256 deep") == true, "\(catalog.diagnostics)")
        #expect(catalog.diagnostics.first?.location != nil)
    }
}
