/// What kind of failure an error is, in words no front owns: each front turns a category into
/// its own codes (the command line into an exit status, HTTP into a status code) with a table it
/// documents.
///
/// The package's mapping of Foundation's errors sets a category; set one on your own errors with
/// ``AlertableError/category`` or in a mapper. Categories are open: make your own with
/// ``init(_:)``; a front that does not know one treats it as it treats an error with none.
///
/// ```swift
/// struct QuotaExceeded: AlertableError {
///     var title: AlertText? { "You’ve used all your uploads for today." }
///     var category: ErrorCategory? { .rateLimited }
/// }
/// ```
public struct ErrorCategory: Sendable, Hashable {
    /// The category's name, such as `not-found`.
    public var name: String

    /// A category of your own, named in lowercase words joined by hyphens (`payment-required`).
    public init(_ name: String) { self.name = name }

    // MARK: The package's categories

    /// The input was wrong: malformed data, a value out of range, a failed validation.
    public static let invalidInput = ErrorCategory("invalid-input")
    /// Something asked for does not exist: a file, a record, a host.
    public static let notFound = ErrorCategory("not-found")
    /// It already exists, or the request conflicts with the current state.
    public static let conflict = ErrorCategory("conflict")
    /// The user is not allowed to do this.
    public static let noPermission = ErrorCategory("no-permission")
    /// The user has to sign in first.
    public static let unauthenticated = ErrorCategory("unauthenticated")
    /// Too many requests, or a quota is used up; trying later may work.
    public static let rateLimited = ErrorCategory("rate-limited")
    /// A service or resource is not available now; trying later may work.
    public static let unavailable = ErrorCategory("unavailable")
    /// Another system could not be reached, or the connection to it broke: no host by that name,
    /// a refused or lost connection; trying later may work.
    public static let connectionFailed = ErrorCategory("connection-failed")
    /// The operation took too long.
    public static let timedOut = ErrorCategory("timed-out")
    /// The operation was cancelled, by the user or the program.
    public static let cancelled = ErrorCategory("cancelled")
    /// The feature or format is not supported.
    public static let unsupported = ErrorCategory("unsupported")
    /// Reading or writing failed: a disk, a file system, a connection.
    public static let inputOutput = ErrorCategory("input-output")
    /// Another system answered in a way that cannot be used.
    public static let badResponse = ErrorCategory("bad-response")
    /// The system ran out of something it needs: memory, disk space.
    public static let resourcesExhausted = ErrorCategory("resources-exhausted")
    /// The program is set up wrongly.
    public static let configuration = ErrorCategory("configuration")
    /// A fault in the program itself.
    public static let `internal` = ErrorCategory("internal")
}
