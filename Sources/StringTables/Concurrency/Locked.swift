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
package final class Locked<State>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let state: UnsafeMutablePointer<State>

    /// `state`, behind a lock of its own.
    package init(_ state: State) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        self.state = .allocate(capacity: 1)
        self.state.initialize(to: state)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Runs `body` on the state, holding the lock; other threads wait until it returns. Not
    /// reentrant: `body` must not take the same lock again.
    package func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state.pointee)
    }
}
