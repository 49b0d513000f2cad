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

/// A stored list of values of several `Hashable` types behind one protocol — a front's overrides —
/// compared and hashed element by element as `AnyHashable`, so that the value type that stores it
/// has its `==` and `hash(into:)` synthesized.
///
/// ```swift
/// @ComparedAsHashable public var overrides: [any FrontOverride] = []
/// ```
@propertyWrapper
package struct ComparedAsHashable: Hashable, Sendable {
    package var wrappedValue: [any FrontOverride]

    package init(wrappedValue: [any FrontOverride]) { self.wrappedValue = wrappedValue }

    /// Equal when the lists have equal elements, as `AnyHashable`, in the same order.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.wrappedValue.map { AnyHashable($0) } == rhs.wrappedValue.map { AnyHashable($0) }
    }

    /// Hashes every element, as `AnyHashable`.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue.count)
        for element in wrappedValue { hasher.combine(AnyHashable(element)) }
    }
}
