/// What makes two thrown errors the same error: the same instance for a class, else the same
/// type and the same value as `String(reflecting:)` prints it.
///
/// Errors are mostly values, which have no identity: two throws of `NotFound(path: "a")` are the
/// same error to whoever reads the report. The printed value holds every stored property (or what
/// the type's `CustomDebugStringConvertible` chooses to show), and it does not depend on a
/// language, as resolved texts do. A class instance is compared by identity, and the identity
/// keeps the instance alive, so its address cannot be reused by another error while it is held.
package struct ErrorIdentity: Sendable, Hashable {
    private let type: ObjectIdentifier
    private let value: Value

    private enum Value: Sendable, Hashable {
        case printed(String)
        case instance(Instance)
    }

    /// A class instance, compared by identity and kept alive by the comparison's holder.
    private struct Instance: Sendable, Hashable {
        let error: any Error
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.error as AnyObject === rhs.error as AnyObject }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(error as AnyObject)) }
    }

    /// The identity of `error`; `diagnostic` is `String(reflecting: error)` when already made.
    package init(_ error: any Error, diagnostic: String? = nil) {
        let errorType = Swift.type(of: error)
        type = ObjectIdentifier(errorType)
        value =
            errorType is AnyObject.Type
            ? .instance(Instance(error: error)) : .printed(diagnostic ?? String(reflecting: error))
    }
}
