internal import Alerts
internal import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's one pipe that wakes the thread a dialog or prompt runs on: signal handlers
/// write the signal's number to it, a Ctrl-C watcher writes SIGINT, and a cancelled task writes
/// ``cancelled``. Created once and never closed, so a signal handler that loaded its write end
/// never writes to a descriptor reused for something else. Both ends are non-blocking and
/// close-on-exec.
final class WakePipe: Sendable {
    static let shared = WakePipe()

    /// The byte a cancelled task writes; signals are written as their numbers (never 0).
    static let cancelled: UInt8 = 0

    let readEnd: Int32
    let writeEnd: Int32

    private init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                _ = fcntl(end, F_SETFL, O_NONBLOCK)
            }
        }
        (readEnd, writeEnd) = (ends[0], ends[1])
    }

    /// Whether the pipe could be made.
    var isOpen: Bool { readEnd >= 0 && writeEnd >= 0 }

    /// Writes `byte`; a full pipe drops it (the reader is awake anyway).
    func wake(_ byte: UInt8) {
        var byte = byte
        _ = write(writeEnd, &byte, 1)
    }

    /// Reads every byte waiting, without blocking.
    func drain() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return bytes
    }
}

/// Whether one presentation's task was cancelled: set from the task's cancellation handler,
/// which then wakes the pipe; read by the thread that presents.
final class Cancellation: Sendable {
    private let flag = Atomic<Bool>(false)
    /// The record of the runner around the presenting task (`CLIFront.run`), which says why it
    /// stopped its work.
    private let runner: PresentedErrors?

    /// The cancellation of a presentation in a task whose runner keeps `runner`.
    init(runner: PresentedErrors? = nil) {
        self.runner = runner
    }

    var isCancelled: Bool { flag.load(ordering: .acquiring) }

    /// Whether the task was cancelled because the runner's time was up (`CLIFront.run(timeout:)`),
    /// not by an interruption.
    var isForTimeLimit: Bool { isCancelled && runner?.stoppedForTimeLimit == true }

    func cancel() {
        flag.store(true, ordering: .releasing)
        WakePipe.shared.wake(WakePipe.cancelled)
    }
}
