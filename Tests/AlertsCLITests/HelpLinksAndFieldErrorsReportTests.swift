import Alerts
import TestSupport
import Testing

@testable import AlertsCLI

/// An error with links to read more, as an app declares them.
private struct QuotaUsedUp: AlertableError {
    var links: [HelpLink]
    var title: AlertText? { AlertText(verbatim: "The quota is used up.") }
    var helpLinks: [HelpLink] { links }
}

/// A batch that partly failed: `failed` files, each a related error.
private struct CopyFailed: AlertableError {
    var failed: Int
    var title: AlertText? { AlertText(verbatim: "Some files couldn’t be copied.") }
    var relatedErrors: [any Error] { (0..<failed).map { FileNotCopied(name: "file\($0 + 1).txt") } }
}

private struct FileNotCopied: AlertableError {
    var name: String
    var title: AlertText? { AlertText(verbatim: "\(name) couldn’t be copied.") }
    var reason: AlertText? { AlertText(verbatim: "The disk is full.") }
}

/// `count` wrong values, `--option1` to `--optionN`.
private func wrongOptions(_ count: Int) -> FieldErrors {
    FieldErrors(
        (1...count).map { FieldError("--option\($0)", message: AlertText(verbatim: "Must be at least 1.")) })
}

/// The command-line report of an error's help links (`help:` lines, OSC 8 hyperlinks only in a
/// coloured report for a terminal), its wrong values under the title and its related errors under
/// their count, each list bounded with "and 7 more" in the report's language (issue 37).
struct HelpLinksAndFieldErrorsReportTests {
    fileprivate static let quota = QuotaUsedUp(links: [
        HelpLink("https://example.com/quotas", label: AlertText(verbatim: "About quotas")),
        HelpLink("https://example.com/limits", label: nil),
    ])

    /// The report of `error` on a front in `languages` with `options` and `environment`.
    func report(
        _ error: any Error, languages: [LanguageTag] = ["en"], options: CLIFront.Options = .init(),
        environment: [String: String] = CLIFrontTests.plain
    ) async -> String {
        let output = Output()
        let front = CLIFront(languages: languages, options: options, environment: environment, write: output.write)
        await front.report(error)
        return output.all
    }

    static func osc8(_ url: String) -> String { "\u{1B}]8;;\(url)\u{1B}\\\(url)\u{1B}]8;;\u{1B}\\" }

    @Test func eachLinkIsAHelpLineInPlainTextWhenTheReportIsNotColoured() async {
        #expect(
            await report(Self.quota) == """
                error: The quota is used up.
                  help: About quotas <https://example.com/quotas>
                  help: https://example.com/limits

                """)
        // Under NO_COLOR, or piped with colour forced by FORCE_COLOR, or in CI: no escape at all.
        let plainEnvironments: [[String: String]] = [
            CLIFrontTests.plain.merging(["NO_COLOR": "1"]) { $1 },
            CLIFrontTests.plain.merging(["FORCE_COLOR": "1"]) { $1 },
        ]
        for environment in plainEnvironments {
            #expect(!(await report(Self.quota, environment: environment)).contains("\u{1B}]8"))
        }
        let inCI = await report(
            Self.quota, options: .init(color: .always), environment: CLIFrontTests.plain.merging(["CI": "true"]) { $1 })
        #expect(inCI.contains("\u{1B}[") && !inCI.contains("\u{1B}]8"))
    }

    @Test func aColouredReportMakesEachURLAnOSC8HyperlinkToItself() async {
        let coloured = await report(Self.quota, options: .init(color: .always))
        #expect(coloured.contains("About quotas <" + Self.osc8("https://example.com/quotas") + ">\n"))
        #expect(coloured.contains(Self.osc8("https://example.com/limits") + "\n"))
        // Without the escapes, the text is the plain report's.
        let text = CLIReport(
            alert: ResolvedAlert(title: "T", buttons: []),
            labels: .init(localizer: .init(sources: []), languages: ["en"]),
            verbose: false)
        #expect(text.text(width: 80, color: true, unicode: true, hyperlinks: true) == "\u{1B}[1mT\u{1B}[0m\n")
    }

    @Test func aURLIsNeverWrappedAndALongLabelPutsItOnALineOfItsOwn() async {
        let url = "https://example.com/" + String(repeating: "a", count: 90)
        let long = QuotaUsedUp(links: [
            HelpLink(url, label: AlertText(verbatim: "Read about quotas and the limits of your plan here"))
        ])
        #expect(
            await report(long) == """
                error: The quota is used up.
                  help: Read about quotas and the limits of your plan here
                    <\(url)>

                """)
    }

    @Test(arguments: HostileTerminalText.sequences.map(\.name))
    func aHostileLabelIsShownAsItsEscapesAndInjectsNoSequence(name: String) async {
        let hostile = HostileTerminalText.sequences.first { $0.name == name }!.text
        let error = QuotaUsedUp(links: [
            HelpLink("https://example.com/quotas", label: AlertText(verbatim: "L1 \(hostile) L2"))
        ])
        let plain = await report(error)
        let acted = plain.unicodeScalars.filter(HostileTerminalText.isActedOn)
        #expect(acted.isEmpty, "\(plain.debugDescription)")
        #expect(plain.contains("L1") && plain.contains("L2") && plain.contains("<https://example.com/quotas>"))
        // Coloured: the only sequences are the report's own, one hyperlink's two.
        let coloured = await report(error, options: .init(color: .always))
        #expect(coloured.matches(of: /\x{1B}\]/).count == 2, "\(coloured.debugDescription)")
        #expect(coloured.contains(Self.osc8("https://example.com/quotas")))
    }

    @Test func aLinkWhoseURLIsNotAnAbsoluteURIIsNotShown() async {
        let error = QuotaUsedUp(links: [
            HelpLink("/docs/quotas", label: AlertText(verbatim: "Relative")),
            HelpLink("https://example.com/a b", label: AlertText(verbatim: "Space")),
            HelpLink("https://example.com/\u{1B}]8;;x", label: AlertText(verbatim: "Escape")),
        ])
        #expect(await report(error) == "error: The quota is used up.\n")
    }

    @Test func linksAreBoundedWithAndNMore() async {
        let error = QuotaUsedUp(links: (1...8).map { HelpLink("https://example.com/\($0)", label: nil) })
        let lines = await report(error).split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("  help: ") }.count == CLIReport.linkLimit)
        #expect(lines.last == "    and 3 more")
    }

    @Test func wrongValuesAreListedUnderTheTitleOneALine() async {
        let error = FieldErrors([
            FieldError(
                "--stars", name: AlertText(verbatim: "Stars"), message: AlertText(verbatim: "Must be from 1 to 5.")),
            FieldError("--text", message: AlertText(verbatim: "Must not be empty.")),
            FieldError("", name: AlertText(verbatim: "Review"), message: AlertText(verbatim: "Is too long.")),
        ])
        #expect(
            await report(error) == """
                error: Some values aren’t valid.
                  • Stars (--stars): Must be from 1 to 5.
                  • --text: Must not be empty.
                  • Review: Is too long.

                """)
        #expect(await report(error, environment: ["LANG": "C", "COLUMNS": "60"]).contains("\n  - --text: "))
    }

    @Test func wrongValuesAreBoundedAndTheJSONListsEveryOne() async {
        // Eleven are shown whole: "and 1 more" would take the room of the one.
        let eleven = await report(wrongOptions(11)).split(separator: "\n")
        #expect(eleven.count == 12 && eleven.last == "  • --option11: Must be at least 1.")
        let output = Output()
        let front = CLIFront(
            languages: ["en"], options: .init(json: true), environment: CLIFrontTests.plain, write: output.write)
        await front.report(wrongOptions(12))
        let lines = output.all.split(separator: "\n")
        #expect(lines.count == 1 + CLIReport.fieldErrorLimit + 1)
        #expect(lines.last == "  and 2 more")
        #expect(output.json.contains("\"--option12\""))
    }

    /// "and N more" in the language's plural form: German one and other, Russian one, few and
    /// many, Arabic's six forms, Japanese's one.
    @Test(
        arguments: [
            ("de", 11, "und 1 weiterer"), ("de", 12, "und 2 weitere"),
            ("ru", 12, "и ещё 2"), ("ru", 31, "и ещё 21"),
            ("ar", 12, "واثنان آخران"), ("ar", 13, "و3 أخرى"), ("ar", 21, "و11 أخرى"), ("ar", 110, "و100 أخرى"),
            ("ja", 15, "ほか 5 件"),
        ] as [(LanguageTag, Int, String)])
    func andNMoreIsInTheReportsLanguage(language: LanguageTag, count: Int, more: String) async {
        let lines = await report(wrongOptions(count), languages: [language]).split(separator: "\n")
        if count == 11 {
            #expect(lines.count == 12)  // all eleven: no "and 1 more"
        } else {
            #expect(lines.last.map(String.init) == "  " + more)
        }
    }

    @Test func relatedErrorsShowTheirCountAndTheFirstFew() async {
        #expect(
            await report(CopyFailed(failed: 8)) == """
                error: Some files couldn’t be copied.
                  8 errors:
                    • file1.txt couldn’t be copied. The disk is full.
                    • file2.txt couldn’t be copied. The disk is full.
                    • file3.txt couldn’t be copied. The disk is full.
                    • file4.txt couldn’t be copied. The disk is full.
                    • file5.txt couldn’t be copied. The disk is full.
                    and 3 more

                """)
        #expect(await report(CopyFailed(failed: 1)).contains("\n  1 error:\n    • file1.txt"))
        #expect(await report(CopyFailed(failed: 3), languages: ["ru"]).contains("\n  3 ошибки:\n"))
        #expect(await report(CopyFailed(failed: 2), languages: ["ar"]).contains("\n  خطآن:\n"))
    }

    @Test func hugeListsAndTextsAreBounded() async {
        let huge = String(repeating: "x", count: 100_000)
        let error = FieldErrors(
            (1...100_000).map { FieldError("--o\($0)", message: AlertText(verbatim: $0 == 1 ? huge : "\r\n\u{1B}[2K")) }
        )
        let text = await report(error)
        let lines = text.split(separator: "\n")
        #expect(lines.count < 20)
        #expect(text.utf8.count < 2_000)
        #expect(lines.last == "  and 99990 more")
        #expect(!text.unicodeScalars.contains(where: HostileTerminalText.isActedOn))
        #expect(text.contains("ALERTS_VERBOSE=1"))  // the cut item says how to see it whole
        let batch = await report(CopyFailed(failed: 100_000))
        #expect(batch.split(separator: "\n").count == 1 + 1 + CLIReport.relatedErrorLimit + 1)
    }

    @Test func japaneseListsUseFullWidthColonsAndWrapByCells() async {
        let error = FieldErrors([
            FieldError(
                "--stars", name: AlertText(verbatim: "星の数"),
                message: AlertText(verbatim: "1 から 5 までの数を入力してください。星の数は評価を表します。"))
        ])
        let text = await report(error, languages: ["ja"], environment: ["LANG": "ja_JP.UTF-8", "COLUMNS": "40"])
        #expect(
            text == """
                エラー：無効な値があります。
                  • 星の数 (--stars)：1 から 5 までの数
                    を入力してください。星の数は評価を表
                    します。

                """)
        let batch = await report(CopyFailed(failed: 8), languages: ["ja"])
        #expect(batch.contains("\n  8 件のエラー：\n    • file1.txt"))
        #expect(batch.hasSuffix("\n    ほか 3 件\n"))
    }
}
