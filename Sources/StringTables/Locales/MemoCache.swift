internal import Synchronization

/// A thread-safe memo of a pure function, bounded so that hostile input (say, endless distinct
/// `Accept-Language` tags) cannot grow it without limit: when full, it starts over.
final class MemoCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let storage = Mutex<[Key: Value]>([:])
    private let limit: Int

    init(limit: Int = 4096) {
        self.limit = limit
    }

    func value(for key: Key, _ compute: (Key) -> Value) -> Value {
        if let cached = storage.withLock({ $0[key] }) { return cached }
        let value = compute(key)
        storage.withLock { table in
            if table.count >= limit { table.removeAll(keepingCapacity: true) }
            table[key] = value
        }
        return value
    }
}
