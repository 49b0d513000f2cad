extension AlertFront {
    /// Runs `call`; when it throws, presents the error's alert on this front and acts on the
    /// button chosen, until the call succeeds or the user stops.
    ///
    /// ```swift
    /// let receipt = try await front.perform { try await documents.save(draft) }.get()
    /// ```
    ///
    /// The alert is ``ErrorAlert/alert(offeringRetry:)`` of the error: its recovery options,
    /// then "Retry" while `retryLimit` allows, then "Cancel". "Retry" runs the call again, after
    /// the wait the error asks for (``RetryHint/after``, at most `longestWait`), which the
    /// message states. A recovery option that works runs the call again or ends with
    /// ``CallOutcome/recovered(_:)``, as the option says; runs after a recovery count against
    /// `retryLimit` too, so the call never runs more than `retryLimit + 1` times, and once no run
    /// is left, options that would run the call again are not offered. When nobody can answer
    /// (``AlertResponse/unanswered(automaticChoice:)``, ``AlertResponse/delivered``), nothing is
    /// retried: the outcome is ``CallOutcome/unanswered(_:)``. A cancellation error ends with
    /// ``CallOutcome/cancelled(_:)`` (the user's) or ``CallOutcome/interrupted(_:)`` (the task's)
    /// and shows nothing. A synchronous `call` works too; its recovery attempts and waits are
    /// awaited like the rest.
    public func perform<Value, Failure: Error>(
        retryLimit: Int = 3, offeringRetry: RetryOffer = .whenItMayHelp, longestWait: Duration = .seconds(60),
        mappers: ErrorMappers = .shared, _ call: () async throws(Failure) -> Value
    ) async -> CallOutcome<Value, Failure> {
        var round = Round(retriesLeft: max(0, retryLimit), offeringRetry: offeringRetry, longestWait: longestWait)
        while true {
            do throws(Failure) {
                return .succeeded(try await call())
            } catch let failure {
                if Task.isCancelled { return .interrupted(failure) }
                let step: Round.Step<Value, Failure> = await round.next(after: failure, on: self, mappers: mappers)
                switch step {
                case .retry(let wait?):
                    do { try await Task.sleep(for: wait) } catch { return .interrupted(failure) }
                case .retry(nil):
                    break
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
        /// Run the call again, after this wait.
        case retry(Duration?)
        /// Attempt this recovery.
        case recover(RecoveryOption)
        /// Stop with this outcome.
        case end(CallOutcome<Value, Failure>)
    }

    var retriesLeft: Int
    let offeringRetry: RetryOffer
    let longestWait: Duration

    /// Presents the alert for `error` on `front` and says what to do next.
    mutating func next<Value, Failure: Error>(
        after error: Failure, on front: some AlertFront, mappers: ErrorMappers
    ) async -> Step<Value, Failure> {
        var content = ErrorAlert(error, mappers: mappers)
        if content.isCancellation {
            return .end(content.isUserCancellation ? .cancelled(error) : .interrupted(error))
        }
        let retriesLeft = retriesLeft
        content.recoveryOptions.removeAll { retriesLeft == 0 && $0.afterSuccess == .retry }
        // The message states the wait that will be taken.
        content.retry.after = content.retry.after.map { min($0, longestWait) }
        let alert = content.alert(offeringRetry: retriesLeft > 0 && offeringRetry.offers(content.retry))
        switch await front.present(alert, for: content) {
        case .chosen(_, .retry?):
            self.retriesLeft -= 1
            return .retry(content.retry.after)
        case .chosen(_, .recover(let index)?):
            return .recover(content.recoveryOptions[index])
        case .chosen(_, .cancel?):
            return .end(.cancelled(error))
        case .chosen(_, nil), .dismissed, .notPresented:
            return .end(.failed(error))  // the standard OK, or closed without a choice
        case .unanswered, .delivered:
            return .end(.unanswered(error))
        case .interrupted:
            return .end(.interrupted(error))
        }
    }

    /// After a recovery that worked: `nil` to run the call again, else the outcome.
    mutating func afterRecovery<Value, Failure: Error>(with option: RecoveryOption, _ error: Failure) -> CallOutcome<
        Value, Failure
    >? {
        guard option.afterSuccess == .retry else { return .recovered(error) }
        retriesLeft -= 1
        return nil
    }
}
