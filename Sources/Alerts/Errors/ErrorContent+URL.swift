internal import Foundation

// The package's texts for URL loading errors (`URLError`, `NSURLErrorDomain`).

extension ErrorContent {
    // MARK: URLError

    static func url(_ code: URLError.Code) -> ErrorContent? {
        let checkConnection: AlertText = .builtIn("Check your network connection, then try again.")
        var content: ErrorContent
        switch code {
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff, .callIsActive:
            content = ErrorContent(
                title: .builtIn("You’re not connected to the internet."), recoverySuggestion: checkConnection,
                category: .unavailable, retry: .mayHelp)
        case .timedOut:
            content = ErrorContent(
                title: .builtIn("The request timed out."), recoverySuggestion: checkConnection, category: .timedOut,
                retry: .mayHelp)
        case .cannotFindHost, .dnsLookupFailed:
            content = ErrorContent(
                title: .builtIn("The server can’t be found."),
                recoverySuggestion: .builtIn("Check the address and your network connection, then try again."),
                category: .connectionFailed, retry: .mayHelp)
        case .cannotConnectToHost:
            content = ErrorContent(
                title: .builtIn("Can’t connect to the server."),
                recoverySuggestion: .builtIn("The service may be down. Try again later."), category: .connectionFailed,
                retry: .mayHelp
            )
        case .networkConnectionLost:
            content = ErrorContent(
                title: .builtIn("The network connection was lost."), recoverySuggestion: checkConnection,
                category: .connectionFailed,
                retry: .mayHelp)
        case .badServerResponse, .cannotParseResponse, .cannotDecodeContentData, .cannotDecodeRawData,
            .zeroByteResource:
            content = ErrorContent(
                title: .builtIn("The server’s response couldn’t be read."),
                recoverySuggestion: .builtIn("Try again later."),
                category: .badResponse, retry: .mayHelp)
        case .badURL, .unsupportedURL:
            content = ErrorContent(
                title: .builtIn("The address isn’t valid."),
                recoverySuggestion: .builtIn("Check the address, then try again."),
                category: .invalidInput)
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected,
            .clientCertificateRequired:
            content = ErrorContent(
                title: .builtIn("A secure connection to the server couldn’t be made."), category: .badResponse)
        case .resourceUnavailable:
            content = ErrorContent(
                title: .builtIn("The resource isn’t available."), recoverySuggestion: .builtIn("Try again later."),
                category: .unavailable, retry: .mayHelp)
        case .fileDoesNotExist:
            content = fileNotFound(nil)
        case .noPermissionsToReadFile:
            content = noPermission(
                .builtIn("The file couldn’t be opened."), reason: .builtIn("You don’t have permission to read it."),
                suggestion: .builtIn("Ask the owner for access, or choose another location."))
        case .userAuthenticationRequired:
            content = ErrorContent(title: .builtIn("Sign-in is required."), category: .unauthenticated)
        case .cancelled:
            content = cancelled(byUser: false)
        case .userCancelledAuthentication:
            content = cancelled(byUser: true)
        default:
            content = ErrorContent(
                title: .builtIn("A network error occurred."), recoverySuggestion: checkConnection,
                category: .unavailable,
                retry: .mayHelp)
        }
        content.domainCode = "\(NSURLErrorDomain) \(code.rawValue)"
        return content
    }
}
