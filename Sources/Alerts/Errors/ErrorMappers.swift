internal import Foundation
internal import StringTables

/// Mappers that turn errors you do not own into alert content, asked newest first.
///
/// ```swift
/// ErrorMappers.shared.register(DatabaseError.self) { error in
///     ErrorContent(title: "The library couldn’t be opened.", recoverySuggestion: "Restart the app.")
/// }
/// ```
///
/// A mapper is asked after an error's own ``AlertableError`` conformance and before
/// Foundation's texts (see ``ErrorContent/init(_:mappers:)``). Registering and mapping are safe
/// from any thread; mappers run outside the registry's lock, so a mapper may register others.
public final class ErrorMappers: Sendable {
    /// The registry ``ErrorContent/init(_:mappers:)`` uses unless given another.
    public static let shared = ErrorMappers()

    /// A registered mapper, to unregister it.
    public struct Registration: Sendable, Hashable {
        fileprivate let id: UInt64
    }

    private struct Registered {
        var id: UInt64
        var map: @Sendable (any Error) -> ErrorContent?
    }

    private let state = Locked<(nextID: UInt64, mappers: [Registered])>((0, []))

    /// An empty registry, for a front or test of its own.
    public init() {}

    /// Registers a mapper for any error; it returns `nil` for errors it does not map.
    @discardableResult
    public func register(_ mapper: @escaping @Sendable (any Error) -> ErrorContent?) -> Registration {
        state.withLock { state in
            state.nextID += 1
            state.mappers.append(Registered(id: state.nextID, map: mapper))
            return Registration(id: state.nextID)
        }
    }

    /// Registers a mapper for errors of one type.
    ///
    /// For a `CustomNSError` type such as `CocoaError` or `URLError`, only errors of its domain
    /// count: on Linux any `NSError` casts to such a type, whatever its domain.
    @discardableResult
    public func register<E: Error>(_ type: E.Type, _ mapper: @escaping @Sendable (E) -> ErrorContent) -> Registration {
        let domain = (E.self as? any CustomNSError.Type)?.errorDomain
        return register { error in
            guard let typed = error as? E else { return nil }
            if let domain, ExaminedError(error).domain != domain { return nil }
            return mapper(typed)
        }
    }

    /// Removes a mapper; removing one twice does nothing.
    public func unregister(_ registration: Registration) {
        state.withLock { $0.mappers.removeAll { $0.id == registration.id } }
    }

    /// The number of registered mappers.
    public var count: Int { state.withLock { $0.mappers.count } }

    /// The first answer of the mappers, newest first.
    func map(_ error: any Error) -> ErrorContent? {
        let mappers = state.withLock { $0.mappers }
        for mapper in mappers.reversed() {
            if let content = mapper.map(error) { return content }
        }
        return nil
    }
}
