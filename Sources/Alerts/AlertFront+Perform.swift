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
        var retriesLeft = max(0, retryLimit)
        while true {
            let failure: Failure
            do throws(Failure) {
                return .succeeded(try await call())
            } catch {
                failure = error
            }
            var content = ErrorAlert(failure, mappers: mappers)
            if content.isCancellation || Task.isCancelled { return .cancelled(failure) }
            if retriesLeft == 0 { content.recoveryOptions.removeAll { $0.afterSuccess == .retry } }
            let retry = retriesLeft > 0 && offeringRetry.offers(content.retry)
            switch decide(content, offeringRetry: retry) {
            case .retry:
                retriesLeft -= 1
                if let delay = content.retry.after {
                    do { try await Task.sleep(for: min(delay, longestWait)) } catch { return .cancelled(failure) }
                }
            case .recover(let index):
                let option = content.recoveryOptions[index]
                guard await option.attemptRecovery() else { return .failed(failure) }
                guard option.afterSuccess == .retry else { return .recovered(failure) }
                retriesLeft -= 1
            case .cancel:
                return .cancelled(failure)
            case nil:
                return .failed(failure)
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
        var retriesLeft = max(0, retryLimit)
        while true {
            let failure: Failure
            do throws(Failure) {
                return .succeeded(try call())
            } catch {
                failure = error
            }
            var content = ErrorAlert(failure, mappers: mappers)
            if content.isCancellation { return .cancelled(failure) }
            content.recoveryOptions.removeAll { $0.isAsynchronous || (retriesLeft == 0 && $0.afterSuccess == .retry) }
            let retry = retriesLeft > 0 && offeringRetry.offers(content.retry)
            switch decide(content, offeringRetry: retry) {
            case .retry:
                retriesLeft -= 1
                if let delay = content.retry.after {
                    let (seconds, attoseconds) = min(delay, longestWait).components
                    Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
                }
            case .recover(let index):
                let option = content.recoveryOptions[index]
                guard option.attemptRecoveryNow() == true else { return .failed(failure) }
                guard option.afterSuccess == .retry else { return .recovered(failure) }
                retriesLeft -= 1
            case .cancel:
                return .cancelled(failure)
            case nil:
                return .failed(failure)
            }
        }
    }

    /// Presents the error's alert and returns the chosen button's action: `nil` for the
    /// standard "OK" or when the front took no choice.
    private func decide(_ content: ErrorAlert, offeringRetry: Bool) -> ErrorAlertAction? {
        let resolved = resolve(content.alert(offeringRetry: offeringRetry))
        guard let choice = present(resolved, for: content), resolved.buttons.indices.contains(choice) else {
            return nil
        }
        return resolved.buttons[choice].action
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
