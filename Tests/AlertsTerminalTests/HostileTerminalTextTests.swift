import Alerts
import Testing

@testable import AlertsTerminal

/// Sequences a terminal would act on rather than show, each in every text of the dialog the
/// terminal front draws (issue 15, point 10): none is drawn, each is shown as its escape, and
/// the text around it is kept.
struct HostileTerminalTextTests {
    static let sequences: [String] = [
        "\u{1B}[2K", "over\rwrite", "\u{1B}]52;c;cHduZWQ=\u{07}",
        "\u{1B}]8;;https://evil.example\u{1B}\\link\u{1B}]8;;\u{1B}\\", "abc\u{8}\u{8}\u{8}xyz",
        "\u{202E}txt.exe\u{202C}", "\u{2067}isolated\u{2069}",
    ]

    static func isActedOn(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    @Test(arguments: sequences.indices)
    func noSequenceIsDrawnFromAnyText(index: Int) {
        let hostile = Self.sequences[index]
        for columns in [80, 24] {
            let dialog = screen(
                "T1 \(hostile) T2", message: "M1 \(hostile) M2", hint: "H1 \(hostile) H2",
                [ResolvedButton("B1 \(hostile) B2", isDefault: true), ResolvedButton("Cancel", role: .cancel)],
                keyHints: .init(move: "move \(hostile)", choose: "choose", close: "close"))
            let drawn = dialog.lines(focus: 0, columns: columns).joined(separator: "\n")
            let acted = drawn.unicodeScalars.filter(Self.isActedOn)
            #expect(acted.isEmpty, "\(acted.map { String($0.value, radix: 16) }) in \(drawn)")
            // A button's label is one line: cut with an ellipsis when the dialog is narrower.
            for part in ["T1", "T2", "M1", "M2", "H1", "H2", "B1"] + (columns == 80 ? ["B2"] : []) {
                #expect(drawn.contains(part), "\(part) lost at \(columns) columns:\n\(drawn)")
            }
        }
    }
}
