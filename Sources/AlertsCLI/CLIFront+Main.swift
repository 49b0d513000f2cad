public import Alerts
internal import Dispatch
internal import Foundation
internal import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether a program may ask the user anything.
public enum Interactivity {
    /// `true` only when standard input and standard error are both terminals, `CI` is not set
    /// (to anything but an empty string), and no `--no-input`-style option asked otherwise.
    /// Standard input and standard error are terminals of the process, when `nil`.
    public static func canPrompt(
        environment: [String: String], noInput: Bool = false, stdinIsTerminal: Bool? = nil,
        stderrIsTerminal: Bool? = nil
    ) -> Bool {
        if noInput { return false }
        if let ci = environment["CI"], !ci.isEmpty { return false }
        return (stdinIsTerminal ?? (isatty(STDIN_FILENO) == 1)) && (stderrIsTerminal ?? (isatty(STDERR_FILENO) == 1))
    }
}

/// The error the entry point reports when the work ran out of time.
public struct TimeLimitExceeded: AlertableError {
    /// The time the work was given.
    public var limit: Duration

    public var errorDescription: AlertText? {
        AlertText("The operation took too long and was stopped.", table: "Alerts")
    }
    public var exitCode: Int32? { ExitStatus.timedOut }
    public var retry: RetryHint { .mayHelp }
}

extension CLIFront {
    /// The whole `main` of a command-line program: runs `work`, reports a thrown error on this
    /// front and exits with its status (``ExitStatus/of(_:)``); exits 0 when the work returns.
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
        exit(status)
    }

    /// What ``main(timeout:grace:_:)`` does, returning the exit status instead of exiting (130
    /// after Ctrl-C). The process's SIGINT handling is put back as it was once the last run
    /// returns; runs may nest or overlap. Work that outlives `grace` goes on in the background.
    public func run(
        timeout: Duration? = nil, grace: Duration = .seconds(2), _ work: @escaping @Sendable () async throws -> Void
    ) async -> Int32 {
        await execute(timeout: timeout, grace: grace, work).status
    }

    private func execute(
        timeout: Duration?, grace: Duration, _ work: @escaping @Sendable () async throws -> Void
    ) async -> (status: Int32, interrupted: Bool) {
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
            return (ExitStatus.interrupted, true)
        case (.timedOut?, _):
            return (report(TimeLimitExceeded(limit: timeout ?? .zero)), false)
        case (nil, .success?), (nil, nil):
            return (ExitStatus.success, false)
        case (nil, .failure(let error)?):
            let content = ErrorAlert(error)
            return (content.isCancellation ? ExitStatus.interrupted : report(error), false)
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

// MARK: SIGINT

/// The write end of the pipe the SIGINT handler signals through, and how many Ctrl-Cs came
/// while watched. Set while no handler of ours is installed.
nonisolated(unsafe) private var interruptPipe: Int32 = -1
nonisolated(unsafe) private var interruptCount: Int32 = 0

/// The SIGINT handler: async-signal-safe calls only, `errno` left as it was. The first Ctrl-C is
/// passed on through the pipe; a second one ends the process by the signal itself, as users
/// (and the shell scripts around them) expect of a stuck program.
private func onInterrupt(_: Int32) {
    let savedErrno = errno
    defer { errno = savedErrno }
    interruptCount += 1
    if interruptCount > 1 {
        signal(SIGINT, SIG_DFL)
        raise(SIGINT)  // delivered when this handler returns
        return
    }
    var byte: UInt8 = 1
    _ = write(interruptPipe, &byte, 1)
}

/// Ends the process as if SIGINT had ended it, so a calling shell stops too; exits 130 if the
/// signal does not end it.
func dieByInterrupt() -> Never {
    fflush(nil)
    signal(SIGINT, SIG_DFL)
    // This thread may block SIGINT (the runtime's threads do); let it through, then send it to
    // the whole process and give it a moment to arrive.
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    kill(getpid(), SIGINT)
    usleep(200_000)
    exit(ExitStatus.interrupted)
}

/// The process's Ctrl-C watchers. Our handler is installed while there is at least one, and the
/// handler found before put back after the last; a SIGINT that was ignored (`nohup`, `cmd &`)
/// stays ignored and is never watched. One pipe, close-on-exec, serves all of them.
private final class InterruptHub: @unchecked Sendable {
    static let shared = InterruptHub()

    private struct State {
        var actions: [UInt64: @Sendable () -> Void] = [:]
        var nextID: UInt64 = 0
        var previous: (@convention(c) (Int32) -> Void)?
        var ignored = false
    }

    private let state = Mutex(State())
    private let readEnd: Int32
    private let writeEnd: Int32

    private init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        }
        (readEnd, writeEnd) = (ends[0], ends[1])
        guard readEnd >= 0 else { return }
        let readEnd = readEnd
        Thread.detachNewThread { [self] in
            var byte: UInt8 = 0
            while read(readEnd, &byte, 1) == 1 {
                let actions = state.withLock { Array($0.actions.values) }
                for action in actions { action() }
            }
        }
    }

    /// Starts calling `action` on Ctrl-C; returns the id to stop with.
    func watch(_ action: @escaping @Sendable () -> Void) -> UInt64? {
        guard writeEnd >= 0 else { return nil }
        return state.withLock { state -> UInt64? in
            if state.actions.isEmpty {
                interruptCount = 0
                interruptPipe = writeEnd
                let previous = signal(SIGINT, onInterrupt)
                if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                    signal(SIGINT, SIG_IGN)
                    state.ignored = true
                } else {
                    state.previous = previous
                    state.ignored = false
                }
            }
            guard !state.ignored else { return nil }
            state.nextID += 1
            state.actions[state.nextID] = action
            return state.nextID
        }
    }

    func stop(_ id: UInt64?) {
        guard let id else { return }
        state.withLock { state in
            guard state.actions.removeValue(forKey: id) != nil, state.actions.isEmpty else { return }
            signal(SIGINT, state.previous)
        }
    }
}

/// Calls `action` on the first Ctrl-C while it is alive; ``end()`` stops watching.
private final class InterruptWatch: Sendable {
    private let id: UInt64?

    init(_ action: @escaping @Sendable () -> Void) {
        id = InterruptHub.shared.watch(action)
    }

    func end() { InterruptHub.shared.stop(id) }
}
