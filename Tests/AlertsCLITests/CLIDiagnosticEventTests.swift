import Alerts
import AlertsCLI
import AlertsTesting
import Foundation
import Testing

/// What a command-line report tells the process's diagnostics hook.
struct CLIDiagnosticEventTests {
    struct Unexplained: Error, CustomStringConvertible {
        var marker: String
        var description: String { "unexplained \(marker)" }
    }

    @Test func anErrorShownOnlyAsAGenericTitleIsAnErrorEvent() async throws {
        let recorder = DiagnosticEventRecorder()
        let marker = UUID().uuidString
        let status = await CLIFront(languages: ["en"], environment: [:], write: { _, _ in }).report(
            Unexplained(marker: marker))
        #expect(status == .failure)
        let event = try #require(recorder.events(mentioning: marker).first)
        #expect(event.level == .error && event.kind == .error)
        #expect(event.metadata["front"] == "cli")
        #expect(event.metadata["source"] == "generic")
        #expect((event.error as? Unexplained)?.marker == marker)
    }
}
