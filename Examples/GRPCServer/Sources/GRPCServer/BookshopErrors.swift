import Alerts

// The errors the bookshop's methods throw. Like any domain code they name no front: nothing here
// knows of gRPC. The gRPC front (GRPCFront.swift) turns each into a status code by its category,
// and what only gRPC has — field violations, help links, ErrorInfo metadata — is given to them
// where the front is made, by refinements of its mappers (main.swift).

/// No book has the id asked for: `NOT_FOUND`, from the category.
struct BookNotFound: AlertableError {
    var id: String

    var title: AlertText? { "There’s no book with the id “\(id)”." }
    var reason: AlertText? { "The catalogue has no such book, or it was withdrawn." }
    var category: ErrorCategory? { .notFound }
    var errorCode: String? { "BOOK_NOT_FOUND" }
}

/// A review whose fields need fixing: `INVALID_ARGUMENT`, with a field violation for each.
struct ReviewInvalid: AlertableError {
    /// A field of the review, by name, and what is wrong with it.
    struct Problem: Sendable {
        var field: String
        var reason: String
        var text: AlertText
    }

    var problems: [Problem]

    var title: AlertText? { "The review can’t be posted yet." }
    var reason: AlertText? { "Some of its fields need your attention." }
    var category: ErrorCategory? { .invalidInput }
    var errorCode: String? { "REVIEW_INVALID" }
}

/// The shop asks too much of the stock service: `RESOURCE_EXHAUSTED`, with a wait.
struct StockQuotaUsed: AlertableError {
    var title: AlertText? { "Stock levels were checked too often." }
    var category: ErrorCategory? { .rateLimited }
    var errorCode: String? { "STOCK_QUOTA" }
    var retry: RetryHint { .after(.seconds(30)) }
}

/// A failure of the server's own, which is not an `AlertableError`: its text names a host and a
/// password, so clients get generic texts and a correlation id, and only the log sees it.
struct LedgerUnreachable: Error, CustomStringConvertible {
    var url = "postgres://ledger:s3cret@ledger.internal:5432/sales"

    var description: String { "could not connect to \(url)" }
}
