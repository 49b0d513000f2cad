import Foundation
import StringTables
import Testing

/// Findings of the adversarial review of issue 15, points 1–6.
struct Review15Tests {
    /// A source text with a plain specifier (`%@`) is given arguments, whatever `%` in prose sits
    /// beside it: `70% full` then holds `% f`, which reads a second argument. With the one
    /// argument the app passes, a lookup does not show the French text; the linter must say so.
    @Test func aSourceTextWithAPlainSpecifierIsFormattedEvenWithAPercentInProse() throws {
        let root = try StringTableDirectoryTests.folder([
            "en.lproj/Localizable.strings": "\"disk\" = \"%@ is 70% full\";\n\"share\" = \"Up to 70% of %@\";",
            "fr.lproj/Localizable.strings": "\"disk\" = \"%@ est plein à 70%\";\n\"share\" = \"Jusqu’à 70% de %@\";",
        ])
        let localizer = Localizer(
            sources: [StringTableDirectory(roots: [root], sourceLanguage: "en")], sourceLanguage: "en")
        let report = TableLinter(paths: [root]).lint()
        for key in ["disk", "share"] {
            let shown = localizer.localize(key, table: "Localizable", arguments: [.string("Disk")], languages: ["fr"])
            #expect(shown.language != "fr", "\(shown)")  // the lookup does not show the fr text
            let claim = report.diagnostics.first { $0.key == key && $0.language == "fr" }
            #expect(claim?.severity == .error, "no error for '\(key)': \(report.diagnostics.map(\.oneLine))")
        }
    }
}
