internal import Foundation
internal import StringTables
internal import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: SIGINT

/// The write end of the pipe the SIGINT handler signals through, and how many Ctrl-Cs came
/// while watched. Stored while no handler of ours is installed, before `signal(2)` installs it.
///
/// The handler may interrupt any thread at any instruction, so what it touches must be
/// async-signal-safe: these are `Atomic`s, which `Synchronization` offers only for widths the
/// processor handles natively, their operations inlined atomic instructions (on x86_64 the add
/// is a `lock xadd`, the load a plain `mov`): no lock, no call, no allocation. An optimized build
/// initializes them statically; a debug build on first use, under `swift_once`. Either way
/// `InterruptHub.watch` stores to both before installing the handler, so the handler only meets
/// them initialized, where `swift_once` is one load that finds the work done.
private let interruptPipe = Atomic<Int32>(-1)
private let interruptCount = Atomic<Int32>(0)

/// The SIGINT handler: async-signal-safe calls only, `errno` left as it was. The first Ctrl-C is
/// passed on through the pipe; a second one ends the process by the signal itself, as users
/// (and the shell scripts around them) expect of a stuck program.
private func onInterrupt(_: Int32) {
    let savedErrno = errno
    defer { errno = savedErrno }
    if interruptCount.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue > 1 {
        signal(SIGINT, SIG_DFL)
        raise(SIGINT)  // delivered when this handler returns
        return
    }
    var byte: UInt8 = 1
    _ = write(interruptPipe.load(ordering: .sequentiallyConsistent), &byte, 1)
}

/// Ends the process as if SIGINT had ended it, so a calling shell stops too; exits 130 if the
/// signal does not end it.
package func dieByInterrupt() -> Never {
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
    exit(128 + SIGINT)
}

/// The process's Ctrl-C watchers. Our handler is installed while there is at least one, and the
/// handler found before put back after the last; a SIGINT that was ignored (`nohup`, `cmd &`)
/// stays ignored and is never watched. One pipe, close-on-exec, serves all of them.
private final class InterruptHub: Sendable {
    static let shared = InterruptHub()

    private struct State {
        var actions: [UInt64: @Sendable () -> Void] = [:]
        var nextID: UInt64 = 0
        var previous: (@convention(c) (Int32) -> Void)?
        var ignored = false
    }

    private let state = Locked(State())
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
            while true {
                let count = read(readEnd, &byte, 1)
                // A handler of the program's own installed without SA_RESTART may interrupt the wait:
                // the reader must outlive it, or every Ctrl-C after it would go unheard.
                if count < 0, errno == EINTR { continue }
                guard count == 1 else { break }
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
                interruptCount.store(0, ordering: .sequentiallyConsistent)
                interruptPipe.store(writeEnd, ordering: .sequentiallyConsistent)
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
package final class InterruptWatch: Sendable {
    private let id: UInt64?

    package init(_ action: @escaping @Sendable () -> Void) {
        id = InterruptHub.shared.watch(action)
    }

    package func end() { InterruptHub.shared.stop(id) }
}
