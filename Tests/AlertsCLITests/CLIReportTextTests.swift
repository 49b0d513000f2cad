import Alerts
import FrontSupport
import StringTables
import TestSupport
import Testing

@testable import AlertsCLI

/// The report's text, written with quick paths for text that is ready as it stands, is byte for
/// byte what the first version wrote (`CLIReport.referenceText`), whatever the alert, language,
/// width, colour and Unicode support.
struct CLIReportTextTests {
    /// Pieces that random texts are made of: ASCII, Latin with accents, typographic punctuation,
    /// Chinese, Arabic, combining marks, controls, escapes, tabs, line breaks, wide characters.
    static let pieces: [String] = [
        "The file", " couldn’t be saved.", "Größe", " ", "  ", "é", "e\u{301}", "“ok”", "…", "–", "保存失败", "。",
        "مرحبا بالعالم", "\t", "\n", "\r\n", "\u{1B}[2J", "\\u{1B}", "\u{202E}", "\u{A0}", "👍🏽", "한국어", "x",
        "averyveryveryverylongwordthatneverends", "--choose", "%@", "trailing  ", "ｶﾀｶﾅ", "\u{F8FF}",
    ]

    static func text(_ random: inout SplitMix, pieces count: ClosedRange<Int>) -> String {
        var text = ""
        for _ in 0..<Int.random(in: count, using: &random) { text += pieces.randomElement(using: &random) ?? "" }
        return text
    }

    static func optionalText(_ random: inout SplitMix) -> String? {
        Int.random(in: 0..<3, using: &random) == 0 ? nil : text(&random, pieces: 0...8)
    }

    @Test func reportsAreTheBytesTheFirstVersionWrote() {
        var random = SplitMix(seed: 14)
        let languages: [LanguageTag] = ["en", "de", "fr", "zh-Hans", "ja", "ar", "ru"]
        let localizer = Localizer(sources: [])
        for round in 0..<1500 {
            let language = languages[round % languages.count]
            let error: ResolvedError? =
                Int.random(in: 0..<4, using: &random) == 0
                ? nil
                : ResolvedError(
                    severity: AlertSeverity.allCases.randomElement(using: &random) ?? .error,
                    help: Self.optionalText(&random),
                    causes: (0..<Int.random(in: 0...2, using: &random)).map { _ in
                        Self.text(&random, pieces: 1...5)
                    },
                    code: Self.optionalText(&random), domainCode: Self.optionalText(&random),
                    diagnostic: Self.text(&random, pieces: 0...3))
            let hint = Self.optionalText(&random)
            var message = Self.optionalText(&random)
            if let hint, Bool.random(using: &random) { message = (message.map { $0 + "\n" } ?? "") + hint }
            let buttons = (0..<Int.random(in: 0...3, using: &random)).map { index in
                ResolvedButton(Self.text(&random, pieces: 1...2), role: index == 0 ? .cancel : nil)
            }
            let alert = ResolvedAlert(
                title: Self.text(&random, pieces: 0...10), message: message, hint: hint, buttons: buttons,
                error: error)
            var report = CLIReport(
                alert: alert, labels: CLIReport.Labels(localizer: localizer, languages: [language]),
                verbose: Bool.random(using: &random))
            report.showsButtons = Bool.random(using: &random)
            report.chosen = buttons.isEmpty ? nil : Int.random(in: 0..<buttons.count, using: &random)
            if Bool.random(using: &random) {
                let option = "--choose " + Self.text(&random, pieces: 1...1)
                report.choiceNote = CLIFront.ChoiceNote(
                    text: Self.text(&random, pieces: 0...4) + " " + option + ".", option: option)
            }
            let width = Int.random(in: 0...100, using: &random)
            let color = Bool.random(using: &random)
            let unicode = Int.random(in: 0..<4, using: &random) > 0
            #expect(
                report.text(width: width, color: color, unicode: unicode)
                    == report.referenceText(width: width, color: color, unicode: unicode),
                "round \(round): \(language) width \(width) color \(color) unicode \(unicode)")
        }
    }

    /// The quick path: text ready as it stands and one line long, as most reports are.
    @Test func aReadyOneLineReportIsTheBytesTheFirstVersionWrote() {
        let alert = ResolvedAlert(
            title: "Es ist nicht genügend Speicherplatz vorhanden, um die Datei zu sichern.",
            message: "Geben Sie Speicherplatz frei und versuchen Sie es dann erneut.",
            hint: "Geben Sie Speicherplatz frei und versuchen Sie es dann erneut.", buttons: [],
            error: ResolvedError(code: "E28"))
        for language: LanguageTag in ["de", "fr", "zh-Hans", "en"] {
            let labels = CLIReport.Labels(localizer: Localizer(sources: []), languages: [language])
            let report = CLIReport(alert: alert, labels: labels, verbose: false)
            for width in [10, 40, 79, 80, 81, 120] {
                for (color, unicode) in [(false, true), (true, true), (false, false), (true, false)] {
                    #expect(
                        report.text(width: width, color: color, unicode: unicode)
                            == report.referenceText(width: width, color: color, unicode: unicode),
                        "\(language) \(width) \(color) \(unicode)")
                }
            }
        }
    }
}
