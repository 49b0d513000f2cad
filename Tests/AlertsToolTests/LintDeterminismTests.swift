import Foundation
import TestSupport
import Testing

/// `alerts lint` says the same thing every time: same output, same order, same status. Each run
/// is a new process, whose dictionaries are ordered by a new random seed, so a choice left to
/// dictionary order shows here as runs that differ.
struct LintDeterminismTests {
    typealias Tool = AlertsToolTests

    /// `en.lproj` and `en-US.lproj` both exist; the source table is `en` (the development
    /// language's own), so the German `delete.file` is a specifier mismatch, an error (status
    /// 65), and never a stray key, a warning (status 0), as on the runs that picked `en-US`.
    static let files = [
        "en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n\"delete.file\" = \"Delete %@\";\n",
        "en-US.lproj/Localizable.strings": "\"Save\" = \"Save\";\n\"Color\" = \"Color\";\n",
        "de.lproj/Localizable.strings":
            "\"Save\" = \"Sichern\";\n\"delete.file\" = \"%d löschen\";\n\"Extra\" = \"x\";\n",
        "fr.lproj/Localizable.strings": "\"Save\" = \"Enregistrer\";\n\"Extra\" = \"y\";\n\"Color\" = \"Couleur\";\n",
    ]

    @Test func lintGivesTheSameOutputAndStatusOnEveryRun() throws {
        let root = try ToolCommandTests.tables(Self.files)
        var outcomes: Set<String> = []
        var first: Tool.Run?
        for _ in 0..<12 {
            let text = try Tool.run(["lint", root.path], environment: [:])
            let json = try Tool.run(["lint", root.path, "--format", "json"], environment: [:])
            outcomes.insert("\(text.status)\n\(text.stdout)\n\(text.stderr)\n\(json.status)\n\(json.stdout)")
            first = first ?? text
        }
        #expect(outcomes.count == 1)
        let run = try #require(first)
        #expect(run.status == 65)
        let lines = run.stdout.split(separator: "\n").map { String($0.dropFirst(root.path.count + 1)) }
        #expect(
            lines == [
                "de.lproj/Localizable.strings:2:17: error: the de text of 'delete.file' does not match the source text: it shows argument 1 as a signed integer, the source text as an object (%@); it would be replaced by the source text [specifier-mismatch]",
                "de.lproj/Localizable.strings:3:1: note: 'Extra' is not in the en table Localizable, so the app likely never asks for it; the de text is shown only if it does [stray-key]",
                "en.lproj/Localizable.strings:2:1: warning: 'delete.file' has no fr translation in table Localizable [missing-translation]",
                "fr.lproj/Localizable.strings:2:1: note: 'Extra' is not in the en table Localizable, so the app likely never asks for it; the fr text is shown only if it does [stray-key]",
                "fr.lproj/Localizable.strings:3:1: note: 'Color' is not in the en table Localizable, so the app likely never asks for it; the fr text is shown only if it does [stray-key]",
            ])
    }

    @Test func theSourceTableIsTheNamedLanguageWhenItHasOne() throws {
        let root = try ToolCommandTests.tables(Self.files)
        // Named, en-US is the source: `delete.file` is not in it, so the German text is a stray
        // key, checked against the key, which reads no arguments: no error, status 0. French
        // `Color` is no stray key.
        var outcomes: Set<String> = []
        for _ in 0..<4 {
            let run = try Tool.run(["lint", root.path, "--source-language", "en-US"], environment: [:])
            #expect(run.stdout.contains("'delete.file' is not in the en-US table Localizable"))
            #expect(!run.stdout.contains("[specifier-mismatch]"))
            #expect(!run.stdout.contains("'Color' is not in"))
            #expect(run.status == 0)
            outcomes.insert("\(run.status)\n\(run.stdout)")
        }
        #expect(outcomes.count == 1)
    }
}
