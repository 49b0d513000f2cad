import Alerts

// The errors the bookshop's methods throw. Like any domain code they name no front: nothing here
// knows of gRPC. They say what every front shows — texts, a category, help links, related
// errors — and the gRPC front (GRPCFront.swift) turns each into a status; what only gRPC has,
// `ErrorInfo` metadata, is given to them where the front is made, by a refinement of its mappers
// (main.swift). A review whose fields are wrong is the package's own `FieldErrors`
// (BookshopService.swift).

/// No book has the id asked for: `NOT_FOUND`, from the category, with a link to the catalogue's
/// help, sent as `Help`.
struct BookNotFound: AlertableError {
    var id: String

    var title: AlertText? { "There’s no book with the id “\(id)”." }
    var reason: AlertText? { "The catalogue has no such book, or it was withdrawn." }
    var category: ErrorCategory? { .notFound }
    var errorCode: String? { "BOOK_NOT_FOUND" }
    var helpLinks: [HelpLink] {
        [HelpLink("https://bookshop.example/help/catalogue", label: "How to find a book in the catalogue")]
    }
}

/// Books of a reservation that couldn't be reserved, each for its own reason: their errors are
/// its related errors, which the status carries bounded — the first few and how many.
struct ReservationIncomplete: AlertableError {
    var failures: [any Error]

    var title: AlertText? { "\(failures.count) books couldn’t be reserved." }
    var category: ErrorCategory? { .notFound }
    var errorCode: String? { "RESERVATION_INCOMPLETE" }
    var relatedErrors: [any Error] { failures }
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
