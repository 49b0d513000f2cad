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
    /// Ctrl-C (SIGINT) cancels the work and exits 130 once it has stopped; with a `timeout`,
    /// the work is cancelled when the time is up and the program exits 124, reporting
    /// ``TimeLimitExceeded``. A cancellation error the work throws by itself also exits 130,
    /// silently.
    public func main(timeout: Duration? = nil, _ work: @escaping @Sendable () async throws -> Void) async -> Never {
        exit(await run(timeout: timeout, work))
    }

    /// What ``main(timeout:_:)`` does, returning the exit status instead of exiting.
    public func run(timeout: Duration? = nil, _ work: @escaping @Sendable () async throws -> Void) async -> Int32 {
        let ending = Ending()
        let task = Task { try await work() }
        #if canImport(Darwin)
            signal(SIGINT, SIG_IGN)  // kqueue still reports it; on Linux, libdispatch installs its own handler
        #endif
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT)
        interrupt.setEventHandler {
            if ending.set(.interrupted) { task.cancel() }
        }
        interrupt.resume()
        defer {
            interrupt.cancel()
            #if canImport(Darwin)
                signal(SIGINT, SIG_DFL)
            #endif
        }
        let timer = timeout.map { limit in
            Task {
                try await Task.sleep(for: limit)
                if ending.set(.timedOut) { task.cancel() }
            }
        }
        let result = await task.result
        timer?.cancel()
        switch (ending.value, result) {
        case (.interrupted?, _):
            return ExitStatus.interrupted
        case (.timedOut?, _):
            return report(TimeLimitExceeded(limit: timeout ?? .zero))
        case (nil, .success):
            return ExitStatus.success
        case (nil, .failure(let error)):
            let content = ErrorAlert(error)
            return content.isCancellation ? ExitStatus.interrupted : report(error)
        }
    }
}

/// How the work was stopped from outside, set once.
private final class Ending: Sendable {
    enum Reason { case interrupted, timedOut }
    private let state = Mutex<Reason?>(nil)

    /// Sets the reason unless one is set; whether it did.
    func set(_ reason: Reason) -> Bool {
        state.withLock { current in
            guard current == nil else { return false }
            current = reason
            return true
        }
    }

    var value: Reason? { state.withLock { $0 } }
}
