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

    /// The symbolic names of the codes the package has texts for, for ``domainCode``. Where two
    /// names share a value (`EOPNOTSUPP` and `ENOTSUP` on Linux), the first one listed is kept.
    static let posixNames: [Int32: String] = Dictionary(
        [
            // Files
            (ENOENT, "ENOENT"), (EACCES, "EACCES"), (EPERM, "EPERM"), (ENOSPC, "ENOSPC"), (EDQUOT, "EDQUOT"),
            (EEXIST, "EEXIST"), (EROFS, "EROFS"), (ENAMETOOLONG, "ENAMETOOLONG"), (EFBIG, "EFBIG"), (EIO, "EIO"),
            (ENOTDIR, "ENOTDIR"), (EISDIR, "EISDIR"), (ENOTEMPTY, "ENOTEMPTY"), (EXDEV, "EXDEV"), (ELOOP, "ELOOP"),
            (EMLINK, "EMLINK"), (ETXTBSY, "ETXTBSY"), (ESTALE, "ESTALE"), (ENOLCK, "ENOLCK"), (EDEADLK, "EDEADLK"),
            (EBUSY, "EBUSY"), (EAGAIN, "EAGAIN"), (EMFILE, "EMFILE"), (ENFILE, "ENFILE"),
            // Network
            (ECONNREFUSED, "ECONNREFUSED"), (ETIMEDOUT, "ETIMEDOUT"), (ECONNRESET, "ECONNRESET"), (EPIPE, "EPIPE"),
            (ECONNABORTED, "ECONNABORTED"), (ENOTCONN, "ENOTCONN"), (ENETRESET, "ENETRESET"),
            (ESHUTDOWN, "ESHUTDOWN"), (ENETUNREACH, "ENETUNREACH"), (ENETDOWN, "ENETDOWN"),
            (EHOSTUNREACH, "EHOSTUNREACH"), (EHOSTDOWN, "EHOSTDOWN"), (EADDRINUSE, "EADDRINUSE"),
            (EADDRNOTAVAIL, "EADDRNOTAVAIL"), (EAFNOSUPPORT, "EAFNOSUPPORT"), (EPROTONOSUPPORT, "EPROTONOSUPPORT"),
            // System
            (ENOMEM, "ENOMEM"), (ENOBUFS, "ENOBUFS"), (ECANCELED, "ECANCELED"), (EINTR, "EINTR"), (EINVAL, "EINVAL"),
            (EOPNOTSUPP, "EOPNOTSUPP"), (ENOTSUP, "ENOTSUP"), (ENOSYS, "ENOSYS"), (E2BIG, "E2BIG"),
            (ENOEXEC, "ENOEXEC"), (ENXIO, "ENXIO"), (ENODEV, "ENODEV"),
        ], uniquingKeysWith: { first, _ in first })

    private static func posix(_ code: Int32) -> ErrorAlert? {
        guard var content = posixFile(code) ?? posixNetwork(code) ?? posixSystem(code) else { return nil }
        content.domainCode = posixNames[code]
        return content
    }

    /// Codes a program meets working with files and folders.
    private static func posixFile(_ code: Int32) -> ErrorAlert? {
        let checkPath: AlertText = .builtIn("Check the name and location, then try again.")
        let waitAMoment: AlertText = .builtIn("Wait a moment, then try again.")
        switch code {
        case ENOENT:
            return fileNotFound(nil)
        case EACCES, EPERM:
            return noPermission(
                .builtIn("You don’t have permission to do this."), reason: nil,
                suggestion: .builtIn("Ask the owner or an administrator for access."))
        case ENOSPC, EDQUOT:
            return outOfSpace()
        case EEXIST:
            return alreadyExists(nil)
        case EROFS:
            return readOnlyVolume()
        case ENAMETOOLONG:
            return invalidName()
        case EIO:
            return ErrorAlert(title: .genericErrorTitle, category: .inputOutput, retry: .mayHelp)
        case EFBIG:
            return ErrorAlert(title: .builtIn("The file is too large to open."), category: .inputOutput)
        case ENOTDIR:
            return ErrorAlert(
                title: .builtIn("A part of the path isn’t a folder."), recoverySuggestion: checkPath,
                category: .notFound)
        case EISDIR:
            return ErrorAlert(
                title: .builtIn("The item is a folder, not a file."),
                recoverySuggestion: .builtIn("Choose a file, then try again."), category: .invalidInput)
        case ENOTEMPTY:
            return ErrorAlert(
                title: .builtIn("The folder isn’t empty."),
                recoverySuggestion: .builtIn("Remove its contents, then try again."), category: .conflict)
        case EXDEV:
            return ErrorAlert(
                title: .builtIn("The item can’t be moved to a different volume."),
                recoverySuggestion: .builtIn("Copy it instead."), category: .unsupported)
        case ELOOP:
            return ErrorAlert(
                title: .builtIn("There are too many symbolic links in the path."), recoverySuggestion: checkPath,
                category: .invalidInput)
        case EMLINK:
            return ErrorAlert(title: .builtIn("There are too many links to the item."), category: .resourcesExhausted)
        case ETXTBSY:
            return ErrorAlert(
                title: .builtIn("The file is in use."),
                recoverySuggestion: .builtIn("Close it in other apps, then try again."), category: .conflict,
                retry: .mayHelp)
        case ESTALE:
            return ErrorAlert(
                title: .builtIn("The file is no longer available."), recoverySuggestion: checkPath,
                category: .notFound, retry: .mayHelp)
        case ENOLCK:
            return ErrorAlert(
                title: .builtIn("The file couldn’t be locked."), recoverySuggestion: waitAMoment,
                category: .resourcesExhausted, retry: .mayHelp)
        case EDEADLK:
            return ErrorAlert(
                title: .builtIn("The resource is busy."), recoverySuggestion: waitAMoment, category: .conflict,
                retry: .mayHelp)
        case EBUSY, EAGAIN:
            return ErrorAlert(
                title: .builtIn("The resource is busy."), recoverySuggestion: waitAMoment, category: .unavailable,
                retry: .mayHelp)
        case EMFILE, ENFILE:
            return ErrorAlert(
                title: .builtIn("Too many files are open."),
                recoverySuggestion: .builtIn("Close some files, then try again."),
                category: .resourcesExhausted, retry: .mayHelp)
        default:
            return nil
        }
    }

    /// Codes a program meets talking over a network.
    private static func posixNetwork(_ code: Int32) -> ErrorAlert? {
        let checkConnection: AlertText = .builtIn("Check your network connection, then try again.")
        let checkAddress: AlertText = .builtIn("Check the address and your network connection, then try again.")
        switch code {
        case ECONNREFUSED:
            return ErrorAlert(
                title: .builtIn("The server refused the connection."),
                recoverySuggestion: .builtIn("The service may be down. Try again later."), category: .unavailable,
                retry: .mayHelp)
        case EHOSTDOWN:
            return ErrorAlert(
                title: .builtIn("Can’t connect to the server."),
                recoverySuggestion: .builtIn("The service may be down. Try again later."), category: .unavailable,
                retry: .mayHelp)
        case ETIMEDOUT:
            return ErrorAlert(
                title: .builtIn("The connection timed out."), recoverySuggestion: checkConnection,
                category: .timedOut, retry: .mayHelp)
        case ECONNRESET, EPIPE, ECONNABORTED, ENOTCONN, ENETRESET, ESHUTDOWN:
            return ErrorAlert(
                title: .builtIn("The network connection was lost."), recoverySuggestion: checkConnection,
                category: .inputOutput, retry: .mayHelp)
        case ENETUNREACH, ENETDOWN:
            return ErrorAlert(
                title: .builtIn("The network can’t be reached."), recoverySuggestion: checkConnection,
                category: .unavailable, retry: .mayHelp)
        case EHOSTUNREACH:
            return ErrorAlert(
                title: .builtIn("The server can’t be found."), recoverySuggestion: checkAddress,
                category: .unavailable, retry: .mayHelp)
        case EADDRINUSE:
            return ErrorAlert(
                title: .builtIn("The network address is already in use."),
                recoverySuggestion: .builtIn("Quit the program that’s using it, then try again."),
                category: .conflict, retry: .mayHelp)
        case EADDRNOTAVAIL:
            return ErrorAlert(
                title: .builtIn("The network address isn’t available."), recoverySuggestion: checkAddress,
                category: .unavailable, retry: .mayHelp)
        case EAFNOSUPPORT, EPROTONOSUPPORT:
            return ErrorAlert(title: .builtIn("The operation isn’t supported."), category: .unsupported)
        default:
            return nil
        }
    }

    /// Codes about memory, processes, devices and the operation itself.
    private static func posixSystem(_ code: Int32) -> ErrorAlert? {
        switch code {
        case ENOMEM, ENOBUFS:
            return ErrorAlert(
                title: .builtIn("There isn’t enough memory."),
                recoverySuggestion: .builtIn("Close other apps, then try again."), category: .resourcesExhausted,
                retry: .mayHelp)
        case ECANCELED:
            return cancelled(byUser: false)
        case EINTR:
            // A signal cut a system call short: not a cancellation, and trying again usually works.
            return ErrorAlert(
                title: .builtIn("The operation was interrupted."), category: .unavailable, retry: .mayHelp)
        case EINVAL:
            // Says only that some argument was wrong, often the program's own: no next step to offer.
            return ErrorAlert(title: .builtIn("The operation isn’t valid."), category: .invalidInput)
        case ENOTSUP, EOPNOTSUPP, ENOSYS:
            return ErrorAlert(title: .builtIn("The operation isn’t supported."), category: .unsupported)
        case E2BIG:
            return ErrorAlert(
                title: .builtIn("The list of arguments is too long."),
                recoverySuggestion: .builtIn("Try again with fewer items."), category: .invalidInput)
        case ENOEXEC:
            return ErrorAlert(title: .builtIn("The file can’t be run as a program."), category: .unsupported)
        case ENXIO, ENODEV:
            return ErrorAlert(
                title: .builtIn("The device isn’t available."),
                recoverySuggestion: .builtIn("Check that it’s connected, then try again."), category: .unavailable,
                retry: .mayHelp)
        default:
            return nil
        }
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
