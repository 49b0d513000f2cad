internal import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// How Foundation's errors become alert content: the texts they carry themselves
// (LocalizedError, NSError user info), their recovery options (RecoverableError), and the
// package's own texts for the errors Foundation throws, which on Linux carry none that are
// localized.

extension ErrorAlert {
    /// The error's `LocalizedError` texts, shown verbatim (the error localized them), or `nil`
    /// when it has none.
    static func localizedErrorContent(_ error: any Error) -> ErrorAlert? {
        guard let error = error as? any LocalizedError else { return nil }
        func text(_ value: String?) -> AlertText? {
            value.flatMap { $0.isEmpty ? nil : AlertText(verbatim: $0) }
        }
        let title = text(error.errorDescription)
        let reason = text(error.failureReason)
        let suggestion = text(error.recoverySuggestion)
        guard title != nil || reason != nil || suggestion != nil else { return nil }
        var content = ErrorAlert(
            title: title ?? .genericErrorTitle, failureReason: reason, recoverySuggestion: suggestion,
            helpAnchor: text(error.helpAnchor))
        content.source = .localizedError
        return content
    }

    /// The texts under the `NSError` user-info keys, or `nil` when there are none.
    static func userInfoContent(_ error: any Error) -> ErrorAlert? {
        let info = userInfo(of: error)
        func text(_ key: String) -> AlertText? {
            (info[key] as? String).flatMap { $0.isEmpty ? nil : AlertText(verbatim: $0) }
        }
        let title = text(NSLocalizedDescriptionKey)
        let reason = text(NSLocalizedFailureReasonErrorKey)
        let suggestion = text(NSLocalizedRecoverySuggestionErrorKey)
        guard title != nil || reason != nil || suggestion != nil else { return nil }
        var content = ErrorAlert(
            title: title ?? .genericErrorTitle, failureReason: reason, recoverySuggestion: suggestion,
            helpAnchor: text(NSHelpAnchorErrorKey))
        content.source = .userInfo
        return content
    }

    static func userInfo(of error: any Error) -> [String: Any] {
        if let custom = error as? any CustomNSError { return custom.errorUserInfo }
        return (error as NSError).userInfo
    }

    /// Buttons for a `RecoverableError`'s options, or for `NSLocalizedRecoveryOptionsErrorKey`
    /// when `NSRecoveryAttempterErrorKey` holds a `RecoverableError` to run them. Options that
    /// nothing can attempt are left out: a button that does nothing would mislead.
    static func recoveryOptions(of error: any Error) -> [RecoveryOption] {
        let attempter: (any RecoverableError)? =
            error as? any RecoverableError ?? userInfo(of: error)[NSRecoveryAttempterErrorKey] as? any RecoverableError
        guard let attempter else { return [] }
        let titles =
            (error as? any RecoverableError)?.recoveryOptions
            ?? userInfo(of: error)[NSLocalizedRecoveryOptionsErrorKey] as? [String] ?? []
        return titles.enumerated().map { index, title in
            RecoveryOption(AlertText(verbatim: title), then: .retry) { () async -> Bool in
                await withCheckedContinuation { continuation in
                    attempter.attemptRecovery(optionIndex: index) { continuation.resume(returning: $0) }
                }
            }
        }
    }

    /// `domain code` for errors that are `NSError`s or say their domain (`CustomNSError`).
    static func nsErrorCode(_ error: any Error) -> String? {
        guard error is any CustomNSError || type(of: error) is NSError.Type else { return nil }
        let bridged = error as NSError
        return "\(bridged.domain) \(bridged.code)"
    }

    /// The package's own texts and hints for Foundation's errors, or `nil` for other errors.
    static func foundationContent(_ error: any Error) -> ErrorAlert? {
        var content: ErrorAlert?
        switch error {
        case is CancellationError:
            content = cancelled(byUser: false)
        case let error as DecodingError:
            content = decoding(error)
        case is EncodingError:
            content = ErrorAlert(
                title: .builtIn("The data couldn’t be written."),
                failureReason: .builtIn("It contains a value that can’t be stored."), category: .invalidInput)
        default:
            // By domain, not by cast: on Linux any NSError casts to CocoaError, whatever its domain.
            let bridged = error as NSError
            switch bridged.domain {
            case NSCocoaErrorDomain:
                content = cocoa(CocoaError.Code(rawValue: bridged.code), file: fileName(in: bridged.userInfo))
            case NSPOSIXErrorDomain:
                content = posix(Int32(truncatingIfNeeded: bridged.code))
            case NSURLErrorDomain:
                content = URLError.Code(rawValue: bridged.code).flatMap(url)
            default:
                return nil
            }
        }
        content?.source = .foundation
        return content
    }

    /// A cancellation: by the user (a Cancel button, a sign-in dialog), or by the program (a
    /// cancelled task), which the wrapper for throwing calls reports as an interruption.
    private static func cancelled(byUser: Bool) -> ErrorAlert {
        var content = ErrorAlert(title: .builtIn("The operation was cancelled."), category: .cancelled)
        content.isCancellation = true
        content.isUserCancellation = byUser
        return content
    }

    private static func fileName(in userInfo: [String: Any]) -> String? {
        if let path = userInfo[NSFilePathErrorKey] as? String, !path.isEmpty {
            return URL(fileURLWithPath: path).lastPathComponent
        }
        if let url = userInfo[NSURLErrorKey] as? URL, !url.lastPathComponent.isEmpty { return url.lastPathComponent }
        return nil
    }

    // MARK: CocoaError

    private static func cocoa(_ code: CocoaError.Code, file: String?) -> ErrorAlert? {
        let couldNotOpen: AlertText =
            file.map { .builtIn("The file “\($0)” couldn’t be opened.") } ?? .builtIn("The file couldn’t be opened.")
        let couldNotSave: AlertText =
            file.map { .builtIn("The file “\($0)” couldn’t be saved.") } ?? .builtIn("The file couldn’t be saved.")
        var content: ErrorAlert
        switch code {
        case .fileNoSuchFile, .fileReadNoSuchFile:
            content = fileNotFound(file)
        case .fileReadNoPermission:
            content = noPermission(
                couldNotOpen, reason: .builtIn("You don’t have permission to read it."),
                suggestion: .builtIn("Ask the owner for access, or choose another location."))
        case .fileWriteNoPermission:
            content = noPermission(
                couldNotSave, reason: .builtIn("You don’t have permission to save here."),
                suggestion: .builtIn("Ask the owner for access, or choose another location."))
        case .propertyListReadCorrupt, .coderReadCorrupt, .coderValueNotFound:
            // Data that may never have been a file: JSONSerialization, PropertyListSerialization, coders.
            content = unreadableData()
        case .fileReadCorruptFile:
            content = ErrorAlert(
                title: couldNotOpen, failureReason: .builtIn("The file is damaged or in a format that can’t be read."),
                category: .invalidInput)
        case .fileWriteOutOfSpace:
            content = outOfSpace()
        case .fileWriteFileExists:
            content = alreadyExists(file)
        case .fileWriteVolumeReadOnly:
            content = readOnlyVolume()
        case .fileReadInvalidFileName, .fileWriteInvalidFileName:
            content = invalidName()
        case .fileReadTooLarge:
            content = ErrorAlert(title: .builtIn("The file is too large to open."), category: .inputOutput)
        case .fileReadUnknownStringEncoding, .fileReadInapplicableStringEncoding, .fileWriteInapplicableStringEncoding:
            content = ErrorAlert(title: .builtIn("The file’s text encoding isn’t supported."), category: .invalidInput)
        case .fileLocking:
            content = ErrorAlert(
                title: .builtIn("The file is locked."),
                recoverySuggestion: .builtIn("Close it in other apps, then try again."),
                category: .conflict, retry: .mayHelp)
        case .featureUnsupported:
            content = ErrorAlert(title: .builtIn("This feature isn’t supported."), category: .unsupported)
        case .userCancelled:
            content = cancelled(byUser: true)
        case .fileReadUnknown:
            content = ErrorAlert(title: couldNotOpen, category: .inputOutput)
        case .fileWriteUnknown:
            content = ErrorAlert(title: couldNotSave, category: .inputOutput)
        default:
            return nil
        }
        content.domainCode = "\(NSCocoaErrorDomain) \(code.rawValue)"
        return content
    }

    private static func fileNotFound(_ file: String?) -> ErrorAlert {
        var content = ErrorAlert(
            title: file.map { .builtIn("The file “\($0)” couldn’t be found.") }
                ?? .builtIn("The file couldn’t be found."),
            recoverySuggestion: .builtIn("Check the name and location, then try again."), category: .notFound)
        content.kind = "file not found"
        return content
    }

    private static func alreadyExists(_ file: String?) -> ErrorAlert {
        ErrorAlert(
            title: file.map { .builtIn("A file named “\($0)” already exists.") }
                ?? .builtIn("The file already exists."),
            recoverySuggestion: .builtIn("Choose a different name."), category: .conflict)
    }

    private static func invalidName() -> ErrorAlert {
        ErrorAlert(
            title: .builtIn("The file name isn’t valid."), recoverySuggestion: .builtIn("Choose a different name."),
            category: .invalidInput)
    }

    private static func outOfSpace() -> ErrorAlert {
        var content = ErrorAlert(
            title: .builtIn("There isn’t enough space to save the file."),
            recoverySuggestion: .builtIn("Free up some space, then try again."), category: .resourcesExhausted)
        content.kind = "out of space"
        return content
    }

    private static func readOnlyVolume() -> ErrorAlert {
        var content = ErrorAlert(
            title: .builtIn("The volume is read-only."), recoverySuggestion: .builtIn("Save to a different location."),
            category: .noPermission)
        content.kind = "read-only volume"
        return content
    }

    private static func noPermission(_ title: AlertText, reason: AlertText?, suggestion: AlertText) -> ErrorAlert {
        var content = ErrorAlert(
            title: title, failureReason: reason, recoverySuggestion: suggestion, category: .noPermission)
        content.kind = "no permission"
        return content
    }

    private static func unreadableData() -> ErrorAlert {
        ErrorAlert(
            title: .builtIn("The data couldn’t be read."), failureReason: .builtIn("It isn’t in the correct format."),
            category: .invalidInput)
    }

    // MARK: POSIXError

    /// The symbolic names of the codes the package has texts for, for ``domainCode``.
    static let posixNames: [Int32: String] = [
        ENOENT: "ENOENT", EACCES: "EACCES", EPERM: "EPERM", ENOSPC: "ENOSPC", EDQUOT: "EDQUOT", EEXIST: "EEXIST",
        EROFS: "EROFS", ECONNREFUSED: "ECONNREFUSED", ETIMEDOUT: "ETIMEDOUT", ECONNRESET: "ECONNRESET",
        EPIPE: "EPIPE", ENETUNREACH: "ENETUNREACH", ENETDOWN: "ENETDOWN", EHOSTUNREACH: "EHOSTUNREACH",
        EBUSY: "EBUSY", EAGAIN: "EAGAIN", EMFILE: "EMFILE", ENFILE: "ENFILE", ENOMEM: "ENOMEM",
        ECANCELED: "ECANCELED", ENAMETOOLONG: "ENAMETOOLONG", EFBIG: "EFBIG", EIO: "EIO",
    ]

    private static func posix(_ code: Int32) -> ErrorAlert? {
        var content: ErrorAlert
        switch code {
        case ENOENT:
            content = fileNotFound(nil)
        case EACCES, EPERM:
            content = noPermission(
                .builtIn("You don’t have permission to do this."), reason: nil,
                suggestion: .builtIn("Ask the owner or an administrator for access."))
        case ENOSPC, EDQUOT:
            content = outOfSpace()
        case EEXIST:
            content = alreadyExists(nil)
        case EROFS:
            content = readOnlyVolume()
        case ENAMETOOLONG:
            content = invalidName()
        case EIO:
            content = ErrorAlert(title: .genericErrorTitle, category: .inputOutput, retry: .mayHelp)
        case EFBIG:
            content = ErrorAlert(title: .builtIn("The file is too large to open."), category: .inputOutput)
        case ECONNREFUSED:
            content = ErrorAlert(
                title: .builtIn("The server refused the connection."),
                recoverySuggestion: .builtIn("The service may be down. Try again later."), category: .unavailable,
                retry: .mayHelp
            )
        case ETIMEDOUT:
            content = ErrorAlert(
                title: .builtIn("The connection timed out."),
                recoverySuggestion: .builtIn("Check your network connection, then try again."), category: .timedOut,
                retry: .mayHelp)
        case ECONNRESET, EPIPE:
            content = ErrorAlert(
                title: .builtIn("The network connection was lost."),
                recoverySuggestion: .builtIn("Check your network connection, then try again."), category: .inputOutput,
                retry: .mayHelp)
        case ENETUNREACH, ENETDOWN:
            content = ErrorAlert(
                title: .builtIn("The network can’t be reached."),
                recoverySuggestion: .builtIn("Check your network connection, then try again."), category: .unavailable,
                retry: .mayHelp)
        case EHOSTUNREACH:
            content = ErrorAlert(
                title: .builtIn("The server can’t be found."),
                recoverySuggestion: .builtIn("Check the address and your network connection, then try again."),
                category: .unavailable, retry: .mayHelp)
        case EBUSY, EAGAIN:
            content = ErrorAlert(
                title: .builtIn("The resource is busy."),
                recoverySuggestion: .builtIn("Wait a moment, then try again."),
                category: .unavailable, retry: .mayHelp)
        case EMFILE, ENFILE:
            content = ErrorAlert(
                title: .builtIn("Too many files are open."),
                recoverySuggestion: .builtIn("Close some files, then try again."),
                category: .resourcesExhausted, retry: .mayHelp)
        case ENOMEM:
            content = ErrorAlert(
                title: .builtIn("There isn’t enough memory."),
                recoverySuggestion: .builtIn("Close other apps, then try again."), category: .resourcesExhausted,
                retry: .mayHelp)
        case ECANCELED:
            content = cancelled(byUser: false)
        default:
            return nil
        }
        content.domainCode = posixNames[code]
        return content
    }

    // MARK: URLError

    private static func url(_ code: URLError.Code) -> ErrorAlert? {
        let checkConnection: AlertText = .builtIn("Check your network connection, then try again.")
        var content: ErrorAlert
        switch code {
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff, .callIsActive:
            content = ErrorAlert(
                title: .builtIn("You’re not connected to the internet."), recoverySuggestion: checkConnection,
                category: .unavailable, retry: .mayHelp)
        case .timedOut:
            content = ErrorAlert(
                title: .builtIn("The request timed out."), recoverySuggestion: checkConnection, category: .timedOut,
                retry: .mayHelp)
        case .cannotFindHost, .dnsLookupFailed:
            content = ErrorAlert(
                title: .builtIn("The server can’t be found."),
                recoverySuggestion: .builtIn("Check the address and your network connection, then try again."),
                category: .unavailable, retry: .mayHelp)
        case .cannotConnectToHost:
            content = ErrorAlert(
                title: .builtIn("Can’t connect to the server."),
                recoverySuggestion: .builtIn("The service may be down. Try again later."), category: .unavailable,
                retry: .mayHelp
            )
        case .networkConnectionLost:
            content = ErrorAlert(
                title: .builtIn("The network connection was lost."), recoverySuggestion: checkConnection,
                category: .inputOutput,
                retry: .mayHelp)
        case .badServerResponse, .cannotParseResponse, .cannotDecodeContentData, .cannotDecodeRawData,
            .zeroByteResource:
            content = ErrorAlert(
                title: .builtIn("The server’s response couldn’t be read."),
                recoverySuggestion: .builtIn("Try again later."),
                category: .badResponse, retry: .mayHelp)
        case .badURL, .unsupportedURL:
            content = ErrorAlert(
                title: .builtIn("The address isn’t valid."),
                recoverySuggestion: .builtIn("Check the address, then try again."),
                category: .invalidInput)
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected,
            .clientCertificateRequired:
            content = ErrorAlert(
                title: .builtIn("A secure connection to the server couldn’t be made."), category: .badResponse)
        case .resourceUnavailable:
            content = ErrorAlert(
                title: .builtIn("The resource isn’t available."), recoverySuggestion: .builtIn("Try again later."),
                category: .unavailable, retry: .mayHelp)
        case .fileDoesNotExist:
            content = fileNotFound(nil)
        case .noPermissionsToReadFile:
            content = noPermission(
                .builtIn("The file couldn’t be opened."), reason: .builtIn("You don’t have permission to read it."),
                suggestion: .builtIn("Ask the owner for access, or choose another location."))
        case .userAuthenticationRequired:
            content = ErrorAlert(title: .builtIn("Sign-in is required."), category: .unauthenticated)
        case .cancelled:
            content = cancelled(byUser: false)
        case .userCancelledAuthentication:
            content = cancelled(byUser: true)
        default:
            content = ErrorAlert(
                title: .builtIn("A network error occurred."), recoverySuggestion: checkConnection,
                category: .unavailable,
                retry: .mayHelp)
        }
        content.domainCode = "\(NSURLErrorDomain) \(code.rawValue)"
        return content
    }

    // MARK: DecodingError

    /// Never the coding path or the debug description: those name the program's types and
    /// fields, and go to ``diagnostic``.
    private static func decoding(_ error: DecodingError) -> ErrorAlert? {
        let reason: AlertText
        switch error {
        case .keyNotFound, .valueNotFound: reason = .builtIn("Some information is missing.")
        case .typeMismatch, .dataCorrupted: reason = .builtIn("It isn’t in the correct format.")
        @unknown default: reason = .builtIn("It isn’t in the correct format.")
        }
        var content = unreadableData()
        content.failureReason = reason
        return content
    }
}
