import Alerts
import FrontSupport
import StringTables
import TestSupport
import Testing

@testable import AlertsCLI

/// The report's text, laid out for a terminal: wrapped by display width in every script, hostile
/// text shown as escapes, colour and ASCII when asked, buttons and the choice note kept whole.
struct CLIReportTextTests {
    static let localizer = Localizer(sources: [])

    static func report(
        _ alert: ResolvedAlert, _ language: LanguageTag = "en", verbose: Bool = false
    ) -> CLIReport {
        CLIReport(
            alert: alert, labels: CLIReport.Labels(localizer: localizer, languages: [language]), verbose: verbose)
    }

    static let diskFull = ResolvedAlert(
        title: "Es ist nicht genügend Speicherplatz vorhanden, um die Datei zu sichern.",
        message: "Auf dem Volume „Daten“ sind nur noch 12 MB frei.\n"
            + "Geben Sie Speicherplatz frei und versuchen Sie es dann erneut.",
        hint: "Geben Sie Speicherplatz frei und versuchen Sie es dann erneut.", buttons: [],
        error: ErrorContent(title: "", errorCode: "E28"))

    @Test func aReportThatFitsItsWidthIsOneLineAPart() {
        #expect(
            Self.report(Self.diskFull, "de").text(width: 120, color: false, unicode: true) == """
                Fehler: Es ist nicht genügend Speicherplatz vorhanden, um die Datei zu sichern.
                  Auf dem Volume „Daten“ sind nur noch 12 MB frei.
                  Code: E28
                Tipp: Geben Sie Speicherplatz frei und versuchen Sie es dann erneut.

                """)
    }

    @Test func aNarrowTerminalWrapsEveryPartUnderItsLabel() {
        #expect(
            Self.report(Self.diskFull, "de").text(width: 40, color: false, unicode: true) == """
                Fehler: Es ist nicht genügend
                  Speicherplatz vorhanden, um die Datei
                  zu sichern.
                  Auf dem Volume „Daten“ sind nur noch
                  12 MB frei.
                  Code: E28
                Tipp: Geben Sie Speicherplatz frei und
                  versuchen Sie es dann erneut.

                """)
    }

    @Test func colourStylesTheLabelsAndTheTitleLineByLine() {
        #expect(
            Self.report(Self.diskFull, "en").text(width: 40, color: true, unicode: true) == """
                \u{1B}[1;31merror:\u{1B}[0m \u{1B}[1mEs ist nicht genügend\u{1B}[0m
                  \u{1B}[1mSpeicherplatz vorhanden, um die Datei\u{1B}[0m
                  \u{1B}[1mzu sichern.\u{1B}[0m
                  Auf dem Volume „Daten“ sind nur noch
                  12 MB frei.
                  code: E28
                \u{1B}[1;36mhint:\u{1B}[0m Geben Sie Speicherplatz frei und
                  versuchen Sie es dann erneut.

                """)
    }

    @Test func chineseWrapsBetweenIdeographsAndNeverBeforeClosingPunctuation() {
        let alert = ResolvedAlert(
            title: "无法保存文件。磁盘空间不足，请释放空间后重试。", message: nil, hint: nil, buttons: [],
            error: ErrorContent(title: "", errorCode: "E28"), causes: ["磁盘已满。"])
        #expect(
            Self.report(alert, "zh-Hans").text(width: 20, color: false, unicode: true) == """
                错误：无法保存文件。
                  磁盘空间不足，请释
                  放空间后重试。
                  原因：
                    • 磁盘已满。
                  代码：E28

                """)
    }

    @Test func anASCIITerminalGetsTransliteratedLettersAndAQuestionMarkForEachOtherCharacter() {
        let alert = ResolvedAlert(
            title: "“notes.txt” – 保存失败 à Zürich", message: "Нет подключения.", hint: nil, buttons: [],
            error: ErrorContent(title: ""))
        #expect(
            Self.report(alert).text(width: 24, color: false, unicode: false) == """
                error: "notes.txt" -
                  ???? a Zurich
                  Net podklyucheniya.

                """)
    }

    @Test func hostileTextIsEscapedAndCannotForgeALine() {
        let alert = ResolvedAlert(
            title: "Saved\u{1B}[2J\rdone\u{202E}exe.txt", message: "line one\r\nline two\u{85}",
            hint: nil, buttons: [ResolvedButton("OK\nerror: forged"), ResolvedButton("Cancel", role: .cancel)],
            error: ErrorContent(title: ""), help: "\u{7}bell")
        var report = Self.report(alert)
        report.chosen = 0
        #expect(
            report.text(width: 30, color: false, unicode: true) == """
                error: Saved\\u{1B}[2J
                  \\u{0D}done\\u{202E}exe.txt
                  line one
                  line two\\u{85}
                  help: \\u{07}bell
                  [OK error: forged]✓ [Cancel]

                """)
    }

    @Test func theChosenOptionStaysOnOneLineAndPrintsAsWritten() {
        var report = Self.report(
            ResolvedAlert(
                title: "Delete the draft?", message: nil, hint: nil,
                buttons: [ResolvedButton("Delete", role: .destructive), ResolvedButton("Keep", role: .cancel)]))
        report.chosen = 1
        report.choiceNote = CLIFront.ChoiceNote(
            text: "Chose “Keep” without asking. Run again with --choose Delete.", option: "--choose Delete")
        #expect(
            report.text(width: 36, color: false, unicode: true) == """
                Delete the draft?
                  [Delete] [Keep]✓
                  Chose “Keep” without asking. Run
                  again with --choose Delete.

                """)
        #expect(
            report.text(width: 24, color: false, unicode: true) == """
                Delete the draft?
                  [Delete] [Keep]✓
                  Chose “Keep” without
                  asking. Run again with
                  --choose Delete.

                """)
    }

    /// Texts made of pieces of every kind, at every width: the report is written whole, with no
    /// control character reaching the terminal and none of colour's escapes when it is off.
    @Test func everyReportIsWrittenWholeWithNoRawControlCharacter() {
        let pieces: [String] = [
            "The file", " couldn’t be saved.", "Größe", " ", "  ", "e\u{301}", "“ok”", "…", "保存失败", "。",
            "مرحبا بالعالم", "\t", "\n", "\r\n", "\u{1B}[2J", "\\u{1B}", "\u{202E}", "\u{A0}", "👍🏽", "한국어",
            "averyveryveryverylongwordthatneverends", "--choose", "%@", "trailing  ", "ｶﾀｶﾅ", "\u{F8FF}", "\u{85}",
        ]
        func text(_ random: inout SplitMix, _ count: ClosedRange<Int>) -> String {
            (0..<Int.random(in: count, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
                .joined()
        }
        var random = SplitMix(seed: 14)
        let languages: [LanguageTag] = ["en", "de", "fr", "zh-Hans", "ja", "ar", "ru"]
        for round in 0..<500 {
            let buttons = (0..<Int.random(in: 0...3, using: &random)).map { index in
                ResolvedButton(text(&random, 1...2), role: index == 0 ? .cancel : nil)
            }
            let (title, message, hint) = (text(&random, 0...10), text(&random, 0...8), text(&random, 0...4))
            let (help, causes, code) = (text(&random, 0...4), [text(&random, 1...5)], text(&random, 0...2))
            var error = ErrorContent(title: "", errorCode: code)
            error.diagnostic = text(&random, 0...3)
            let alert = ResolvedAlert(
                title: title, message: message, hint: hint, buttons: buttons, error: error, causes: causes, help: help)
            var report = Self.report(alert, languages[round % languages.count], verbose: Bool.random(using: &random))
            report.chosen = buttons.isEmpty ? nil : Int.random(in: 0..<buttons.count, using: &random)
            let width = Int.random(in: 0...100, using: &random)
            let unicode = Bool.random(using: &random)
            let output = report.text(width: width, color: false, unicode: unicode)
            #expect(output.hasSuffix("\n"))
            let raw = output.unicodeScalars.filter { scalar in
                (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                    || (0x202A...0x202E).contains(scalar.value) || scalar == "\u{F8FF}" || scalar == "\u{F8FE}"
            }
            #expect(raw.isEmpty, "round \(round): \(output.debugDescription)")
            if !unicode { #expect(output.unicodeScalars.allSatisfy { $0.isASCII }, "round \(round)") }
        }
    }
}
