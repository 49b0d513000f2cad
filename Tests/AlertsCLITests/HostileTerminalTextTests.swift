import Alerts
import TestSupport
import Testing

@testable import AlertsCLI

/// Sequences a terminal would act on rather than show, each in every text of an alert the
/// command-line front writes (issue 15, point 10): none reaches the terminal, each is shown as
/// its escape, and the text around it is kept.
struct HostileTerminalTextTests {
    /// Whether a terminal acts on `scalar`: C0 controls but line feed and tab, DEL, C1 controls,
    @Test(arguments: HostileTerminalText.sequences.map(\.name))
    func noSequenceReachesTheTerminalFromAnyText(name: String) async {
        let hostile = HostileTerminalText.sequences.first { $0.name == name }!.text
        let output = Output()
        let front = CLIFront(
            languages: ["en"], options: .init(choiceOptionName: "--choose"), environment: CLIFrontTests.plain,
            write: output.write)
        let alert = ResolvedAlert(
            title: "T1 \(hostile) T2", message: "M1 \(hostile) M2", hint: "H1 \(hostile) H2",
            buttons: [ResolvedButton("B1 \(hostile) B2"), ResolvedButton("Cancel", role: .cancel)],
            error: ErrorContent(title: ""))
        _ = await front.present(alert)
        let written = output.all
        let acted = written.unicodeScalars.filter(HostileTerminalText.isActedOn)
        #expect(acted.isEmpty, "\(acted.map { String($0.value, radix: 16) }) in \(written.debugDescription)")
        for part in ["T1", "T2", "M1", "M2", "H1", "H2", "B1", "B2"] {
            #expect(written.contains(part), "\(part) lost: \(written.debugDescription)")
        }
    }
}
