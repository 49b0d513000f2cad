/// The details of the error an alert is about, resolved with the alert's texts: what a front
/// shows besides title, message and buttons, and what it reads to choose its own codes.
public struct ResolvedError: Sendable, Hashable, CustomStringConvertible {
    /// How serious it is.
    public var severity: AlertSeverity
    /// What kind of failure it is; each front maps it to its own codes.
    public var category: ErrorCategory?
    /// Values overriding, for this error, what a front derives from ``category``.
    public var overrides: [any FrontOverride]
    /// Why it went wrong.
    public var failureReason: String?
    /// What to do next.
    public var recoverySuggestion: String?
    /// How long to wait before trying again ("Try again in 30 seconds."), when the error says.
    public var retryAdvice: String?
    /// Help text or a help reference.
    public var help: String?
    /// The errors that caused this one, nearest first, each as one line.
    public var causes: [String]
    /// The error's own code, which users can quote (``AlertableError/errorCode``).
    public var code: String?
    /// The error's domain and code (`NSCocoaErrorDomain 260`): for verbose reports and logs.
    public var domainCode: String?
    /// Whether trying again may help, and after how long.
    public var retry: RetryHint
    /// Whether the error only says the operation was cancelled.
    package var isCancellation: Bool
    /// A short id shared by errors of the same kind, code and causes, for grouping reports
    /// (``ErrorContent/groupID``); empty for details about no error.
    public var groupID: String { underlying.map(GroupHash.id(of:)) ?? "" }
    /// The error as `String(reflecting:)` prints it: for logs, never for users.
    ///
    /// Printed when read, not when the alert is resolved; setting it replaces the printed form.
    public var diagnostic: String {
        get { givenDiagnostic ?? underlying.map { String(reflecting: $0) } ?? "" }
        set { givenDiagnostic = newValue }
    }
    /// A ``diagnostic`` given to the initializer or set, which wins over the error's printed form.
    var givenDiagnostic: String?
    /// Where the texts came from: the error's own ``AlertableError`` conformance, a mapper,
    /// Foundation's texts, or nothing known (a generic title).
    public var source: ErrorContent.Source
    /// The labels of the buttons made from recovery options the error itself carries
    /// (``RecoveryOption`` read from its `RecoverableError` conformance or user info), which a
    /// front for strangers leaves out. Not part of equality.
    package var labelsFromErrorItself: [String] = []
    /// The error itself, for a front's logging hook only; never shown. Not part of equality.
    package var underlying: (any Error)?

    /// The first of ``overrides`` of type `type`, if there is one: how a front finds its own.
    package func override<Override: FrontOverride>(_ type: Override.Type) -> Override? {
        overrides.first(type)
    }

    /// Details from their parts, as the package's tests make them.
    package init(
        severity: AlertSeverity = .error, category: ErrorCategory? = nil, overrides: [any FrontOverride] = [],
        failureReason: String? = nil, recoverySuggestion: String? = nil, retryAdvice: String? = nil,
        help: String? = nil, causes: [String] = [], code: String? = nil, domainCode: String? = nil,
        retry: RetryHint = .no, isCancellation: Bool = false, diagnostic: String = "",
        source: ErrorContent.Source = .alertableError
    ) {
        self.severity = severity
        self.category = category
        self.overrides = overrides
        self.failureReason = failureReason
        self.recoverySuggestion = recoverySuggestion
        self.retryAdvice = retryAdvice
        self.help = help
        self.causes = causes
        self.code = code
        self.domainCode = domainCode
        self.retry = retry
        self.isCancellation = isCancellation
        self.givenDiagnostic = diagnostic
        self.source = source
    }

    /// Whether two errors' details are the same, the overrides compared as `AnyHashable`.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.severity == rhs.severity && lhs.category == rhs.category
            && lhs.overrides.map { AnyHashable($0) } == rhs.overrides.map { AnyHashable($0) }
            && lhs.failureReason == rhs.failureReason && lhs.recoverySuggestion == rhs.recoverySuggestion
            && lhs.retryAdvice == rhs.retryAdvice && lhs.help == rhs.help && lhs.causes == rhs.causes
            && lhs.code == rhs.code && lhs.domainCode == rhs.domainCode && lhs.retry == rhs.retry
            && lhs.isCancellation == rhs.isCancellation && lhs.groupID == rhs.groupID
            && lhs.diagnostic == rhs.diagnostic && lhs.source == rhs.source
    }

    /// Hashes the severity, category, reason, causes, code and group id.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(severity)
        hasher.combine(category)
        hasher.combine(failureReason)
        hasher.combine(causes)
        hasher.combine(code)
        hasher.combine(groupID)
    }

    /// `error, not-found, code E12, 2 causes`: the parts a test failure needs.
    public var description: String {
        var parts = [severity.rawValue]
        if let category { parts.append(category.name) }
        if let code { parts.append("code \(code)") }
        if let domainCode { parts.append(domainCode) }
        if !causes.isEmpty { parts.append("caused by: " + causes.joined(separator: " <- ")) }
        if !overrides.isEmpty { parts.append("overrides: \(overrides)") }
        return parts.joined(separator: ", ")
    }
}
