#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A thread-safe memo of a pure function, bounded so that hostile input (say, endless distinct
/// `Accept-Language` tags) cannot grow it without limit: when full, it starts over.
///
/// The last few keys asked for are kept apart and compared before anything is hashed: most
/// calls ask again for what was just asked (the same preferences, table and format strings),
/// and comparing equal strings or arrays — often the very same storage — costs far less than
/// hashing them.
final class MemoCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct State {
        var table: [Key: Value] = [:]
        /// The most recently found entries, newest at `next - 1`, oldest overwritten first; keys
        /// and values apart, so that comparing a key copies nothing.
        var recentKeys: [Key] = []
        var recentValues: [Value] = []
        var next = 0
    }

    /// How many recent entries are compared before the table is searched.
    private static var recentCount: Int { 4 }

    private let storage = Locked(State())
    private let limit: Int

    init(limit: Int = 4096) {
        self.limit = limit
    }

    func value(for key: Key, _ compute: (Key) -> Value) -> Value {
        if let cached = cached(key) { return cached }
        let value = compute(key)
        remember(key, value)
        return value
    }

    /// The value remembered for `key`, if there is one.
    func cached(_ key: Key) -> Value? {
        storage.withLock { state -> Value? in
            for index in state.recentKeys.indices where state.recentKeys[index] == key {
                return state.recentValues[index]
            }
            guard let value = state.table[key] else { return nil }
            Self.remember(key, value, in: &state)
            return value
        }
    }

    /// Remembers `value` for `key`.
    func remember(_ key: Key, _ value: Value) {
        storage.withLock { state in
            if state.table.count >= limit { state.table.removeAll(keepingCapacity: true) }
            state.table[key] = value
            Self.remember(key, value, in: &state)
        }
    }

    /// How many entries the memo holds: never more than its limit.
    var count: Int { storage.withLock { $0.table.count } }

    private static func remember(_ key: Key, _ value: Value, in state: inout State) {
        if state.recentKeys.count < recentCount {
            state.recentKeys.append(key)
            state.recentValues.append(value)
        } else {
            state.recentKeys[state.next] = key
            state.recentValues[state.next] = value
        }
        state.next = (state.next + 1) % recentCount
    }
}

/// A text compared and hashed by its UTF-8 bytes, as a memo's key. Strings compare by canonical
/// equivalence, so `"Caf\u{E9}"` and `"Cafe\u{301}"` are equal `String`s; keyed by them, a memo
/// would give what it found for one text (its parsed literals, error offsets) for the other.
/// Hashing bytes also skips the normalization a `String` with non-ASCII text hashes through.
struct ExactText: Hashable, Sendable {
    var text: String

    init(_ text: String) { self.text = text }

    static func == (lhs: Self, rhs: Self) -> Bool {
        let (left, right) = (lhs.text.utf8, rhs.text.utf8)
        guard left.count == right.count else { return false }
        let same = left.withContiguousStorageIfAvailable { left in
            right.withContiguousStorageIfAvailable { right in
                guard let a = left.baseAddress, let b = right.baseAddress else { return true }  // both empty
                return a == b || memcmp(a, b, left.count) == 0
            }
        }
        return (same ?? nil) ?? left.elementsEqual(right)
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
