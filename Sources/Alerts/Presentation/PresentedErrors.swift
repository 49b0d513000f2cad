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
/// runner ends as it ends on SIGINT, whatever the code that asked for the alert does next.
package final class PresentedErrors: Sendable {
    /// The record of the task's runner, if it has one.
    @TaskLocal package static var current: PresentedErrors?

    private let last = Locked<ErrorIdentity?>(nil)
    private let interrupt: @Sendable () -> Void

    /// A record whose runner is told by `interrupt` that a presentation was interrupted.
    package init(interrupt: @escaping @Sendable () -> Void = {}) {
        self.interrupt = interrupt
    }

    /// Tells the runner that the user interrupted a presentation.
    package func interrupted() {
        interrupt()
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
