import Alerts
import TestSupport
import Testing

@testable import AlertsTerminal

/// Sequences a terminal would act on rather than show, each in every text of the dialog the
/// terminal front draws (issue 15, point 10): none is drawn, each is shown as its escape, and
/// the text around it is kept.
struct HostileTerminalTextTests {
    @Test(arguments: HostileTerminalText.sequences.indices)
    func noSequenceIsDrawnFromAnyText(index: Int) {
        let hostile = HostileTerminalText.sequences[index].text
        for columns in [80, 24] {
            let dialog = screen(
                "T1 \(hostile) T2", message: "M1 \(hostile) M2", hint: "H1 \(hostile) H2",
                [ResolvedButton("B1 \(hostile) B2", isDefault: true), ResolvedButton("Cancel", role: .cancel)],
                keyHints: .init(move: "move \(hostile)", choose: "choose", close: "close"))
            let drawn = dialog.lines(focus: 0, columns: columns).joined(separator: "\n")
            let acted = drawn.unicodeScalars.filter(HostileTerminalText.isActedOn)
            #expect(acted.isEmpty, "\(acted.map { String($0.value, radix: 16) }) in \(drawn)")
            // A button's label is one line: cut with an ellipsis when the dialog is narrower.
            for part in ["T1", "T2", "M1", "M2", "H1", "H2", "B1"] + (columns == 80 ? ["B2"] : []) {
                #expect(drawn.contains(part), "\(part) lost at \(columns) columns:\n\(drawn)")
            }
        }
    }
}
