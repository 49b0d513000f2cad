internal import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The write end of ``WakePipe``, for the signal handler; -1 while no dialog handles signals.
///
/// The handler may interrupt any thread at any instruction, so it touches only this `Atomic`
/// (lock-free, no call, no allocation; see `Interrupts.swift` in FrontSupport) and `write(2)`,
/// which is async-signal-safe.
private let signalPipe = Atomic<Int32>(-1)

/// The handler: passes the signal's number on through the pipe, `errno` left as it was.
private func onTerminalSignal(_ number: Int32) {
    let savedErrno = errno
    defer { errno = savedErrno }
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipe.load(ordering: .sequentiallyConsistent), &byte, 1)
}

/// The signals a dialog handles while it owns the terminal, each passed to the dialog's thread
/// through ``WakePipe``: SIGTERM, SIGHUP and SIGQUIT, and the other signals whose default is to
/// end the process (SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ) while the
/// program has no handler of its own for them (give the terminal back, then let the signal do
/// what it did before — by default end the process), SIGWINCH (draw again), SIGTSTP (give the
/// terminal back, then stop) and SIGCONT (take it again). A signal the process ignores
/// (`nohup` ignores SIGHUP) stays ignored. Dialogs never overlap (``TerminalFront`` runs one at
/// a time), so one set of handlers serves.
final class TerminalSignals {
    typealias Handler = @convention(c) (Int32) -> Void

    static let handled = [SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT]

    /// Signals that end the process by default, handled only while they still would: a program
    /// with a handler of its own for one keeps it.
    static let fatalByDefault = [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ]

    /// The signals that end the dialog: the terminal is given back before they are passed on.
    static let ending = [SIGTERM, SIGHUP, SIGQUIT] + fatalByDefault

    /// The handlers found when ours were installed, for each signal we handle.
    private var previous: [Int32: Handler?] = [:]

    /// Installs the handlers, writing to `pipe`.
    init(pipe: WakePipe) {
        signalPipe.store(pipe.writeEnd, ordering: .sequentiallyConsistent)
        for number in Self.handled {
            let old = signal(number, onTerminalSignal)
            if let old, unsafeBitCast(old, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(number, SIG_IGN)
            } else {
                previous.updateValue(old, forKey: number)  // `old` is nil for the default action
            }
        }
        for number in Self.fatalByDefault {
            let old = signal(number, onTerminalSignal)
            if let old {  // ignored, or the program's own handler: leave it
                signal(number, old)
            } else {
                previous.updateValue(nil, forKey: number)
            }
        }
    }

    /// Whether we handle `number` (it was not ignored).
    func handles(_ number: Int32) -> Bool { previous.keys.contains(number) }

    /// Lets `number` do what it did before we handled it — end the process, stop it, or call
    /// the program's own handler — then handles it again if the process goes on. The caller
    /// gives the terminal back first.
    func passOn(_ number: Int32) {
        guard let old = previous[number] else { return }
        signal(number, old)
        // This thread may block the signal; let it through so that raise delivers it here, now.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        var blocked = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &set, &blocked)
        raise(number)
        pthread_sigmask(SIG_SETMASK, &blocked, nil)
        signal(number, onTerminalSignal)
    }

    /// Calls the program's own handler for `number`, if it had one, from this thread: SIGWINCH
    /// and SIGCONT also matter to the program, which would not hear of them while we handle them.
    func forward(_ number: Int32) {
        guard let old = previous[number], let old else { return }  // the default action: nothing to call
        old(number)
    }

    /// Puts every handler back as it was, then raises again the signals that came too late for
    /// the dialog to handle (after its answer): an ending signal or SIGTSTP must not be lost.
    func end(pipe: WakePipe) {
        for (number, old) in previous { signal(number, old) }
        previous = [:]
        signalPipe.store(-1, ordering: .sequentiallyConsistent)
        let late = Set(pipe.drain().map(Int32.init)).intersection(Self.ending + [SIGTSTP])
        for number in late.sorted() {
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, number)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            raise(number)
        }
    }
}
