import Foundation
import StringTables
import Testing

/// A source-language text that reads arguments but cannot be formatted is a `bad-specifier`
/// warning at its entry, in `alerts lint` and the build; prose with a lone `%`, which a lookup
/// without arguments shows as written, is none.
struct BrokenSourceFormatTests {
    typealias Compiler = StringTablesCompilerTests

    static func lines(_ files: [String: String]) throws -> [String] {
        try LintPrecisionTests.lines(files)
    }

    /// Each line of the source table, with a German translation that formats on its own.
    static let broken: [(source: String, message: String)] = [
        (
            "%*d files", "'%*' at offset 0 is not supported in localized text"
        ),
        (
            "%@ and %1$@", "some specifiers are numbered (%1$@) and others are not; number all of them or none"
        ),
        ("Address %p", "'%p' at offset 8 is not supported in localized text"),
        ("Key %C", "'%C' at offset 4 is not supported in localized text"),
        ("Wrote %n bytes", "'%n' at offset 6 is not supported in localized text"),
        ("%lld of 100%", "the format string ends inside the specifier '%'"),
        ("%@ is %y", "'%y' at offset 6 is not a format specifier; write %% for a literal percent sign"),
    ]

    @Test func aSourceTextThatReadsArgumentsButCannotBeFormattedIsAWarningAtItsEntry() throws {
        let source = Self.broken.map { "\"\($0.source)\" = \"\($0.source)\";" }.joined(separator: "\n")
        let lines = try Self.lines([
            "en.lproj/Localizable.strings": source,
            "de.lproj/Localizable.strings": Self.broken.map { "\"\($0.source)\" = \"%@\";" }.joined(separator: "\n"),
        ])
        let expected = Self.broken.enumerated().map { index, entry in
            // At the value's opening quote, after `"<source>" = `.
            "en.lproj/Localizable.strings:\(index + 1):\(entry.source.count + 6): warning: the en text of '\(entry.source)' cannot be formatted: \(entry.message); given arguments, a lookup shows a translation unchecked, or else the key [bad-specifier]"
        }
        // The translations are not checked against a source text that cannot be formatted, and
        // not taken for texts whose source takes no arguments.
        #expect(lines == expected)
    }

    @Test func aPluralSourceThatCannotBeFormattedIsAWarning() throws {
        let lines = try Self.lines([
            "en.lproj/Localizable.stringsdict": PluralRuleWithoutOtherTests.rule(
                "%lld files", "lld", [("one", "%lld file"), ("other", "%*lld files")])
        ])
        #expect(
            lines == [
                "en.lproj/Localizable.stringsdict:1:35: warning: the en text of '%lld files' cannot be formatted: '%*' at offset 0 is not supported in localized text; given arguments, a lookup shows a translation unchecked, or else the key [bad-specifier]"
            ])
    }

    @Test func aLongDoubleSourceSpecifierIsAWarning() throws {
        let lines = try Self.lines(["en.lproj/Localizable.strings": #""Ratio %Lf" = "Ratio %Lf";"#])
        #expect(
            lines == [
                "en.lproj/Localizable.strings:1:15: warning: the en text of 'Ratio %Lf' has %Lf, which reads a long double: Swift cannot pass one to Foundation's String(format:), which then shows garbage; write %f [bad-specifier]"
            ])
    }

    /// What a lookup without arguments shows as written, and Foundation's `String(format:)`
    /// would mangle only if the app gave it arguments it does not.
    static let prose = [
        "100%", "50 % off", "Up to 70% for members", "20%-30% off", "Done: 100%. Next step", "残量（%）",
        "%0 cores", "Battery at 50 % at most",
    ]

    @Test(arguments: prose)
    func proseWithALonePercentSignIsNoFormat(_ text: String) throws {
        #expect(!FormatString.holdsConversion(text))
        #expect(TableLinter.sourceFormat(of: .text(text)) == .prose)
        let lines = try Self.lines([
            "en.lproj/Localizable.strings": "\"k\" = \"\(text)\";",
            "de.lproj/Localizable.strings": "\"k\" = \"\(text)\";",
        ])
        #expect(lines.isEmpty, "\(lines)")
    }

    @Test(arguments: ["%@ and %1$@", "%n", "%*d", "%.*f", "%1$*d", "%p", "%C", "%lld of 100%"])
    func aConversionPrintfReadsMakesATextAFormat(_ text: String) {
        #expect(FormatString.holdsConversion(text))
        guard case .broken = TableLinter.sourceFormat(of: .text(text)) else {
            Issue.record("\(text) is not taken for a broken format")
            return
        }
    }

    /// The lookup agrees: given arguments, the broken source text is not used (a warning) and
    /// the key is shown; without arguments prose is shown as written.
    @Test func aLookupGivenArgumentsDoesNotUseTheBrokenSourceText() throws {
        let root = try StringTableDirectoryTests.folder([
            "en.lproj/Localizable.strings": #""copied" = "Copied %@ and %1$@"; "full" = "100%";"#
        ])
        let localizer = Localizer(sources: [StringTableDirectory(roots: [root])])
        let copied = localizer.localize("copied", arguments: [.string("a")], languages: ["en"])
        #expect(copied.value == "copied")
        #expect(copied.diagnostics.map(\.id) == [.formatError])
        #expect(localizer.localize("full", languages: ["en"]).value == "100%")
    }

    @Test func theBuildReportsABrokenSourceTextAsAWarning() throws {
        let package = try Compiler.package(
            [
                "Sources/App/Localization/en.lproj/Localizable.strings": Compiler.utf8(
                    "\"ok\" = \"OK\";\n\"sent\" = \"Sent %n\";")
            ])
        defer { try? FileManager.default.removeItem(at: package) }
        let run = try Compiler.compile(package)
        #expect(run.status == 0)
        #expect(
            run.stderr == """
                Sources/App/Localization/en.lproj/Localizable.strings:2:10: warning: the en text of 'sent' cannot be formatted: '%n' at offset 5 is not supported in localized text; given arguments, a lookup shows a translation unchecked, or else the key [bad-specifier]

                """)
    }
}
