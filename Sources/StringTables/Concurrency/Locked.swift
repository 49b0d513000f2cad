#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value only reached while holding its lock: what `Mutex` does, on a POSIX mutex.
///
/// `Synchronization.Mutex` locks with atomics inside the uninstrumented standard library on
/// Linux, so ThreadSanitizer never sees it lock and reports every access under it as a race
/// (`swift test --sanitize=thread`). It intercepts `pthread_mutex_lock`, so the accesses under
/// this lock are ordered as they are: the state shared between threads is kept here, and the
/// thread sanitizer checks the package without suppressions of our own code.
///
/// ```swift
/// let counts = Locked([String: Int]())
/// counts.withLock { $0["de", default: 0] += 1 }
/// ```
package struct Locked<State>: @unchecked Sendable {
    /// The state as the header and the mutex as the one element of a single allocation, so that a
    /// lock costs what a `Mutex` in a class costs: one object.
    private final class Storage: ManagedBuffer<State, pthread_mutex_t> {
        deinit {
            _ = withUnsafeMutablePointerToElements { pthread_mutex_destroy($0) }
        }
    }

    private let storage: Storage

    /// `state`, behind a lock of its own; copies share both.
    package init(_ state: State) {
        storage = unsafeDowncast(Storage.create(minimumCapacity: 1) { _ in state }, to: Storage.self)
        storage.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            _ = pthread_mutex_init(mutex, nil)
        }
    }

    /// Runs `body` on the state, holding the lock; other threads wait until it returns. Not
    /// reentrant: `body` must not take the same lock again.
    package func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        try storage.withUnsafeMutablePointers { (state, mutex) throws(Failure) -> Result in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&state.pointee)
        }
    }
}
