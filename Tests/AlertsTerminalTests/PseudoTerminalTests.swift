import Alerts
import Foundation
import Synchronization
import Testing

@testable import AlertsTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the program's own handlers saw: installed by the signal tests as the handlers the
/// dialog finds, and must pass signals on to.
private let signalsSeen = Atomic<Int32>(0)
private let terminalForHandler = Atomic<Int32>(-1)
private let cookedAtSuspension = Atomic<Int32>(-1)

private func countSignal(_: Int32) {
    signalsSeen.add(1, ordering: .sequentiallyConsistent)
}

/// Stands in for the stop: records whether the terminal had its modes back at that moment
/// (`tcgetattr` is async-signal-safe).
private func recordSuspension(_: Int32) {
    var attributes = termios()
    let descriptor = terminalForHandler.load(ordering: .sequentiallyConsistent)
    guard tcgetattr(descriptor, &attributes) == 0 else { return }
    cookedAtSuspension.store(attributes.c_lflag & tcflag_t(ICANON) != 0 ? 1 : 0, ordering: .sequentiallyConsistent)
}

/// The whole dialog on a pseudo-terminal: drawn, answered with keys, and the terminal's modes
/// the same afterwards. Every wait has a deadline, and every dialog a timeout, so a lost key
/// fails a test rather than hanging it. Serialized: signals are the process's.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct PseudoTerminalTests {
    static let environment = ["LANG": "C.UTF-8", "TERM": "xterm-256color"]
    static let alert = ResolvedAlert(
        title: "Save failed.", message: "The disk is full.", buttons: retryCancel, language: "en")

    /// Presents `alert` on `terminal`, returns the running presentation once the dialog is drawn;
    /// in a task whose runner keeps `runner` (as `CLIFront.run` keeps one for its work).
    func present(
        _ alert: ResolvedAlert = alert, on terminal: PseudoTerminal, color: ColorMode = .never,
        timeout: Duration = .seconds(30), environment: [String: String] = environment, runner: PresentedErrors? = nil,
        languages: [LanguageTag] = ["en"]
    ) -> Task<AlertOutcome<Never>, Never> {
        let front = TerminalFront(
            languages: languages, sources: [], options: .init(color: color, timeout: timeout), environment: environment,
            devices: .init(
                input: terminal.slave, output: terminal.slave, terminalPath: terminal.path, watchesInterrupts: false))
        return Task.detached { await PresentedErrors.$current.withValue(runner) { await front.present(alert) } }
    }

    func withTerminal(
        columns: Int = 80, rows: Int = 24, _ body: (PseudoTerminal) async throws -> Void
    ) async throws {
        let terminal = try #require(PseudoTerminal(columns: columns, rows: rows))
        defer { terminal.close() }
        let before = terminal.modes
        #expect(terminal.isCooked)
        try await body(terminal)
        #expect(terminal.modes == before, "the terminal's modes were not restored")
    }

    @Test func theDialogIsDrawnArrowsMoveTheFocusAndEnterChooses() async throws {
        try await withTerminal { terminal in
            let answer = present(on: terminal)
            #expect(await terminal.waitFor("Esc close"))
            #expect(
                terminal.screen.contains(
                    """
                    │ Save failed.         │\r\r
                    │                      │\r\r
                    │ The disk is full.    │\r\r
                    │                      │\r\r
                    │ [ Retry ]   Cancel   │\r\r
                    └──────────────────────┘\r\r
                     ←/→ move · Enter choose · Esc close
                    """))
            #expect(terminal.screen.hasPrefix("\u{1B}[?25l"))  // the cursor hidden
            let drawn = terminal.written
            terminal.type("\u{1B}[C")
            #expect(await terminal.waitFor("[ Cancel ]", after: drawn))
            let focused = terminal.written
            terminal.type("\r")
            #expect(await answer.value == .chosen(1))
            // Drawn a last time without the key hints, the choice said under it, then the cursor
            // below and shown.
            #expect(
                await terminal.waitFor(
                    """
                    │   Retry   [ Cancel ] │\r\r
                    └──────────────────────┘\r\r
                     Chose “Cancel”.\r\r
                    \u{1B}[?25h
                    """, after: focused))
        }
    }

    @Test func shiftTabAndSS3ArrowsMoveTheFocusToo() async throws {
        try await withTerminal { terminal in
            let answer = present(on: terminal)
            #expect(await terminal.waitFor("[ Retry ]"))
            var drawn = terminal.written
            terminal.type("\u{1B}[Z")
            #expect(await terminal.waitFor("[ Cancel ]", after: drawn))
            drawn = terminal.written
            terminal.type("\u{1B}OC")
            #expect(await terminal.waitFor("[ Retry ]", after: drawn))
            terminal.type(" ")
            #expect(await answer.value == .chosen(0))
        }
    }

    @Test func escChoosesCancelAndCtrlCInterrupts() async throws {
        try await withTerminal { terminal in
            let escaped = present(on: terminal)
            #expect(await terminal.waitFor("[ Retry ]"))
            terminal.type([0x1B])
            #expect(await escaped.value == .chosen(1))
            #expect(await terminal.waitFor("\u{1B}[?25h"))  // all of the first dialog is read

            let drawn = terminal.written
            let interrupted = present(on: terminal)
            #expect(await terminal.waitFor("\u{1B}[?25l\r┌", after: drawn))
            terminal.type([0x03])
            #expect(await interrupted.value == .interrupted)
        }
    }

    /// What a dialog leaves in the scrollback once it ends after `keys`: the last drawing, from
    /// the moment the focus was on `focused`.
    func record(of alert: ResolvedAlert = alert, focusing focused: String, keys: [UInt8]) async throws -> (
        AlertOutcome<Never>, String
    ) {
        var result: (AlertOutcome<Never>, String)?
        try await withTerminal { terminal in
            let answer = present(alert, on: terminal)
            #expect(await terminal.waitFor("Esc close"))
            if !terminal.screen.contains(focused) {
                let drawn = terminal.written
                terminal.type("\u{1B}[D")
                #expect(await terminal.waitFor(focused, after: drawn))
            }
            let before = terminal.written
            terminal.type(keys)
            let response = await answer.value
            #expect(await terminal.waitFor("\u{1B}[?25h", after: before))
            result = (response, String(decoding: terminal.screen.utf8.dropFirst(before), as: UTF8.self))
        }
        return try #require(result)
    }

    @Test func escInADestructiveConfirmationLeavesCancelChosenNotTheFocusedDelete() async throws {
        let confirmation = ResolvedAlert(
            title: "Delete “a.txt”?", message: "You can’t undo this.",
            buttons: [ResolvedButton("Delete", role: .destructive), ResolvedButton("Cancel", role: .cancel)],
            language: "en")
        let (response, last) = try await record(of: confirmation, focusing: "[ Delete ]", keys: [0x1B])
        #expect(response == .chosen(1))
        #expect(last.contains("[ Cancel ]"))
        #expect(!last.contains("[ Delete ]"), "the focus Esc left is not the choice")
        #expect(last.contains(" Chose “Cancel”.\r\r\n\u{1B}[?25h"))
    }

    @Test func escWithoutACancelButtonLeavesNoButtonMarkedAndSaysSo() async throws {
        let notice = ResolvedAlert(
            title: "Saved.", buttons: [ResolvedButton("Open", isDefault: true), ResolvedButton("Show")], language: "en")
        let (response, last) = try await record(of: notice, focusing: "[ Open ]", keys: [0x1B])
        #expect(response == .dismissed)
        #expect(!last.contains("[ "), "no button was taken")
        #expect(last.contains(" Closed without a choice.\r\r\n\u{1B}[?25h"))
    }

    @Test func ctrlCLeavesNoButtonMarkedAndSaysItWasInterrupted() async throws {
        let (response, last) = try await record(focusing: "[ Retry ]", keys: [0x03])
        #expect(response == .interrupted)
        #expect(!last.contains("[ "), "no button was taken")
        #expect(last.contains(" Interrupted.\r\r\n\u{1B}[?25h"))
    }

    @Test func aButtonsLetterChoosesItAtOnceButADestructiveButtonsOnlyFocusesIt() async throws {
        let alert = ResolvedAlert(
            title: "Sync failed.",
            buttons: [
                ResolvedButton("Delete Local Copy", role: .destructive), ResolvedButton("Open Log"),
                ResolvedButton("Retry", isDefault: true), ResolvedButton("Cancel", role: .cancel),
            ], language: "en")
        try await withTerminal { terminal in
            let answer = present(alert, on: terminal, timeout: .seconds(5))
            #expect(await terminal.waitFor("[ Retry ]"))
            let drawn = terminal.written
            terminal.type("d")
            #expect(await terminal.waitFor("[ Delete Local Copy ]", after: drawn))
            let focused = terminal.written
            terminal.type("o")
            #expect(await answer.value == .chosen(1))
            #expect(await terminal.waitFor(" Chose “Open Log”.\r\r\n\u{1B}[?25h", after: focused))
        }
    }

    @Test func inAGermanDialogJChoosesJaAtOnce() async throws {
        let question = ResolvedAlert(
            title: "Entwurf behalten?", buttons: [ResolvedButton("Ja"), ResolvedButton("Nein")], language: "de")
        try await withTerminal { terminal in
            let answer = present(question, on: terminal, timeout: .seconds(5), languages: ["de"])
            #expect(await terminal.waitFor("[ Ja ]"))
            terminal.type("j")
            #expect(await answer.value == .chosen(0))
        }
    }

    @Test func keysTypedBeforeTheDialogAppearedAreDiscarded() async throws {
        try await withTerminal { terminal in
            terminal.type("\r")
            #expect(await terminal.waitForInput())
            let answer = present(on: terminal)
            #expect(await terminal.waitFor("[ Retry ]"))
            terminal.type("n")
            #expect(await answer.value == .chosen(1))
        }
    }

    @Test func theTimeoutEndsAsCancel() async throws {
        try await withTerminal { terminal in
            let answer = present(on: terminal, timeout: .milliseconds(300))
            #expect(await answer.value == .unanswered(automaticChoice: 1))
            #expect(await terminal.waitFor("[ Retry ]"))
            // The record: the automatic choice marked, and why it was taken.
            #expect(await terminal.waitFor("[ Cancel ]"))
            #expect(await terminal.waitFor(" No answer in time. Chose “Cancel” without asking.\r\r\n\u{1B}[?25h"))
        }
    }

    @Test func colourShowsTheFocusInReverseVideo() async throws {
        try await withTerminal { terminal in
            let answer = present(on: terminal, color: .auto)
            #expect(await terminal.waitFor("\u{1B}[1;7m[ Retry ]\u{1B}[0m"))
            terminal.type("y")
            #expect(await answer.value == .chosen(0))
        }
    }

    @Test func aResizedTerminalGetsTheDialogDrawnAgainAtItsNewSize() async throws {
        let alert = ResolvedAlert(
            title: "Save failed.", message: "The disk is full. Free up some space, then try again.",
            buttons: retryCancel)
        try await withTerminal(columns: 80) { terminal in
            let answer = present(alert, on: terminal)
            #expect(await terminal.waitFor("│ The disk is full. Free up some space, then try again. │"))
            let drawn = terminal.written
            terminal.resize(columns: 30, rows: 24)
            kill(getpid(), SIGWINCH)
            // Erased (up the 8 lines it took at 80 columns, each now 2 rows of 30, from the last) and
            // drawn again.
            #expect(await terminal.waitFor("\r\u{1B}[15A\u{1B}[J┌───────────────────────────┐", after: drawn))
            #expect(await terminal.waitFor("│ The disk is full. Free up │", after: drawn))
            terminal.type("\r")
            #expect(await answer.value == .chosen(0))
        }
    }

    @Test func aTerminalTooSmallForTheBoxGetsTheLinePrompt() async throws {
        try await withTerminal(columns: 18, rows: 24) { terminal in
            let answer = present(on: terminal)
            #expect(await terminal.waitFor("Type a number"))
            #expect(await terminal.waitFor("[1] "), "the question, wrapped to the terminal")
            terminal.type("2\r")
            #expect(await answer.value == .chosen(1))
        }
    }

    @Test func aDumbTerminalGetsTheLinePromptAndIsAskedAgainAfterAWrongAnswer() async throws {
        try await withTerminal { terminal in
            let answer = present(on: terminal, environment: ["TERM": "dumb"])
            #expect(
                await terminal.waitFor("  1) Retry  2) Cancel\r\nType a number from 1 to 2, then press Enter: [1] "))
            let drawn = terminal.written
            terminal.type("5\r")
            #expect(await terminal.waitFor("\r\nType a number from 1 to 2, then press Enter: [1] ", after: drawn))
            terminal.type("cancel\r")
            #expect(await answer.value == .chosen(1))
        }
    }

    /// With the default action the process would end here, so the program's own handler
    /// stands in for it: it must run, after the terminal got its modes back.
    @Test(arguments: [SIGTERM, SIGHUP])
    func sigtermAndSighupGiveTheTerminalBackThenReachTheProgramsHandler(number: Int32) async throws {
        signalsSeen.store(0, ordering: .sequentiallyConsistent)
        let previous = signal(number, countSignal)
        defer { signal(number, previous) }
        try await withTerminal { terminal in
            let answer = present(on: terminal)
            #expect(await terminal.waitFor("[ Retry ]"))
            let drawn = terminal.written
            kill(getpid(), number)
            #expect(await answer.value == .interrupted)
            #expect(signalsSeen.load(ordering: .sequentiallyConsistent) == 1)
            #expect(await terminal.waitFor("\u{1B}[?25h", after: drawn))
            // The program's handler is back in place.
            let current = signal(number, countSignal)
            #expect(
                current.map { unsafeBitCast($0, to: Int.self) } == unsafeBitCast(countSignal as Handler, to: Int.self))
        }
    }

    @Test func aProgramsOwnSIGWINCHHandlerStillHearsResizesDuringTheDialog() async throws {
        signalsSeen.store(0, ordering: .sequentiallyConsistent)
        let previous = signal(SIGWINCH, countSignal)
        defer { signal(SIGWINCH, previous) }
        try await withTerminal { terminal in
            let answer = present(on: terminal)
            #expect(await terminal.waitFor("[ Retry ]"))
            let drawn = terminal.written
            kill(getpid(), SIGWINCH)
            #expect(await terminal.waitFor("\u{1B}[J┌", after: drawn))  // drawn again
            #expect(signalsSeen.load(ordering: .sequentiallyConsistent) == 1)
            terminal.type("\r")
            #expect(await answer.value == .chosen(0))
        }
    }

    @Test func ctrlZGivesTheTerminalBackBeforeStoppingAndTheDialogComesBack() async throws {
        cookedAtSuspension.store(-1, ordering: .sequentiallyConsistent)
        let previous = signal(SIGTSTP, recordSuspension)
        defer { signal(SIGTSTP, previous) }
        try await withTerminal { terminal in
            terminalForHandler.store(terminal.slave, ordering: .sequentiallyConsistent)
            let answer = present(on: terminal)
            #expect(await terminal.waitFor("[ Retry ]"))
            let drawn = terminal.written
            terminal.type([0x1A])
            // Erased with the cursor shown, then, raw again, drawn again with the cursor hidden.
            #expect(await terminal.waitFor("\u{1B}[J\u{1B}[?25h\u{1B}[?25l\r┌", after: drawn))
            #expect(cookedAtSuspension.load(ordering: .sequentiallyConsistent) == 1)
            terminal.type("\r")
            #expect(await answer.value == .chosen(0))
        }
    }

    /// What the front's SIGINT watcher does, without a real SIGINT: other tests in this process
    /// send SIGINT to programs of their own, and two in a row end the process.
    @Test func sigintFromOutsideInterruptsTheDialog() async throws {
        try await withTerminal { terminal in
            let answer = present(on: terminal)
            #expect(await terminal.waitFor("[ Retry ]"))
            WakePipe.shared.wake(UInt8(SIGINT))
            #expect(await answer.value == .interrupted)
        }
    }

    @Test func cancellingThePresentingTaskEndsTheDialog() async throws {
        try await withTerminal { terminal in
            let answer = present(on: terminal)
            #expect(await terminal.waitFor("Esc close"))
            let before = terminal.written
            answer.cancel()
            #expect(await answer.value == .interrupted)
            #expect(await terminal.waitFor(" Interrupted.\r\r\n\u{1B}[?25h", after: before))
        }
    }

    /// The work of `CLIFront.run(timeout:)` is cancelled when its time is up; the record the run
    /// keeps for it then says so (as `CLIRunTests` checks), and the dialog's record says it timed out.
    @Test(arguments: [true, false])
    func aDialogEndedByItsRunsTimeLimitSaysNoAnswerCameInTimeNotInterrupted(timeLimit: Bool) async throws {
        try await withTerminal { terminal in
            let runner = PresentedErrors(timeLimitReached: { timeLimit }, enclosing: nil)
            let answer = present(on: terminal, runner: runner)
            #expect(await terminal.waitFor("Esc close"))
            let before = terminal.written
            answer.cancel()
            #expect(await answer.value == .interrupted, "the work is stopped: no button's action runs")
            #expect(await terminal.waitFor("\u{1B}[?25h", after: before))
            let last = String(decoding: terminal.screen.utf8.dropFirst(before), as: UTF8.self)
            #expect(!last.contains("[ "), "no button was taken")
            let record = timeLimit ? " No answer in time. Chose no button.\r\r\n" : " Interrupted.\r\r\n"
            #expect(last.contains(record), "\(last)")
        }
    }
}

private typealias Handler = @convention(c) (Int32) -> Void
