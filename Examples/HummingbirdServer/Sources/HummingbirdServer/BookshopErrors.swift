import Alerts

// The errors the bookshop's routes throw, the same file in both examples: they know nothing of the
// web framework, nor of HTTP — this file imports no front. The HTTP front turns each into a status,
// headers and a problem+json, HTML or plain-text body; what only HTTP has (field errors, a problem
// type, a link) the front's mappers give them, in main.swift.

/// No book has the id asked for: 404 Not Found, from the category.
struct BookNotFound: AlertableError {
    var id: String

    var title: AlertText? { "No book has the id \(id)." }
    var suggestion: AlertText? { "Check the id, or search the catalogue." }
    var category: ErrorCategory? { .notFound }
    var errorCode: String? { "BOOK_NOT_FOUND" }
}

/// A sign-up whose fields need fixing: 422 Unprocessable Content, with an `errors` member that
/// points at each field.
struct SignUpInvalid: AlertableError {
    /// A field of the form, by name, and what is wrong with it.
    struct Field: Sendable {
        var name: String
        var problem: AlertText
    }

    var fields: [Field]

    var title: AlertText? { "Some fields need your attention." }
    var category: ErrorCategory? { .invalidInput }
}

/// A request without credentials: 401 Unauthorized.
struct SignInRequired: AlertableError {
    var title: AlertText? { "Sign in to see your orders." }
    var category: ErrorCategory? { .unauthenticated }
}

/// Too many searches: 429 Too Many Requests, with `Retry-After: 30`.
struct TooManySearches: AlertableError {
    var title: AlertText? { "You’ve searched a lot in a short time." }
    var category: ErrorCategory? { .rateLimited }
    var retry: RetryHint { .after(.seconds(30)) }
}

/// The checkout is closed for maintenance: 503 Service Unavailable, with `Retry-After: 600`.
struct CheckoutClosed: AlertableError {
    var title: AlertText? { "The checkout is closed for maintenance." }
    var reason: AlertText? { "We’re updating our payment system." }
    var category: ErrorCategory? { .unavailable }
    var retry: RetryHint { .after(.seconds(600)) }
}

/// An export the customer's plan doesn't include: 403 Forbidden, with a problem type of the
/// shop's own and an `Upgrade` action that links to the upgrade endpoint.
struct ExportNotInPlan: AlertableError {
    var title: AlertText? { "Your plan doesn’t include exports." }
    var suggestion: AlertText? { "Upgrade to the Pro plan to export your orders." }
    // On a server nobody presses the button: the client follows the action's link instead.
    var recoveryOptions: [RecoveryOption] { [RecoveryOption("Upgrade", isDefault: true) { false }] }
    var category: ErrorCategory? { .noPermission }
    var errorCode: String? { "PLAN_LIMIT" }
}

/// A failure of the server's own, which is not an `AlertableError`: its text names a host and a
/// password, so clients get a generic 500 with a correlation id, and only the log sees it.
struct DatabaseUnreachable: Error, CustomStringConvertible {
    var url = "postgres://bookshop:hunter2@db.internal:5432/books"

    var description: String { "could not connect to \(url)" }
}
