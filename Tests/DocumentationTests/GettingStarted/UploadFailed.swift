// The error and the failing call of the article "Getting started" (Alerts), as it shows them.

import Alerts

struct UploadFailed: AlertableError {
    var file: String

    var title: AlertText? { "“\(file)” couldn’t be uploaded." }
    var reason: AlertText? { "The server didn’t answer." }
    var suggestion: AlertText? { "Check your connection, then try again." }
    var category: ErrorCategory? { .unavailable }
    var retry: RetryHint { .mayHelp }
}

func upload(_ file: String) async throws -> String {
    throw UploadFailed(file: file)  // the server is down today
}
