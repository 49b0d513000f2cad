public import Foundation

/// An error that knows how to present itself as an alert: Foundation's `LocalizedError`, with
/// texts that are ``AlertText`` instead of strings looked up once for the whole process.
///
/// Each front resolves the texts for its own audience: an HTTP front per request, in the
/// client's `Accept-Language`; a command line in the process's language. Every requirement but
/// the title has a default, so a conformance states only what it knows:
///
/// ```swift
/// enum SaveError: AlertableError {
///     case diskFull(needed: Int)
///
///     var errorDescription: AlertText? { "The document couldn’t be saved." }
///     var failureReason: AlertText? {
///         switch self {
///         case .diskFull(let needed): "The disk needs \(needed) MB more space."
///         }
///     }
///     var recoverySuggestion: AlertText? { "Free up some space, then try again." }
///     var retry: RetryHint { .mayHelp }
/// }
/// ```
///
/// A conforming type is still a good `LocalizedError` for logs: its `String` versions of
/// `errorDescription`, `failureReason`, `recoverySuggestion` and `helpAnchor` (and so
/// `localizedDescription`) are the texts resolved with ``ProcessLocalization``. Where both
/// versions could be meant, say which one with the type: `let title: AlertText? = error.errorDescription`.
public protocol AlertableError: LocalizedError {
    /// The alert's title: what went wrong, in one sentence.
    ///
    /// It has no default, so that a title written as a `String?` (the `LocalizedError` habit) or
    /// misspelt is a compiler error rather than an alert with the generic title. `nil` shows the
    /// generic title ``AlertText/genericErrorTitle``.
    var errorDescription: AlertText? { get }

    /// Why it went wrong; the first part of the message.
    ///
    /// The default is `nil`.
    var failureReason: AlertText? { get }

    /// What the user can do next; the last part of the message (a `hint:` on the command line).
    ///
    /// The default is `nil`. Fronts for strangers may leave it out: the HTTP front shows it only
    /// when made to (its `showsRecoverySuggestions`), since a suggestion is often written for one
    /// place ("List your notes with “notes list”."). A text for one front only is given to that
    /// front by a refinement of its ``ErrorMappers``.
    var recoverySuggestion: AlertText? { get }

    /// Help text or a help reference for the user who asks for more.
    ///
    /// The default is `nil`.
    var helpAnchor: AlertText? { get }

    /// Ways to recover, shown as buttons whose attempt runs when chosen.
    ///
    /// The default is none.
    var recoveryOptions: [RecoveryOption] { get }

    /// The error this one was caused by, shown under "Caused by:" where a front shows causes.
    ///
    /// The default is `nil`.
    var underlyingError: (any Error)? { get }

    /// How serious it is.
    ///
    /// The default is ``AlertSeverity/error``.
    var severity: AlertSeverity { get }

    /// What kind of failure this is: each front turns it into its own codes (an exit status, an
    /// HTTP status) by a table it documents, which the front's configuration can change.
    ///
    /// The default, `nil`, lets each front use its code for a failure it knows nothing about.
    ///
    /// An error never names a front's codes itself, so that the module it lives in imports no
    /// front: a value of a front's own for one error type (an exit status, an HTTP status, field
    /// errors) is added where the front is made, by a refinement of its ``ErrorMappers``.
    var category: ErrorCategory? { get }

    /// A short, stable code users can quote or search for, such as `E1042`.
    ///
    /// The default is `nil`.
    var errorCode: String? { get }

    /// Whether trying again may help, and after how long.
    ///
    /// The default is ``RetryHint/no``.
    var retry: RetryHint { get }
}

extension AlertableError {
    /// No reason.
    public var failureReason: AlertText? { nil }
    /// No suggestion.
    public var recoverySuggestion: AlertText? { nil }
    /// No help.
    public var helpAnchor: AlertText? { nil }
    /// No ways to recover.
    public var recoveryOptions: [RecoveryOption] { [] }
    /// No cause.
    public var underlyingError: (any Error)? { nil }
    /// An error: the operation failed.
    public var severity: AlertSeverity { .error }
    /// No category: each front uses its code for a failure it knows nothing about.
    public var category: ErrorCategory? { nil }
    /// No code.
    public var errorCode: String? { nil }
    /// Trying again will not help.
    public var retry: RetryHint { .no }
}

// Foundation's requirements, answered from the AlertText versions in the process's language.
// They live in an extension of LocalizedError so that they do not clash with the requirements
// of the same names above.
extension LocalizedError where Self: AlertableError {
    /// The title resolved with ``ProcessLocalization``; the generic title when there is none.
    public var errorDescription: String? {
        ProcessLocalization.resolve((errorDescription as AlertText?) ?? .genericErrorTitle)
    }

    /// The failure reason resolved with ``ProcessLocalization``.
    public var failureReason: String? { (failureReason as AlertText?).map(ProcessLocalization.resolve) }

    /// The recovery suggestion resolved with ``ProcessLocalization``.
    public var recoverySuggestion: String? {
        (recoverySuggestion as AlertText?).map(ProcessLocalization.resolve)
    }

    /// The help anchor resolved with ``ProcessLocalization``.
    public var helpAnchor: String? { (helpAnchor as AlertText?).map(ProcessLocalization.resolve) }
}
