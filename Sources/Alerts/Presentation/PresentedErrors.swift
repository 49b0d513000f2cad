internal import StringTables

/// The error whose alert was presented last while a task ran: how a runner that reports the error
/// its work throws tells one a front has just shown from one nobody has seen. Only the last one
/// counts: an error shown, then another, then the first thrown, is reported.
///
/// A runner binds a new record to ``current`` around its work; child tasks, `async let` and
/// unstructured `Task`s started in it share the record, detached tasks do not. The shared path
/// every front shows an alert by (``AlertFront/present(_:isPresented:)``, and either `deliver` for
/// a front that only delivers) records the alert's ``ErrorContent``, whatever the front and
/// whatever its answer, unless the front says it presented nothing (``AlertOutcome/notPresented``).
///
/// Whether the error the work threw is the one shown is decided by facts, never by printing the
/// error: the same instance, for an error that is a class; else the error's own `==`, for an
/// `Equatable` error; else the fact that the wrapper for throwing calls showed its alert and
/// `CallOutcome.get()` then threw it, with nothing shown since (for a wrapper around that one, a
/// hand-over after it started, so that a loop that catches each item's error and goes on shows
/// every item's; such an error handed back, caught and thrown through a later wrapper is shown
/// again, as nothing tells it from a new one; a hand-over in a concurrent task that shares the
/// record counts too, so that another value of the type, thrown in the wrapper's call meanwhile,
/// is taken as shown); else, for an error reported or
/// shown by hand and thrown, the same texts and codes as the error itself gives them (without any
/// front's mappers) — which an error with no texts of its own (only the generic title, which any
/// two values of its type share) does not have, so such an error is taken as shown only by the
/// facts before. When a wrapper's call on a front that presents nothing
/// (``AlertOutcome/notPresented``) failed while the error shown last waited to be handed back, the
/// error `get()` threw may be that call's: the hand-over then tells nothing, and after the same
/// instance or `==`, only what the two errors say (their whole content, retry hint included)
/// does. An error with no texts of its own, or whose content changes from one read to the next,
/// is then reported, even if it was the one shown, rather than risk leaving one unreported. When
/// the work catches the error handed back and then throws another value of its type with nothing
/// shown since, only the two values' identity or `==` tells them apart: without either, a runner,
/// or a wrapper whose own call caught it, takes the second as shown.
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

    /// The error presented last, and what became of it.
    private struct Last {
        var error: ErrorContent
        /// Whether the wrapper for throwing calls presented it and has not yet handed it back.
        var awaitingHandOver = false
        /// Which hand-over, counted from the record's start, `CallOutcome.get()` threw it in,
        /// after the wrapper presented it; `nil` before.
        var handOver: Int?
        /// Whether `CallOutcome.get()` threw it, after the wrapper presented it.
        var handedOver: Bool { handOver != nil }
        /// Whether a wrapper's call on a front that presented nothing failed while this waited to be
        /// handed back: the hand-over may then have been of that call's error.
        var unshownSince = false
    }

    /// The error presented last, and the hand-overs so far (``handedOver()``).
    private struct State {
        var last: Last?
        var handOvers = 0
    }

    private let state = Locked(State())
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
        state.withLock { $0.last = Last(error: error) }
    }

    /// Notes that the wrapper for throwing calls presented the alert recorded last and will end
    /// with its error: the next `CallOutcome.get()` that throws hands it back.
    package func presentedByWrapper() {
        state.withLock { $0.last?.awaitingHandOver = true }
    }

    /// Notes that the wrapper for throwing calls ended on a front that presented nothing: while
    /// the error recorded last waits to be handed back, the next `CallOutcome.get()` that throws
    /// may throw that call's error instead.
    package func presentedNothingByWrapper() {
        state.withLock { state in
            if state.last?.awaitingHandOver == true { state.last?.unshownSince = true }
        }
    }

    /// Notes that `CallOutcome.get()` threw an error: the one the wrapper presented last, when it
    /// is waiting to be handed back.
    package func handedOver() {
        state.withLock { state in
            guard state.last?.awaitingHandOver == true else { return }
            state.handOvers += 1
            state.last?.awaitingHandOver = false
            state.last?.handOver = state.handOvers
        }
    }

    /// The hand-overs so far: what a wrapper notes when it starts, to tell a hand-over inside its
    /// call from one before it (``wasHandedOver(_:since:)``).
    package var handOverCount: Int { state.withLock { $0.handOvers } }

    /// Whether the alert presented last was about `error` (see the type's description).
    package func contains(_ error: ErrorContent) -> Bool {
        guard let last = state.withLock({ $0.last }) else { return false }
        guard let shown = last.error.error, let thrown = error.error else { return last.error == error }
        if let same = ErrorContent.isSameError(shown, thrown) { return same }
        if last.unshownSince { return ErrorContent.sayTheSame(shown, thrown) == true }
        if last.handedOver { return true }
        return ErrorContent.sayTheSame(shown, thrown) ?? false
    }

    /// Whether `error` is the one the wrapper for throwing calls showed last and an outcome's
    /// `get()` then threw: a wrapper around that wrapper, which the error leaves, does not show it
    /// again. For an error that only the path tells apart (neither a class nor `Equatable`), only a
    /// hand-over after the first `handOvers` (``handOverCount``, as the wrapper noted it when it
    /// started) counts: one before it started tells nothing about the errors of its own call.
    package func wasHandedOver(_ error: ErrorContent, since handOvers: Int) -> Bool {
        guard let last = state.withLock({ $0.last }), let handOver = last.handOver else { return false }
        // An instance or `==` tells the error apart, whenever it was handed over: one handed back,
        // caught and thrown through a later wrapper is still the one shown.
        if let shown = last.error.error, let thrown = error.error, ErrorContent.isSameError(shown, thrown) != nil {
            return contains(error)
        }
        return handOver > handOvers && contains(error)
    }
}

extension ErrorContent {
    /// Whether `shown` and `thrown` are the same error, by what their types say: `false` for
    /// errors of two types; for a class, whether they are the same instance; for an `Equatable`
    /// type, its own `==`. `nil` for values of another type, which only the path they took, or
    /// what they say (``sayTheSame(_:_:)``), tells apart.
    package static func isSameError(_ shown: any Error, _ thrown: any Error) -> Bool? {
        guard ObjectIdentifier(type(of: shown)) == ObjectIdentifier(type(of: thrown)) else { return false }
        if let shown = instance(shown) { return shown === instance(thrown) }
        return equal(shown, thrown)
    }

    /// Whether `shown` and `thrown` say the same texts, code and category of their own, made again
    /// without mappers: the front that showed an error and the code that asks may map errors
    /// differently, and the same error must match whatever each made of it. `nil` when the error
    /// says only the generic title, which tells nothing.
    package static func sayTheSame(_ shown: any Error, _ thrown: any Error) -> Bool? {
        let content = ErrorContent(shown)
        return content.source == .generic ? nil : content == ErrorContent(thrown)
    }

    /// `lhs == rhs` by the error's own equality, when its type is `Equatable`; else `nil`.
    private static func equal(_ lhs: any Error, _ rhs: any Error) -> Bool? {
        // As `Any`: the compiler takes a cast from `any Error` to `any Equatable` to always succeed.
        guard let lhs = (lhs as Any) as? any Equatable else { return nil }
        func equal<Value: Equatable>(_ value: Value) -> Bool { (rhs as? Value) == value }
        return equal(lhs)
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
