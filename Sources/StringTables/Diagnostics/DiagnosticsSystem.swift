internal import Synchronization

/// The process's one hook for what users must not see but developers and operators need: the
/// raw error behind an alert, problems found loading tables, texts shown with a fallback.
///
/// Install a handler once, at start-up, and send the events to your logging system. With
/// swift-log it is a few lines:
///
/// ```swift
/// import Logging
///
/// let logger = Logger(label: "com.example.tool")
/// let level = DiagnosticEvent.Level(rawValue: logger.logLevel.rawValue) ?? .trace
/// DiagnosticsSystem.bootstrap(minimumLevel: level) { event in
///     logger.log(
///         level: Logger.Level(rawValue: event.level.rawValue) ?? .error, "\(event.message)",
///         metadata: event.metadata.mapValues { .string($0) })
/// }
/// ```
///
/// Pass the logger's level as `minimumLevel` and events below it are not even made: a server
/// whose log leaves out `debug` does not pay, per error response, for the `debug` event about it.
///
/// Like swift-log's `LoggingSystem`, it is set once: the first handler stays for the life of
/// the process, and later calls change nothing and return `false`. Until one is installed the
/// events are dropped, at the cost of one atomic load each. The handler is called on whichever
/// thread found the event, possibly on several at once, and must not block for long. Events the
/// handler causes itself (it localizes a text, say) are dropped rather than sent back to it.
public enum DiagnosticsSystem {
    /// Whether a handler is installed; read on every event, before anything is built.
    private static let installed = Atomic<Bool>(false)
    private static let handler = Locked<Listener?>(nil)
    /// The rank of the least level the handler is sent (``DiagnosticEvent/Level``'s order).
    private static let minimumRank = Atomic<Int>(0)
    /// The package's tests' observers, called besides the handler.
    private static let observers = Locked<(next: Int, listening: [Int: Listener])>((0, [:]))
    /// How many observers are watching now: read on every event, before anything is built.
    private static let observerCount = Atomic<Int>(0)

    /// Installs `handler` for the life of the process, unless one is installed already.
    ///
    /// - Parameters:
    ///   - minimumLevel: The least level `handler` is sent: events below it are dropped, and
    ///     those the package can tell the level of before making them (such as the `debug`
    ///     event about an error an HTTP response showed its client) are not made at all.
    ///     Package tests' observers still see every event.
    ///   - handler: Called with each event.
    /// - Returns: `true` if `handler` is now the process's handler; `false` if an earlier one
    ///   is, which stays.
    @discardableResult
    public static func bootstrap(
        minimumLevel: DiagnosticEvent.Level = .trace, _ handler: @escaping @Sendable (DiagnosticEvent) -> Void
    ) -> Bool {
        let installedNow = Self.handler.withLock { current in
            guard current == nil else { return false }
            current = Listener(call: handler)
            return true
        }
        if installedNow {
            minimumRank.store(minimumLevel.rank, ordering: .relaxed)
            installed.store(true, ordering: .releasing)
        }
        return installedNow
    }

    /// Whether a handler has been installed.
    package static var isBootstrapped: Bool { installed.load(ordering: .acquiring) }

    /// Whether this thread (or task) is inside the handler: events the handler itself causes —
    /// it looks a text up, loads a table, presents an alert — are dropped, not sent back to it.
    @TaskLocal private static var inHandler = false

    /// Whether an event at `level` would be sent: a handler takes that level, or an observer is
    /// watching. Two atomic loads; for callers that must decide something before they can say
    /// their event's level.
    package static func isListening(at level: DiagnosticEvent.Level) -> Bool {
        (installed.load(ordering: .acquiring) && level.rank >= minimumRank.load(ordering: .relaxed))
            || observerCount.load(ordering: .acquiring) > 0
    }

    /// Sends the event `make` builds to the handler; `make` is not called when nobody listens —
    /// no handler, or one whose minimum level is above `level`, the event's level when the
    /// caller knows it — nor for an event the handler itself caused.
    package static func emit(at level: DiagnosticEvent.Level? = nil, _ make: () -> DiagnosticEvent) {
        var hasHandler = installed.load(ordering: .acquiring)
        if hasHandler, let level, level.rank < minimumRank.load(ordering: .relaxed) { hasHandler = false }
        let observing = observerCount.load(ordering: .acquiring) > 0
        guard hasHandler || observing, !inHandler else { return }
        let event = make()
        if hasHandler, event.level.rank < minimumRank.load(ordering: .relaxed) { hasHandler = false }
        guard hasHandler || observing else { return }
        $inHandler.withValue(true) {
            if hasHandler, let handler = handler.withLock({ $0 }) { handler.call(event) }
            if observing {
                for observer in observers.withLock({ Array($0.listening.values) }) { observer.call(event) }
            }
        }
    }

    /// Calls `observer` with every event until the returned id is passed to
    /// ``endObserving(_:)``: how the package's tests see events without the process's handler.
    package static func observe(_ observer: @escaping @Sendable (DiagnosticEvent) -> Void) -> Int {
        observers.withLock { observers in
            observers.next += 1
            observers.listening[observers.next] = Listener(call: observer)
            // Counted under the lock, so that the count is the number of observers at every moment.
            observerCount.store(observers.listening.count, ordering: .releasing)
            return observers.next
        }
    }

    /// A handler or observer, kept in a struct so that it is stored as it was given.
    ///
    /// A function value held directly as a lock's generic state is re-wrapped in two
    /// reabstraction thunks each time it passes `inout` through `withLock`: every event then
    /// costs more than the last, and a few thousand events overflow the stack. A struct's
    /// stored closure passes through unchanged.
    private struct Listener: Sendable {
        let call: @Sendable (DiagnosticEvent) -> Void
    }

    /// Stops calling the observer `id`.
    package static func endObserving(_ id: Int) {
        observers.withLock { observers in
            observers.listening[id] = nil
            observerCount.store(observers.listening.count, ordering: .releasing)
        }
    }
}

/// One thing the ``DiagnosticsSystem`` handler is told.
public struct DiagnosticEvent: Sendable, CustomStringConvertible {
    /// How much it matters, named as swift-log names its levels so that
    /// `Logger.Level(rawValue: event.level.rawValue)` converts it.
    public enum Level: String, Sendable, Hashable, Comparable, CaseIterable {
        /// Finer than debugging detail.
        case trace
        /// Detail for developers, such as the raw form of an error the user saw described.
        case debug
        /// Something worth knowing that went as intended.
        case info
        /// Something normal but significant.
        case notice
        /// Something was skipped or replaced by a fallback.
        case warning
        /// Something failed, and only this event tells how: an error hidden behind a generic
        /// text, a table that could not be read.
        case error
        /// Something failed that stops the program from working.
        case critical

        /// Orders levels from `trace`, the least serious, to `critical`.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rank < rhs.rank }

        fileprivate var rank: Int {
            switch self {
            case .trace: 0
            case .debug: 1
            case .info: 2
            case .notice: 3
            case .warning: 4
            case .error: 5
            case .critical: 6
            }
        }
    }

    /// What the event is about.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An error a front presented or reported; ``DiagnosticEvent/error`` is the error itself.
        case error
        /// A problem found while reading a string table, with its file, line and column.
        case table
        /// A translation that could not be used for its arguments, replaced by the source text.
        case formatting
        /// A text the preferred language does not have, shown in another language.
        case missingTranslation = "missing-translation"
    }

    /// How much it matters.
    public var level: Level
    /// What it is about.
    public var kind: Kind
    /// What happened, on one line: for an error, the error as `String(reflecting:)` prints it.
    public var message: String
    /// Details as names and values, for structured logs: `correlation-id`, `status`, `file`,
    /// `key`, `table`, `language` and the like.
    public var metadata: [String: String]
    /// The error itself, for an event about one.
    public var error: (any Error)?
    /// The table problem or fallback, for an event about one.
    public var diagnostic: LocalizationDiagnostic?

    /// An event from its parts.
    ///
    /// Line breaks, other control characters and invisible characters in `message` and the
    /// metadata are written as escapes (`\\n`, `\\u{1B}`, `\\u{202E}`), so that no text an error or
    /// a table carries can start a line of its own in a log or reorder it.
    package init(
        level: Level, kind: Kind, message: String, metadata: [String: String] = [:], error: (any Error)? = nil,
        diagnostic: LocalizationDiagnostic? = nil
    ) {
        self.level = level
        self.kind = kind
        self.message = InvisibleCharacter.escaped(message)
        self.metadata = Dictionary(
            metadata.map { (InvisibleCharacter.escaped($0.key), InvisibleCharacter.escaped($0.value)) },
            uniquingKeysWith: { first, _ in first })
        self.error = error
        self.diagnostic = diagnostic
    }

    /// An event about a table problem or a fallback: the diagnostic's severity gives the level,
    /// its place and subject the metadata.
    package init(_ kind: Kind, _ diagnostic: LocalizationDiagnostic, level: Level? = nil) {
        var metadata: [String: String] = [:]
        metadata["id"] = diagnostic.id.rawValue
        metadata["file"] = diagnostic.location?.description
        metadata["key"] = diagnostic.key
        metadata["table"] = diagnostic.table
        metadata["language"] = diagnostic.language?.description
        let fromSeverity: Level =
            switch diagnostic.severity {
            case .note: .info
            case .warning: .warning
            case .error: .error
            }
        self.init(
            level: level ?? fromSeverity, kind: kind, message: diagnostic.message, metadata: metadata,
            diagnostic: diagnostic)
    }

    /// `[level] kind: message key=value …`, the metadata sorted by name; a value with a space, `=`
    /// or `"` is quoted as logfmt quotes it, so no text can pass for more metadata.
    public var description: String {
        func quoted(_ text: String) -> String {
            guard text.isEmpty || text.contains(where: { $0 == " " || $0 == "=" || $0 == "\"" }) else { return text }
            return "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
        }
        let details = metadata.sorted { $0.key < $1.key }.map { " \(quoted($0.key))=\(quoted($0.value))" }.joined()
        return "[\(level.rawValue)] \(kind.rawValue): \(message)\(details)"
    }
}
