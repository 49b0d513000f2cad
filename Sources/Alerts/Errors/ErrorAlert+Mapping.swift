internal import Foundation

// How any error becomes an ErrorAlert: the first source that knows it gives the texts, then its
// chain of causes and its group id.

extension ErrorAlert {
    static func content(for error: any Error, mappers: ErrorMappers) -> ErrorAlert {
        var content: ErrorAlert
        if let alertable = error as? any AlertableError {
            content = ErrorAlert(alertable: alertable)
        } else if let mapped = mappers.map(error) {
            content = mapped
            content.source = .mapper
        } else {
            // Foundation's own errors get the package's texts even when their user info has a
            // description: on Linux that is curl's or the C library's English, naming hosts and
            // ports. (They have no LocalizedError texts of their own.)
            let foundation = foundationContent(error)
            if let foundation {
                content = foundation
            } else if let texts = localizedErrorContent(error) ?? userInfoContent(error) {
                content = texts
            } else {
                content = ErrorAlert(title: .genericErrorTitle)
                content.source = .generic
            }
            content.domainCode = foundation?.domainCode ?? nsErrorCode(error)
        }
        if content.recoveryOptions.isEmpty {
            content.recoveryOptions = recoveryOptions(of: error).map { option in
                var option = option
                option.isFromErrorItself = true
                return option
            }
        }
        content.diagnostic = String(reflecting: error)
        return content
    }

    /// A conformance's texts; where it gives none, the `String` texts its type declares itself
    /// (a type moved from `LocalizedError` that kept `var errorDescription: String?`), shown verbatim.
    private init(alertable error: some AlertableError) {
        let foundation = error as any LocalizedError
        func own(_ text: AlertText?, _ string: String?, unless fallback: String? = nil) -> AlertText? {
            if let text { return text }
            guard let string, !string.isEmpty, string != fallback else { return nil }
            return AlertText(verbatim: string)
        }
        let title = own(
            error.errorDescription as AlertText?, foundation.errorDescription,
            unless: ProcessLocalization.resolve(.genericErrorTitle))
        self.init(
            title: title ?? .genericErrorTitle,
            failureReason: own(error.failureReason as AlertText?, foundation.failureReason),
            recoverySuggestion: own(error.recoverySuggestion as AlertText?, foundation.recoverySuggestion),
            helpAnchor: own(error.helpAnchor as AlertText?, foundation.helpAnchor),
            recoveryOptions: error.recoveryOptions,
            severity: error.severity, category: error.category, overrides: error.overrides,
            errorCode: error.errorCode, retry: error.retry)
        source = .alertableError
    }

    /// The error that caused `error`, if it names one.
    static func underlyingError(of error: any Error) -> (any Error)? {
        if let alertable = error as? any AlertableError { return alertable.underlyingError }
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
            DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return context.underlyingError
        case EncodingError.invalidValue(_, let context):
            return context.underlyingError
        default:
            return userInfo(of: error)[NSUnderlyingErrorKey] as? any Error
        }
    }

    /// FNV-1a over each error's domain and code (or its own ``AlertableError/errorCode``),
    /// folded to 32 bits.
    static func groupID(of chain: [any Error]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for error in chain {
            let code = (error as? any AlertableError)?.errorCode ?? String((error as NSError).code)
            // Private and local types have a run-time address in their domain; leave it out.
            let domain = (error as NSError).domain.replacing(/\(unknown context at \$[0-9a-fA-F]+\)\./, with: "")
            for byte in "\(domain)\u{0}\(code)\u{0}".utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
        let digits = String(folded, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
