import Alerts
import Testing

@testable import AlertsCLI

/// Sequences a terminal would act on rather than show, each in every text of an alert the
/// command-line front writes (issue 15, point 10): none reaches the terminal, each is shown as
/// its escape, and the text around it is kept.
struct HostileTerminalTextTests {
    /// Each sequence, with a name.
    static let sequences: [(name: String, text: String)] = [
        ("erase line", "\u{1B}[2K"),
        ("carriage return", "over\rwrite"),
        ("OSC 52 clipboard", "\u{1B}]52;c;cHduZWQ=\u{07}"),
        ("OSC 8 link", "\u{1B}]8;;https://evil.example\u{1B}\\link\u{1B}]8;;\u{1B}\\"),
        ("backspace", "abc\u{8}\u{8}\u{8}xyz"),
        ("right-to-left override", "\u{202E}txt.exe\u{202C}"),
        ("isolate", "\u{2067}isolated\u{2069}"),
    ]

    /// Whether a terminal acts on `scalar`: C0 controls but line feed and tab, DEL, C1 controls,
    /// the invisible line breaks and the bidirectional embeddings, overrides and isolates.
    static func isActedOn(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    @Test(arguments: sequences.map(\.name))
    func noSequenceReachesTheTerminalFromAnyText(name: String) async {
        let hostile = Self.sequences.first { $0.name == name }!.text
        let output = Output()
        let front = CLIFront(
            languages: ["en"], options: .init(choiceOptionName: "--choose"), environment: CLIFrontTests.plain,
            write: output.write)
        let alert = ResolvedAlert(
            title: "T1 \(hostile) T2", message: "M1 \(hostile) M2", hint: "H1 \(hostile) H2",
            buttons: [ResolvedButton("B1 \(hostile) B2"), ResolvedButton("Cancel", role: .cancel)],
            error: ResolvedError())
        _ = await front.present(alert)
        let written = output.all
        let acted = written.unicodeScalars.filter(Self.isActedOn)
        #expect(acted.isEmpty, "\(acted.map { String($0.value, radix: 16) }) in \(written.debugDescription)")
        for part in ["T1", "T2", "M1", "M2", "H1", "H2", "B1", "B2"] {
            #expect(written.contains(part), "\(part) lost: \(written.debugDescription)")
        }
    }
}
