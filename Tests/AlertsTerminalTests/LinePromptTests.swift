import Alerts
import Foundation
import Testing

@testable import AlertsTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct LinePromptTests {
    static let request = "Type a number from 1 to 2, then press Enter:"

    func prompt(_ buttons: [ResolvedButton], message: String? = nil, unicode: Bool = true) -> LinePrompt {
        LinePrompt(
            alert: ResolvedAlert(title: "Save failed.", message: message, buttons: buttons), request: Self.request,
            unicode: unicode)
    }

    @Test func thePromptNumbersTheButtonsAndBracketsTheOneAnEmptyAnswerTakes() {
        #expect(
            prompt(retryCancel, message: "The disk is full.").text(columns: 80) == """
                Save failed.
                The disk is full.
                  1) Retry  2) Cancel
                Type a number from 1 to 2, then press Enter: [1]\u{20}
                """)
    }

    @Test func aLoneStandardOKAsksForEnterNotANumber() {
        var ok = ResolvedButton("OK", isDefault: true)
        ok.isStandard = true
        let prompt = LinePrompt(
            alert: ResolvedAlert(title: "Login failed.", buttons: [ok]), request: "Press Enter to continue:",
            unicode: true)
        #expect(
            prompt.text(columns: 80) == """
                Login failed.
                Press Enter to continue:\u{20}
                """)
        #expect(prompt.answer("") == .button(0))
        // A lone button of the alert's own is still a choice, numbered.
        #expect(
            self.prompt([ResolvedButton("Open Settings", isDefault: true)]).text(columns: 80) == """
                Save failed.
                  1) Open Settings
                Type a number from 1 to 2, then press Enter: [1]\u{20}
                """)
    }

    @Test func choicesWrapBetweenButtonsNeverInsideALabel() {
        let buttons = [
            ResolvedButton("Save to a different location", isDefault: true), ResolvedButton("Replace the file"),
            ResolvedButton("Cancel", role: .cancel),
        ]
        #expect(
            prompt(buttons).text(columns: 50) == """
                Save failed.
                  1) Save to a different location
                  2) Replace the file  3) Cancel
                Type a number from 1 to 2, then press Enter: [1]\u{20}
                """)
    }

    @Test func theSuggestedButtonIsASafeDefaultElseTheAutomaticChoiceElseNone() {
        let delete = ResolvedButton("Delete", role: .destructive, isDefault: true)
        #expect(prompt([delete, ResolvedButton("Keep", role: .cancel)]).suggested == 1)
        #expect(prompt([delete]).suggested == nil)
        #expect(prompt([delete]).question == Self.request)
        #expect(prompt([ResolvedButton("OK")]).suggested == 0)
    }

    @Test func anAnswerIsANumberInAnyDigitsALabelInAnyCaseOrNothingForTheSuggestion() {
        let prompt = prompt(retryCancel)
        #expect(prompt.answer("2") == .button(1))
        #expect(prompt.answer("  1 \t") == .button(0))
        #expect(prompt.answer("２") == .button(1))  // fullwidth, as a Japanese input method types it
        #expect(prompt.answer("٢") == .button(1))  // Arabic-Indic
        #expect(prompt.answer("cancel") == .button(1))
        #expect(prompt.answer("RETRY") == .button(0))
        #expect(prompt.answer("") == .button(0))
        #expect(prompt.answer("3") == .invalid)
        #expect(prompt.answer("0") == .invalid)
        #expect(prompt.answer("1.") == .invalid)
        #expect(prompt.answer("99999999999999999999999") == .invalid)
        #expect(prompt.answer("Retr") == .invalid)
        // Keys that are not characters leave nothing: an arrow, Esc, a stray control.
        #expect(prompt.answer("\u{1B}[A2\u{1B}[C") == .button(1))
        #expect(prompt.answer("\u{1B}cancel\u{7}") == .button(1))
    }

    @Test func numbersComeBeforeLabelsThatLookLikeNumbers() {
        let prompt = prompt([ResolvedButton("2"), ResolvedButton("1")])
        #expect(prompt.answer("2") == .button(1))
        #expect(prompt.answer("1") == .button(0))
    }

    @Test func untrustedTextIsSanitizedAndASCIITerminalsGetASCII() {
        let prompt = LinePrompt(
            alert: ResolvedAlert(title: "Evil\u{1B}[2J", buttons: [ResolvedButton("“OK”")]), request: "Type:",
            unicode: false)
        #expect(prompt.text(columns: 80) == "Evil\\u{1B}[2J\n  1) \"OK\"\nType: [1] ")
        #expect(prompt.answer("\"ok\"") == .button(0))
    }
}

/// Two ends of a pipe, closed when done with.
final class Pipe: @unchecked Sendable {  // the descriptors are set once, then only read
    let readEnd: Int32
    var writeEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        // Close-on-exec, so that a process another test starts meanwhile does not keep the write
        // end open and `readAll` waiting for an end that never comes.
        precondition(pipe(&ends) == 0)
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        (readEnd, writeEnd) = (ends[0], ends[1])
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
    }

    func closeWriting() {
        if writeEnd >= 0 { close(writeEnd) }
        writeEnd = -1
    }

    /// Everything written, once the write end is closed.
    func readAll() -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    deinit {
        close(readEnd)
        if writeEnd >= 0 { close(writeEnd) }
    }
}

/// The front reading from standard input that is not a terminal: a pipe.
@Suite(.timeLimit(.minutes(1)))
struct LineSessionTests {
    static let environment = ["LANG": "C.UTF-8", "COLUMNS": "80"]

    func front(
        input: Int32, output: Int32, options: TerminalFront.Options = .init(),
        environment: [String: String] = environment
    )
        -> TerminalFront
    {
        TerminalFront(
            languages: ["en"], sources: [], options: options, environment: environment,
            devices: .init(input: input, output: output, terminalPath: nil, watchesInterrupts: false))
    }

    /// What the front answers to `typed` on standard input, and what it wrote to standard error.
    func ask(
        _ typed: String?, _ alert: ResolvedAlert = ResolvedAlert(title: "Save failed.", buttons: retryCancel),
        options: TerminalFront.Options = .init(), environment: [String: String] = environment
    ) async -> (AlertOutcome<Never>, String) {
        let input = Pipe()
        let output = Pipe()
        if let typed {
            input.send(typed)
            input.closeWriting()
        }
        let response = await front(
            input: input.readEnd, output: output.writeEnd, options: options, environment: environment
        ).present(alert)
        output.closeWriting()
        return (response, output.readAll())
    }

    @Test func aNumberOnStandardInputChoosesAndTheTranscriptShowsIt() async {
        let (response, written) = await ask("2\n")
        #expect(response == .chosen(1))
        #expect(
            written == """
                Save failed.
                  1) Retry  2) Cancel
                Type a number from 1 to 2, then press Enter: [1] 2

                """)
    }

    @Test func aLabelOrAnEmptyLineChooses() async {
        #expect(await ask("cancel\n").0 == .chosen(1))
        #expect(await ask("\n").0 == .chosen(0))
        #expect(await ask("Retry").0 == .chosen(0))  // a last line without its line feed
    }

    @Test func anAnswerThatNamesNoButtonEndsAsNobodyAnswering() async {
        let (response, written) = await ask("7\nthe rest\n")
        #expect(response == .unanswered(automaticChoice: 1))
        #expect(written.hasSuffix("[1] 7\n"))
    }

    @Test func eachAlertReadsOneLineOnly() async {
        let input = Pipe()
        let output = Pipe()
        input.send("2\n1\n")
        input.closeWriting()
        let front = front(input: input.readEnd, output: output.writeEnd)
        let alert = ResolvedAlert(title: "Save failed.", buttons: retryCancel)
        #expect(await front.present(alert) == .chosen(1))
        #expect(await front.present(alert) == .chosen(0))
        #expect(await front.present(alert) == .unanswered(automaticChoice: 1))
    }

    @Test func inputThatHasEndedIsNotAskedButTheAlertIsShown() async {
        let (response, written) = await ask("")
        #expect(response == .unanswered(automaticChoice: 1))
        #expect(written.hasPrefix("Save failed.\n") && written.contains("1) Retry  2) Cancel\n"), "\(written)")
        #expect(!written.contains("Type a number"), "nobody is asked")
        let null = open("/dev/null", O_RDONLY)
        defer { close(null) }
        let output = Pipe()
        let fromNull = await front(input: null, output: output.writeEnd).present(
            ResolvedAlert(title: "t", buttons: retryCancel))
        output.closeWriting()
        #expect(fromNull == .unanswered(automaticChoice: 1))
        #expect(output.readAll() == "t\n  1) Retry  2) Cancel\n")
    }

    @Test func withCISetTheAlertIsShownButNothingIsAskedOrRead() async {
        let input = Pipe()
        let output = Pipe()
        input.send("1\n")
        input.closeWriting()
        let front = front(input: input.readEnd, output: output.writeEnd, environment: ["CI": "true"])
        #expect(await front.present(ResolvedAlert(title: "t", buttons: retryCancel)) == .unanswered(automaticChoice: 1))
        output.closeWriting()
        #expect(output.readAll() == "t\n  1) Retry  2) Cancel\n")
        #expect(input.readAll() == "1\n")
    }

    @Test func theTimeoutEndsAsCancel() async {
        let input = Pipe()  // left open and empty: nobody types
        let output = Pipe()
        let start = ContinuousClock.now
        let response = await front(
            input: input.readEnd, output: output.writeEnd, options: .init(timeout: .milliseconds(200))
        ).present(ResolvedAlert(title: "t", buttons: retryCancel))
        #expect(response == .unanswered(automaticChoice: 1))
        #expect(ContinuousClock.now - start >= .milliseconds(200))
        output.closeWriting()
        #expect(output.readAll().hasSuffix("[1] \n"))
    }

    @Test func cancellingThePresentingTaskEndsTheWaitAsInterrupted() async {
        let input = Pipe()  // left open and empty
        let output = Pipe()
        let front = front(input: input.readEnd, output: output.writeEnd, options: .init(timeout: .seconds(30)))
        let task = Task { await front.present(ResolvedAlert(title: "t", buttons: retryCancel)) }
        try? await Task.sleep(for: .milliseconds(50))
        task.cancel()
        #expect(await task.value == .interrupted)
    }

    @Test func anAlertWithoutButtonsIsShownNotAsked() async {
        let (response, written) = await ask("1\n", ResolvedAlert(title: "Saved.", message: "All done.", buttons: []))
        #expect(response == .unanswered(automaticChoice: nil))
        #expect(written == "Saved.\nAll done.\n")
    }

    @Test func theFrontsOwnTextsAreInTheAlertsLanguage() async {
        let alert = ResolvedAlert(title: "Speichern fehlgeschlagen.", buttons: retryCancel, language: "de")
        let (_, written) = await ask("1\n", alert)
        #expect(written.contains("Geben Sie eine Zahl von 1 bis 2 ein und drücken Sie dann die Eingabetaste: [1] 1"))
    }
}

struct RouteTests {
    @Test func theFrontAsksWithTheDialogOnlyOnATerminalThatIsNotDumbAndBigEnough() {
        func route(_ environment: [String: String] = [:], stdin: Bool = true, terminal: Bool = true, fits: Bool = true)
            -> TerminalFront.Route
        {
            TerminalFront.route(environment: environment, stdinIsTerminal: stdin, hasTerminal: terminal, fits: fits)
        }
        #expect(route() == .dialog)
        #expect(route(["CI": "1"]) == .noInput)
        #expect(route(["CI": ""]) == .dialog)
        #expect(route(["TERM": "dumb"]) == .linePrompt(onTerminal: true))
        #expect(route(fits: false) == .linePrompt(onTerminal: true))
        #expect(route(stdin: false) == .linePrompt(onTerminal: false))
        #expect(route(terminal: false) == .linePrompt(onTerminal: false))
        #expect(route(["CI": "1"], stdin: false) == .noInput)
    }

    @Test func theFrontPutsCancelLast() {
        #expect(TerminalFront(environment: [:]).buttonOrder == .cancelLast)
    }

    @Test func aLineAnswerMayBeARoleWordOrTheSourceLanguageLabel() {
        let alert = ResolvedAlert(
            title: "t",
            buttons: [
                ResolvedButton("Повторить", isDefault: true, sourceLabel: "Retry"),
                ResolvedButton("Отменить", role: .cancel, sourceLabel: "Cancel"),
            ])
        let prompt = LinePrompt(alert: alert, request: "?", unicode: true)
        #expect(prompt.answer("cancel") == .button(1))
        #expect(prompt.answer("default") == .button(0))
        #expect(prompt.answer("retry") == .button(0))
        #expect(prompt.answer("ПОВТОРИТЬ") == .button(0))
        #expect(prompt.answer("frobnicate") == .invalid)
    }
}
