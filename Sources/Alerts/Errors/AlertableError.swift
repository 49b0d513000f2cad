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
///     var title: AlertText? { "The document couldn’t be saved." }
///     var reason: AlertText? {
///         switch self {
///         case .diskFull(let needed): "The disk needs \(needed) MB more space."
///         }
///     }
///     var suggestion: AlertText? { "Free up some space, then try again." }
///     var retry: RetryHint { .mayHelp }
/// }
/// ```
///
/// A conforming type is still a good `LocalizedError` for logs: its `errorDescription`,
/// `failureReason`, `recoverySuggestion` and `helpAnchor` (and so `localizedDescription`) are
/// ``title``, ``reason``, ``suggestion`` and ``help`` resolved with ``ProcessLocalization``. Each
/// requirement has one name: a type moved from `LocalizedError` that keeps its `String` texts
/// (`var errorDescription: String?`) has them shown where its `AlertText` ones are `nil`, looked up
/// in the front's tables.
public protocol AlertableError: LocalizedError {
    /// The alert's title: what went wrong, in one sentence.
    ///
    /// It has no default, so that a misspelt title is a compiler error rather than an alert with
    /// the generic title. `nil` shows the `String` title the type declares itself, if it kept one
    /// (`errorDescription`), else the generic title ``AlertText/genericErrorTitle``.
    var title: AlertText? { get }

    /// Why it went wrong; the first part of the message.
    ///
    /// The default is `nil`.
    var reason: AlertText? { get }

    /// What the user can do next; the last part of the message (a `hint:` on the command line).
    ///
    /// The default is `nil`. Fronts for strangers may leave it out: the HTTP front shows it only
    /// when made to (its `showsRecoverySuggestions`), since a suggestion is often written for one
    /// place ("List your notes with “notes list”."). A text for one front only is given to that
    /// front by a refinement of its ``ErrorMappers``.
    var suggestion: AlertText? { get }

    /// Help text or a help reference for the user who asks for more.
    ///
    /// The default is `nil`.
    var help: AlertText? { get }

    /// Links to read more: your documentation of the error, a status page.
    ///
    /// The default is none. Each front shows them its own way (``HelpLink``).
    var helpLinks: [HelpLink] { get }

    /// The kind of problem this is, named by a URI: an HTTP response's `type`.
    ///
    /// The default, `nil`, is `about:blank`: no kind beyond the status.
    var problemType: ProblemType? { get }

    /// The values of the input that are wrong, each with its path, name and message: an HTTP
    /// problem's `errors`, a command line's list under the title.
    ///
    /// The default is none. Validation code throws ``FieldErrors``, which gives them.
    var fieldErrors: [FieldError] { get }

    /// Other errors this one reports together: the items of a batch that failed, each with its
    /// own texts.
    ///
    /// Every front shows how many and the first few; a JSON report or an HTTP problem lists them
    /// all, within its bound.
    ///
    /// The default is none. Each is made into content as the error is, by the same mappers; their
    /// own related errors are not shown.
    var relatedErrors: [any Error] { get }

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
    public var reason: AlertText? { nil }
    /// No suggestion.
    public var suggestion: AlertText? { nil }
    /// No help.
    public var help: AlertText? { nil }
    /// No links.
    public var helpLinks: [HelpLink] { [] }
    /// No problem type: `about:blank`.
    public var problemType: ProblemType? { nil }
    /// No wrong values.
    public var fieldErrors: [FieldError] { [] }
    /// No related errors.
    public var relatedErrors: [any Error] { [] }
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

// Foundation's requirements, answered from the AlertText texts in the process's language, for
// logs (`localizedDescription`).
extension AlertableError {
    /// ``title`` resolved with ``ProcessLocalization``; the generic title when there is none.
    public var errorDescription: String? { ProcessLocalization.resolve(title ?? .genericErrorTitle) }

    /// ``reason`` resolved with ``ProcessLocalization``.
    public var failureReason: String? { reason.map(ProcessLocalization.resolve) }

    /// ``suggestion`` resolved with ``ProcessLocalization``.
    public var recoverySuggestion: String? { suggestion.map(ProcessLocalization.resolve) }

    /// ``help`` resolved with ``ProcessLocalization``.
    public var helpAnchor: String? { help.map(ProcessLocalization.resolve) }
}
