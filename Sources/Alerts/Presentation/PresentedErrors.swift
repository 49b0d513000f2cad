internal import StringTables

/// The error whose alert was presented last while a task ran: how a runner that reports the error
/// its work throws tells one a front has just shown (typically by the wrapper for throwing calls,
/// whose `.get()` then throws the same error) from one nobody has seen. Only the last one counts:
/// an error shown, then another, then an error equal to the first thrown, is reported.
///
/// A runner binds a new record to ``current`` around its work; child tasks, `async let` and
/// unstructured `Task`s started in it share the record, detached tasks do not. Every alert about
/// an error made from a thrown error (``ErrorContent/init(_:mappers:)``) that a front is asked to
/// present records the error, whatever the front and whatever the answer; a front's own way of
/// reporting an error records it too. Errors are compared by ``ErrorIdentity``.
///
/// The record also carries the runner's way to stop its work: a presentation the user interrupts
/// (Ctrl-C in a dialog, which is a key there, not a signal) calls ``interrupted()``, and the
/// runner ends as it ends on SIGINT, whatever the code that asked for the alert does next — and so
/// does every runner around it, when runners nest: Ctrl-C ends the program, not one run of it.
/// And it says whether the runner stopped its work because its time was up
/// (``stoppedForTimeLimit``), so that a dialog the stop ends can say it ran out of time rather than
/// that it was interrupted.
package final class PresentedErrors: Sendable {
    /// The record of the task's runner, if it has one.
    @TaskLocal package static var current: PresentedErrors?

    private let last = Locked<ErrorIdentity?>(nil)
    private let interrupt: @Sendable () -> Void
    private let timeLimitReached: @Sendable () -> Bool
    /// The record of the runner this one runs inside, if any.
    private let enclosing: PresentedErrors?

    /// A record whose runner is told by `interrupt` that a presentation was interrupted, and says
    /// by `timeLimitReached` whether it stopped its work because its time was up; inside the
    /// runner of `enclosing` (by default the task's ``current`` one), which is told of an
    /// interruption too.
    package init(
        interrupt: @escaping @Sendable () -> Void = {}, timeLimitReached: @escaping @Sendable () -> Bool = { false },
        enclosing: PresentedErrors? = PresentedErrors.current
    ) {
        self.interrupt = interrupt
        self.timeLimitReached = timeLimitReached
        self.enclosing = enclosing
    }

    /// Tells the runner, and every runner it runs inside, that the user interrupted a presentation.
    package func interrupted() {
        interrupt()
        enclosing?.interrupted()
    }

    /// Whether this runner, or one it runs inside, stopped its work because its time was up.
    package var stoppedForTimeLimit: Bool {
        timeLimitReached() || enclosing?.stoppedForTimeLimit == true
    }

    /// Notes that `error`'s alert was presented.
    package func record(_ error: any Error) {
        let identity = ErrorIdentity(error)
        last.withLock { $0 = identity }
    }

    /// Whether the alert presented last was that of `error`, or of the same error.
    package func contains(_ error: any Error) -> Bool {
        let identity = ErrorIdentity(error)
        return last.withLock { $0 == identity }
    }
}
