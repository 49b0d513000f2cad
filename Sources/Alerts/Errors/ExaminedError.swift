internal import Foundation
internal import StringTables

/// An error with what the package asks of it found out once: whether it is an ``AlertableError``,
/// an `NSError` or a `CustomNSError`, and its domain and code.
///
/// The domain, code and user info are those of the error as an `NSError`. An ``AlertableError``
/// is never bridged: bridging reads its `LocalizedError` texts, which it resolves in the process's
/// language — work, and missing-translation events, for nothing. Its domain is its type's name,
/// and in place of a number it has its ``AlertableError/errorCode`` or the name of its enum case
/// (``caseName``).
struct ExaminedError {
    /// The error.
    let error: any Error
    /// The error as an ``AlertableError``, if it is one.
    let alertable: (any AlertableError)?
    /// Whether the error is an `NSError` instance.
    let isNSError: Bool
    /// The error as a `RecoverableError`, if it is one.
    let recoverable: (any RecoverableError)?
    /// The error as a `CustomNSError`, if it is one, not an `NSError` instance and not an
    /// ``AlertableError``: an `AlertableError` is cast only where its domain, code or user info is
    /// asked (``customNSError``), as only its group id asks, and a conformance cast costs a
    /// response about such an error more than any other step of examining it.
    let custom: (any CustomNSError)?

    /// Whether ``alertable`` is not `nil`, known without copying it.
    private let isAlertable: Bool

    init(_ error: any Error) {
        self.error = error
        isNSError = type(of: error) is NSError.Type
        (alertable, recoverable, custom) = Self.conformances(of: error, isNSError: isNSError)
        isAlertable = alertable != nil
    }

    /// The error as each protocol ``init(_:)`` asks about, cast from the error's own type: a cast
    /// from `any Error` unwraps the existential first, and costs more (Benchmarks/README.md).
    private static func conformances(of error: some Error, isNSError: Bool) -> (
        (any AlertableError)?, (any RecoverableError)?, (any CustomNSError)?
    ) {
        guard let alertable = error as? any AlertableError else {
            return (nil, error as? any RecoverableError, isNSError ? nil : error as? any CustomNSError)
        }
        return (alertable, error as? any RecoverableError, nil)
    }

    /// The error as a `CustomNSError`, if it is one and not an `NSError` instance: ``custom``, or
    /// for an ``AlertableError``, cast now.
    var customNSError: (any CustomNSError)? {
        isAlertable && !isNSError ? error as? any CustomNSError : custom
    }

    /// Whether the error has an `NSError`'s domain, code and user info: it is an `NSError` or a
    /// `CustomNSError`.
    var isBridged: Bool { isNSError || custom != nil || isAlertable && error is any CustomNSError }

    /// The domain, as `(error as NSError).domain` says it; for an ``AlertableError`` that is
    /// neither an `NSError` nor a `CustomNSError`, its type's name. Only a group id needs it.
    var domain: String {
        if let custom = customNSError { return type(of: custom).errorDomain }
        if alertable != nil, !isNSError { return String(reflecting: type(of: error)) }
        return (error as NSError).domain
    }

    /// The code, as `(error as NSError).code` says it; not for an ``AlertableError`` that is
    /// neither an `NSError` nor a `CustomNSError` (``caseName``).
    var code: Int {
        if let custom = customNSError { return custom.errorCode }
        return (error as NSError).code
    }

    /// In place of a code, the name of the case of an ``AlertableError`` (neither an `NSError` nor
    /// a `CustomNSError`) whose type is an enum: it tells its cases apart, and stays the same when
    /// cases are added or reordered. A case with values is named by its mirror; one without, by
    /// its printed form. `nil` for other errors.
    var caseName: String? {
        guard alertable != nil, !isBridged else { return nil }
        let mirror = Mirror(reflecting: error)
        guard mirror.displayStyle == .enum else { return nil }
        return mirror.children.first?.label ?? String(describing: error)
    }

    /// The user info, as `(error as NSError).userInfo` has it, but for the `LocalizedError` texts
    /// and `RecoverableError` options bridging adds to a Swift error's: the package reads those
    /// from the conformances themselves.
    var userInfo: [String: Any] {
        if isNSError { return (error as NSError).userInfo }
        return customNSError?.errorUserInfo ?? [:]
    }
}

extension ExaminedError {
    /// The most causes a chain has (``chain(of:)``).
    static let maximumCauses = 8

    /// `error`, examined, and the causes it names, each the cause of the one before
    /// (``ErrorContent/underlyingError(of:)``): up to ``maximumCauses`` causes, stopping at one
    /// already in the chain (a cycle). Most errors have no cause: then nothing is compared, no
    /// error is printed (``ErrorIdentity``) and no array is made.
    static func chain(of error: any Error) -> (error: ExaminedError, causes: [ExaminedError]) {
        let first = ExaminedError(error)
        var causes: [ExaminedError] = []
        var next = ErrorContent.underlyingError(of: first)
        var seen: Set<ErrorIdentity> = next == nil ? [] : [ErrorIdentity(error)]
        while let cause = next, seen.insert(ErrorIdentity(cause)).inserted {
            let examined = ExaminedError(cause)
            causes.append(examined)
            next = causes.count < maximumCauses ? ErrorContent.underlyingError(of: examined) : nil
        }
        return (first, causes)
    }
}
