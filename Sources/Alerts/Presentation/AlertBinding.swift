internal import StringTables

/// A read-write reference to a value owned elsewhere: our counterpart of SwiftUI's `Binding`.
///
/// The alert modifiers read `isPresented` through it and set it to `false` on dismissal. Make
/// one from a ``Bound`` value with `$name`, or from closures.
public struct AlertBinding<Value>: Sendable {
    private let read: @Sendable () -> Value
    private let write: @Sendable (Value) -> Void

    /// A binding that reads and writes through closures.
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        self.read = get
        self.write = set
    }

    /// The current value.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }
}

/// A value that alert modifiers can bind to, safe to share across tasks.
///
/// The counterpart of SwiftUI's `@State` outside a view:
///
/// ```swift
/// @Bound var didFail = false
/// didFail = true
/// await front.alert("Login failed.", isPresented: $didFail) { … }
/// // didFail is false again once a button is chosen
/// ```
///
/// Copies of a `Bound` share one value; access is guarded by a lock.
@propertyWrapper
public struct Bound<Value: Sendable>: Sendable {
    private let storage: Locked<Value>

    /// A new shared value.
    public init(wrappedValue: Value) {
        storage = Locked(wrappedValue)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { storage.withLock { $0 } }
        nonmutating set { storage.withLock { $0 = newValue } }
    }

    /// A binding to the value.
    public var projectedValue: AlertBinding<Value> {
        let storage = storage
        return AlertBinding(
            get: { storage.withLock { $0 } }, set: { value in storage.withLock { $0 = value } })
    }
}
