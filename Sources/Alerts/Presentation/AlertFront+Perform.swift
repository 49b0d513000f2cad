extension AlertFront {
    /// Runs `call`; when it throws, presents the error's alert on this front and acts on the
    /// button chosen, until the call succeeds or the user stops.
    ///
    /// ```swift
    /// let receipt = try await front.perform { try await documents.save(draft) }.get()
    /// ```
    ///
    /// The alert is ``ErrorContent/alert(offeringRetry:)`` of the error's content on this front
    /// (``content(for:)``, with the front's mappers): its recovery options,
    /// then "Retry" while `retryLimit` allows, then "Cancel". "Retry" chosen by a person runs the
    /// call again after the wait the error asks for (``RetryHint/after(_:)``, in whole seconds, at
    /// most `longestWait`), which the message states; a front that only delivers the alert (an
    /// HTTP exchange: the client comes back when it likes) states the error's wait as it is. A
    /// recovery option that works runs the call again or ends with ``CallOutcome/recovered(_:)``,
    /// as the option says; runs after a recovery count against `retryLimit` too, so the call never
    /// runs more than `retryLimit + 1` times, and once no run is left, options that would run the
    /// call again are not offered.
    ///
    /// "Retry" chosen without a person — by a script (``AlertOutcome/scripted(_:action:)``: `--choose`,
    /// `--yes`), or as the automatic choice of a front nobody can answer — retries with
    /// exponential backoff and jitter: 1 s doubling with each retry, never less than the error
    /// asks for, never more than `longestWait` (the formula is in the package's
    /// `RetryPacing.backoff`). That choice stands for the rest of the call: each retry is
    /// announced in one line (``announceRetry(attempt:of:after:)``) and later failures that
    /// still offer "Retry" are retried without showing the alert again; a failure that offers
    /// none (the last retry failed, or retrying would not help) shows its alert.
    ///
    /// When nobody can answer (``AlertOutcome/unanswered(automaticChoice:action:)``,
    /// ``AlertOutcome/delivered``) and the automatic choice is not "Retry" — the package's
    /// fronts choose "Cancel" — nothing is retried: the outcome is ``CallOutcome/unanswered(_:)``.
    /// A cancellation error ends with
    /// ``CallOutcome/cancelled(_:)`` (the user's) or ``CallOutcome/interrupted(_:)`` (the task's)
    /// and shows nothing. A synchronous `call` works too; its recovery attempts and waits are
    /// awaited like the rest.
    ///
    /// An error whose alert was shown counts as reported: when `get()` throws it out of the work of
    /// a runner such as the command-line front's `run`, the runner takes its status and does not
    /// report it a second time. A front that presents nothing here (``AlertOutcome/notPresented``:
    /// one that only delivers, through ``deliver(alertAbout:standardOK:making:)``) ends the call
    /// with ``CallOutcome/failed(_:)``, and its error counts as not shown.
    public func perform<Value, Failure: Error>(
        retryLimit: Int = 3, offeringRetry: RetryOffer = .whenItMayHelp, longestWait: Duration = .seconds(60),
        _ call: () async throws(Failure) -> Value
    ) async -> CallOutcome<Value, Failure> {
        await perform(
            retryLimit: retryLimit, offeringRetry: offeringRetry, longestWait: longestWait, pacing: .live, call)
    }

    /// ``perform(retryLimit:offeringRetry:longestWait:_:)`` with its sleep and jitter
    /// given: the tests' way to check waits without waiting.
    package func perform<Value, Failure: Error>(
        retryLimit: Int = 3, offeringRetry: RetryOffer = .whenItMayHelp, longestWait: Duration = .seconds(60),
        pacing: RetryPacing, _ call: () async throws(Failure) -> Value
    ) async -> CallOutcome<Value, Failure> {
        var round = Round(
            retryLimit: max(0, retryLimit), offeringRetry: offeringRetry, longestWait: longestWait, pacing: pacing,
            handOversBefore: PresentedErrors.current?.handOverCount ?? 0)
        while true {
            do throws(Failure) {
                return .succeeded(try await call())
            } catch let failure {
                if Task.isCancelled { return .interrupted(failure) }
                let step: Round.Step<Value, Failure> = await round.next(after: failure, on: self)
                switch step {
                case .retry(let wait, let announced):
                    if announced {
                        await announceRetry(attempt: round.retriesUsed, of: round.retryLimit, after: wait ?? .zero)
                    }
                    if let wait, wait > .zero {
                        do { try await pacing.sleep(wait) } catch { return .interrupted(failure) }
                    }
                case .recover(let option):
                    guard await option.attemptRecovery() else { return .failed(failure) }
                    if let end: CallOutcome<Value, Failure> = round.afterRecovery(with: option, failure) { return end }
                case .end(let outcome):
                    return outcome
                }
            }
        }
    }
}

/// The wrapper's bookkeeping: what to offer after an error, and what the answer means.
private struct Round {
    enum Step<Value, Failure: Error> {
        /// Run the call again, after this wait; `announced` when nobody chose it at the alert.
        case retry(Duration?, announced: Bool)
        /// Attempt this recovery.
        case recover(RecoveryOption)
        /// Stop with this outcome.
        case end(CallOutcome<Value, Failure>)
    }

    let retryLimit: Int
    let offeringRetry: RetryOffer
    let longestWait: Duration
    let pacing: RetryPacing
    /// The task's hand-overs (``PresentedErrors/handOverCount``) when the wrapper started: only a
    /// later one is of an error a wrapper inside its call showed.
    let handOversBefore: Int
    /// Runs after the first so far: retries and recoveries that run the call again.
    private(set) var retriesUsed = 0
    /// Whether "Retry" was chosen without a person: later failures are retried without an alert.
    private var retriesUnattended = false

    init(retryLimit: Int, offeringRetry: RetryOffer, longestWait: Duration, pacing: RetryPacing, handOversBefore: Int) {
        self.retryLimit = retryLimit
        self.offeringRetry = offeringRetry
        self.longestWait = longestWait
        self.pacing = pacing
        self.handOversBefore = handOversBefore
    }

    var retriesLeft: Int { retryLimit - retriesUsed }

    /// Presents the alert for `error` on `front`, unless a retry without a person stands, and
    /// says what to do next.
    mutating func next<Value, Failure: Error>(
        after error: Failure, on front: some AlertFront
    ) async -> Step<Value, Failure> {
        var content = front.content(for: error)
        if content.isCancellation {
            return .end(content.isUserCancellation ? .cancelled(error) : .interrupted(error))
        }
        // A wrapper inside this call showed the error, and its outcome threw it out: it is shown.
        if let presented = PresentedErrors.current, presented.wasHandedOver(content, since: handOversBefore) {
            return .end(.failed(error))
        }
        let retriesLeft = retriesLeft
        let offersRetry = retriesLeft > 0 && offeringRetry.offers(content.retry)
        if retriesUnattended, offersRetry {
            return retryUnattended(after: content.retry.after)
        }
        content.recoveryOptions.removeAll { retriesLeft == 0 && $0.afterSuccess == .retry }
        // The message states the wait a person's retry takes, and the least an unattended one does;
        // on a front that only delivers, the wait the error asks, which its reader keeps to.
        let asked =
            front.deliversOnly
            ? content.retry.after.map { .seconds($0.wholeSecondsRoundedUp) }
            : RetryPacing.askedWait(content.retry.after, longestWait: longestWait)
        content.retry.after = asked
        let alert = content.alert(offeringRetry: offersRetry)
        let outcome = await front.present(alert)
        // A front that presented nothing recorded nothing: the error recorded last is another's.
        if outcome != .notPresented {
            PresentedErrors.current?.presentedByWrapper()
        } else {
            PresentedErrors.current?.presentedNothingByWrapper()
        }
        switch outcome {
        case .scripted(_, .retry?), .unanswered(_, .retry?):
            retriesUnattended = true
            return retryUnattended(after: asked)
        case .chosen(_, .retry?):
            retriesUsed += 1
            return .retry(asked, announced: false)
        case .chosen(_, .recover(let index)?), .scripted(_, .recover(let index)?):
            return .recover(content.recoveryOptions[index])
        case .chosen(_, .cancel?), .scripted(_, .cancel?):
            return .end(.cancelled(error))
        case .chosen(_, nil), .scripted(_, nil), .dismissed, .notPresented:
            return .end(.failed(error))  // the standard OK, or closed without a choice
        case .unanswered, .delivered:
            return .end(.unanswered(error))
        case .interrupted:
            return .end(.interrupted(error))
        }
    }

    /// The next retry without a person, after the backoff.
    private mutating func retryUnattended<Value, Failure: Error>(after asked: Duration?) -> Step<Value, Failure> {
        retriesUsed += 1
        return .retry(
            pacing.backoff(attempt: retriesUsed, retryAfter: asked, longestWait: longestWait), announced: true)
    }

    /// After a recovery that worked: `nil` to run the call again, else the outcome.
    mutating func afterRecovery<Value, Failure: Error>(with option: RecoveryOption, _ error: Failure) -> CallOutcome<
        Value, Failure
    >? {
        guard option.afterSuccess == .retry else { return .recovered(error) }
        retriesUsed += 1
        return nil
    }
}
