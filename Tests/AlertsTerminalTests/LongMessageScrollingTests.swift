import Alerts
import Foundation
import FrontSupport
import Testing

@testable import AlertsTerminal

/// A message longer than the terminal has rows for is shown through a window that ↑/↓ and Page
/// Up/Down scroll: the dialog always fits the terminal.
struct LongMessageScrollingTests {
    static let numbered = (1...2_000).map { "line \($0)" }.joined(separator: "\n")

    @Test func aMessageThatFitsIsWhole() {
        let screen = screen("Save failed.", message: "The disk is full.", retryCancel)
        #expect(screen.fit(columns: 80, rows: 24) == .whole)
    }

    @Test func aLongMessageScrollsAndTheDialogFitsTheTerminal() throws {
        let screen = screen("Import failed.", message: Self.numbered, retryCancel)
        // Top, title, blank, above, 14 lines, below, blank, buttons, bottom, key hints; and the cursor.
        #expect(screen.fit(columns: 80, rows: 24) == .scrolling(visible: 14, total: 2_000))
        let window = DialogScreen.Window(first: 3, visible: 14, above: "↑ 3 above", below: "↓ 1,983 below")
        let lines = screen.lines(focus: 0, columns: 80, window: window)
        #expect(lines.count == 23)
        #expect(
            lines.joined(separator: "\n") == """
                ┌──────────────────────────────────────────────────────────────────────┐
                │ Import failed.                                                       │
                │                                                                      │
                │ ↑ 3 above                                                            │
                │ line 4                                                               │
                │ line 5                                                               │
                │ line 6                                                               │
                │ line 7                                                               │
                │ line 8                                                               │
                │ line 9                                                               │
                │ line 10                                                              │
                │ line 11                                                              │
                │ line 12                                                              │
                │ line 13                                                              │
                │ line 14                                                              │
                │ line 15                                                              │
                │ line 16                                                              │
                │ line 17                                                              │
                │ ↓ 1,983 below                                                        │
                │                                                                      │
                │                         [ Retry ]   Cancel                           │
                └──────────────────────────────────────────────────────────────────────┘
                 ↑/↓ scroll · ←/→ move · Enter choose · Esc close
                """)
    }

    @Test(arguments: [
        String(repeating: "x", count: 200_000),
        String(repeating: "漢字かな混じり文", count: 5_000),
        String(repeating: "e\u{301}", count: 50_000),
        String(repeating: "مَرْحَبًا بِالْعَالَمِ ", count: 5_000),
    ])
    func aHugeMessageInAnyScriptFitsEveryTerminalSize(message: String) {
        let screen = screen("Import failed.", message: message, retryCancel)
        for (columns, rows) in [(80, 24), (40, 16), (120, 50), (21, 16)] {
            guard case .scrolling(let visible, let total) = screen.fit(columns: columns, rows: rows) else {
                Issue.record("\(columns)×\(rows): does not scroll")
                continue
            }
            let window = DialogScreen.Window(first: total, visible: visible, above: "↑", below: "")
            let lines = screen.lines(focus: 0, columns: columns, window: window)
            #expect(lines.count < rows, "\(columns)×\(rows)")
            #expect(lines.allSatisfy { DialogScreen.cells($0) < columns }, "\(columns)×\(rows)")
        }
        #expect(screen.fit(columns: 80, rows: 8) == .none, "no room for a line of the message")
    }

    @Test func anASCIITerminalGetsASCIIMarksAndHints() {
        let screen = screen("Import failed.", message: Self.numbered, retryCancel, unicode: false)
        let window = DialogScreen.Window(first: 0, visible: 14, above: "", below: "↓ Lines below: 1986")
        let lines = screen.lines(focus: 0, columns: 80, window: window)
        #expect(lines.contains("| " + "v Lines below: 1986".padding(toLength: 68, withPad: " ", startingAt: 0) + " |"))
        #expect(lines.last == " ^/v scroll * <-/-> move * Enter choose * Esc close")
    }
}

extension PseudoTerminalTests {
    @Test func arrowsAndPagesScrollALongMessageAndEscLeavesATrueRecord() async throws {
        let alert = ResolvedAlert(
            title: "Import failed.", message: LongMessageScrollingTests.numbered, buttons: retryCancel, language: "en")
        try await withTerminal(columns: 80, rows: 24) { terminal in
            let answer = present(alert, on: terminal)
            #expect(await terminal.waitFor("Esc close"))
            #expect(terminal.screen.contains("│ line 14 "))
            #expect(!terminal.screen.contains("line 15"))
            #expect(terminal.screen.contains("↓ Lines below: 1986"))
            #expect(terminal.screen.contains(" ↑/↓ scroll · ←/→ move"))
            var drawn = terminal.written
            terminal.type("\u{1B}[B")  // ↓
            #expect(await terminal.waitFor("↑ Lines above: 1 ", after: drawn))
            #expect(await terminal.waitFor("│ line 15 ", after: drawn))
            drawn = terminal.written
            terminal.type("\u{1B}[6~")  // Page Down: all but one of the 14 lines shown
            #expect(await terminal.waitFor("↑ Lines above: 14 ", after: drawn))
            #expect(await terminal.waitFor("│ line 28 ", after: drawn))
            drawn = terminal.written
            terminal.type("\u{1B}[5~\u{1B}[A")  // Page Up, ↑: back at the top
            #expect(await terminal.waitFor("│ line 1 ", after: drawn))
            // The focus still moves with ←/→.
            drawn = terminal.written
            terminal.type("\u{1B}[C")
            #expect(await terminal.waitFor("[ Cancel ]", after: drawn))
            drawn = terminal.written
            terminal.type([0x1B])
            #expect(await answer.value == .chosen(1))
            #expect(await terminal.waitFor("Chose “Cancel”.", after: drawn))
            // Every drawing fits the terminal: what follows the last erase is under 24 rows.
            let last = try #require(terminal.screen.components(separatedBy: "\u{1B}[J").last)
            #expect(last.components(separatedBy: "\r\n").dropLast().count < 24, "\(last)")  // then the cursor, under it
        }
    }
}

extension LineSessionTests {
    @Test func theLinePromptCutsALongMessageAndSaysHowMuchItLeftOut() async {
        let message = (1...3_000).map { "line \($0)" }.joined(separator: "\n")
        let alert = ResolvedAlert(title: "Import failed.", message: message, buttons: retryCancel)
        let (response, written) = await ask("2\n", alert)
        #expect(response == .chosen(1))
        let omitted = message.count - (1...20).map { "line \($0)" }.joined(separator: "\n").count
        #expect(
            written == """
                Import failed.
                \((1...19).map { "line \($0)" }.joined(separator: "\n"))
                line 20…
                Not shown: \(omitted) characters. ALERTS_VERBOSE=1 shows the whole text.
                  1) Retry  2) Cancel
                Type a number from 1 to 2, then press Enter: [1] 2

                """)
    }

    @Test func theLinePromptBoundsALongLineWithoutBreaksByTheRowsItTakes() async {
        for message in [String(repeating: "A", count: 200_000), String(repeating: "漢字かな", count: 20_000)] {
            let alert = ResolvedAlert(title: "Import failed.", message: message, buttons: retryCancel)
            let (response, written) = await ask("2\n", alert, environment: ["LANG": "C.UTF-8", "COLUMNS": "40"])
            #expect(response == .chosen(1))
            let lines = written.split(separator: "\n")
            let rows = lines.dropFirst().prefix { !$0.hasPrefix("Not shown:") }
            #expect(rows.count == 20, "20 rows of 39 cells, not 2,000 bytes' worth: \(rows.count)")
            #expect(rows.allSatisfy { TerminalText.width(of: String($0)) <= 39 })
            #expect(rows.last?.hasSuffix("…") == true)
            let note = lines.drop { !$0.hasPrefix("Not shown: ") }.prefix(2).joined(separator: " ")
            #expect(note.hasSuffix(" characters. ALERTS_VERBOSE=1 shows the whole text."), "\(note)")
        }
    }

    @Test func withALERTSVERBOSETheLinePromptShowsTheWholeMessage() async {
        let message = (1...500).map { "line \($0)" }.joined(separator: "\n")  // within a pipe's buffer
        let alert = ResolvedAlert(title: "Import failed.", message: message, buttons: retryCancel)
        let (_, written) = await ask("2\n", alert, environment: ["LANG": "C.UTF-8", "ALERTS_VERBOSE": "1"])
        #expect(written.contains("\nline 500\n  1) Retry  2) Cancel\n"))
        #expect(!written.contains("Not shown"))
    }
}

extension LineSessionTests {
    @Test func aKOI8RLocaleGetsEnglishInASCIIAndTheNoteOnceOverTheFirstPrompt() async {
        let output = Pipe()
        let front = TerminalFront(
            languages: nil, sources: [], options: .init(),
            environment: ["LANG": "ru_RU.KOI8-R", "COLUMNS": "80", "CI": "1"],
            devices: .init(input: -1, output: output.writeEnd, terminalPath: nil, watchesInterrupts: false))
        #expect(front.languages == ["en"])
        let alert = ResolvedAlert(title: "Не удалось сохранить «отчёт».", buttons: retryCancel)
        #expect(await front.present(alert) == .unanswered(automaticChoice: 1))
        #expect(await front.present(alert) == .unanswered(automaticChoice: 1))
        output.closeWriting()
        #expect(
            output.readAll() == """
                note: texts are in en, not ru-RU: LANG=ru_RU.KOI8-R is not a UTF-8 locale.
                LANG=ru_RU.UTF-8 shows them in ru-RU.
                Ne udalos' sokhranit' "otchet".
                  1) Retry  2) Cancel
                Ne udalos' sokhranit' "otchet".
                  1) Retry  2) Cancel

                """)
    }
}
