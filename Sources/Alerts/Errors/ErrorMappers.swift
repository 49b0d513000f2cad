internal import Foundation
internal import StringTables

/// The mappers of one front: they turn errors into alert content, and refine what an error says
/// about itself, for that front alone.
///
/// A value: build it at start-up and give it to the front (`HTTPFront(mappers:)`,
/// `CLIFront(mappers:)`, `TestFront(mappers:)`). The front keeps its copy; nothing registered
/// later, anywhere else, changes what it does, and two fronts in one process can map the same
/// error differently. There is no process-wide registry.
///
/// ```swift
/// var mappers = ErrorMappers()
/// mappers.register(DatabaseError.self) { error in
///     ErrorContent(title: "The library couldn’t be opened.", recoverySuggestion: "Restart the app.")
/// }
/// mappers.refine(LicenseExpired.self) { _, content in
///     content.overrides.append(ExitStatus(3))  // a value of the front's own, set where the front is made
/// }
/// let front = CLIFront(mappers: mappers)
/// ```
///
/// A mapper (``register(_:_:)``, ``register(_:)``) gives an error its content; the
/// newest that answers wins, and it wins over the error's own ``AlertableError`` conformance.
/// A refinement (``refine(_:_:)``, ``refine(_:)``) changes the content whichever source gave it — a conformance,
/// a mapper, Foundation's texts — typically to add a front's own values (``ErrorContent/overrides``:
/// an exit status, an HTTP status, field errors) or a text meant for this front only; every
/// refinement for the error's type runs, oldest first. See ``ErrorContent/init(_:mappers:)``.
public struct ErrorMappers: Sendable {
    /// The mappers, oldest first: asked newest first.
    private var mappers: [@Sendable (any Error) -> ErrorContent?] = []
    /// The refinements, oldest first: run in that order.
    private var refinements: [@Sendable (any Error, inout ErrorContent) -> Void] = []

    /// No mappers and no refinements: errors say what they say about themselves.
    public init() {}

    /// Whether there are neither mappers nor refinements.
    package var isEmpty: Bool { mappers.isEmpty && refinements.isEmpty }

    /// Adds a mapper for any error; it returns `nil` for errors it does not map.
    public mutating func register(_ mapper: @escaping @Sendable (any Error) -> ErrorContent?) {
        mappers.append(mapper)
    }

    /// Adds a mapper for errors of one type — an ``AlertableError`` too, whose conformance its
    /// answer replaces.
    ///
    /// For a `CustomNSError` type such as `CocoaError` or `URLError`, only errors of its domain
    /// count: on Linux any `NSError` casts to such a type, whatever its domain.
    public mutating func register<E: Error>(_ type: E.Type, _ mapper: @escaping @Sendable (E) -> ErrorContent) {
        let domain = Self.domain(of: E.self)
        let onlyOwnType = Self.castsOnlyItsOwnType(E.self)
        register { error in
            guard Self.mayBe(error, E.self, onlyOwnType: onlyOwnType) else { return nil }
            return Self.map(error, as: E.self, domain: domain, by: mapper)
        }
    }

    /// Adds a refinement for errors of one type: it gets the error and the content the first
    /// source that knows it gave (its ``AlertableError`` conformance, a mapper, Foundation's
    /// texts), and changes what it likes.
    ///
    /// ```swift
    /// mappers.refine(SignUpInvalid.self) { error, content in
    ///     content.fieldErrors = error.problems.map { FieldError($0.field, message: $0.text) }
    /// }
    /// ```
    ///
    /// For a `CustomNSError` type, only errors of its domain count, as for ``register(_:_:)``.
    public mutating func refine<E: Error>(
        _ type: E.Type, _ refinement: @escaping @Sendable (E, inout ErrorContent) -> Void
    ) {
        let domain = Self.domain(of: E.self)
        let onlyOwnType = Self.castsOnlyItsOwnType(E.self)
        refinements.append { error, content in
            guard Self.mayBe(error, E.self, onlyOwnType: onlyOwnType) else { return }
            Self.refine(&content, of: error, as: E.self, domain: domain, by: refinement)
        }
    }

    /// Adds a refinement for any error: it gets every error and the content the first source
    /// that knows it gave, and changes what it likes (nothing, for errors it does not know).
    public mutating func refine(_ refinement: @escaping @Sendable (any Error, inout ErrorContent) -> Void) {
        refinements.append(refinement)
    }

    /// The first answer of the mappers, newest first.
    func map(_ error: any Error) -> ErrorContent? {
        for mapper in mappers.reversed() {
            if let content = mapper(error) { return content }
        }
        return nil
    }

    /// `content` refined by every refinement for `error`'s type, oldest first.
    func refine(_ content: inout ErrorContent, of error: any Error) {
        for refinement in refinements { refinement(error, &content) }
    }

    private static func domain<E: Error>(of type: E.Type) -> String? {
        (E.self as? any CustomNSError.Type)?.errorDomain
    }

    /// Whether `E` is a struct or an enum: neither a class, whose subclasses' errors cast to it,
    /// nor `any Error`, which every error casts to.
    private static func castsOnlyItsOwnType<E: Error>(_ type: E.Type) -> Bool {
        !(E.self is AnyClass) && ObjectIdentifier(E.self) != ObjectIdentifier((any Error).self)
    }

    /// Whether `error` may be a `type`, without casting it: not when `type` is a struct or an enum
    /// (`onlyOwnType`) and `error` is a struct or an enum of another type. A value casts to a
    /// value type only when it is of that type (on Linux an `NSError` casts to `CocoaError` or
    /// `URLError`, a value never does); the cast costs each error about 1,500 instructions for
    /// each typed mapper and refinement, the comparison a few.
    private static func mayBe(_ error: any Error, _ type: any Error.Type, onlyOwnType: Bool) -> Bool {
        let errorType = Swift.type(of: error)
        return !onlyOwnType || ObjectIdentifier(errorType) == ObjectIdentifier(type) || errorType is AnyClass
    }

    /// What `mapper` makes of `error` when it is an `E` of `domain`: apart from the mapper's
    /// closure, whose every call would make the metadata of `E?` for what a cast gives.
    private static func map<E: Error>(
        _ error: any Error, as type: E.Type, domain: String?, by mapper: (E) -> ErrorContent
    ) -> ErrorContent? {
        guard let typed = cast(error, to: E.self, domain: domain) else { return nil }
        return mapper(typed)
    }

    /// `content` refined by `refinement` when `error` is an `E` of `domain`: apart from the
    /// refinement's closure, whose every call makes the metadata of `E?` for what a cast gives.
    private static func refine<E: Error>(
        _ content: inout ErrorContent, of error: any Error, as type: E.Type, domain: String?,
        by refinement: (E, inout ErrorContent) -> Void
    ) {
        guard let typed = cast(error, to: E.self, domain: domain) else { return }
        refinement(typed, &content)
    }

    /// `error` as an `E`, if it is one — of `E`'s domain, for a `CustomNSError` type.
    private static func cast<E: Error>(_ error: any Error, to type: E.Type, domain: String?) -> E? {
        guard let typed = error as? E else { return nil }
        if let domain, ExaminedError(error).domain != domain { return nil }
        return typed
    }
}
