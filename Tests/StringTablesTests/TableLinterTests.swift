import Foundation
import StringTables
import Testing

struct TableLinterTests {
    static let russianPlural = """
        <plist><dict><key>%d files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d файл</string><key>two</key><string>%d файла</string><key>other</key><string>%d файлов</string>
        </dict></dict></dict></plist>
        """

    @Test func reportsEveryKindOfProblemWithItsPlace() throws {
        let root = try StringTableDirectoryTests.folder([
            "en.lproj/Localizable.strings":
                "\"Save\" = \"Save\";\n\"Delete %@\" = \"Delete %@\";\n\"Only English\" = \"x\";\n\"%d files\" = \"%d files\";",
            "de.lproj/Localizable.strings":
                "\"Save\" = \"Sichern\";\n\"Delete %@\" = \"%d löschen\";\n\"Stray\" = \"y\";\n\"Save\" = \"Speichern\";\n\"%d files\" = \"%d Dateien\";\n\"Only English\" = \"z\";",
            "ru.lproj/Localizable.strings":
                "\"Save\" = \"Сохранить\";\n\"Delete %@\" = \"Удалить %@\";\n\"Only English\" = \"z\";",
            "ru.lproj/Localizable.stringsdict": Self.russianPlural,
            "fr.lproj/Localizable.strings":
                "\"Save\" = \"Enregistrer\"\n\"Delete %@\" = \"Supprimer %@\";\n\"Only English\" = \"z\";\n\"%d files\" = \"%d fichiers\";",
        ])
        let report = TableLinter(paths: [root]).lint()
        let lines = report.diagnostics.map { String($0.oneLine.dropFirst(root.path.count + 1)) }
        #expect(
            lines == [
                "de.lproj/Localizable.strings:2:15: error: the de text of 'Delete %@' does not match the source text: it shows argument 1 as a signed integer, the source text as an object (%@); it would be replaced by the source text [specifier-mismatch]",
                "de.lproj/Localizable.strings:3:1: note: 'Stray' is not in the en table Localizable, so the app likely never asks for it; the de text is shown only if it does [stray-key]",
                "de.lproj/Localizable.strings:4:1: warning: duplicate key 'Save' (first at line 1); the last value wins [duplicate-key]",
                "fr.lproj/Localizable.strings:1:23: error: expected ';' after the value of 'Save' [syntax]",
                "ru.lproj/Localizable.stringsdict:1:33: warning: the variable 'n' of '%d files' lacks the few, many forms that ru needs for integers; 'other' is shown instead [missing-plural-form]",
                "ru.lproj/Localizable.stringsdict:1:33: note: the variable 'n' of '%d files' has the two form, which ru never uses [unused-plural-form]",
            ])
        #expect(
            report.countsByID.map { "\($0.id) \($0.count)" } == [
                "duplicate-key 1", "missing-plural-form 1", "specifier-mismatch 1", "stray-key 1", "syntax 1",
                "unused-plural-form 1",
            ])
        #expect(report.errorCount == 2)
        #expect(report.warningCount == 2)
        #expect(report.noteCount == 2)
        #expect(report.filesRead == 5)
    }

    @Test func aCleanFolderHasNothingToSay() throws {
        let root = try StringTableDirectoryTests.folder([
            "en.lproj/Localizable.strings": #""Save" = "Save"; "%lld items" = "%lld items";"#,
            "de.lproj/Localizable.strings": #""Save" = "Sichern"; "%lld items" = "%lld Elemente";"#,
        ])
        let report = TableLinter(paths: [root]).lint()
        #expect(report.diagnostics.isEmpty)
        #expect(report.unreadablePaths.isEmpty)
    }

    @Test func aTranslationThatLeavesOutAnArgumentIsAWarning() throws {
        let root = try StringTableDirectoryTests.folder([
            "en.lproj/Localizable.strings": #""Delete %@ in %@" = "Delete %1$@ in %2$@"; "%lld items" = "%lld items";"#,
            "ru.lproj/Localizable.strings": #""Delete %@ in %@" = "Удалить %1$@"; "%lld items" = "Элементы";"#,
        ])
        let report = TableLinter(paths: [root]).lint()
        let lines = report.diagnostics.map { String($0.description.dropFirst(root.path.count + 1)) }
        #expect(
            lines == [
                "ru.lproj/Localizable.strings:1:21: warning: the ru text of 'Delete %@ in %@' leaves out argument 2 (an object (%@)), which the source text shows",
                "ru.lproj/Localizable.strings:1:52: warning: the ru text of '%lld items' leaves out argument 1 (a signed integer), which the source text shows",
            ])
    }

    @Test func anUnreadablePathIsReported() {
        let report = TableLinter(paths: [URL(fileURLWithPath: "/nonexistent/tables")]).lint()
        #expect(report.unreadablePaths == ["/nonexistent/tables"])
    }

    @Test func aFormThatHidesTheNumberStillMatchesTheSource() throws {
        // English "one" says "one file" without %d; the German forms show it. Both are fine.
        let root = try StringTableDirectoryTests.folder([
            "en.lproj/Localizable.stringsdict": Self.russianPlural.replacing("%d файл<", with: "one file<")
                .replacing("<key>two</key><string>%d файла</string>", with: "").replacing(
                    "%d файлов", with: "%d files"),
            "de.lproj/Localizable.stringsdict": Self.russianPlural.replacing("%d файл<", with: "%d Datei<")
                .replacing("<key>two</key><string>%d файла</string>", with: "").replacing(
                    "%d файлов", with: "%d Dateien"),
        ])
        let report = TableLinter(paths: [root]).lint()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let localizer = Localizer(sources: [StringTableDirectory(roots: [root])])
        #expect(localizer.localize("%d files", arguments: [.int(1)], languages: ["de"]).value == "1 Datei")
        #expect(localizer.localize("%d files", arguments: [.int(1)], languages: ["en"]).value == "one file")
    }
}

@Suite(.enabled(if: Corpus.isAvailable, Corpus.skipReason))
struct CorpusLintTests {
    @Test func theCorpusLintsAndItsKnownMistakesAreFound() {
        let report = TableLinter(paths: [Corpus.root]).lint()
        #expect(report.filesRead == 80)
        let errors = report.diagnostics.filter { $0.severity == .error }.compactMap(\.location)
        for (file, line) in [
            ("he.lproj/Sparkle.strings", 161), ("b3d413668e06/Sparkle/en.lproj/Sparkle.strings", 5),
            ("tr.lproj/Sparkle.strings", 7), ("79513feb0517/CotEditor/pt.lproj/Localizable.strings", 286),
            ("6a9a443810bf/CotEditor/it.lproj/Localizable.strings", 861),
        ] {
            #expect(errors.contains { $0.file.hasSuffix(file) && $0.line == line }, "\(file):\(line)")
        }
    }
}

struct TableLinterSourceTextTests {
    @Test func keysAreTheirOwnSourceTextWhenTheSourceLanguageListsNone() throws {
        // As in apps whose English has only a .stringsdict: the German keys are English text.
        let root = try StringTableDirectoryTests.folder([
            "en.lproj/Localizable.stringsdict": TableLinterTests.russianPlural.replacing("файл", with: "file"),
            "de.lproj/Localizable.strings": #""Characters" = "Zeichen";"#,
        ])
        let report = TableLinter(paths: [root]).lint()
        #expect(!report.diagnostics.contains { $0.message.contains("never shown") }, "\(report.diagnostics)")
    }
}
