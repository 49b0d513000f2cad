/// A stored value that equality and hashing leave out — a closure, or a mark only the package
/// reads — so that a value type's `==` and `hash(into:)` are synthesized over its other fields
/// and a field added later is compared without anyone remembering to.
///
/// ```swift
/// @NotCompared private var attempt: @Sendable () async -> Bool
/// ```
@propertyWrapper
package struct NotCompared<Value>: Hashable {
    package var wrappedValue: Value

    package init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Always equal: the value is not compared.
    package static func == (lhs: Self, rhs: Self) -> Bool { true }

    /// Hashes nothing, as nothing is compared.
    package func hash(into hasher: inout Hasher) {}
}

extension NotCompared: Sendable where Value: Sendable {}
