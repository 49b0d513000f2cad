internal import StringTables

/// The error whose alert was presented last while a task ran: how a runner that reports the error
/// its work throws tells one a front has just shown (typically by the wrapper for throwing calls,
/// whose `.get()` then throws the same error) from one nobody has seen. Only the last one counts:
/// an error shown, then another, then an error equal to the first thrown, is reported.
///
/// A runner binds a new record to ``current`` around its work; child tasks, `async let` and
/// unstructured `Task`s started in it share the record, detached tasks do not. The shared path
/// every front shows an alert by (``AlertFront/presented(_:about:)``) records the alert's
/// ``ErrorContent``, whatever the front and whatever the answer.
///
/// Errors are compared by what they are: errors of the same type, the same instance for a class,
/// else equal contents as the error itself gives them, without any front's mappers (the
/// ``ErrorContent`` equality: texts, code, category, causes) unless it has no texts of its own
/// (only the generic title, which any two values of its type share), or else the same value as
/// `String(reflecting:)` prints it — asked only when a run's work fails, never by equality.
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

    private let last = Locked<ErrorContent?>(nil)
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

    /// Notes that the alert about `error` was presented.
    package func record(_ error: ErrorContent) {
        last.withLock { $0 = error }
    }

    /// Whether the alert presented last was about `error`: the same instance, or equal content.
    package func contains(_ error: ErrorContent) -> Bool {
        guard let last = last.withLock({ $0 }) else { return false }
        guard let shown = last.error, let thrown = error.error else { return last == error }
        guard ObjectIdentifier(type(of: shown)) == ObjectIdentifier(type(of: thrown)) else { return false }
        if let shown = Self.instance(shown) { return shown === Self.instance(thrown) }
        // What it says, made again without mappers: the front that showed the error and the
        // runner may map errors differently, and the same error must match whatever each made of
        // it. An error with no texts of its own says what any other of its type says (the generic
        // title): only its printed value tells a fresh failure from the one shown.
        let content = ErrorContent(shown)
        if content.source != .generic, content == ErrorContent(thrown) { return true }
        // The same value prints the same, even when what it says has changed since it was shown
        // (a wait that counts down).
        return String(reflecting: shown) == String(reflecting: thrown)
    }

    /// The object `error` is, when its type is a class. By a conditional cast: an unconditional
    /// `as AnyObject` of an error thrown through a `throws(any Error)` closure gives a box, a new
    /// object each time, not the instance.
    private static func instance(_ error: any Error) -> AnyObject? {
        guard (type(of: error) as Any.Type) is AnyObject.Type else { return nil }
        return cast(error, to: AnyObject.self)
    }

    /// `value` as a `T`, if it is one.
    private static func cast<T>(_ value: Any, to type: T.Type) -> T? {
        value as? T
    }
}
