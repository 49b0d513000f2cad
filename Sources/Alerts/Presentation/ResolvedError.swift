/// The details of the error an alert is about, resolved with the alert's texts: what a front
/// shows besides title, message and buttons, and what it reads to choose its own codes.
public struct ResolvedError: Sendable, Hashable, CustomStringConvertible {
    /// How serious it is.
    public var severity: AlertSeverity {
        get { fields.severity }
        _modify { yield &uniqueFields().severity }
    }
    /// What kind of failure it is; each front maps it to its own codes.
    public var category: ErrorCategory? {
        get { fields.category }
        _modify { yield &uniqueFields().category }
    }
    /// Values overriding, for this error, what a front derives from ``category``.
    public var overrides: [any FrontOverride] {
        get { fields.overrides }
        _modify { yield &uniqueFields().overrides }
    }
    /// Why it went wrong.
    public var failureReason: String? {
        get { fields.failureReason }
        _modify { yield &uniqueFields().failureReason }
    }
    /// What to do next.
    public var recoverySuggestion: String? {
        get { fields.recoverySuggestion }
        _modify { yield &uniqueFields().recoverySuggestion }
    }
    /// How long to wait before trying again ("Try again in 30 seconds."), when the error says.
    public var retryAdvice: String? {
        get { fields.retryAdvice }
        _modify { yield &uniqueFields().retryAdvice }
    }
    /// Help text or a help reference.
    public var help: String? {
        get { fields.help }
        _modify { yield &uniqueFields().help }
    }
    /// The errors that caused this one, nearest first, each as one line.
    public var causes: [String] {
        get { fields.causes }
        _modify { yield &uniqueFields().causes }
    }
    /// The error's own code, which users can quote (``AlertableError/errorCode``).
    public var code: String? {
        get { fields.code }
        _modify { yield &uniqueFields().code }
    }
    /// The error's domain and code (`NSCocoaErrorDomain 260`): for verbose reports and logs.
    public var domainCode: String? {
        get { fields.domainCode }
        _modify { yield &uniqueFields().domainCode }
    }
    /// Whether trying again may help, and after how long.
    public var retry: RetryHint {
        get { fields.retry }
        _modify { yield &uniqueFields().retry }
    }
    /// Whether the error only says the operation was cancelled.
    public var isCancellation: Bool {
        get { fields.isCancellation }
        _modify { yield &uniqueFields().isCancellation }
    }
    /// A short id shared by errors of the same kind, code and causes, for grouping reports.
    public var groupID: String {
        get { fields.groupID }
        _modify { yield &uniqueFields().groupID }
    }
    /// The error as `String(reflecting:)` prints it: for logs, never for users.
    ///
    /// Printed when read, not when the alert is resolved; setting it replaces the printed form.
    public var diagnostic: String {
        get { givenDiagnostic ?? underlying.map { String(reflecting: $0) } ?? "" }
        set { givenDiagnostic = newValue }
    }
    /// A ``diagnostic`` given to the initializer or set, which wins over the error's printed form.
    var givenDiagnostic: String? {
        get { fields.givenDiagnostic }
        _modify { yield &uniqueFields().givenDiagnostic }
    }
    /// Where the texts came from: the error's own ``AlertableError`` conformance, a mapper,
    /// Foundation's texts, or nothing known (a generic title).
    public var source: ErrorAlert.Source {
        get { fields.source }
        _modify { yield &uniqueFields().source }
    }
    /// The labels of the buttons made from recovery options the error itself carries
    /// (``RecoveryOption`` read from its `RecoverableError` conformance or user info), which a
    /// front for strangers leaves out. Not part of equality.
    package var labelsFromErrorItself: [String] {
        get { fields.labelsFromErrorItself }
        _modify { yield &uniqueFields().labelsFromErrorItself }
    }
    /// The error itself, for a front's logging hook only; never shown. Not part of equality.
    package var underlying: (any Error)? {
        get { fields.underlying }
        _modify { yield &uniqueFields().underlying }
    }

    /// The stored properties, shared by copies until one of them changes: the details hold a
    /// dozen texts and lists, which copying them would otherwise retain one by one, and a front
    /// copies them with the alert.
    private var fields: Fields

    /// The stored properties of a ``ResolvedError``.
    ///
    /// Unchecked: an instance is changed only through ``uniqueFields()``, when no other
    /// ResolvedError holds it, so no two threads ever see it change.
    ///
    /// Its properties skip the run-time exclusivity checks: only a uniquely held instance is
    /// changed, one property at a time, so no access can overlap one that changes it, and the
    /// checks would cost more than the rest of reading a field.
    private final class Fields: @unchecked Sendable {
        @exclusivity(unchecked) var severity: AlertSeverity
        @exclusivity(unchecked) var category: ErrorCategory?
        @exclusivity(unchecked) var overrides: [any FrontOverride]
        @exclusivity(unchecked) var failureReason: String?
        @exclusivity(unchecked) var recoverySuggestion: String?
        @exclusivity(unchecked) var retryAdvice: String?
        @exclusivity(unchecked) var help: String?
        @exclusivity(unchecked) var causes: [String]
        @exclusivity(unchecked) var code: String?
        @exclusivity(unchecked) var domainCode: String?
        @exclusivity(unchecked) var retry: RetryHint
        @exclusivity(unchecked) var isCancellation: Bool
        @exclusivity(unchecked) var groupID: String
        @exclusivity(unchecked) var givenDiagnostic: String?
        @exclusivity(unchecked) var source: ErrorAlert.Source
        @exclusivity(unchecked) var labelsFromErrorItself: [String] = []
        @exclusivity(unchecked) var underlying: (any Error)? = nil

        init(
            severity: AlertSeverity, category: ErrorCategory?, overrides: [any FrontOverride], failureReason: String?,
            recoverySuggestion: String?, retryAdvice: String?, help: String?, causes: [String], code: String?,
            domainCode: String?, retry: RetryHint, isCancellation: Bool, groupID: String, givenDiagnostic: String?,
            source: ErrorAlert.Source
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
            self.groupID = groupID
            self.givenDiagnostic = givenDiagnostic
            self.source = source
        }

        /// A copy, for details about to change fields another value shares.
        func copy() -> Fields {
            let copy = Fields(
                severity: severity, category: category, overrides: overrides, failureReason: failureReason,
                recoverySuggestion: recoverySuggestion, retryAdvice: retryAdvice, help: help, causes: causes,
                code: code, domainCode: domainCode, retry: retry, isCancellation: isCancellation, groupID: groupID,
                givenDiagnostic: givenDiagnostic, source: source)
            copy.underlying = underlying
            copy.labelsFromErrorItself = labelsFromErrorItself
            return copy
        }
    }

    /// The fields, copied first when another value shares them.
    private mutating func uniqueFields() -> Fields {
        if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
        return fields
    }

    /// The first of ``overrides`` of type `type`, if there is one: how a front finds its own.
    public func override<Override: FrontOverride>(_ type: Override.Type) -> Override? {
        overrides.first(type)
    }

    /// Details from their parts, as a front's tests make them.
    public init(
        severity: AlertSeverity = .error, category: ErrorCategory? = nil, overrides: [any FrontOverride] = [],
        failureReason: String? = nil, recoverySuggestion: String? = nil, retryAdvice: String? = nil,
        help: String? = nil, causes: [String] = [], code: String? = nil, domainCode: String? = nil,
        retry: RetryHint = .no, isCancellation: Bool = false, groupID: String = "", diagnostic: String = "",
        source: ErrorAlert.Source = .alertableError
    ) {
        fields = Fields(
            severity: severity, category: category, overrides: overrides, failureReason: failureReason,
            recoverySuggestion: recoverySuggestion, retryAdvice: retryAdvice, help: help, causes: causes, code: code,
            domainCode: domainCode, retry: retry, isCancellation: isCancellation, groupID: groupID,
            givenDiagnostic: diagnostic, source: source)
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
