import Alerts

// The errors the backup tool throws. They know nothing of swift-argument-parser: the command-line
// front reports each one on standard error, in the user's language, and the tool exits with the
// status of its category, or the one the front's mappers give it (AlertOptions.swift): this file
// imports no front.

/// The folder to back up is not there: status 66 (`EX_NOINPUT`), from the category.
struct FolderNotFound: AlertableError {
    var path: String

    var title: AlertText? { "There’s no folder at \(path)." }
    var suggestion: AlertText? { "Check the path, then try again." }
    var category: ErrorCategory? { .notFound }
}

/// The vault has no backup of that name: status 2, which the tool documents for scripts, in
/// place of the 66 its category would give — set where the front is made.
struct BackupNotFound: AlertableError {
    var name: String
    var available: [String]

    var title: AlertText? { "There’s no backup named “\(name)”." }
    var reason: AlertText? {
        available.isEmpty
            ? "The vault holds no backups."
            : "The vault holds \(available.count) backups: \(available.joined(separator: ", "))."
    }
    var suggestion: AlertText? { "Save one with “backup save \(name)” first." }
    var category: ErrorCategory? { .notFound }
}

/// Another backup is saving to the vault: status 69 (`EX_UNAVAILABLE`). Trying again may help, so
/// the wrapper for throwing calls offers "Retry" (`--choose retry` takes it).
struct VaultBusy: AlertableError {
    var title: AlertText? { "The vault is busy." }
    var reason: AlertText? { "Another backup is saving to it." }
    var category: ErrorCategory? { .unavailable }
    var retry: RetryHint { .mayHelp }
}
