internal import Alerts
internal import Dispatch
internal import Foundation
internal import FrontSupport
internal import StringTables

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CLIFront {
    /// The whole `main` of a command-line program: runs `work`, reports a thrown error on this
    /// front and ends the process with its status (``exitStatus(for:)-(ErrorContent)``); exits 0 when the
    /// work returns.
    ///
    /// ```swift
    /// await CLIFront().main { try await Importer(arguments: CommandLine.arguments).run() }
    /// ```
    ///
    /// This is ``run(timeout:grace:passingThrough:_:)`` followed by ``ExitStatus/exitProcess()``,
    /// for a program whose errors are all its own: nothing passes through, and nothing is thrown,
    /// so a top-level `main.swift` needs no `try` and never ends in an uncaught error. An error
    /// the work already presented (the wrapper for throwing calls showed it, or ``report(_:)``
    /// did) is not reported again; it still gives the status. Ctrl-C ends the process by SIGINT,
    /// so a calling shell script stops too; a time limit ends it with 124.
    ///
    /// A program built on swift-argument-parser calls ``run(timeout:grace:passingThrough:_:)``
    /// from its command's `run()` instead, so the parser's own errors reach the parser.
    public func main(
        timeout: Duration? = nil, grace: Duration = .seconds(2), _ work: @escaping @Sendable () async throws -> Void
    ) async -> Never {
        let status: ExitStatus
        do {
            status = try await run(timeout: timeout, grace: grace, passingThrough: { _ in false }, work)
        } catch {
            status = await report(error)  // never reached: nothing passes through
        }
        status.exitProcess()
    }

    /// Runs `work` and returns the status to end the program with: 0 when it returns, else the
    /// status of the error it throws (``exitStatus(for:)-(ErrorContent)``), which is reported on this
    /// front once — unless the error is not this front's to report, in which case it is rethrown
    /// untouched.
    ///
    /// Inside a swift-argument-parser command:
    ///
    /// ```swift
    /// func run() async throws {
    ///     let status = try await CLIFront().run { try await sync(from: source) }
    ///     if status == .interrupted { status.exitProcess() }  // dies by SIGINT
    ///     if status != .success { throw ExitCode(status.rawValue) }
    /// }
    /// ```
    ///
    /// - Errors passed through: those `passingThrough` recognizes are rethrown as they are, for
    ///   the code around the run to handle. By default they are swift-argument-parser's own
    ///   (``isArgumentParserError(_:)``): `ExitCode`, `CleanExit`, `ValidationError` and the
    ///   parser's internal errors, whose message and status the parser's `main` makes (64 for a
    ///   validation error). Pass `{ _ in false }` to own every error.
    /// - Reported once: when the last alert a front presented during the run was that of the error
    ///   that leaves the work — typically `try await front.perform { … }.get()`, where the wrapper
    ///   for throwing calls shows the alert and `get()` throws the same error — or ``report(_:)``
    ///   reported it last, it is not reported again; its status is still the result. An error equal
    ///   to one shown earlier, with another alert shown since, is reported. "The same" is decided
    ///   by facts, never by printing the error: the same instance for a class; else the error's own
    ///   `==` for an `Equatable` error; else the wrapper's outcome threw it (`get()`) after the
    ///   wrapper showed it (unless a wrapper's call on a front that presents nothing failed in
    ///   between, which that `get()` may have thrown instead: then an error with no texts of its
    ///   own is reported again); else the same texts, code and category as the error gives them
    ///   (whatever each front's mappers make of it) — texts of its own: an error that shows only
    ///   the generic title and was reported by hand is reported again. Only what was presented
    ///   inside this run's work, in its task and the tasks it starts (not detached ones), counts.
    /// - Ctrl-C (SIGINT) cancels the work and returns ``ExitStatus/interrupted`` (130) once the
    ///   work has stopped, or after `grace` if it does not stop; a second Ctrl-C ends the process
    ///   by SIGINT at once. End the process with ``ExitStatus/exitProcess()``, which dies by
    ///   SIGINT for 130, as a shell expects of an interrupted program. A SIGINT ignored when the
    ///   program started (`nohup`) stays ignored. Ctrl-C in a dialog the work presents (a key
    ///   there, not a signal) does the same: the work is cancelled and the run returns 130,
    ///   whatever the work does with the dialog's outcome — and when runs nest, every run around
    ///   this one ends so too, so that `main`, or the code that ends the process with the outermost
    ///   run's status, dies by SIGINT.
    /// - A cancellation the work throws by itself (`CancellationError`, `URLError.cancelled`,
    ///   `CocoaError.userCancelled`) is a user's Cancel, not an interruption: the run returns
    ///   ``ExitStatus/failure`` (1) without a report.
    /// - With a `timeout`, the work is cancelled when the time is up, and ``TimeLimitExceeded``
    ///   is reported and 124 returned once the work has stopped or `grace` has passed. A dialog
    ///   the work was showing (`TerminalFront`) leaves the record that no answer came in time.
    /// - A run inside work that is cancelled (by the run around it) cancels its own work too.
    ///
    /// An interruption or a time limit wins over whatever the stopped work throws. The process's
    /// SIGINT handling is put back as it was once the last run returns; runs may nest or overlap.
    /// Work that outlives `grace` goes on in the background.
    public func run(
        timeout: Duration? = nil, grace: Duration = .seconds(2),
        passingThrough: (any Error) -> Bool = CLIFront.isArgumentParserError,
        _ work: @escaping @Sendable () async throws -> Void
    ) async throws -> ExitStatus {
        let ending = Ending()
        let finish = FirstOf<Result<Void, any Error>?>()
        // Timers on threads of their own: work that blocks the shared threads must not hold them up.
        let done = DispatchSemaphore(value: 0)
        defer { done.signal() }
        @Sendable func stop(_ reason: Ending.Reason) {
            guard ending.set(reason) else { return }
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: grace.timeInterval)
                finish.offer(nil)  // the work did not stop in time
            }
        }
        // The handler is in place before the work starts, so no Ctrl-C finds the default one.
        let interrupts = InterruptWatch { stop(.interrupted) }
        defer { interrupts.end() }
        // Detached: the work must not run on the caller's actor, which has to stay free to stop it.
        // The record of presented errors is bound inside, where the work and its child tasks see it.
        // Inside another run, Ctrl-C in a dialog ends that run too (the record tells the enclosing
        // ones): an interruption ends the program, not one run of it.
        let presented = PresentedErrors(
            interrupt: { stop(.interrupted) }, timeLimitReached: { ending.value == .timedOut })
        let task = Task.detached { try await PresentedErrors.$current.withValue(presented) { try await work() } }
        ending.attach(task)
        Task { finish.offer(await task.result) }
        if let timeout {
            Thread.detachNewThread {
                if done.wait(timeout: .now() + timeout.timeInterval) == .timedOut { stop(.timedOut) }
            }
        }
        // A run inside work that is stopped (another run's Ctrl-C or time limit) stops its own work.
        let result = await withTaskCancellationHandler {
            await finish.value
        } onCancel: {
            task.cancel()
        }
        switch (ending.value, result) {
        case (.interrupted?, _):
            return .interrupted
        case (.timedOut?, _):
            return await report(TimeLimitExceeded(limit: timeout ?? .zero))
        case (nil, .success?), (nil, nil):
            return .success
        case (nil, .failure(let error)?):
            if passingThrough(error) { throw error }
            let content = self.content(for: error)
            // A cancellation the work throws by itself is a user's Cancel: nothing to report.
            if content.isCancellation { return .failure }
            if presented.contains(content) {
                return exitStatus(overrides: content.overrides, category: content.category)
            }
            return await report(error)
        }
    }
}

extension Duration {
    var timeInterval: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}

/// How the work was stopped from outside, set once, and the work to cancel then.
private final class Ending: Sendable {
    enum Reason { case interrupted, timedOut }
    private let state = Locked<(reason: Reason?, task: Task<Void, any Error>?)>((nil, nil))

    /// Sets the reason unless one is set, cancelling the work; whether it did.
    func set(_ reason: Reason) -> Bool {
        let task: Task<Void, any Error>?? = state.withLock { state in
            guard state.reason == nil else { return nil }
            state.reason = reason
            return .some(state.task)
        }
        guard let task else { return false }
        task?.cancel()
        return true
    }

    /// The work; cancelled at once if a reason came first.
    func attach(_ task: Task<Void, any Error>) {
        let stopped = state.withLock { state in
            state.task = task
            return state.reason != nil
        }
        if stopped { task.cancel() }
    }

    var value: Reason? { state.withLock { $0.reason } }
}

/// The first value offered, awaited once.
private final class FirstOf<Value: Sendable>: Sendable {
    private let state = Locked<(value: Value?, waiter: CheckedContinuation<Value, Never>?, done: Bool)>(
        (nil, nil, false))

    func offer(_ value: Value) {
        let waiter: CheckedContinuation<Value, Never>? = state.withLock { state in
            guard !state.done else { return nil }
            state.done = true
            if let waiter = state.waiter { return waiter }
            state.value = value
            return nil
        }
        waiter?.resume(returning: value)
    }

    var value: Value {
        get async {
            await withCheckedContinuation { continuation in
                let ready: Value? = state.withLock { state in
                    if state.done, let value = state.value { return value }
                    state.waiter = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        }
    }
}
