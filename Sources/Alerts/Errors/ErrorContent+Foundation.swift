internal import Foundation

// What Foundation's errors carry themselves: their texts (LocalizedError, NSError user info),
// their recovery options (RecoverableError) and their domain and code. The package's own texts
// for the errors Foundation throws are in ErrorContent+FoundationTexts.swift.

extension ErrorContent {
    /// The error's `LocalizedError` texts, each looked up in the front's tables when the alert is
    /// resolved (``AlertText/init(lookingUp:)``), or `nil` when it has none.
    static func localizedErrorContent(_ error: any Error) -> ErrorContent? {
        guard let error = error as? any LocalizedError else { return nil }
        func text(_ value: String?) -> AlertText? {
            value.flatMap { $0.isEmpty ? nil : AlertText(lookingUp: $0) }
        }
        let title = text(error.errorDescription)
        let reason = text(error.failureReason)
        let suggestion = text(error.recoverySuggestion)
        guard title != nil || reason != nil || suggestion != nil else { return nil }
        var content = ErrorContent(
            title: title ?? .genericErrorTitle, failureReason: reason, recoverySuggestion: suggestion)
        content.helpAnchor = text(error.helpAnchor)
        content.source = .localizedError
        return content
    }

    /// The texts under the `NSError` user-info keys, or `nil` when there are none.
    static func userInfoContent(_ error: ExaminedError) -> ErrorContent? {
        let info = error.userInfo
        func text(_ key: String) -> AlertText? {
            (info[key] as? String).flatMap { $0.isEmpty ? nil : AlertText(lookingUp: $0) }
        }
        let title = text(NSLocalizedDescriptionKey)
        let reason = text(NSLocalizedFailureReasonErrorKey)
        let suggestion = text(NSLocalizedRecoverySuggestionErrorKey)
        guard title != nil || reason != nil || suggestion != nil else { return nil }
        var content = ErrorContent(
            title: title ?? .genericErrorTitle, failureReason: reason, recoverySuggestion: suggestion)
        content.helpAnchor = text(NSHelpAnchorErrorKey)
        content.source = .userInfo
        return content
    }

    /// Buttons for a `RecoverableError`'s options, or for `NSLocalizedRecoveryOptionsErrorKey`
    /// when `NSRecoveryAttempterErrorKey` holds a `RecoverableError` to run them. Options that
    /// nothing can attempt are left out: a button that does nothing would mislead.
    static func recoveryOptions(of error: ExaminedError) -> [RecoveryOption] {
        let recoverable = error.recoverable
        // Only an NSError or a CustomNSError has user info beyond what the conformances say:
        // another error that is no RecoverableError has no options, and nothing is looked up. An
        // AlertableError says its options itself (or as a RecoverableError), not in a
        // CustomNSError's user info.
        let hasUserInfo = error.isNSError || error.custom != nil
        guard recoverable != nil || hasUserInfo else { return [] }
        let info = recoverable == nil ? error.userInfo : [:]
        guard let attempter = recoverable ?? info[NSRecoveryAttempterErrorKey] as? any RecoverableError else {
            return []
        }
        let titles = recoverable?.recoveryOptions ?? info[NSLocalizedRecoveryOptionsErrorKey] as? [String] ?? []
        return titles.enumerated().map { index, title in
            RecoveryOption(AlertText(lookingUp: title), then: .retry) { () async -> Bool in
                await withCheckedContinuation { continuation in
                    attempter.attemptRecovery(optionIndex: index) { continuation.resume(returning: $0) }
                }
            }
        }
    }

    /// `domain code` for errors that are `NSError`s or say their domain (`CustomNSError`).
    static func nsErrorCode(_ error: ExaminedError) -> String? {
        guard error.isBridged else { return nil }
        return "\(error.domain) \(error.code)"
    }

    /// The package's own texts and hints for Foundation's errors, or `nil` for other errors.
}
