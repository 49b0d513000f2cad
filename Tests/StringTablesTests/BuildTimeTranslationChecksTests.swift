import Foundation
import StringTables
import Testing

/// The string tables compiler checks translations with the lint engine: what makes one unusable
/// at run time is a warning at its `file:line:column` in the compiler's format, a settings file
/// makes warnings errors, and missing translations are off until named there.
struct BuildTimeTranslationChecksTests {
    typealias Compiler = StringTablesCompilerTests

    static let tables: [String: String] = [
        "Sources/App/Localization/en.lproj/Localizable.strings": """
        "Hello %@" = "Hello %@";
        "Open %@" = "Open %@";
        "Copied %lld of %lld" = "Copied %1$lld of %2$lld";
        "Saved" = "Saved";
        "Moved %lld" = "Moved %lld";

        """,
        "Sources/App/Localization/de.lproj/Localizable.strings": """
        "Hello %@" = "Hallo %d";
        "Open %@" = "%@ öffnen, %n";
        "Copied %lld of %lld" = "%1$lld kopiert";
        "Saved" = "„Gespeichert" am Ende";
        "Moved %lld" = "%1$lld verschoben nach %2$@";

        """,
        "Sources/App/Localization/en.lproj/Files.stringsdict": PluralRuleWithoutOtherTests.english,
        "Sources/App/Localization/ru.lproj/Files.stringsdict": PluralRuleWithoutOtherTests.rule(
            "%lld files", "lld", [("one", "%lld файл"), ("many", "%lld файлов")]),
    ]

    /// Runs the compiler on `files`, with `settings` as the target's settings file when given.
    static func compile(_ files: [String: String], settings: String? = nil) throws -> Compiler.Run {
        var files = files
        let settingsFile = "Sources/App/Localization/StringTablesPlugin.settings"
        if let settings { files[settingsFile] = settings }
        let package = try Compiler.package(files.mapValues(Compiler.utf8))
        defer { try? FileManager.default.removeItem(at: package) }
        return try Compiler.compile(package, settings: settings == nil ? [] : [settingsFile])
    }

    static let warnings = [
        "Sources/App/Localization/de.lproj/Localizable.strings:1:14: warning: the de text of 'Hello %@' does not match the source text: it shows argument 1 as a signed integer, the source text as an object (%@); it would be replaced by the source text [specifier-mismatch]",
        "Sources/App/Localization/de.lproj/Localizable.strings:2:13: warning: the de text of 'Open %@' has a bad specifier: '%n' at offset 11 is not supported in localized text; it would be replaced by the source text [bad-specifier]",
        "Sources/App/Localization/de.lproj/Localizable.strings:3:25: warning: the de text of 'Copied %lld of %lld' leaves out argument 2 (a signed integer), which the source text shows [missing-argument]",
        "Sources/App/Localization/de.lproj/Localizable.strings:4:26: warning: the value of 'Saved' is followed by 'a', not by ';'; is a quote inside it not escaped (write \\\")? The entry is dropped; reading resumes at line 5 [syntax]",
        "Sources/App/Localization/de.lproj/Localizable.strings:5:16: warning: the de text of 'Moved %lld' does not match the source text: it reads argument 2, which the source text does not have; it would be replaced by the source text [specifier-mismatch]",
        "Sources/App/Localization/ru.lproj/Files.stringsdict:1:35: warning: the variable 'n' of '%lld files' lacks the few form that ru needs for integers; the source language's text is shown instead [missing-plural-form]",
    ]

    @Test func translationsUnusableAtRunTimeAreWarningsAndTheTablesAreStillCompiled() throws {
        let run = try Self.compile(Self.tables)
        #expect(run.stderr.split(separator: "\n").map(String.init) == Self.warnings)
        #expect(run.status == 0)
        #expect(run.generated != nil)
    }

    @Test func warningsAsErrorsFailsTheBuildWithTheSameProblemsAsErrors() throws {
        let run = try Self.compile(Self.tables, settings: "# Translations must be usable.\nwarnings-as-errors\n")
        #expect(
            run.stderr.split(separator: "\n").map(String.init)
                == Self.warnings.map { $0.replacing(": warning: ", with: ": error: ") })
        #expect(run.status == 1)
        #expect(run.generated == nil)
    }

    /// A catalog's Japanese plural with only `one`, which Japanese never uses, is reported by the
    /// build as `alerts lint` reports it: the same line, at the value's line and column, with the
    /// same id, saying which categories Japanese uses and what shows instead.
    @Test func theBuildReportsAPluralWithNoFormTheLanguageUsesAsLintDoes() throws {
        let path = "Sources/App/Localization/Localizable.xcstrings"
        let catalog = RealTablePatternsLintTests.catalog(
            japanese: #""one" : { "stringUnit" : { "state" : "translated", "value" : "%lld 個のファイル" } }"#)
        let package = try Compiler.package([path: Compiler.utf8(catalog)])
        defer { try? FileManager.default.removeItem(at: package) }
        let run = try Compiler.compile(package)
        let linted = TableLinter(paths: [package.appendingPathComponent("Sources/App/Localization")]).lint()
            .diagnostics.map { String($0.oneLine.dropFirst(package.path.count + 1)) }
        let expected =
            "\(path):11:72: warning: the plural of '%lld files' has only the one form, which Japanese (ja) never uses: Japanese (ja) uses only `other`; the source language's text is shown instead for every number [missing-plural-form]"
        #expect(linted == [expected])
        #expect(run.stderr.split(separator: "\n").map(String.init) == [expected])
        #expect(run.status == 0)
        #expect(run.generated != nil)
    }

    @Test func missingTranslationsAreOffUntilNamedAndAnIdCanBeIgnoredOrMadeAnError() throws {
        let tables = [
            "Sources/App/Localization/en.lproj/Localizable.strings": #""Open" = "Open"; "Close %@" = "Close %@";"#,
            "Sources/App/Localization/fr.lproj/Localizable.strings": #""Close %@" = "Fermer %d";"#,
            "Sources/App/Localization/fr.lproj/Other.strings": #""x" = "y";"#,
        ]
        let quiet = try Self.compile(tables, settings: "ignore: specifier-mismatch\n")
        #expect(quiet.stderr == "" && quiet.status == 0)

        let loud = try Self.compile(tables, settings: "warning: missing-translation\nerror: specifier-mismatch\n")
        #expect(
            loud.stderr.split(separator: "\n").map(String.init) == [
                "Sources/App/Localization/en.lproj/Localizable.strings:1:1: warning: 'Open' has no fr translation in table Localizable [missing-translation]",
                "Sources/App/Localization/fr.lproj/Localizable.strings:1:14: error: the fr text of 'Close %@' does not match the source text: it shows argument 1 as a signed integer, the source text as an object (%@); it would be replaced by the source text [specifier-mismatch]",
            ])
        #expect(loud.status == 1)

        let plain = try Self.compile(tables)
        #expect(
            plain.stderr
                == "Sources/App/Localization/fr.lproj/Localizable.strings:1:14: warning: the fr text of 'Close %@' does not match the source text: it shows argument 1 as a signed integer, the source text as an object (%@); it would be replaced by the source text [specifier-mismatch]\n"
        )
        #expect(plain.status == 0)
    }

    /// A comment never closed loses the rest of the file, and a catalog that is not JSON all of
    /// it: those stay errors.
    @Test func aSyntaxErrorThatLosesTheRestOfAFileStaysAnError() throws {
        let run = try Self.compile([
            "Sources/App/Localization/en.lproj/Localizable.strings": #""a" = "a"; "b" = "b";"#,
            "Sources/App/Localization/de.lproj/Localizable.strings": "\"a\" = \"ä\";\n/* b:\n\"b\" = \"b\";\n",
            "Sources/App/Localization/Menu.xcstrings": #"{"sourceLanguage": "en", "strings": {"#,
        ])
        #expect(
            run.stderr.split(separator: "\n").map(String.init) == [
                "Sources/App/Localization/Menu.xcstrings:1:1: error: the file is not valid JSON: the file ends before the object that starts here is closed [syntax]",
                "Sources/App/Localization/de.lproj/Localizable.strings:2:1: error: this comment is never closed; add the missing */; the rest of the file, from line 2, is not read [syntax]",
            ])
        #expect(run.status == 1)
    }

    @Test func aBadSettingIsAnErrorAtItsLine() throws {
        let unknown = try Self.compile(Self.tables, settings: "# ok\n  warning: missing-translations\n")
        #expect(
            unknown.stderr
                == "Sources/App/Localization/StringTablesPlugin.settings:2:3: error: 'missing-translations' is not a kind of problem; alerts lint --help lists the ids\n"
        )
        #expect(unknown.status == 1)
        let misspelt = try Self.compile(Self.tables, settings: "warnings-as-error\n")
        #expect(
            misspelt.stderr.hasPrefix(
                "Sources/App/Localization/StringTablesPlugin.settings:1:1: error: 'warnings-as-error' is not a setting;"
            ))
        #expect(misspelt.status == 1)
    }

    @Test(arguments: [":", "  ::", ": missing-translation"])
    func aLineWithNoNameBeforeItsColonIsAnErrorAtItsLine(line: String) throws {
        let run = try Self.compile(Self.tables, settings: "# ok\n" + line + "\n")
        let column = line.prefix { $0 == " " }.count + 1
        let setting = line.trimmingCharacters(in: .whitespaces)
        #expect(
            run.stderr.hasPrefix(
                "Sources/App/Localization/StringTablesPlugin.settings:2:\(column): error: '\(setting)' is not a setting;"
            ))
        #expect(run.status == 1)
    }

    @Test(arguments: ["warning:", "ignore:  ", "source-language:"])
    func aSettingWithNothingAfterItsColonIsAnErrorAtItsLine(line: String) throws {
        let run = try Self.compile(Self.tables, settings: line + "\n")
        let setting = line.trimmingCharacters(in: .whitespaces)
        #expect(
            run.stderr.hasPrefix(
                "Sources/App/Localization/StringTablesPlugin.settings:1:1: error: '\(setting)' is not a setting;"))
        #expect(run.status == 1)
    }
}
