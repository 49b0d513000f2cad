import Alerts
import AlertsCLI
import AlertsConsole
import AlertsTerminal
import Foundation
import Testing

/// The code of the article "Presenting in the terminal" (AlertsTerminal). The dialog itself is
/// tested in a real terminal by AlertsTerminalTests and AlertsToolTests; here it is compiled.
struct PresentingInTheTerminalTests {
    /// The confirmation of "Getting started" in a dialog: compiled, not run (it would ask).
    func confirmInADialog() async -> Overwrite? {
        let front = TerminalFront(sources: [StringTableDirectory.module], options: .init(timeout: .seconds(60)))
        let choice = await confirmOverwrite(of: "notes.txt", on: front)
        return choice
    }

    func makeFront(noInput: Bool) -> ConsoleFront {
        let front = ConsoleFront(
            sources: [StringTableDirectory.module],
            options: .init(commandLine: .init(noInput: noInput), dialog: .init(timeout: .seconds(60))))
        return front
    }

    @Test func aScriptGetsTheCommandLine() {
        #expect(makeFront(noInput: true).dialog == nil)
        if isatty(STDIN_FILENO) != 1 { #expect(makeFront(noInput: false).dialog == nil) }
        #expect(makeFront(noInput: false).options.dialog.timeout == .seconds(60))
    }

    @Test func theTimeoutAndHintsAreOptions() {
        let options = TerminalFront.Options(timeout: .seconds(60))
        #expect(options.timeout == .seconds(60))
        #expect(options.color == .auto)
        #expect(options.showsKeyHints)
    }
}
