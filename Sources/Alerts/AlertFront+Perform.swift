internal import Foundation

/// How a call wrapped by ``AlertFront/perform(retryLimit:offeringRetry:mappers:_:)-(_,_,_,()->Value)`` ended.
public enum CallOutcome<Value, Failure: Error> {
    /// The call returned, at once or after retries and recoveries.
    case succeeded(Value)
    /// A recovery option worked, and it was one that ends the call there.
    case recovered(Failure)
    /// The user chose Cancel, or the error was itself a cancellation (no alert is shown then).
    case cancelled(Failure)
    /// The user acknowledged the error, a recovery attempt did not work, or the front delivered
    /// the alert without taking a choice (an HTTP response).
    case failed(Failure)

    /// The call's value, if it succeeded.
    public var value: Value? {
        if case .succeeded(let value) = self { value } else { nil }
    }

    /// The last error, unless the call succeeded.
    public var error: Failure? {
        switch self {
        case .succeeded: nil
        case .recovered(let error), .cancelled(let error), .failed(let error): error
        }
    }
}

extension CallOutcome: Sendable where Value: Sendable {}

/// When the wrapper for throwing calls offers a "Retry" button.
public enum RetryOffer: Sendable, Hashable {
    /// When the error says trying again may help (``ErrorAlert/retry``): network and
    /// temporary errors, and ``AlertableError``s that say so.
    case whenItMayHelp
    /// After every error.
    case always
    /// Never.
    case never
}

extension AlertFront {
    /// Runs `call`; when it throws, presents the error's alert on this front and acts on the
    /// button chosen, until the call succeeds or the user stops.
    ///
    /// ```swift
    /// switch await front.perform({ try await documents.save(draft) }) {
    /// case .succeeded(let receipt): show(receipt)
    /// case .recovered, .cancelled, .failed: break
    /// }
    /// ```
    ///
    /// The alert is ``ErrorAlert/alert(offeringRetry:)`` of the error: its recovery options,
    /// then "Retry" while `retryLimit` allows, then "Cancel". "Retry" runs the call again, after
    /// the wait the error asks for (``RetryHint/after``, at most `longestWait`), which the
    /// message states. A recovery option that works runs the call again or ends with
    /// ``CallOutcome/recovered(_:)``, as the option says; runs after a recovery count against
    /// `retryLimit` too, so the call never runs more than `retryLimit + 1` times, and once no run
    /// is left, options that would run the call again are not offered. A cancellation error (`CancellationError`, `CocoaError.userCancelled`,
    /// `URLError.cancelled`) ends with ``CallOutcome/cancelled(_:)`` and shows nothing.
    public func perform<Value, Failure: Error>(
        retryLimit: Int = 3, offeringRetry: RetryOffer = .whenItMayHelp, longestWait: Duration = .seconds(60),
        mappers: ErrorMappers = .shared, _ call: () async throws(Failure) -> Value
    ) async -> CallOutcome<Value, Failure> {
        var round = Round(retriesLeft: max(0, retryLimit), offeringRetry: offeringRetry, longestWait: longestWait)
        while true {
            do throws(Failure) {
                return .succeeded(try await call())
            } catch let failure {
                if Task.isCancelled { return .cancelled(failure) }
                let step: Round.Step<Value, Failure> = round.next(
                    after: failure, on: self, mappers: mappers, synchronous: false)
                switch step {
                case .retry(let wait?):
                    do { try await Task.sleep(for: wait) } catch { return .cancelled(failure) }
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

    /// Runs a synchronous `call` the same way; see the asynchronous version. Recovery options
    /// whose attempt is asynchronous are not offered here, and a wait before a retry blocks the
    /// thread.
    public func perform<Value, Failure: Error>(
        retryLimit: Int = 3, offeringRetry: RetryOffer = .whenItMayHelp, longestWait: Duration = .seconds(60),
        mappers: ErrorMappers = .shared, _ call: () throws(Failure) -> Value
    ) -> CallOutcome<Value, Failure> {
        var round = Round(retriesLeft: max(0, retryLimit), offeringRetry: offeringRetry, longestWait: longestWait)
        while true {
            do throws(Failure) {
                return .succeeded(try call())
            } catch {
                let step: Round.Step<Value, Failure> = round.next(
                    after: error, on: self, mappers: mappers, synchronous: true)
                switch step {
                case .retry(let wait?):
                    let (seconds, attoseconds) = wait.components
                    Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
                case .retry(nil):
                    break
                case .recover(let option):
                    guard option.attemptRecoveryNow() == true else { return .failed(error) }
                    if let end: CallOutcome<Value, Failure> = round.afterRecovery(with: option, error) { return end }
                case .end(let outcome):
                    return outcome
                }
            }
        }
    }
}

/// The bookkeeping both wrappers share: what to offer after an error, and what the choice means.
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
        after error: Failure, on front: some AlertFront, mappers: ErrorMappers, synchronous: Bool
    ) -> Step<Value, Failure> {
        var content = ErrorAlert(error, mappers: mappers)
        if content.isCancellation { return .end(.cancelled(error)) }
        let retriesLeft = retriesLeft
        content.recoveryOptions.removeAll {
            (synchronous && $0.isAsynchronous) || (retriesLeft == 0 && $0.afterSuccess == .retry)
        }
        let resolved = front.resolve(
            content.alert(offeringRetry: retriesLeft > 0 && offeringRetry.offers(content.retry)))
        guard let choice = front.present(resolved, for: content), resolved.buttons.indices.contains(choice) else {
            return .end(.failed(error))  // the standard OK, or a front that takes no choice
        }
        switch resolved.buttons[choice].action {
        case .retry?:
            self.retriesLeft -= 1
            return .retry(content.retry.after.map { min($0, longestWait) })
        case .recover(let index)?:
            return .recover(content.recoveryOptions[index])
        case .cancel?:
            return .end(.cancelled(error))
        case nil:
            return .end(.failed(error))
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

extension RetryOffer {
    func offers(_ hint: RetryHint) -> Bool {
        switch self {
        case .whenItMayHelp: hint.mayHelp
        case .always: true
        case .never: false
        }
    }
}
