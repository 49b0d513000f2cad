import Foundation
import StringTables
import Testing

/// A `.stringsdict` plural rule without `other` is used with the forms it has, as Apple's
/// platforms use it: Russian, Polish and Ukrainian rules with `one`, `few` and `many` cover every
/// integer. A number whose category has no form takes `other`, and without one the source text.
struct PluralRuleWithoutOtherTests {
    static func rule(_ key: String, _ type: String, _ forms: [(String, String)]) -> String {
        let written = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
        return """
            <plist><dict><key>\(key)</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>\(type)</string>\(written)
            </dict></dict></dict></plist>
            """
    }

    static let english = rule("%lld files", "lld", [("one", "%lld file"), ("other", "%lld files")])
    static let russian = rule(
        "%lld files", "lld", [("one", "%lld файл"), ("few", "%lld файла"), ("many", "%lld файлов")])

    static func localizer(_ files: [String: String]) throws -> (Localizer, URL) {
        let root = try StringTableDirectoryTests.folder(files)
        return (Localizer(sources: [StringTableDirectory(roots: [root])]), root)
    }

    @Test func everyIntegerGetsItsRussianFormWithoutOther() throws {
        let (localizer, _) = try Self.localizer([
            "en.lproj/Localizable.stringsdict": Self.english, "ru.lproj/Localizable.stringsdict": Self.russian,
        ])
        for (number, expected) in [
            (1, "1 файл"), (3, "3 файла"), (5, "5 файлов"), (11, "11 файлов"), (21, "21 файл"), (0, "0 файлов"),
            (1_000_000, "1000000 файлов"),
        ] {
            let text = localizer.localize("%lld files", arguments: [.int(Int64(number))], languages: ["ru"])
            #expect(text.value == expected)
            #expect(text.language == "ru")
            #expect(text.diagnostics.isEmpty)
        }
    }

    @Test func aCategoryWithoutItsFormTakesOtherThenTheSourceText() throws {
        // Polish without `few`: 3 takes `other` where there is one, else the English text.
        let withOther = Self.rule(
            "%lld files", "lld", [("one", "%lld plik"), ("many", "%lld plików"), ("other", "%lld pliku")])
        let withoutOther = Self.rule("%lld files", "lld", [("one", "%lld plik"), ("many", "%lld plików")])
        let (first, _) = try Self.localizer([
            "en.lproj/Localizable.stringsdict": Self.english, "pl.lproj/Localizable.stringsdict": withOther,
        ])
        #expect(first.localize("%lld files", arguments: [.int(3)], languages: ["pl"]).value == "3 pliku")
        let (second, _) = try Self.localizer([
            "en.lproj/Localizable.stringsdict": Self.english, "pl.lproj/Localizable.stringsdict": withoutOther,
        ])
        let three = second.localize("%lld files", arguments: [.int(3)], languages: ["pl"])
        #expect(three.value == "3 files")
        #expect(three.language == "en")
        #expect(three.diagnostics.map(\.id) == [.formatError])
        #expect(second.localize("%lld files", arguments: [.int(5)], languages: ["pl"]).value == "5 plików")
    }

    @Test func lintWarnsOnlyWhenANumberTheFormatTakesReachesTheMissingCategory() throws {
        // An integer never reaches Russian `other` (fractions only): a note at most. A floating-
        // point value does (1.5 файла), and so does Polish `few` for an integer.
        let root = try StringTableDirectoryTests.folder([
            "en.lproj/Localizable.stringsdict": Self.english, "ru.lproj/Localizable.stringsdict": Self.russian,
            "uk.lproj/Localizable.stringsdict": Self.rule(
                "%lld files", "f", [("one", "%f файл"), ("few", "%f файли"), ("many", "%f файлів")]),
            "pl.lproj/Localizable.stringsdict": Self.rule(
                "%lld files", "lld", [("one", "%lld plik"), ("many", "%lld plików")]),
        ])
        let lines = TableLinter(paths: [root]).lint().diagnostics
            .filter { $0.id == .missingPluralForm }
            .map { String($0.oneLine.dropFirst(root.path.count + 1)) }
        #expect(
            lines == [
                "pl.lproj/Localizable.stringsdict:1:35: warning: the variable 'n' of '%lld files' lacks the few form that pl needs for integers; the source language's text is shown instead [missing-plural-form]",
                "pl.lproj/Localizable.stringsdict:1:35: note: the variable 'n' of '%lld files' lacks the other form that pl uses only for fractions, which an integer never is; nothing is shown wrongly [missing-plural-form]",
                "ru.lproj/Localizable.stringsdict:1:35: note: the variable 'n' of '%lld files' lacks the other form that ru uses only for fractions, which an integer never is; nothing is shown wrongly [missing-plural-form]",
                "uk.lproj/Localizable.stringsdict:1:35: warning: the variable 'n' of '%lld files' lacks the other form that uk needs for numbers; the source language's text is shown instead [missing-plural-form]",
            ])
    }
}
