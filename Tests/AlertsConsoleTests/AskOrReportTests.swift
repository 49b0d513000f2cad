import AlertsTesting
import Synchronization
import Testing

@testable import AlertsConsole

/// When a `ConsoleFront` asks in the dialog and when it reports on the command line: each
/// condition of the policy, flipped alone from a setting in which it asks, makes it report.
struct AskOrReportTests {
    /// One setting the front is made in.
    struct Setting: Sendable, CustomTestStringConvertible {
        var name: String
        var commandLine = CLIFront.Options()
        var environment: [String: String] = ["TERM": "xterm-256color"]
        var stdinIsTerminal = true
        var stderrIsTerminal = true

        var testDescription: String { name }

        func front(write: (@Sendable (String, CLIFront.Stream) -> Void)? = nil) -> ConsoleFront {
            ConsoleFront(
                languages: ["en"], sources: [], options: .init(commandLine: commandLine), environment: environment,
                stdinIsTerminal: stdinIsTerminal, stderrIsTerminal: stderrIsTerminal, write: write)
        }
    }

    /// A person at a terminal, and nothing said against asking.
    static let person = Setting(name: "a person at a terminal")

    /// Each condition of the policy flipped alone.
    static let nobodyToAsk: [Setting] = {
        var settings: [Setting] = []
        func flipped(_ name: String, _ change: (inout Setting) -> Void) {
            var setting = person
            setting.name = name
            change(&setting)
            settings.append(setting)
        }
        flipped("standard input is not a terminal") { $0.stdinIsTerminal = false }
        flipped("standard error is not a terminal") { $0.stderrIsTerminal = false }
        flipped("CI=true") { $0.environment["CI"] = "true" }
        flipped("CI=1") { $0.environment["CI"] = "1" }
        flipped("--no-input") { $0.commandLine.noInput = true }
        flipped("--choose retry") { $0.commandLine.choice = "retry" }
        flipped("--yes (--choose default)") { $0.commandLine.choice = "default" }
        flipped("--json") { $0.commandLine.json = true }
        return settings
    }()

    @Test func aPersonAtATerminalIsAskedInTheDialog() throws {
        let front = Self.person.front()
        #expect(front.dialog != nil)
        let dialog = try #require(front.dialog)
        #expect(dialog.languages == front.languages)
        #expect(dialog.options == front.options.dialog)
    }

    @Test(arguments: nobodyToAsk)
    func eachConditionAloneMakesTheFrontReportOnTheCommandLine(setting: Setting) {
        let front = setting.front()
        #expect(front.dialog == nil)
        #expect(front.dialog == nil)
        #expect(
            !ConsoleFront.asks(
                options: front.options, environment: setting.environment, stdinIsTerminal: setting.stdinIsTerminal,
                stderrIsTerminal: setting.stderrIsTerminal))
    }

    @Test func whatDoesNotSayWhetherAPersonIsThereDoesNotDecide() {
        var settings: [Setting] = []
        var verbose = Self.person
        verbose.commandLine.verbose = true  // how much a report says, not whether anybody is there
        settings.append(verbose)
        var emptyCI = Self.person
        emptyCI.environment["CI"] = ""  // set to nothing: not CI, as NO_COLOR= is no request
        settings.append(emptyCI)
        var dumb = Self.person
        dumb.environment["TERM"] = "dumb"  // a person still answers, on one line
        settings.append(dumb)
        var choiceName = Self.person
        choiceName.commandLine.choiceOptionName = "--choose"  // the option's name, not a choice
        settings.append(choiceName)
        var colour = Self.person
        colour.commandLine.color = .never
        settings.append(colour)
        for setting in settings {
            #expect(setting.front().dialog != nil, "\(setting.commandLine) \(setting.environment)")
        }
    }

    @Test func nobodyToAskGetsTheCommandLinesReportAndChoice() async {
        let writes = Mutex<[String]>([])
        var setting = Self.person
        setting.stdinIsTerminal = false
        let front = setting.front { text, stream in
            if stream == .error { writes.withLock { $0.append(text) } }
        }
        let alert = front.resolve(
            Alert("Delete “photos”?") {
                AlertButton("Delete", role: .destructive, isDefault: true)
                AlertButton("Cancel", role: .cancel)
            })
        #expect(await front.present(alert) == .unanswered(automaticChoice: 1), "Cancel, never Delete")
        #expect(
            writes.withLock { $0 } == [
                """
                Delete “photos”?
                  [Delete] [Cancel]✓
                  Chose “Cancel” without asking, because input isn’t interactive.

                """
            ])

        var yes = setting
        yes.commandLine.choice = "default"
        #expect(await yes.front { _, _ in }.present(alert) == .scripted(0), "--yes: the default button, Delete")
    }

    @Test func theDialogSaysWhyTextsAreNotInTheLanguageOfALocaleThatIsNotUTF8AndOnlyItSaysSo() throws {
        let front = ConsoleFront(
            languages: nil, sources: [], options: .init(),
            environment: ["TERM": "xterm-256color", "LANG": "ru_RU.KOI8-R"], stdinIsTerminal: true,
            stderrIsTerminal: true, write: { _, _ in })
        let dialog = try #require(front.dialog)
        #expect(dialog.languages == ["en"])
        #expect(
            dialog.takeCharsetNote()
                == "note: texts are in en, not ru-RU: LANG=ru_RU.KOI8-R is not a UTF-8 locale. LANG=ru_RU.UTF-8 shows them in ru-RU."
        )
        // Said over the first dialog, the note is not said again by the first report.
        #expect(front.commandLine.takeCharsetNote() == nil)
    }

    @Test func errorsAreReportedOnTheCommandLineEvenWhenTheFrontAsks() async {
        struct Full: AlertableError {
            var title: AlertText? { "The vault is full." }
            var category: ErrorCategory? { .resourcesExhausted }
        }
        let writes = Mutex<[String]>([])
        let front = Self.person.front { text, _ in writes.withLock { $0.append(text) } }
        #expect(front.dialog != nil)
        #expect(await front.report(Full()) == ExitStatus(category: .resourcesExhausted))
        #expect(writes.withLock { $0 } == ["error: The vault is full.\n"])
    }
}
