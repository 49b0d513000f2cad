import Foundation
import TestSupport
import Testing

/// `alerts demo --front terminal` in a real terminal: a tmux session runs it, the test waits for
/// the dialog on the screen (polling with a deadline, never a fixed sleep), presses keys, and
/// checks the answer, the exit status and that the terminal's modes (`stty -g`) are the same
/// after as before — after Ctrl-C and SIGTERM too. Skipped, saying so, where tmux is missing
/// (`.ci/run` installs it).
@Suite(.serialized, ExternalTools.needsTmux) struct TerminalDemoTests {
    /// A tmux session running one command, and the files it leaves: the modes before and after,
    /// the exit status, the demo's process id.
    final class Session {
        let name = "alerts-test-\(UUID().uuidString.prefix(8))"
        let folder: URL

        /// A session running `command` as it is, or else the demo with `arguments`.
        init?(_ arguments: [String] = [], environment: [String: String] = [:], command: String? = nil) throws {
            guard Self.tmux != nil else { return nil }
            folder = FileManager.default.temporaryDirectory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if let command {
                try run(["new-session", "-d", "-s", name, "-x", "80", "-y", "24", command])
                return
            }
            let demo = ([AlertsToolTests.executable.path] + arguments).map(Self.quoted).joined(separator: " ")
            let variables = (["LANG": "C.UTF-8", "NO_COLOR": "1"].merging(environment) { $1 })
                .map { "\($0.key)=\(Self.quoted($0.value))" }.sorted().joined(separator: " ")
            let dir = Self.quoted(folder.path)
            // The inner shell writes its id, then becomes the demo: a signal sent to that id
            // reaches the demo, which runs in the foreground of the terminal.
            let script = """
                stty -g > \(dir)/before; \
                env -u CI \(variables) sh -c 'echo $$ > \(dir)/pid; exec \(demo.replacing("'", with: "'\\''"))'; \
                echo $? > \(dir)/status; stty -g > \(dir)/after; sleep 60
                """
            try run(["new-session", "-d", "-s", name, "-x", "80", "-y", "24", script])
        }

        deinit {
            _ = try? run(["kill-server"])
            try? FileManager.default.removeItem(at: folder)
        }

        /// The screen as text.
        func screen() throws -> String { try run(["capture-pane", "-p", "-t", name]) }

        /// Waits until the screen shows `text` — after the last line holding `after`, if given;
        /// false after `timeout`: two minutes, as the first demo of a run built with
        /// `--sanitize=thread` or `address` can take over half a minute to draw on a busy machine
        /// (a deadline, not a measure: a screen that shows the text returns at once).
        func waitFor(_ text: String, after: String? = nil, timeout: Duration = .seconds(120)) async throws -> Bool {
            let deadline = ContinuousClock.now + timeout
            while true {
                // The deadline is checked before the screen is read, so the screen is read once
                // after it too: on a busy machine this task may wait longer than the deadline for
                // a thread, while the demo drew long before.
                let late = ContinuousClock.now >= deadline
                var shown = try screen()
                if let after, let range = shown.ranges(of: after).last { shown = String(shown[range.upperBound...]) }
                if shown.contains(text) { return true }
                if late { return false }
                try await Task.sleep(for: .milliseconds(50))
            }
        }

        /// Presses keys, in tmux's names (`Enter`, `Right`, `Escape`, `C-c`).
        func press(_ keys: String...) throws { try run(["send-keys", "-t", name] + keys) }

        /// The contents of one of the files, once it exists (`nil` after `timeout`).
        func file(_ name: String, timeout: Duration = .seconds(30)) async throws -> String? {
            let url = folder.appendingPathComponent(name)
            let deadline = ContinuousClock.now + timeout
            while true {
                let late = ContinuousClock.now >= deadline  // read once after the deadline too
                if let text = try? String(contentsOf: url, encoding: .utf8), text.hasSuffix("\n") {
                    return text.trimmingCharacters(in: .whitespacesAndNewlines)
                }
                if late { return nil }
                try await Task.sleep(for: .milliseconds(50))
            }
        }

        /// The demo's exit status, once it has ended, and whether the modes are as before and the
        /// cursor shown again.
        func end() async throws -> (status: String?, modesKept: Bool) {
            let status = try await file("status")
            let before = try await file("before")
            let after = try await file("after")
            let cursor = try run(["display-message", "-p", "-t", name, "#{cursor_flag}"])
            return (status, before != nil && before == after && cursor.hasPrefix("1"))
        }

        static let tmux = ExternalTools.tmux

        /// Runs tmux on this session's own server (its socket in the session's folder, no
        /// configuration file, so no other tmux server or setting is touched) and returns what it
        /// printed, within 30 seconds.
        ///
        /// The first command forks the server, which keeps every descriptor and signal setting
        /// tmux started with. So tmux is spawned directly, with only the three standard
        /// descriptors (its output in a file), no blocked or ignored signals, and its end learned
        /// from `waitpid`: a pipe, another test's pipe, or the descriptor `Process` watches to
        /// learn a child has ended would otherwise stay open as long as the server runs, and a
        /// server started with signals blocked does not end on `kill-server`.
        @discardableResult
        func run(_ arguments: [String]) throws -> String {
            let output = folder.appendingPathComponent("tmux-output-\(UUID().uuidString)").path
            defer { unlink(output) }
            let tmux = Self.tmux ?? "/usr/bin/tmux"
            let argv = [tmux, "-f", "/dev/null", "-S", folder.appendingPathComponent("socket").path] + arguments
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            // Nothing else: the server would hold whatever descriptors the test process has open
            // (other tests' pipes among them) for as long as it runs.
            Self.closeFrom(3, &actions)
            // Nor the test process's signal mask and ignored signals: tmux starts clean.
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var none = sigset_t()
            var all = sigset_t()
            sigemptyset(&none)
            sigfillset(&all)
            posix_spawnattr_setsigmask(&attributes, &none)
            posix_spawnattr_setsigdefault(&attributes, &all)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
            var cArguments = argv.map { strdup($0) } + [nil]
            defer { cArguments.forEach { free($0) } }
            var pid: pid_t = 0
            let spawned = posix_spawn(&pid, tmux, &actions, &attributes, &cArguments, environ)
            guard spawned == 0 else { throw TmuxDidNotAnswer(arguments: arguments) }
            let deadline = ContinuousClock.now + .seconds(30)
            var status: Int32 = 0
            while waitpid(pid, &status, WNOHANG) == 0 {
                guard ContinuousClock.now < deadline else {
                    kill(pid, SIGKILL)
                    waitpid(pid, &status, 0)
                    throw TmuxDidNotAnswer(arguments: arguments)
                }
                usleep(10_000)
            }
            return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        }

        struct TmuxDidNotAnswer: Error { let arguments: [String] }

        /// Closes every descriptor from `first` on in the spawned process, with glibc's
        /// `posix_spawn_file_actions_addclosefrom_np` (2.34 and later; Swift's Glibc module does not
        /// export it), else each descriptor open now.
        static func closeFrom(_ first: Int32, _ actions: inout posix_spawn_file_actions_t) {
            typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
                _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, first)
                return
            }
            let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
            for descriptor in open.compactMap(Int32.init) where descriptor >= first {
                posix_spawn_file_actions_addclose(&actions, descriptor)
            }
        }

        static func quoted(_ text: String) -> String { "'" + text.replacing("'", with: "'\\''") + "'" }
    }

    func session(_ arguments: String...) throws -> Session? {
        let session = try Session(["demo", "--front", "terminal"] + arguments)
        if session == nil { Issue.record("skipped: tmux is not installed (apt-get install tmux)") }
        return session
    }

    @Test func enterChoosesTheFocusedButtonAndTheServiceRunsAgain() async throws {
        guard let session = try session() else { return }
        #expect(try await session.waitFor("[ Retry ]"), "\((try? session.screen()) ?? "")")
        try session.press("Enter")
        #expect(try await session.waitFor("Saved report.txt."))
        let end = try await session.end()
        #expect(end.status == "0")
        #expect(end.modesKept)
    }

    @Test func arrowsMoveTheFocusAndEnterChoosesTheCancelButtonInGerman() async throws {
        guard let session = try session("--scenario", "network", "--lang", "de") else { return }
        #expect(try await session.waitFor("[ Erneut versuchen ]"), "\((try? session.screen()) ?? "")")
        try session.press("Right")
        #expect(try await session.waitFor("[ Abbrechen ]"))
        try session.press("Enter")
        let end = try await session.end()
        #expect(end.status == "69", "the error's status: service unavailable")
        #expect(end.modesKept)
    }

    @Test func escapeWithoutACancelButtonDismisses() async throws {
        guard let session = try session() else { return }
        #expect(try await session.waitFor("[ Retry ]"))
        try session.press("Escape")
        let end = try await session.end()
        #expect(end.status == "1", "dismissed: the save failed")
        #expect(end.modesKept)
    }

    @Test func ctrlCEndsTheDemoBySIGINTWithTheTerminalRestored() async throws {
        guard let session = try session("--scenario", "network") else { return }
        #expect(try await session.waitFor("[ Retry ]"))
        try session.press("C-c")
        let end = try await session.end()
        #expect(end.status == "130", "died by SIGINT, as the shell reports it")
        #expect(end.modesKept)
    }

    @Test func sigtermEndsTheDemoWithTheTerminalRestored() async throws {
        guard let session = try session("--scenario", "network") else { return }
        #expect(try await session.waitFor("[ Retry ]"))
        let pid = try #require(try await session.file("pid")).trimmingCharacters(in: .whitespaces)
        kill(try #require(Int32(pid)), SIGTERM)
        let end = try await session.end()
        #expect(end.status == "143", "died by SIGTERM, as the shell reports it")
        #expect(end.modesKept)
        let screen = try session.screen()
        #expect(!screen.contains("^["), "no stray escape sequences left")
    }

    @Test func autoPicksTheDialogInATerminal() async throws {
        guard let session = try Session(["demo", "--scenario", "login"]) else { return }
        #expect(try await session.waitFor("[ OK ]"), "\((try? session.screen()) ?? "")")
        try session.press("Enter")
        let end = try await session.end()
        #expect(end.status == "1", "the login failed")
        #expect(end.modesKept)
    }

    @Test func autoAsksWithVerboseWhichSaysHowMuchAReportShowsNotWhetherAnybodyIsThere() async throws {
        guard let session = try Session(["demo", "--scenario", "login", "--verbose"]) else { return }
        #expect(try await session.waitFor("[ OK ]"), "\((try? session.screen()) ?? "")")
        try session.press("Enter")
        let end = try await session.end()
        #expect(end.status == "1", "the login failed")
    }

    @Test func autoReportsInATerminalWhenAScriptChoseAlready() async throws {
        guard let session = try Session(["demo", "--scenario", "network", "--choose", "cancel"]) else { return }
        let end = try await session.end()
        #expect(end.status == "69", "the error's status: service unavailable")
        let screen = try session.screen()
        #expect(screen.contains("[Retry] [Cancel]✓"), "the command line's report: \(screen)")
        #expect(!screen.contains("[ Retry ]") && !screen.contains("[ Cancel ]"), "no dialog: \(screen)")
    }

    @Test func previewShowsTheDialogAndEndsWithTheErrorsStatus() async throws {
        let root = try ToolCommandTests.tables([
            "alert.json": #"{"title": "Disk full.", "buttons": [{"label": "OK"}], "exitCode": 74}"#
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        guard
            let session = try Session([
                "preview", root.appendingPathComponent("alert.json").path, "--front", "terminal",
            ])
        else { return }
        #expect(try await session.waitFor("[ OK ]"), "\((try? session.screen()) ?? "")")
        try session.press("Enter")
        let end = try await session.end()
        #expect(end.status == "74")
        #expect(end.modesKept)
    }

    @Test(arguments: [(SIGUSR1, "138"), (SIGALRM, "142"), (SIGHUP, "129")] as [(Int32, String)])
    func anotherFatalSignalGivesTheTerminalBackToo(signal: Int32, status: String) async throws {
        guard let session = try session("--scenario", "network") else { return }
        #expect(try await session.waitFor("[ Retry ]"))
        let pid = try #require(try await session.file("pid")).trimmingCharacters(in: .whitespaces)
        kill(try #require(Int32(pid)), signal)
        let end = try await session.end()
        #expect(end.status == status, "died by the signal")
        #expect(end.modesKept)
    }

    @Test func aDialogSentToTheBackgroundStaysStoppedUntilItIsBackInFront() async throws {
        guard let shell = try Session(command: "env -u CI bash --norc --noprofile") else { return }
        let demo = Session.quoted(AlertsToolTests.executable.path)
        try shell.press("LANG=C.UTF-8 \(demo) demo --front terminal --scenario network", "Enter")
        #expect(try await shell.waitFor("[ Retry ]"), "\((try? shell.screen()) ?? "")")
        try shell.press("C-z")
        #expect(try await shell.waitFor("Stopped"))
        try shell.press("bg", "Enter")
        try shell.press("echo typed-at-the-shell; jobs", "Enter")
        #expect(try await shell.waitFor("typed-at-the-shell\n"), "the shell keeps its terminal")
        #expect(try shell.screen().components(separatedBy: "Stopped").count >= 3, "still stopped after bg")
        try shell.press("fg", "Enter")
        #expect(try await shell.waitFor("[ Retry ]", after: "$ fg"), "drawn again in front")
        try shell.press("Right", "Enter")
        try shell.press("echo EXIT=$?", "Enter")
        #expect(try await shell.waitFor("EXIT=69"), "\((try? shell.screen()) ?? "")")
    }
}
