/// A way to recover from an error, shown as a button: Foundation's recovery options with the
/// attempt attached.
///
/// ```swift
/// RecoveryOption("Save a Copy", then: .returnRecovered) {
///     try? await store.saveCopy(document)
///     return true
/// }
/// ```
///
/// The attempt runs when the button is chosen and says whether it worked. After a success,
/// ``afterSuccess`` tells the wrapper for throwing calls what to do: run the call again, or
/// stop and report the error as recovered.
///
/// Two options are equal when their labels, roles, default marks, what follows a success and
/// where they came from are: attempts, which are closures, are not compared.
public struct RecoveryOption: Sendable, Hashable, CustomStringConvertible {
    /// What happens after an attempt that worked.
    public enum AfterSuccess: Sendable, Hashable {
        /// Run the failed call again: the attempt fixed what made it fail.
        case retry
        /// Stop and report the error as recovered: the attempt did what the call was for.
        case returnRecovered
    }

    /// The button's label.
    public var title: AlertText
    /// The button's role, if any.
    public var role: ButtonRole?
    /// Whether the button is the alert's default.
    public var isDefault: Bool
    /// What happens after an attempt that worked.
    public var afterSuccess: AfterSuccess
    /// Whether the option was read from the error's `RecoverableError` conformance or user info
    /// rather than written by an ``AlertableError`` conformance or a mapper: its label may name
    /// internals, so a front for strangers (HTTP) leaves it out.
    package var isFromErrorItself = false
    /// The attempt, a closure: not compared.
    @NotCompared private var attempt: @Sendable () async -> Bool

    /// An option whose attempt, synchronous or asynchronous, says whether it worked.
    public init(
        _ title: AlertText, role: ButtonRole? = nil, isDefault: Bool = false, then afterSuccess: AfterSuccess = .retry,
        attempt: @escaping @Sendable () async -> Bool
    ) {
        self.title = title
        self.role = role
        self.isDefault = isDefault
        self.afterSuccess = afterSuccess
        self.attempt = attempt
    }

    /// Runs the attempt and returns whether it worked.
    public func attemptRecovery() async -> Bool { await attempt() }

    /// `"Save a Copy" (then return recovered)`.
    public var description: String {
        "\(title) (then \(afterSuccess == .retry ? "retry" : "return recovered"))"
    }
}
