internal import Synchronization

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

    private let storage = Mutex(State())
    private let limit: Int

    init(limit: Int = 4096) {
        self.limit = limit
    }

    func value(for key: Key, _ compute: (Key) -> Value) -> Value {
        let cached = storage.withLock { state -> Value? in
            for index in state.recentKeys.indices where state.recentKeys[index] == key {
                return state.recentValues[index]
            }
            guard let value = state.table[key] else { return nil }
            Self.remember(key, value, in: &state)
            return value
        }
        if let cached { return cached }
        let value = compute(key)
        storage.withLock { state in
            if state.table.count >= limit { state.table.removeAll(keepingCapacity: true) }
            state.table[key] = value
            Self.remember(key, value, in: &state)
        }
        return value
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
