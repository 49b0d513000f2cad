internal import Foundation
internal import StringTables

/// An error with what the package asks of it found out once: whether it is an ``AlertableError``,
/// an `NSError` or a `CustomNSError`, and its domain and code.
///
/// The domain, code and user info are those of the error as an `NSError`, found without bridging
/// it: bridging a Swift error reads its `LocalizedError` texts, which an ``AlertableError``
/// resolves in the process's language — work, and missing-translation events, for nothing.
struct ExaminedError {
    /// The error.
    let error: any Error
    /// The error as an ``AlertableError``, if it is one.
    let alertable: (any AlertableError)?
    /// Whether the error is an `NSError` instance.
    let isNSError: Bool
    /// The error as a `CustomNSError`, if it is one and not an `NSError` instance.
    let custom: (any CustomNSError)?
    /// The domain, as `(error as NSError).domain` says it.
    let domain: String
    /// The code, as `(error as NSError).code` says it.
    let code: Int

    /// The error as a `RecoverableError`, if it is one.
    let recoverable: (any RecoverableError)?
    /// ``GroupHash/start(domain:)`` of ``domain``, when the error's type fixes its domain.
    let domainHash: UInt64?

    init(_ error: any Error) {
        self.error = error
        let facts = TypeFacts.of(error)
        alertable = facts.alertableType.flatMap { Self.opened(error, as: $0) ?? error as? any AlertableError }
        recoverable = facts.recoverableType.flatMap { Self.opened(error, as: $0) ?? error as? any RecoverableError }
        isNSError = facts.isNSError
        domainHash = facts.domainHash
        if isNSError {
            let bridged = error as NSError
            (custom, domain, code) = (nil, bridged.domain, bridged.code)
        } else if facts.isCustomNSError, let custom = error as? any CustomNSError {
            (self.custom, domain, code) = (custom, type(of: custom).errorDomain, custom.errorCode)
        } else {
            // What bridging uses for a Swift error: its type's name, its case's number.
            (custom, domain, code) = (nil, facts.domain ?? error._domain, error._code)
        }
    }

    /// The user info, as `(error as NSError).userInfo` has it, but for the `LocalizedError` texts
    /// and `RecoverableError` options bridging adds to a Swift error's: the package reads those
    /// from the conformances themselves.
    var userInfo: [String: Any] {
        if isNSError { return (error as NSError).userInfo }
        return custom?.errorUserInfo ?? [:]
    }

    /// `error` as an ``AlertableError``, when `type`, the conforming type ``TypeFacts`` found for
    /// it, is the type of the value it holds: the value is taken out as that type, and the
    /// existential made with the conformance `type` carries. A cast would search the run time's
    /// conformance records again, which costs more than the rest of examining an error. `nil`
    /// when the value is of another type (a class instance held as its superclass).
    static func opened(_ error: any Error, as type: any AlertableError.Type) -> (any AlertableError)? {
        func open<Conforming: AlertableError>(_: Conforming.Type) -> (any AlertableError)? {
            func take<Held: Error>(_ held: Held) -> (any AlertableError)? {
                Held.self == Conforming.self ? _identityCast(held, to: Conforming.self) : nil
            }
            return _openExistential(error, do: take)
        }
        return open(type)
    }

    /// `error` as a `RecoverableError`, taken out as the other `opened(_:as:)` takes out an
    /// ``AlertableError``.
    static func opened(_ error: any Error, as type: any RecoverableError.Type) -> (any RecoverableError)? {
        func open<Conforming: RecoverableError>(_: Conforming.Type) -> (any RecoverableError)? {
            func take<Held: Error>(_ held: Held) -> (any RecoverableError)? {
                Held.self == Conforming.self ? _identityCast(held, to: Conforming.self) : nil
            }
            return _openExistential(error, do: take)
        }
        return open(type)
    }
}

extension ExaminedError {
    /// Which of the protocols the package asks about a type conforms to, and the domain of its
    /// errors, found once per type.
    ///
    /// A cast that fails searches the run time's conformance records each time, and most errors
    /// fail most of these casts: knowing the answers for a type, the package casts only where one
    /// will succeed. A conformance that a module loaded later at run time adds to a type already
    /// met is not seen.
    struct TypeFacts: Sendable {
        /// The type, when it is an ``AlertableError``.
        var alertableType: (any AlertableError.Type)?
        /// The type, when it is a `RecoverableError`.
        var recoverableType: (any RecoverableError.Type)?
        var isNSError: Bool
        var isCustomNSError: Bool
        /// The domain bridging gives the type's errors, for a Swift error that is neither an
        /// `NSError` nor a `CustomNSError`: its type's name, spelt out once rather than per error.
        var domain: String?
        /// ``GroupHash/start(domain:)`` of ``domain``.
        var domainHash: UInt64?

        /// The facts found so far, by type; no more than ``limit`` are kept.
        private static let known = Locked<[ObjectIdentifier: TypeFacts]>([:])
        private static let limit = 1024

        static func of(_ error: any Error) -> TypeFacts {
            let type = type(of: error)
            let id = ObjectIdentifier(type)
            if let facts = known.withLock({ $0[id] }) { return facts }
            var facts = TypeFacts(
                alertableType: type as? any AlertableError.Type, recoverableType: type as? any RecoverableError.Type,
                isNSError: type is NSError.Type, isCustomNSError: type is any CustomNSError.Type)
            if !facts.isNSError, !facts.isCustomNSError {
                let domain = error._domain
                facts.domain = domain
                facts.domainHash = GroupHash.start(domain: domain)
            }
            known.withLock { known in
                if known.count < limit { known[id] = facts }
            }
            return facts
        }
    }
}
