import AlertsTesting
import Foundation
import Synchronization
import Testing

@testable import Alerts

struct DiagnosticsSystemTests {
    /// Once the last recorder is gone, nobody listens: an error shown then builds no event. In a
    /// process of its own, where no other test's recorder lives.
    @Test func nobodyListensOnceTheLastObserverHasGone() async {
        await #expect(processExitsWith: .success) {
            guard !DiagnosticsSystem.isListening(at: .error) else { exit(1) }
            do {
                let first = DiagnosticEventRecorder()
                let second = DiagnosticEventRecorder()
                guard DiagnosticsSystem.isListening(at: .error) else { exit(2) }
                withExtendedLifetime((first, second)) {}
            }
            exit(DiagnosticsSystem.isListening(at: .error) ? 3 : 0)
        }
    }

    @Test func aTableProblemIsToldOnceWithItsPlaceHoweverOftenTheTableIsAskedFor() throws {
        let recorder = DiagnosticEventRecorder()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("events-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("de.lproj/Localizable.strings")
        try Data("\"Save\" = \"Sichern\";\n\"Open\" = \"Öffnen\"\n\"Quit\" = \"Beenden\";\n".utf8).write(to: file)
        let tables = StringTableDirectory(roots: [root])
        let localizer = Localizer(sources: [tables])
        for _ in 0..<3 { _ = localizer.localize("Save", languages: ["de"]) }
        let events = recorder.events(mentioning: file.path)
        #expect(events.count == tables.diagnostics.count)
        #expect(!events.isEmpty)
        let first = try #require(events.first)
        #expect(first.kind == .table)
        #expect(first.diagnostic == tables.diagnostics.first)
        #expect(first.metadata["file"] == file.path + ":2:18", "\(first.metadata)")
        #expect(first.level == .error || first.level == .warning)
    }

    @Test func aTranslationThatCannotShowItsArgumentsIsToldAsAFormattingFallback() throws {
        let recorder = DiagnosticEventRecorder()
        let key = "fallback-\(UUID().uuidString) %@"
        let tables = InMemoryStringTables(["Localizable": ["en": [key: "Hello %@"], "de": [key: "Hallo %d"]]])
        let result = Localizer(sources: [tables]).localize(key, arguments: [.string("Ada")], languages: ["de"])
        #expect(result.value == "Hello Ada")
        let events = recorder.events(mentioning: key)
        #expect(events.map(\.kind) == [.formatting])
        #expect(events.first?.level == .warning)
        #expect(events.first?.metadata["language"] == "de")
        #expect(events.first?.metadata["table"] == "Localizable")
    }

    @Test func aMissingTranslationIsADebugEvent() {
        let recorder = DiagnosticEventRecorder()
        let key = "missing-\(UUID().uuidString)"
        let tables = InMemoryStringTables(["Localizable": ["en": [key: "Only in English"]]])
        _ = Localizer(sources: [tables]).localize(key, languages: ["ja"])
        let events = recorder.events(mentioning: key)
        #expect(events.map(\.kind) == [.missingTranslation])
        #expect(events.map(\.level) == [.debug])
    }

    @Test func anEventIsOneLineWhateverItsTextHolds() {
        let event = DiagnosticEvent(
            level: .error, kind: .error, message: "first\nforged line\r\u{1B}[31m\u{2028}end",
            metadata: ["key": "a\nb"])
        #expect(event.message == #"first\nforged line\r\u{1B}[31m\u{2028}end"#)
        #expect(event.metadata["key"] == #"a\nb"#)
        #expect(event.description == #"[error] error: first\nforged line\r\u{1B}[31m\u{2028}end key=a\nb"#)
    }

    @Test func noTextPassesForMoreMetadataOrHidesWhatItIs() {
        let event = DiagnosticEvent(
            level: .info, kind: .error, message: "boom\u{2066}\u{200B} user=admin",
            metadata: ["file": "x level=critical", "x\n[critical] forged": "v", "name": "\u{202E}gnp.exe"])
        #expect(event.message == #"boom\u{2066}\u{200B} user=admin"#)
        #expect(
            event.description
                == #"[info] error: boom\u{2066}\u{200B} user=admin file="x level=critical" name=\u{202E}gnp.exe "x\\n[critical] forged"=v"#
        )
        #expect(!event.description.contains("\n") && !event.description.contains("\u{202E}"))
    }

    @Test func eventsTheHandlerCausesAreNotSentBackToIt() {
        let marker = "reentry-\(UUID().uuidString)"
        let recorder = DiagnosticEventRecorder()
        let id = DiagnosticsSystem.observe { event in
            guard event.message.hasPrefix(marker) else { return }
            // A handler that itself causes an event, as one that localizes its log line would.
            DiagnosticsSystem.emit { DiagnosticEvent(level: .info, kind: .error, message: event.message + "+") }
        }
        defer { DiagnosticsSystem.endObserving(id) }
        DiagnosticsSystem.emit { DiagnosticEvent(level: .info, kind: .error, message: marker) }
        #expect(recorder.events(mentioning: marker).map(\.message) == [marker])
    }

    @Test func levelsAreSwiftLogsNamesInItsOrder() {
        #expect(
            DiagnosticEvent.Level.allCases.map(\.rawValue) == [
                "trace", "debug", "info", "notice", "warning", "error", "critical",
            ])
        #expect(DiagnosticEvent.Level.allCases == DiagnosticEvent.Level.allCases.sorted())
        #expect(DiagnosticEvent.Level.debug < .error)
    }

    /// The process's handler, installed by whichever test needs it first: it stays for the rest
    /// of the run, so no other test may install one. It wants events from `info` up.
    private enum ProcessHandler {
        static let first = Seen()
        static let second = Seen()
        static let installed = DiagnosticsSystem.bootstrap(minimumLevel: .info) { event in
            if event.message.hasPrefix("bootstrap-") { first.messages.withLock { $0.append(event.message) } }
            if event.message.hasPrefix("million-") {
                first.count.add(1, ordering: .relaxed)
                // How deep in the stack the handler runs: a handler re-wrapped per event runs deeper each time.
                var local = 0
                withUnsafeMutablePointer(to: &local) { first.depth.store(Int(bitPattern: $0), ordering: .relaxed) }
            }
        }
    }

    final class Seen: Sendable {
        let messages = Mutex<[String]>([])
        let count = Atomic<Int>(0)
        let depth = Atomic<Int>(0)
    }

    @Test func theHandlerIsSetOnceAndTheFirstStays() {
        let marker = "bootstrap-\(UUID().uuidString)"
        #expect(ProcessHandler.installed)
        #expect(DiagnosticsSystem.isBootstrapped)
        let replaced = DiagnosticsSystem.bootstrap { event in
            if event.message.hasPrefix("bootstrap-") {
                ProcessHandler.second.messages.withLock { $0.append(event.message) }
            }
        }
        #expect(!replaced)
        DiagnosticsSystem.emit { DiagnosticEvent(level: .info, kind: .error, message: marker) }
        #expect(ProcessHandler.first.messages.withLock { $0 }.contains(marker))
        #expect(ProcessHandler.second.messages.withLock { $0 }.isEmpty)
    }

    @Test func eventsBelowTheHandlersMinimumLevelAreNotSentToIt() {
        #expect(ProcessHandler.installed)
        let marker = "bootstrap-\(UUID().uuidString)"
        // Whether the level is said before the event is made or only known from it.
        DiagnosticsSystem.emit(at: .debug) { DiagnosticEvent(level: .debug, kind: .error, message: marker + " a") }
        DiagnosticsSystem.emit { DiagnosticEvent(level: .debug, kind: .error, message: marker + " b") }
        DiagnosticsSystem.emit(at: .info) { DiagnosticEvent(level: .info, kind: .error, message: marker + " c") }
        DiagnosticsSystem.emit { DiagnosticEvent(level: .error, kind: .error, message: marker + " d") }
        let seen = ProcessHandler.first.messages.withLock { $0 }.filter { $0.hasPrefix(marker) }
        #expect(seen == [marker + " c", marker + " d"])
    }

    /// A server with a logging bridge sends an event per error: the millionth must cost what the
    /// first did. (A handler kept as a lock's generic state was re-wrapped in two more thunks per
    /// event: each event slower than the last, and a stack overflow after a few thousand.)
    ///
    /// The handler runs as deep in the stack for the last event as for the first. And, with no
    /// wall-clock bound, the last 100,000 events take at most three times the thread's CPU time the
    /// first 100,000 did, each as the fastest of its hundred runs of 1,000: other tests' recorders,
    /// which every event also reaches, come and go meanwhile, so the two ends differ a little.
    @Test func theMillionthEventCostsWhatTheFirstDid() {
        #expect(ProcessHandler.installed)
        func emit() { DiagnosticsSystem.emit { DiagnosticEvent(level: .info, kind: .error, message: "million-") } }
        func cpuTime() -> Duration {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
        }
        let before = ProcessHandler.first.count.load(ordering: .relaxed)
        emit()
        let firstDepth = ProcessHandler.first.depth.load(ordering: .relaxed)
        var runs: [Duration] = []
        for _ in 0..<1_000 {
            let start = cpuTime()
            for _ in 0..<1_000 { emit() }
            runs.append(cpuTime() - start)
        }
        #expect(ProcessHandler.first.count.load(ordering: .relaxed) - before >= 1_000_001)
        #expect(ProcessHandler.first.depth.load(ordering: .relaxed) == firstDepth)
        let first = runs.prefix(100).min()!
        let last = runs.suffix(100).min()!
        #expect(last < first * 3, "first 100,000: fastest 1,000 in \(first) of CPU time; last 100,000: \(last)")
    }
}

/// The recorder users put in their own tests.
struct DiagnosticEventRecorderTests {
    @Test func itRecordsOnlyWhileItLives() {
        let marker = "recorder-\(UUID().uuidString)"
        var recorder: DiagnosticEventRecorder? = DiagnosticEventRecorder()
        let later = DiagnosticEventRecorder()
        DiagnosticsSystem.emit { DiagnosticEvent(level: .notice, kind: .error, message: marker + " 1") }
        #expect(recorder?.events(mentioning: marker).map(\.message) == [marker + " 1"])
        recorder = nil
        DiagnosticsSystem.emit { DiagnosticEvent(level: .notice, kind: .error, message: marker + " 2") }
        #expect(later.events(mentioning: marker).map(\.message) == [marker + " 1", marker + " 2"])
    }
}
