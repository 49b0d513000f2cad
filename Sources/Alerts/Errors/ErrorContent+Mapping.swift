internal import Foundation

// How any error becomes an ErrorContent: the first source that knows it gives the texts, then its
// chain of causes and its group id.

extension ErrorContent {
    /// The content of a cause in an error's chain (``init(_:mappers:)``), of which the chain keeps
    /// the title, the failure reason and the kind.
    static func content(for error: ExaminedError, mappers: ErrorMappers) -> ErrorContent {
        var content = ownContent(for: error, mappers: mappers)
        content.complete(for: error, mappers: mappers, ownSuggestions: true)
        return content
    }

    /// What the first source that knows `error` says of it (``init(_:mappers:)``), before its
    /// recovery options, the front's policy and the refinements (``complete(for:mappers:ownSuggestions:)``).
    static func ownContent(for error: ExaminedError, mappers: ErrorMappers) -> ErrorContent {
        if let mapped = mappers.map(error.error) {
            var content = mapped
            content.source = .mapper
            return content
        }
        if let alertable = error.alertable { return alertableContent(alertable) }
        // Foundation's own errors get the package's texts even when their user info has a
        // description: on Linux that is curl's or the C library's English, naming hosts and
        // ports. (They have no LocalizedError texts of their own.)
        var content: ErrorContent
        if let foundation = foundationContent(error) {
            content = foundation
        } else if let texts = localizedErrorContent(error.error) ?? userInfoContent(error) {
            content = texts
        } else {
            content = ErrorContent(title: .genericErrorTitle)
            content.source = .generic
        }
        if content.domainCode == nil { content.domainCode = nsErrorCode(error) }
        return content
    }

    /// Completes the content the first source gave for `error` (``ownContent(for:mappers:)``), in
    /// place — a returned copy of a value this size costs more than the work: the error's own
    /// recovery options where the source gave none, the front's policy on suggestions, the
    /// refinements of `mappers`, and the error itself.
    mutating func complete(for error: ExaminedError, mappers: ErrorMappers, ownSuggestions: Bool) {
        if recoveryOptions.isEmpty {
            let options = Self.recoveryOptions(of: error)
            if !options.isEmpty {
                recoveryOptions = options.map { option in
                    var option = option
                    option.isFromErrorItself = true
                    return option
                }
            }
        }
        // A front that shows only the suggestions given for it drops the error's own; its
        // refinements may give one.
        if !ownSuggestions, source != .mapper { recoverySuggestion = nil }
        mappers.refine(&self, of: error.error)
        // The diagnostic is printed from the error when it is read, not here.
        self.error = error.error
        givenDiagnostic = nil
    }

    /// A conformance's texts; where it gives none, the `String` texts its type declares itself
    /// (a type moved from `LocalizedError` that kept `var errorDescription: String?`), looked up
    /// as ``AlertText/init(lookingUp:)`` says.
    ///
    /// A `String` text is read only where the `AlertText` one is `nil`: the `String` versions the
    /// protocol provides resolve their text in the process's language, work a front never needs.
    private static func alertableContent(_ error: some AlertableError) -> ErrorContent {
        let foundation = error as any LocalizedError
        func own(_ text: AlertText?, _ string: () -> String?) -> AlertText? {
            if let text { return text }
            guard let string = string(), !string.isEmpty else { return nil }
            return AlertText(lookingUp: string)
        }
        // The protocol's String title, for a type with no title, is the generic title resolved.
        let title = own(error.title) {
            foundation.errorDescription.flatMap { $0 == ProcessLocalization.resolve(.genericErrorTitle) ? nil : $0 }
        }
        // Made in one expression, with every field: see the extension of ErrorContent.
        return ErrorContent(
            title: title ?? .genericErrorTitle, failureReason: own(error.reason) { foundation.failureReason },
            recoverySuggestion: own(error.suggestion) { foundation.recoverySuggestion },
            helpAnchor: own(error.help) { foundation.helpAnchor }, helpLinks: error.helpLinks,
            problemType: error.problemType, fieldErrors: error.fieldErrors, recoveryOptions: error.recoveryOptions,
            severity: error.severity, category: error.category,
            comparedOverrides: ComparedAsHashable(wrappedValue: (error as? any FrontOwnedError)?.frontOverrides ?? []),
            errorCode: error.errorCode, retry: error.retry, source: .alertableError)
    }

    /// The error that caused `error`, if it names one.
    static func underlyingError(of error: ExaminedError) -> (any Error)? {
        if let alertable = error.alertable { return alertable.underlyingError }
        if error.isBridged { return error.userInfo[NSUnderlyingErrorKey] as? any Error }
        if let decoding = error.error as? DecodingError {
            switch decoding {
            case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
                .valueNotFound(_, let context):
                return context.underlyingError
            @unknown default:
                return nil
            }
        }
        if case EncodingError.invalidValue(_, let context) = error.error { return context.underlyingError }
        return nil
    }
}
