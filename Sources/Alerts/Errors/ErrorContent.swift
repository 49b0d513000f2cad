internal import Foundation

/// What an error says when it is shown: its texts, its ways to recover, the hints fronts use, and
/// the errors that caused it.
///
/// Made from any `Error` by ``init(_:mappers:)``.
///
/// The texts stay ``AlertText``, so each front resolves them for its own audience. Nothing in
/// here that a user sees comes from `String(describing:)` of an error the package does not know:
/// that goes to ``diagnostic``, for logs only.
///
/// ```swift
/// let content = ErrorContent(error)
/// let alert = content.alert(offeringRetry: content.retry != .no)
/// ```
public struct ErrorContent: Sendable, Hashable, CustomStringConvertible {
    /// Where an error's texts came from, in the order they are tried: how a front that shows
    /// errors to strangers (HTTP) tells texts written for them from texts that may hold internals.
    public enum Source: String, Sendable, Hashable {
        /// The error is an ``AlertableError``.
        case alertableError
        /// A mapper of the front's ``ErrorMappers``.
        case mapper
        /// Foundation's `LocalizedError` texts, already localized by the error.
        case localizedError
        /// The `NSError` user-info keys (`NSLocalizedDescriptionKey` and friends), from the
        /// error itself or its `CustomNSError` conformance.
        case userInfo
        /// The package's own texts for Foundation's errors: `CocoaError`, `POSIXError`,
        /// `URLError`, `DecodingError`, `EncodingError` and cancellation.
        case foundation
        /// Nothing was known: a generic title.
        case generic

        /// Whether texts from this source were written for whoever reads the front — an
        /// ``AlertableError``'s or a mapper's — and so may be shown to strangers, such as an API's
        /// clients.
        ///
        /// Texts from any other source may hold internals (hosts, paths, a library's
        /// words): a front for strangers shows a generic text instead and tells only the
        /// diagnostics handler (``AlertFront/hidesTexts(of:)``).
        public var isWrittenForReaders: Bool { self == .alertableError || self == .mapper }
    }

    /// An error in the chain of causes.
    ///
    /// Equal when the texts and the kind are: the error is not compared.
    package struct Cause: Sendable, Hashable, CustomStringConvertible {
        /// What went wrong, as a title.
        package var title: AlertText
        /// Why, if known.
        package var failureReason: AlertText?
        /// The error as `String(reflecting:)` prints it, for logs only: printed when read.
        package var diagnostic: String { String(reflecting: error) }
        /// What kind of Foundation error it is, to leave out causes that repeat their parent.
        var kind: String?
        /// The error itself.
        @NotCompared package var error: any Error

        package var description: String {
            failureReason.map { "\(title) (\($0))" } ?? title.description
        }
    }

    /// The title.
    public var title: AlertText
    /// Why it went wrong.
    public var failureReason: AlertText?
    /// What to do next.
    public var recoverySuggestion: AlertText?
    /// Help text or a help reference.
    public var helpAnchor: AlertText?
    /// Links to read more (``AlertableError/helpLinks``).
    public var helpLinks: [HelpLink] = []
    /// The kind of problem, named by a URI (``AlertableError/problemType``).
    public var problemType: ProblemType?
    /// The values of the input that are wrong (``AlertableError/fieldErrors``).
    public var fieldErrors: [FieldError] = []
    /// The content of the errors reported together with this one (``AlertableError/relatedErrors``),
    /// without related errors of their own.
    public var relatedErrors: [ErrorContent] = []
    /// Ways to recover, shown as buttons.
    public var recoveryOptions: [RecoveryOption] = []
    /// How serious it is.
    public var severity = AlertSeverity.error
    /// What kind of failure it is; each front turns it into its own codes.
    public var category: ErrorCategory?
    /// Values that override, for this error, what a front derives from ``category``: an exit
    /// status, an HTTP status.
    ///
    /// Each front reads its own types and ignores the rest. Set by the front's ``ErrorMappers``
    /// (a mapper's content or a refinement), never by an ``AlertableError`` of yours. Compared
    /// element by element, as `AnyHashable`.
    public var overrides: [any FrontOverride] {
        get { comparedOverrides.wrappedValue }
        set { comparedOverrides.wrappedValue = newValue }
    }
    /// The overrides, stored so that equality and hashing compare them.
    var comparedOverrides = ComparedAsHashable(wrappedValue: [])
    /// A short code users can quote or search for: the error's own (``AlertableError/errorCode``).
    public var errorCode: String?
    /// The error's domain and code (`NSCocoaErrorDomain 260`, `ENOENT`), for a verbose report or
    /// a log: it means nothing to most users.
    package var domainCode: String?
    /// Whether trying again may help.
    public var retry = RetryHint.no
    /// Whether the error only says the operation was cancelled (by the user or the task): the
    /// wrapper for throwing calls reports it without showing an alert.
    package var isCancellation = false
    /// Whether the cancellation was the user's (a Cancel button) rather than the program's (a
    /// cancelled task).
    var isUserCancellation = false
    /// The errors that caused this one, nearest first.
    package var causes: [Cause] = []
    /// Where the texts came from.
    public var source = Source.mapper
    /// The error as `String(reflecting:)` prints it: for logs, never for users.
    ///
    /// Printed each time it is read, not when the content is made, so an error that is a class
    /// shows its state at that moment; setting it replaces the printed form.
    public var diagnostic: String {
        get { givenDiagnostic ?? error.map { String(reflecting: $0) } ?? "" }
        set { givenDiagnostic = newValue }
    }

    /// A ``diagnostic`` set by hand, which wins over the error's printed form.
    @NotCompared var givenDiagnostic: String?
    /// A short id that is the same for errors of the same kind, code and causes, in every process
    /// and language: for grouping reports; empty for content made by hand, about no error.
    ///
    /// Eight hex digits of an FNV-1a hash, worked out when read from the error and the causes its
    /// chain had when the content was made (its list of causes leaves out those that repeat their
    /// parent; the hash does not).
    public var groupID: String { error.map { GroupHash.id(of: $0, causes: chainCauses) } ?? "" }
    /// The causes of ``error`` the group id covers, nearest first, as they were when the content was
    /// made: an error that is a class may name other causes later.
    @NotCompared var chainCauses: [any Error] = []
    /// What kind of Foundation error it is (`file not found`…), when the package's texts say.
    var kind: String?
    /// The error itself, when made from one: for a front's logging hook only, never shown.
    @NotCompared package var error: (any Error)?
}

// The initializers and the rest are in an extension, so that the struct keeps its memberwise
// initializer, which they call: a value this size assigned field by field is returned as a copy,
// each of its fields retained and released once more (Benchmarks/README.md).
extension ErrorContent {
    /// Content with a title, the rest as you set it — what an ``ErrorMappers`` mapper returns:
    /// every field has a default, and a field is set where it is known.
    ///
    /// ```swift
    /// var content = ErrorContent(title: "The quota is used up.")
    /// content.category = .rateLimited
    /// content.retry = .after(.seconds(30))
    /// ```
    public init(title: AlertText) {
        // `source:` (its default) names the memberwise initializer rather than this one.
        self.init(title: title, source: .mapper)
    }

    /// Content with a title and the texts and values most mappers give, the rest as you set it
    /// (``init(title:)``).
    public init(
        title: AlertText, failureReason: AlertText? = nil, recoverySuggestion: AlertText? = nil,
        category: ErrorCategory? = nil, overrides: [any FrontOverride] = [], errorCode: String? = nil,
        retry: RetryHint = .no
    ) {
        self.init(
            title: title, failureReason: failureReason, recoverySuggestion: recoverySuggestion, category: category,
            comparedOverrides: ComparedAsHashable(wrappedValue: overrides), errorCode: errorCode, retry: retry)
    }

    /// The content for `error`.
    ///
    /// The first of these that knows the error gives the texts:
    ///
    /// 1. the mappers registered with `mappers`, newest first — before the error's own
    ///    conformance, so that the front they are given to has the last word;
    /// 2. the error's ``AlertableError`` conformance;
    /// 3. Foundation's `LocalizedError` texts, when it has any;
    /// 4. the `NSError` user-info texts (`NSLocalizedDescriptionKey`, failure reason, recovery
    ///    suggestion, help anchor), from the error or its `CustomNSError` conformance;
    /// 5. the package's own localized texts for `CocoaError`, `POSIXError`, `URLError`,
    ///    `DecodingError`, `EncodingError` and cancellation (never a coding path). These come
    ///    before 3 and 4 for the codes they know: Foundation's errors have no `LocalizedError`
    ///    texts, and on Linux their user-info description is curl's or the C library's English,
    ///    naming hosts and ports — it goes to ``diagnostic``;
    /// 6. the generic title ``AlertText/genericErrorTitle`` — the error's own words go to
    ///    ``diagnostic`` only.
    ///
    /// Unless a conformance or mapper gave options, a `RecoverableError`'s options become
    /// ``recoveryOptions`` whose attempt calls `attemptRecovery(optionIndex:)`. Causes come from
    /// ``AlertableError/underlyingError``, `NSUnderlyingErrorKey` and the underlying error of a
    /// coding error's context, up to eight deep; the chain stops at an error already in it, and a
    /// cause that only repeats its parent (`ENOENT` under "file not found") is left out.
    ///
    /// Then every refinement of `mappers` for the error's type changes what it likes
    /// (``ErrorMappers/refine(_:_:)``).
    ///
    /// An ``AlertableError`` whose type declares `String` texts of its own (kept from a
    /// `LocalizedError` conformance) has them shown where its `AlertText` texts are `nil`, looked
    /// up as every `String` text of an error is (``AlertText/init(lookingUp:)``).
    public init(_ error: any Error, mappers: ErrorMappers = ErrorMappers()) {
        self.init(error, mappers: mappers, ownSuggestions: true)
    }

    /// The content for `error`, as ``init(_:mappers:)`` makes it, without the recovery suggestion
    /// the error gives itself (nor Foundation's) unless `ownSuggestions`: a mapper's and a
    /// refinement's stay. How a front that shows only the texts meant for it maps.
    package init(_ error: any Error, mappers: ErrorMappers, ownSuggestions: Bool) {
        self.init(error, mappers: mappers, ownSuggestions: ownSuggestions, relating: true)
    }

    /// The content for `error` (``init(_:mappers:ownSuggestions:)``), with the content of its
    /// related errors when `relating` — not for a related error itself, so that errors that relate
    /// each other are made once.
    private init(_ error: any Error, mappers: ErrorMappers, ownSuggestions: Bool, relating: Bool) {
        let chain = ExaminedError.chain(of: error)
        self = Self.ownContent(for: chain.error, mappers: mappers)
        complete(for: chain.error, mappers: mappers, ownSuggestions: ownSuggestions)
        addCauses(chain.causes, mappers: mappers)
        if relating, let related = chain.error.alertable?.relatedErrors, !related.isEmpty {
            relatedErrors = related.map {
                ErrorContent($0, mappers: mappers, ownSuggestions: ownSuggestions, relating: false)
            }
        } else if !relating {
            relatedErrors = []
        }
    }

    /// Notes `chain`, the causes of the error this content is made from, nearest first: each as a
    /// ``Cause``, unless it repeats its parent, and each in ``chainCauses``.
    private mutating func addCauses(_ chain: [ExaminedError], mappers: ErrorMappers) {
        chainCauses = chain.map(\.error)
        for examined in chain {
            let content = Self.content(for: examined, mappers: mappers)
            // A cause that says what its parent says (ENOENT under "file not found") adds nothing.
            let parent = causes.last.map { ($0.title, $0.failureReason, $0.kind) } ?? (title, failureReason, kind)
            if (content.title, content.failureReason) == (parent.0, parent.1)
                || (content.kind != nil && content.kind == parent.2)
            {
                continue
            }
            causes.append(
                Cause(
                    title: content.title, failureReason: content.failureReason, kind: content.kind,
                    error: examined.error))
        }
    }

    /// ``failureReason``, ``recoverySuggestion`` and the retry advice ("Try again in 30 seconds."),
    /// one per line — the message SwiftUI and AppKit show under the title — or `nil` when there are
    /// none.
    package var message: AlertText? {
        let (reason, suggestion, advice) = (failureReason, recoverySuggestion, retryAdvice)
        let parts = (reason == nil ? 0 : 1) + (suggestion == nil ? 0 : 1) + (advice == nil ? 0 : 1)
        // None or one: the message is that text (as `AlertText(lines:)` would make it, without an array).
        guard parts > 1 else { return reason ?? suggestion ?? advice }
        var lines: [AlertText] = []
        lines.reserveCapacity(parts)
        if let reason { lines.append(reason) }
        if let suggestion { lines.append(suggestion) }
        if let advice { lines.append(advice) }
        return AlertText(lines: lines)
    }

    /// "Try again in 30 seconds." (or minutes, from two minutes on) when the error says how long
    /// to wait before trying again; `nil` otherwise.
    package var retryAdvice: AlertText? {
        guard retry != .no, let after = retry.after, after > .zero else { return nil }
        let seconds = after.wholeSecondsRoundedUp
        if seconds < 120 { return .builtIn("Try again in \(seconds) seconds.") }
        return .builtIn("Try again in \(seconds / 60 + (seconds % 60 > 0 ? 1 : 0)) minutes.")
    }

    /// The alert: this title and message, a button per recovery option, then "Retry" when
    /// `offeringRetry`, then "Cancel" when there are other buttons and none of them cancels.
    ///
    /// With no buttons at all, resolution adds the standard "OK".
    public consuming func alert(offeringRetry: Bool = false) -> Alert<ErrorAction> {
        var buttons = recoveryOptions.enumerated().map { index, option in
            AlertButton(
                option.title, role: option.role, isDefault: option.isDefault, action: ErrorAction.recover(index))
        }
        if offeringRetry {
            let isDefault = !buttons.contains(where: \.isDefault)
            buttons.append(AlertButton(StandardLabels.retry, isDefault: isDefault, action: .retry))
        }
        if !buttons.isEmpty, !buttons.contains(where: { $0.role == .cancel }) {
            buttons.append(AlertButton(StandardLabels.cancel, role: .cancel, action: .cancel))
        }
        return Alert(title: title, buttons: buttons, error: self)
    }

    // Equality and hashing are synthesized over every field but the ones marked `@NotCompared` (the
    // error itself, its causes and a diagnostic given by hand: printing an error is no comparison,
    // and it runs the error's own `debugDescription`), so a field added later is compared without
    // anyone remembering to.

    /// A readable form for logs and test failures: the source, the title, then the reason, the
    /// suggestion, the options and the causes that are there.
    public var description: String {
        var parts = ["\(source): \(title)"]
        if let failureReason { parts.append("reason: \(failureReason)") }
        if let recoverySuggestion { parts.append("suggestion: \(recoverySuggestion)") }
        if !recoveryOptions.isEmpty { parts.append("options: \(recoveryOptions.map(\.description))") }
        if !causes.isEmpty { parts.append("caused by: \(causes.map(\.description).joined(separator: " <- "))") }
        return parts.joined(separator: ", ")
    }
}

/// What a button of an ``ErrorContent``'s alert does.
public enum ErrorAction: Sendable, Hashable {
    /// Run the failed call again.
    case retry
    /// Attempt the recovery option at this index of ``ErrorContent/recoveryOptions``.
    case recover(Int)
    /// Give up.
    case cancel
}

extension AlertText {
    /// Whether this is the label of a button the package adds itself: key `OK`, `Cancel` or
    /// `Retry` in the package's `Alerts` table (``ResolvedButton/isStandard``).
    var isStandardButtonLabel: Bool {
        // Most labels are not texts of that table: no need to build the three.
        guard table == "Alerts" else { return false }
        return self == StandardLabels.ok || self == StandardLabels.cancel || self == StandardLabels.retry
    }

    /// Text from the package's own `Alerts` table (`Localization/`, compiled in as
    /// `StringTableDirectory.module`), which a table of yours named `Alerts` can override key by key.
    package static func builtIn(_ key: Key) -> AlertText { AlertText(key, table: "Alerts") }
}
