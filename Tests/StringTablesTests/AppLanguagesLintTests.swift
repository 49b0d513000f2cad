import Foundation
import StringTables
import Testing

/// A language is one of the app's when any table in the folder has it: a table without that
/// language lacks each of its keys there, as a table missing some keys does.
struct AppLanguagesLintTests {
    @Test func aLanguageOfOneTableIsAskedOfEveryTable() throws {
        let lines = try LintPrecisionTests.lines([
            "en.lproj/Main.strings": #""Open" = "Open";"#,
            "en.lproj/Settings.strings": "\"Theme\" = \"Theme\";\n\"Font\" = \"Font\";\n",
            "nb.lproj/Main.strings": #""Open" = "Åpne";"#,
            "sv.lproj/Main.strings": #""Open" = "Öppna";"#,
            "sv.lproj/Settings.strings": #""Theme" = "Tema"; "Font" = "Typsnitt";"#,
        ])
        #expect(
            lines == [
                "en.lproj/Settings.strings:1:1: warning: 'Theme' has no nb translation in table Settings, which has no nb file [missing-translation]",
                "en.lproj/Settings.strings:2:1: warning: 'Font' has no nb translation in table Settings, which has no nb file [missing-translation]",
            ])
    }

    /// A catalog's languages count, and so do an `.lproj` table's for the catalog; a regional
    /// variant that falls back to its parent (`en-GB`, `pt-PT`) or a source-language variant
    /// (`en-US`) lacks nothing.
    @Test func catalogsAndFolderTablesShareTheirLanguagesAndFallbackStillCounts() throws {
        let catalog = #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Quit": {"localizations": {"fi": {"stringUnit": {"state": "translated", "value": "Lopeta"}},
                                         "pt": {"stringUnit": {"state": "translated", "value": "Sair"}}}}
            }}
            """#
        let lines = try LintPrecisionTests.lines([
            "Menu.xcstrings": catalog,
            "en.lproj/Alerts.strings": #""Retry" = "Retry";"#,
            "en-US.lproj/Alerts.strings": #""Retry" = "Retry";"#,
            "en-GB.lproj/Alerts.strings": #""Retry" = "Retry";"#,
            "pt-PT.lproj/Alerts.strings": #""Retry" = "Repetir";"#,
            "da.lproj/Alerts.strings": #""Retry" = "Prøv igen";"#,
        ])
        #expect(
            lines == [
                "Menu.xcstrings:2:3: warning: 'Quit' has no da translation in table Menu, which has no da file [missing-translation]",
                "en.lproj/Alerts.strings:1:1: warning: 'Retry' has no fi translation in table Alerts, which has no fi file [missing-translation]",
                "en.lproj/Alerts.strings:1:1: warning: 'Retry' has no pt translation in table Alerts, which has no pt file [missing-translation]",
            ])
    }

    /// A language that localizes an interface by its own copy (`fr.lproj/Alert.xib`) has its
    /// text there, not in the `Alert.strings` table Base internationalization uses.
    @Test func aLanguageWithItsOwnInterfaceFileLacksNoneOfItsTable() throws {
        let lines = try LintPrecisionTests.lines([
            "en.lproj/Alert.strings": #""12.title" = "Install";"#,
            "en.lproj/Main.strings": #""Open" = "Open";"#,
            "fr.lproj/Main.strings": #""Open" = "Ouvrir";"#,
            "fr.lproj/Alert.xib": "<document/>",
            "es.lproj/Main.strings": #""Open" = "Abrir";"#,
            "es.lproj/Other.xib": "<document/>",
        ])
        #expect(
            lines == [
                "en.lproj/Alert.strings:1:1: warning: '12.title' has no es translation in table Alert, which has no es file [missing-translation]"
            ])
    }

    /// Folders are apps of their own: a language of one folder is not asked of another's tables.
    @Test func anotherFoldersLanguagesAreNotAskedFor() throws {
        let root = try StringTableDirectoryTests.folder([
            "One/en.lproj/Main.strings": #""Open" = "Open";"#,
            "One/de.lproj/Main.strings": #""Open" = "Öffnen";"#,
            "Two/en.lproj/Other.strings": #""Close" = "Close";"#,
            "Two/fr.lproj/Other.strings": #""Close" = "Fermer";"#,
        ])
        #expect(TableLinter(paths: [root]).lint().diagnostics.isEmpty)
    }
}
