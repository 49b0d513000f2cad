import Alerts
import FrontSupport
import Testing

@testable import AlertsTerminal

/// The error's code is shown in the dialog and the line prompt, for the user to quote.
struct ErrorCodeDisplayTests {
    let alert = ResolvedAlert(
        title: "Save failed.", message: "The disk is full.", buttons: retryCancel,
        error: ErrorContent(title: "", errorCode: "E28"))

    @Test func theDialogShowsTheCodeUnderTheMessage() {
        let screen = DialogScreen(alert: alert, keyHints: nil, unicode: true, color: false)
        #expect(
            screen.lines(focus: 0, columns: 80).joined(separator: "\n") == """
                ┌──────────────────────┐
                │ Save failed.         │
                │                      │
                │ The disk is full.    │
                │                      │
                │ code: E28            │
                │                      │
                │ [ Retry ]   Cancel   │
                └──────────────────────┘
                """)
    }

    @Test func theCodesLabelIsTheOneGivenAndTheCodeIsSanitized() {
        let hostile = ResolvedAlert(
            title: "Fehler.", buttons: retryCancel, error: ErrorContent(title: "", errorCode: "E\u{1B}[2J\u{202E}9"))
        let lines = DialogScreen(alert: hostile, keyHints: nil, codeLabel: "Code:", unicode: true, color: false)
            .lines(focus: 0, columns: 80)
        let line = lines.first { $0.contains("Code: E") } ?? ""
        #expect(!line.contains("\u{1B}") && !line.contains("\u{202E}"), "\(line.debugDescription)")
    }

    @Test func noCodeNoLine() {
        let plain = ResolvedAlert(title: "Save failed.", buttons: retryCancel, error: ErrorContent(title: ""))
        let lines = DialogScreen(alert: plain, keyHints: nil, unicode: true, color: false).lines(focus: 0, columns: 80)
        #expect(!lines.joined().contains("code"))
    }

    @Test func theLinePromptShowsTheCode() async {
        let prompt = LinePrompt(alert: alert, request: "Type a number:", codeLabel: "コード：", unicode: true)
        #expect(
            prompt.report(columns: 80) == """
                Save failed.
                The disk is full.
                コード：E28
                  1) Retry  2) Cancel

                """)
    }

    @Test func theFrontLabelsTheCodeInTheAlertsLanguage() async {
        let alert = ResolvedAlert(
            title: "Speichern fehlgeschlagen.", buttons: retryCancel, error: ErrorContent(title: "", errorCode: "E28"),
            language: "de")
        let input = Pipe()
        let output = Pipe()
        input.closeWriting()
        let front = TerminalFront(
            languages: ["en"], sources: [], options: .init(), environment: LineSessionTests.environment,
            devices: .init(input: input.readEnd, output: output.writeEnd, terminalPath: nil, watchesInterrupts: false))
        _ = await front.present(alert)
        output.closeWriting()
        let written = output.readAll()
        #expect(written.contains("\nCode: E28\n"), "\(written)")
    }
}
