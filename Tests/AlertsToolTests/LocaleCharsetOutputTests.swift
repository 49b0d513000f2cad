import Foundation
import TestSupport
import Testing

/// What `alerts` writes in a locale whose character set is not UTF-8: the bytes the process
/// really wrote, ASCII, in the source language, with one note saying why.
struct LocaleCharsetOutputTests {
    typealias Tool = AlertsToolTests

    /// The demo's report on standard error with `environment`, checked to be ASCII.
    func report(_ environment: [String: String], arguments: [String] = ["demo"]) throws -> String {
        let result = try Tool.run(arguments, environment: environment)
        #expect(result.status == 1)
        #expect(result.stderr.utf8.allSatisfy { $0 < 0x80 }, "\(result.stderr)")
        #expect(!result.stderr.contains("\\u{"), "no escape in place of a letter: \(result.stderr)")
        return result.stderr
    }

    @Test func aKOI8RLocaleGetsTheSourceLanguageInASCIIAndOneNote() throws {
        #expect(
            try report(["LANG": "ru_RU.KOI8-R"]) == """
                note: texts are in en, not ru-RU: LANG=ru_RU.KOI8-R is not a UTF-8 locale.
                LANG=ru_RU.UTF-8 shows them in ru-RU.
                Save failed.
                  The disk is full.
                  [Delete report.txt] [Retry]
                  Chose no button, because input isn't interactive. To choose a button, run
                  again with --choose Retry.

                """)
    }

    @Test(arguments: [
        ["LC_ALL": "de_DE.ISO-8859-1", "LANG": "de_DE.UTF-8"], ["LC_CTYPE": "fr_FR@euro", "LANG": "fr_FR"],
        ["LANG": "ja_JP.eucJP"],
    ])
    func everyLocaleThatIsNotUTF8GetsTheNote(environment: [String: String]) throws {
        let report = try report(environment)
        #expect(report.hasPrefix("note: texts are in en, not "))
        #expect(report.components(separatedBy: "note:").count == 2, "one note")
        #expect(report.contains("\nSave failed.\n"))
    }

    @Test func theCLocaleIsEnglishAlreadyAndNeedsNoNote() throws {
        let report = try report(["LANG": "C", "LANGUAGE": "ru"])
        #expect(!report.contains("note:"))
        #expect(report.hasPrefix("Save failed."))
    }

    @Test func aLanguageAskedForIsTransliterated() throws {
        let report = try report(["LANG": "ru_RU.KOI8-R"], arguments: ["demo", "--lang", "ru"])
        #expect(!report.contains("note:"), "the languages were given")
        #expect(
            report == """
                Ne udalos' sokhranit'.
                  Disk zapolnen.
                  [Udalit' "report.txt"] [Povtorit']
                  Knopka ne vybrana, tak kak vvod neinteraktivnyy. Chtoby vybrat' knopku,
                  zapustite komandu snova s --choose Retry.

                """)
    }

    @Test func aUTF8LocaleIsUnchanged() throws {
        let result = try Tool.run(["demo"], environment: ["LANG": "ru_RU.UTF-8"])
        #expect(result.stderr.hasPrefix("Не удалось сохранить."))
    }
}
