internal import Synchronization

/// The errors whose alerts were presented while a task ran: how a runner that reports the error
/// its work throws tells one a front has already shown (typically by the wrapper for throwing
/// calls, whose `.get()` then throws the same error) from one nobody has seen.
///
/// A runner binds a new record to ``current`` around its work; child tasks, `async let` and
/// unstructured `Task`s started in it share the record, detached tasks do not. Every alert about
/// an error made from a thrown error (``ErrorAlert/init(_:mappers:)``) that a front is asked to
/// present records the error, whatever the front and whatever the answer; a front's own way of
/// reporting an error records it too. Errors are compared by ``ErrorIdentity``.
package final class PresentedErrors: Sendable {
    /// The record of the task's runner, if it has one.
    @TaskLocal package static var current: PresentedErrors?

    private let identities = Mutex<Set<ErrorIdentity>>([])

    package init() {}

    /// Notes that `error`'s alert was presented.
    package func record(_ error: any Error) {
        let identity = ErrorIdentity(error)
        identities.withLock { _ = $0.insert(identity) }
    }

    /// Whether the alert of `error`, or of the same error, was presented.
    package func contains(_ error: any Error) -> Bool {
        let identity = ErrorIdentity(error)
        return identities.withLock { $0.contains(identity) }
    }
}
