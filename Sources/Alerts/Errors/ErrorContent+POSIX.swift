internal import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// The package's texts for POSIX errors (`POSIXError`, `NSPOSIXErrorDomain`).

extension ErrorContent {
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

    static func posix(_ code: Int32) -> ErrorContent? {
        guard var content = posixFile(code) ?? posixNetwork(code) ?? posixSystem(code) else { return nil }
        content.domainCode = posixNames[code]
        return content
    }

    /// Codes a program meets working with files and folders.
    private static func posixFile(_ code: Int32) -> ErrorContent? {
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
            return ErrorContent(title: .genericErrorTitle, category: .inputOutput, retry: .mayHelp)
        case EFBIG:
            return ErrorContent(title: .builtIn("The file is too large to open."), category: .inputOutput)
        case ENOTDIR:
            return ErrorContent(
                title: .builtIn("A part of the path isn’t a folder."), recoverySuggestion: checkPath,
                category: .notFound)
        case EISDIR:
            return ErrorContent(
                title: .builtIn("The item is a folder, not a file."),
                recoverySuggestion: .builtIn("Choose a file, then try again."), category: .invalidInput)
        case ENOTEMPTY:
            return ErrorContent(
                title: .builtIn("The folder isn’t empty."),
                recoverySuggestion: .builtIn("Remove its contents, then try again."), category: .conflict)
        case EXDEV:
            return ErrorContent(
                title: .builtIn("The item can’t be moved to a different volume."),
                recoverySuggestion: .builtIn("Copy it instead."), category: .unsupported)
        case ELOOP:
            return ErrorContent(
                title: .builtIn("There are too many symbolic links in the path."), recoverySuggestion: checkPath,
                category: .invalidInput)
        case EMLINK:
            return ErrorContent(title: .builtIn("There are too many links to the item."), category: .resourcesExhausted)
        case ETXTBSY:
            return ErrorContent(
                title: .builtIn("The file is in use."),
                recoverySuggestion: .builtIn("Close it in other apps, then try again."), category: .conflict,
                retry: .mayHelp)
        case ESTALE:
            return ErrorContent(
                title: .builtIn("The file is no longer available."), recoverySuggestion: checkPath,
                category: .notFound, retry: .mayHelp)
        case ENOLCK:
            return ErrorContent(
                title: .builtIn("The file couldn’t be locked."), recoverySuggestion: waitAMoment,
                category: .resourcesExhausted, retry: .mayHelp)
        case EDEADLK:
            return ErrorContent(
                title: .builtIn("The resource is busy."), recoverySuggestion: waitAMoment, category: .conflict,
                retry: .mayHelp)
        case EBUSY, EAGAIN:
            return ErrorContent(
                title: .builtIn("The resource is busy."), recoverySuggestion: waitAMoment, category: .unavailable,
                retry: .mayHelp)
        case EMFILE, ENFILE:
            return ErrorContent(
                title: .builtIn("Too many files are open."),
                recoverySuggestion: .builtIn("Close some files, then try again."),
                category: .resourcesExhausted, retry: .mayHelp)
        default:
            return nil
        }
    }

    /// Codes a program meets talking over a network.
    private static func posixNetwork(_ code: Int32) -> ErrorContent? {
        let checkConnection: AlertText = .builtIn("Check your network connection, then try again.")
        let checkAddress: AlertText = .builtIn("Check the address and your network connection, then try again.")
        switch code {
        case ECONNREFUSED:
            return ErrorContent(
                title: .builtIn("The server refused the connection."),
                recoverySuggestion: .builtIn("The service may be down. Try again later."), category: .unavailable,
                retry: .mayHelp)
        case EHOSTDOWN:
            return ErrorContent(
                title: .builtIn("Can’t connect to the server."),
                recoverySuggestion: .builtIn("The service may be down. Try again later."), category: .unavailable,
                retry: .mayHelp)
        case ETIMEDOUT:
            return ErrorContent(
                title: .builtIn("The connection timed out."), recoverySuggestion: checkConnection,
                category: .timedOut, retry: .mayHelp)
        case ECONNRESET, EPIPE, ECONNABORTED, ENOTCONN, ENETRESET, ESHUTDOWN:
            return ErrorContent(
                title: .builtIn("The network connection was lost."), recoverySuggestion: checkConnection,
                category: .inputOutput, retry: .mayHelp)
        case ENETUNREACH, ENETDOWN:
            return ErrorContent(
                title: .builtIn("The network can’t be reached."), recoverySuggestion: checkConnection,
                category: .unavailable, retry: .mayHelp)
        case EHOSTUNREACH:
            return ErrorContent(
                title: .builtIn("The server can’t be found."), recoverySuggestion: checkAddress,
                category: .unavailable, retry: .mayHelp)
        case EADDRINUSE:
            return ErrorContent(
                title: .builtIn("The network address is already in use."),
                recoverySuggestion: .builtIn("Quit the program that’s using it, then try again."),
                category: .conflict, retry: .mayHelp)
        case EADDRNOTAVAIL:
            return ErrorContent(
                title: .builtIn("The network address isn’t available."), recoverySuggestion: checkAddress,
                category: .unavailable, retry: .mayHelp)
        case EAFNOSUPPORT, EPROTONOSUPPORT:
            return ErrorContent(title: .builtIn("The operation isn’t supported."), category: .unsupported)
        default:
            return nil
        }
    }

    /// Codes about memory, processes, devices and the operation itself.
    private static func posixSystem(_ code: Int32) -> ErrorContent? {
        switch code {
        case ENOMEM, ENOBUFS:
            return ErrorContent(
                title: .builtIn("There isn’t enough memory."),
                recoverySuggestion: .builtIn("Close other apps, then try again."), category: .resourcesExhausted,
                retry: .mayHelp)
        case ECANCELED:
            return cancelled(byUser: false)
        case EINTR:
            // A signal cut a system call short: not a cancellation, and trying again usually works.
            return ErrorContent(
                title: .builtIn("The operation was interrupted."), category: .unavailable, retry: .mayHelp)
        case EINVAL:
            // Says only that some argument was wrong, often the program's own: no next step to offer.
            return ErrorContent(title: .builtIn("The operation isn’t valid."), category: .invalidInput)
        case ENOTSUP, EOPNOTSUPP, ENOSYS:
            return ErrorContent(title: .builtIn("The operation isn’t supported."), category: .unsupported)
        case E2BIG:
            return ErrorContent(
                title: .builtIn("The list of arguments is too long."),
                recoverySuggestion: .builtIn("Try again with fewer items."), category: .invalidInput)
        case ENOEXEC:
            return ErrorContent(title: .builtIn("The file can’t be run as a program."), category: .unsupported)
        case ENXIO, ENODEV:
            return ErrorContent(
                title: .builtIn("The device isn’t available."),
                recoverySuggestion: .builtIn("Check that it’s connected, then try again."), category: .unavailable,
                retry: .mayHelp)
        default:
            return nil
        }
    }
}
