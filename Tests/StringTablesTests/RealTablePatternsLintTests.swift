import Foundation
import StringTables
import Testing

/// Patterns of real apps' tables that drew a flood of false warnings, or none where a text is
/// wrong at run time: each is reported once, where the problem is, at the severity its effect has.
struct RealTablePatternsLintTests {
    static func diagnostics(_ files: [String: String]) throws -> (root: URL, [LocalizationDiagnostic]) {
        let root = try StringTableDirectoryTests.folder(files)
        return (root, TableLinter(paths: [root]).lint().diagnostics)
    }

    static func lines(_ files: [String: String]) throws -> [String] {
        let (root, diagnostics) = try diagnostics(files)
        return diagnostics.map { String($0.oneLine.dropFirst(root.path.count + 1)) }
    }

    static func plural(_ key: String, format: String = "%#@n@", _ forms: [(String, String)]) -> String {
        let written = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
        return """
            <plist><dict><key>\(key)</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>\(written)
            </dict></dict></dict></plist>
            """
    }

    @Test func aTableInTheDevelopmentLanguageOnlyIsOneNoteNotAWarningPerKeyAndLanguage() throws {
        let lines = try Self.lines([
            "en.lproj/Localizable.strings": #""Open" = "Open";"#,
            "de.lproj/Localizable.strings": #""Open" = "Öffnen";"#,
            "fr.lproj/Localizable.strings": #""Open" = "Ouvrir";"#,
            "en.lproj/Debug.strings": "\"Dump state\" = \"Dump state\";\n\"Reset caches\" = \"Reset caches\";\n",
        ])
        #expect(
            lines == [
                "en.lproj/Debug.strings:1:1: note: table Debug is in en only, though the folder has tables in de, fr: its en texts are shown in every language; nothing is needed if that is by design, else translate the table [missing-translation]"
            ])
    }

    @Test func aTableOneLanguageLacksIsStillAWarningPerKey() throws {
        let lines = try Self.lines([
            "en.lproj/Localizable.strings": #""Open" = "Open";"#,
            "de.lproj/Localizable.strings": #""Open" = "Öffnen";"#,
            "en.lproj/Errors.strings": #""Failed" = "Failed";"#,
            "fr.lproj/Errors.strings": #""Failed" = "Échec";"#,
        ])
        #expect(
            lines == [
                "en.lproj/Errors.strings:1:1: warning: 'Failed' has no de translation in table Errors, which has no de file [missing-translation]",
                "en.lproj/Localizable.strings:1:1: warning: 'Open' has no fr translation in table Localizable, which has no fr file [missing-translation]",
            ])
    }

    /// `count` texts `"Text 1" = "<prefix> 1";` …, one a line.
    static func texts(_ count: Int, _ prefix: String, from first: Int = 1) -> String {
        (first..<first + count).map { "\"Text \($0)\" = \"\(prefix) \($0)\";" }.joined(separator: "\n")
    }

    /// A language whose files translate less than a tenth of the source texts (two keys of a
    /// language someone started, an empty file Xcode made when the language was added) is one
    /// note at its file, not a warning per text it lacks.
    @Test func aStubLanguageIsOneNoteAtItsFile() throws {
        let lines = try Self.lines([
            "en.lproj/Localizable.strings": Self.texts(30, "Text"),
            "de.lproj/Localizable.strings": Self.texts(30, "Text auf Deutsch"),
            "enm.lproj/Localizable.strings": Self.texts(2, "Texte"),
            "sv.lproj/Localizable.strings": "",
            "sv.lproj/InfoPlist.strings": "",
            "en.lproj/InfoPlist.strings": #""CFBundleName" = "Notes";"#,
            "de.lproj/InfoPlist.strings": #""CFBundleName" = "Notizen";"#,
            "enm.lproj/InfoPlist.strings": #""CFBundleName" = "Notes";"#,
        ])
        #expect(
            lines == [
                "enm.lproj/InfoPlist.strings:1:1: note: enm translates only 3 of the 31 en texts of InfoPlist, Localizable here: a stub, whose readers see the en text for the other 28; nothing is needed if it is a placeholder, else translate it or remove its files [missing-translation]",
                "sv.lproj/InfoPlist.strings:1:1: note: sv translates none of the 31 en texts of InfoPlist, Localizable here: a stub, whose readers see the en text for the other 31; nothing is needed if it is a placeholder, else translate it or remove its files [missing-translation]",
            ])
    }

    /// A translation begun in earnest (a tenth of the texts or more), or one done before the app
    /// grew, still lacks each text it lacks: a warning per text. A regional variant that
    /// overrides a few texts of its parent inherits the rest and is no stub.
    @Test func aPartialTranslationIsStillAWarningPerMissingText() throws {
        // Below ten source texts, a tenth is no measure: a lacking text is a warning.
        let small = try Self.lines([
            "en.lproj/Panel.strings": Self.texts(9, "Text"),
            "de.lproj/Panel.strings": "",
        ])
        #expect(small.count == 9 && small.allSatisfy { $0.contains("warning:") }, "\(small)")
        let lines = try Self.lines([
            "en.lproj/Localizable.strings": Self.texts(30, "Text"),
            "fr.lproj/Localizable.strings": Self.texts(3, "Texte", from: 28),
            "pt.lproj/Localizable.strings": Self.texts(30, "Texto"),
            "pt-BR.lproj/Localizable.strings": Self.texts(1, "Texto"),
        ])
        #expect(lines.count == 27, "\(lines)")
        #expect(lines.filter { $0.contains("warning: 'Text ") && $0.contains("has no fr translation") }.count == 27)
        #expect(!lines.contains { $0.contains("pt-BR") }, "\(lines)")
    }

    /// A source that shows argument 1 with `%1$@` and also reads it as an integer for a plural is
    /// wrong once, at the source; a translation that repeats it is no worse than its source.
    @Test func aSourceMixingObjectAndIntegerForOneArgumentIsReportedOnceOnTheSource() throws {
        let format = "%1$@: %#@n@"
        let (root, diagnostics) = try Self.diagnostics([
            "en.lproj/Localizable.stringsdict": Self.plural(
                "count", format: format, [("one", "%d file"), ("other", "%d files")]),
            "de.lproj/Localizable.stringsdict": Self.plural(
                "count", format: format, [("one", "%d Datei"), ("other", "%d Dateien")]),
            "fr.lproj/Localizable.stringsdict": Self.plural(
                "count", format: format, [("one", "%d fichier"), ("other", "%d fichiers")]),
        ])
        let found = diagnostics.map { ($0.severity, $0.id, $0.language, $0.location?.file.dropFirst(root.path.count)) }
        // Besides the one warning, French plurals lack `many` (exact millions), a note of its own.
        #expect(found.count == 2, "\(diagnostics.map(\.oneLine))")
        #expect(found.first?.0 == .warning)
        #expect(found.first?.1 == .specifierMismatch)
        #expect(found.first?.2 == "en")
        #expect(found.first?.3 == "/en.lproj/Localizable.stringsdict")
        #expect(found.last?.0 == .note)
        #expect(found.last?.1 == .missingPluralForm)
        #expect(found.last?.2 == "fr")
        #expect(diagnostics.last?.message.contains("lacks the many form that fr uses only for exact millions") == true)
    }

    /// A settings bundle's development-language `Root.strings` leaves out the titles that need no
    /// translation; the `Root.plist` beside it still asks for them in every language.
    @Test func keysASettingsBundlesPropertyListShowsAreNotStray() throws {
        let lines = try Self.lines([
            "Settings.bundle/Root.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
            <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sync</string></dict>
            <dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Other</string></dict>
            </array></dict></plist>
            """,
            "Settings.bundle/en.lproj/Root.strings": #""Other" = "Other";"#,
            "Settings.bundle/de.lproj/Root.strings": #""Sync" = "Abgleichen"; "Other" = "Andere"; "Gone" = "Weg";"#,
        ])
        #expect(
            lines == [
                "Settings.bundle/de.lproj/Root.strings:1:44: note: 'Gone' is not in the en table Root, so the app likely never asks for it; the de text is shown only if it does [stray-key]"
            ])
    }

    @Test func tableFileNamesDifferingOnlyInCaseAreOneTableWithANote() throws {
        let lines = try Self.lines([
            "en.lproj/InfoPlist.strings": #""CFBundleName" = "Notes"; "NSCameraUsageDescription" = "Scan";"#,
            "de.lproj/InfoPlist.strings": #""CFBundleName" = "Notizen"; "NSCameraUsageDescription" = "Scannen";"#,
            "fr.lproj/infoPlist.strings": #""CFBundleName" = "Notes"; "NSCameraUsageDescription" = "Numériser";"#,
        ])
        #expect(
            lines == [
                "fr.lproj/infoPlist.strings:1:1: note: the fr file of table InfoPlist is named infoPlist: it is read with the others here, as a case-insensitive disk (macOS) reads it, but on a case-sensitive one (iOS, Linux) a lookup of InfoPlist does not find it and the fr texts are not shown [missing-translation]"
            ])
    }

    @Test func aPluralsOtherFormWithoutItsNumberIsAWarningAtTheTranslation() throws {
        let lines = try Self.lines([
            "en.lproj/Localizable.stringsdict": Self.plural("boats", [("one", "%d boat"), ("other", "%d boats")]),
            "de.lproj/Localizable.stringsdict": Self.plural("boats", [("one", "%d Boot"), ("other", "Boote")]),
        ])
        #expect(
            lines == [
                "de.lproj/Localizable.stringsdict:1:30: warning: the de plural of 'boats' leaves out argument 1 (a signed integer) in its 'other' form, which the source text shows: 'Boote' is shown for 0, 2, 3, … [missing-argument]"
            ])
    }

    @Test func aPluralWithoutItsNumberInEveryFormIsAWarning() throws {
        let lines = try Self.lines([
            "en.lproj/Localizable.stringsdict": Self.plural(
                "hours", [("one", "%d hour left"), ("other", "%d hours left")]),
            "ru.lproj/Localizable.stringsdict": Self.plural(
                "hours", [("one", "час"), ("few", "часа"), ("many", "часов"), ("other", "часа")]),
        ])
        #expect(
            lines == [
                "ru.lproj/Localizable.stringsdict:1:30: warning: the ru plural of 'hours' leaves out argument 1 (a signed integer) in its 'one', 'few', 'many' forms, which the source text shows: 'час' is shown for 1, 21, 31, … [missing-argument]"
            ])
    }

    /// A form only one number takes may name that number in words: English `one`, Arabic `two`.
    @Test func aFormOnlyOneNumberTakesMayLeaveOutTheNumber() throws {
        let lines = try Self.lines([
            "en.lproj/Localizable.stringsdict": Self.plural("files", [("one", "%d file"), ("other", "%d files")]),
            "de.lproj/Localizable.stringsdict": Self.plural("files", [("one", "eine Datei"), ("other", "%d Dateien")]),
        ])
        #expect(lines.isEmpty, "\(lines)")
    }

    static func catalog(japanese: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld files" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                } } },
                "ja" : { "variations" : { "plural" : {
                  \(japanese)
                } } }
              }
            }
          },
          "version" : "1.0"
        }
        """
    }

    /// A Japanese plural with only `one` is never chosen: it is a plural problem at its value,
    /// saying what Japanese uses and what shows instead, not a missing translation.
    @Test func aPluralWithNoFormTheLanguageUsesSaysWhichItUsesAtTheValue() throws {
        let lines = try Self.lines([
            "Localizable.xcstrings": Self.catalog(
                japanese: #""one" : { "stringUnit" : { "state" : "translated", "value" : "%lld 個のファイル" } }"#)
        ])
        #expect(
            lines == [
                "Localizable.xcstrings:11:72: warning: the plural of '%lld files' has only the one form, which Japanese (ja) never uses: Japanese (ja) uses only `other`; the source language's text is shown instead for every number [missing-plural-form]"
            ])
    }

    @Test func aTranslationsProblemIsReportedAtItsValueNotItsKey() throws {
        let lines = try Self.lines([
            "en.lproj/Localizable.strings": #""Hello %@" = "Hello %@";"#,
            "de.lproj/Localizable.strings": "\"Hello %@\"\n    = \"Hallo %d\";",
        ])
        #expect(
            lines == [
                "de.lproj/Localizable.strings:2:7: error: the de text of 'Hello %@' does not match the source text: it shows argument 1 as a signed integer, the source text as an object (%@); it would be replaced by the source text [specifier-mismatch]"
            ])
    }
}
