import Alerts
import AlertsCLI
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

    func makeFront(noInput: Bool) -> any AlertFront {
        let environment = ProcessInfo.processInfo.environment
        let canAsk = isatty(STDIN_FILENO) == 1 && isatty(STDERR_FILENO) == 1 && (environment["CI"] ?? "").isEmpty
        if canAsk && !noInput { return TerminalFront(sources: [StringTableDirectory.module]) }
        return CLIFront(sources: [StringTableDirectory.module], options: CLIFront.Options(noInput: noInput))
    }

    @Test func aScriptGetsTheCommandLine() {
        #expect(makeFront(noInput: true) is CLIFront)
        if isatty(STDIN_FILENO) != 1 { #expect(makeFront(noInput: false) is CLIFront) }
    }

    @Test func theTimeoutAndHintsAreOptions() {
        let options = TerminalFront.Options(timeout: .seconds(60))
        #expect(options.timeout == .seconds(60))
        #expect(options.color == .auto)
        #expect(options.showsKeyHints)
    }
}
