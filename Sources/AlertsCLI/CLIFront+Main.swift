internal import Alerts
internal import Dispatch
internal import Foundation
internal import FrontSupport
internal import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CLIFront {
    /// The whole `main` of a command-line program: runs `work`, reports a thrown error on this
    /// front and exits with its status (``ResolvedError/exitStatus``); exits 0 when the work returns.
    ///
    /// ```swift
    /// await CLIFront().main { try await Importer(arguments: CommandLine.arguments).run() }
    /// ```
    ///
    /// Ctrl-C (SIGINT) cancels the work and ends the process by SIGINT (status 130, and a calling
    /// shell script stops too) once the work has stopped, or after `grace` if it does not stop; a
    /// second Ctrl-C ends it at once. A SIGINT ignored when the program started (`nohup`) stays
    /// ignored. With a `timeout`, the work is
    /// cancelled when the time is up and the program exits 124 (reporting ``TimeLimitExceeded``)
    /// once the work has stopped or `grace` has passed. A cancellation error the work throws by
    /// itself also exits 130, silently.
    public func main(
        timeout: Duration? = nil, grace: Duration = .seconds(2), _ work: @escaping @Sendable () async throws -> Void
    ) async -> Never {
        let (status, interrupted) = await execute(timeout: timeout, grace: grace, work)
        if interrupted { dieByInterrupt() }
        exit(status.rawValue)
    }

    /// What ``main(timeout:grace:_:)`` does, returning the exit status instead of exiting (130
    /// after Ctrl-C). The process's SIGINT handling is put back as it was once the last run
    /// returns; runs may nest or overlap. Work that outlives `grace` goes on in the background.
    public func run(
        timeout: Duration? = nil, grace: Duration = .seconds(2), _ work: @escaping @Sendable () async throws -> Void
    ) async -> ExitStatus {
        await execute(timeout: timeout, grace: grace, work).status
    }

    private func execute(
        timeout: Duration?, grace: Duration, _ work: @escaping @Sendable () async throws -> Void
    ) async -> (status: ExitStatus, interrupted: Bool) {
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
        let task = Task.detached { try await work() }
        ending.attach(task)
        Task { finish.offer(await task.result) }
        if let timeout {
            Thread.detachNewThread {
                if done.wait(timeout: .now() + timeout.timeInterval) == .timedOut { stop(.timedOut) }
            }
        }
        let result = await finish.value
        switch (ending.value, result) {
        case (.interrupted?, _):
            return (.interrupted, true)
        case (.timedOut?, _):
            return (report(TimeLimitExceeded(limit: timeout ?? .zero)), false)
        case (nil, .success?), (nil, nil):
            return (.success, false)
        case (nil, .failure(let error)?):
            let content = ErrorAlert(error)
            return (content.isCancellation ? .interrupted : report(error), false)
        }
    }
}

extension Duration {
    var timeInterval: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}

/// How the work was stopped from outside, set once, and the work to cancel then.
private final class Ending: Sendable {
    enum Reason { case interrupted, timedOut }
    private let state = Mutex<(reason: Reason?, task: Task<Void, any Error>?)>((nil, nil))

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
    private let state = Mutex<(value: Value?, waiter: CheckedContinuation<Value, Never>?, done: Bool)>(
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
