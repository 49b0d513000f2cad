/// How a call wrapped by ``AlertFront/perform(retryLimit:offeringRetry:longestWait:_:)`` ended.
public enum CallOutcome<Value, Failure: Error> {
    /// The call returned, at once or after retries and recoveries.
    case succeeded(Value)
    /// A recovery option worked, and it was one that ends the call there.
    case recovered(Failure)
    /// The user chose to give up (Cancel), or the error itself says the user cancelled
    /// (`CocoaError.userCancelled`, `URLError.cancelled`); no alert is shown for the latter.
    case cancelled(Failure)
    /// The program was interrupted: Ctrl-C while the alert was shown, or the task was cancelled
    /// (`CancellationError`, `ECANCELED`).
    case interrupted(Failure)
    /// Nobody could answer the alert: no terminal, `CI`, `--no-input`, or a front that only
    /// delivers alerts and says it delivered this one (``AlertOutcome/delivered``: an HTTP
    /// exchange).
    ///
    /// The alert was shown; nothing was retried.
    case unanswered(Failure)
    /// The user acknowledged the error (OK, or closed the alert), a recovery attempt did not work,
    /// or the front presented nothing.
    ///
    /// A front presents nothing (``AlertOutcome/notPresented``) when it only delivers, through
    /// ``AlertFront/deliver(alertAbout:standardOK:making:)``: the error was not shown, and `get()`
    /// throws it on as not reported.
    case failed(Failure)

    /// The last error, unless the call succeeded.
    public var error: Failure? {
        switch self {
        case .succeeded: nil
        case .recovered(let error), .cancelled(let error), .interrupted(let error), .unanswered(let error),
            .failed(let error):
            error
        }
    }

    /// The call's value, or its last error thrown, as `Result.get()` does.
    ///
    /// An error whose alert the wrapper showed, thrown here, counts as reported: a runner such as
    /// the command-line front's `run` that the work ends with it takes its status and does not
    /// report it again (the wrapper and this say so to the runner; the error is not compared, unless
    /// a wrapper's call on a front that presented nothing failed while it waited, when it counts
    /// only as the same instance, by its own `==`, or by saying the same texts, codes and retry
    /// hint). Under such a runner, a wrapper around the one that showed it does not show it again;
    /// a wrapper that starts after this threw does not take its own call's errors for it unless
    /// they are that very error (the same instance, or equal by its own `==`), so a loop that
    /// catches each item's error and goes on shows every item's (and an error of a type that is
    /// neither a class nor `Equatable`, caught and thrown again through that wrapper, is shown again).
    public func get() throws(Failure) -> Value {
        switch self {
        case .succeeded(let value): return value
        case .recovered(let error), .cancelled(let error), .interrupted(let error), .unanswered(let error),
            .failed(let error):
            PresentedErrors.current?.handedOver()
            throw error
        }
    }
}

extension CallOutcome: Sendable where Value: Sendable {}
