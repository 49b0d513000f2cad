import AlertsTesting
import Foundation
import Synchronization
import Testing

@testable import Alerts

struct DiagnosticsSystemTests {
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

    /// The only test that installs the process's handler: it stays for the rest of the run.
    @Test func theHandlerIsSetOnceAndTheFirstStays() {
        final class Seen: Sendable { let messages = Mutex<[String]>([]) }
        let (first, second) = (Seen(), Seen())
        let marker = "bootstrap-\(UUID().uuidString)"
        let installed = DiagnosticsSystem.bootstrap { event in
            if event.message.contains(marker) { first.messages.withLock { $0.append(event.message) } }
        }
        #expect(installed)
        #expect(DiagnosticsSystem.isBootstrapped)
        let replaced = DiagnosticsSystem.bootstrap { event in
            if event.message.contains(marker) { second.messages.withLock { $0.append(event.message) } }
        }
        #expect(!replaced)
        DiagnosticsSystem.emit { DiagnosticEvent(level: .info, kind: .error, message: marker) }
        #expect(first.messages.withLock { $0 } == [marker])
        #expect(second.messages.withLock { $0 }.isEmpty)
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
