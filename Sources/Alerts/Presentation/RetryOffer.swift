/// When the wrapper for throwing calls offers a "Retry" button.
public enum RetryOffer: Sendable, Hashable {
    /// When the error says trying again may help (``ErrorContent/retry``): network and
    /// temporary errors, and ``AlertableError``s that say so.
    case whenItMayHelp
    /// After every error.
    case always
    /// Never.
    case never
}

extension RetryOffer {
    func offers(_ hint: RetryHint) -> Bool {
        switch self {
        case .whenItMayHelp: hint != .no
        case .always: true
        case .never: false
        }
    }
}
