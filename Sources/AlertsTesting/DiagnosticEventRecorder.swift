public import Alerts
internal import StringTables

/// Records the events the process's `DiagnosticsSystem` sends while it lives, for
/// tests that check what goes to the log: the raw error behind an alert, table problems,
/// fallbacks.
///
/// ```swift
/// let recorder = DiagnosticEventRecorder()
/// _ = CLIFront(write: { _, _ in }).report(error)
/// #expect(recorder.events.contains { $0.kind == .error && $0.level == .error })
/// ```
///
/// It sees every event of the process, whether or not a handler is installed
/// (`DiagnosticsSystem.bootstrap(_:)` stays free for your program's own), and
/// installing it changes nothing the handler gets. Tests running in parallel share the process:
/// look for events that mention something of your test's own with ``events(mentioning:)``.
public final class DiagnosticEventRecorder: Sendable {
    private final class Store: Sendable {
        let events = Locked<[DiagnosticEvent]>([])
    }

    private let store = Store()
    private let id: Int

    /// Starts recording.
    public init() {
        let store = store
        id = DiagnosticsSystem.observe { event in store.events.withLock { $0.append(event) } }
    }

    deinit { DiagnosticsSystem.endObserving(id) }

    /// Every event recorded so far, in the order sent.
    public var events: [DiagnosticEvent] { store.events.withLock { $0 } }

    /// The events whose message or metadata values contain `text`.
    public func events(mentioning text: String) -> [DiagnosticEvent] {
        events.filter { event in
            event.message.contains(text) || event.metadata.values.contains { $0.contains(text) }
        }
    }
}
