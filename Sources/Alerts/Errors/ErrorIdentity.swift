/// What makes two thrown errors the same error: the same instance for a class, else the same
/// type and the same value as `String(reflecting:)` prints it.
///
/// Errors are mostly values, which have no identity: two throws of `NotFound(path: "a")` are the
/// same error to whoever reads the report. The printed value holds every stored property (or what
/// the type's `CustomDebugStringConvertible` chooses to show), and it does not depend on a
/// language, as resolved texts do. A class instance is compared by identity, and the identity
/// keeps the instance alive, so its address cannot be reused by another error while it is held.
///
/// Making an identity prints nothing: a value is printed when it is compared or hashed, so noting
/// an error that is never compared costs no printing.
package struct ErrorIdentity: Sendable, Hashable {
    private let type: ObjectIdentifier
    /// The error; a class instance is kept alive by it.
    private let error: any Error
    private let isInstance: Bool

    /// The identity of `error`.
    package init(_ error: any Error) {
        let errorType = Swift.type(of: error)
        type = ObjectIdentifier(errorType)
        self.error = error
        isInstance = errorType is AnyObject.Type
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.type == rhs.type else { return false }
        if lhs.isInstance { return lhs.error as AnyObject === rhs.error as AnyObject }
        return String(reflecting: lhs.error) == String(reflecting: rhs.error)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        if isInstance {
            hasher.combine(ObjectIdentifier(error as AnyObject))
        } else {
            hasher.combine(String(reflecting: error))
        }
    }
}
