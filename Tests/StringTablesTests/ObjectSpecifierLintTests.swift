import Foundation
import StringTables
import Testing

/// A translation that shows with `%@` an argument its source text reads as a number: lookups
/// here show it, but Foundation's `String(format:)` takes what `%@` reads for an object and
/// crashes on a number, so lint warns, in plain texts, `.stringsdict` plurals and `.xcstrings`
/// plural variations alike.
struct ObjectSpecifierLintTests {
    static let russianForms = [("one", "%lld файл"), ("few", "%@ файла"), ("many", "%lld файлов")]

    @Test func anObjectSpecifierInAStringsdictPluralFormIsFlagged() throws {
        let lines = try LintPrecisionTests.lines([
            "en.lproj/Localizable.stringsdict": PluralRuleWithoutOtherTests.english,
            "ru.lproj/Localizable.stringsdict": PluralRuleWithoutOtherTests.rule(
                "%lld files", "lld", Self.russianForms),
        ])
        #expect(
            lines == [
                "ru.lproj/Localizable.stringsdict:1:35: note: the variable 'n' of '%lld files' lacks the other form that ru uses only for fractions, which an integer never is; nothing is shown wrongly [missing-plural-form]",
                "ru.lproj/Localizable.stringsdict:1:35: warning: the ru text of '%lld files' shows argument 1 with %@, which the source text gives as a signed integer; this package shows it, but Foundation's String(format:) reads an object there and crashes [specifier-mismatch]",
            ])
    }

    @Test func anObjectSpecifierInACatalogPluralVariationIsFlagged() throws {
        func unit(_ value: String) -> String { #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"# }
        // A catalog's plural has an `other` form.
        let variations = (Self.russianForms + [("other", "%lld файла")]).map { #""\#($0.0)": \#(unit($0.1))"# }.joined(
            separator: ", ")
        let lines = try LintPrecisionTests.lines([
            "Localizable.xcstrings": """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "%lld files": {"localizations": {
                "en": {"variations": {"plural": {"one": \(unit("%lld file")), "other": \(unit("%lld files"))}}},
                "ru": {"variations": {"plural": {\(variations)}}}}},
              "%1$@ of %2$lf": {"localizations": {
                "ru": {"stringUnit": {"state": "translated", "value": "%2$@ из %1$@"}}}}
            }}
            """
        ])
        #expect(
            lines == [
                "Localizable.xcstrings:4:93: warning: the ru text of '%lld files' shows argument 1 with %@, which the source text gives as a signed integer; this package shows it, but Foundation's String(format:) reads an object there and crashes [specifier-mismatch]",
                "Localizable.xcstrings:6:59: warning: the ru text of '%1$@ of %2$lf' shows argument 2 with %@, which the source text gives as a floating-point number; this package shows it, but Foundation's String(format:) reads an object there and crashes [specifier-mismatch]",
            ])
    }

    /// `%@` for an object, and a typed specifier for a number, are what the source text asks.
    @Test func objectsShownWithObjectSpecifiersAndNumbersWithTheirOwnAreFine() throws {
        let lines = try LintPrecisionTests.lines([
            "en.lproj/Localizable.strings": #""Delete %@?" = "Delete %@?"; "%lld items" = "%lld items";"#,
            "de.lproj/Localizable.strings": #""Delete %@?" = "%@ löschen?"; "%lld items" = "%lld Objekte";"#,
            "fr.lproj/Localizable.strings": #""Delete %@?" = "Supprimer %@ ?"; "%lld items" = "%@ objets";"#,
        ])
        #expect(
            lines == [
                "fr.lproj/Localizable.strings:1:49: warning: the fr text of '%lld items' shows argument 1 with %@, which the source text gives as a signed integer; this package shows it, but Foundation's String(format:) reads an object there and crashes [specifier-mismatch]"
            ])
    }
}
