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
package struct Locked<State> {
    /// The mutex and the state, in one allocation of their own that lives as long as this object.
    ///
    /// The memory is allocated, not a stored property of the object: a pointer to a stored
    /// property is valid only inside the closure that gives it, and reaching the property on
    /// every call is an access ThreadSanitizer sees unlocked, racing the accesses under the lock.
    private final class Storage {
        let mutex: UnsafeMutablePointer<pthread_mutex_t>
        let state: UnsafeMutablePointer<State>
        private let memory: UnsafeMutableRawPointer

        init(_ state: State) {
            // The state after the mutex, at the first offset its alignment allows.
            let stateOffset =
                (MemoryLayout<pthread_mutex_t>.stride + MemoryLayout<State>.alignment - 1)
                / MemoryLayout<State>.alignment * MemoryLayout<State>.alignment
            memory = UnsafeMutableRawPointer.allocate(
                byteCount: stateOffset + MemoryLayout<State>.size,
                alignment: max(MemoryLayout<pthread_mutex_t>.alignment, MemoryLayout<State>.alignment))
            mutex = memory.initializeMemory(as: pthread_mutex_t.self, repeating: pthread_mutex_t(), count: 1)
            self.state = (memory + stateOffset).initializeMemory(as: State.self, repeating: state, count: 1)
            let status = pthread_mutex_init(mutex, nil)
            precondition(status == 0, "pthread_mutex_init failed: \(status)")
        }

        deinit {
            // Nobody holds the lock: this object is the last reference.
            _ = pthread_mutex_destroy(mutex)
            mutex.deinitialize(count: 1)
            state.deinitialize(count: 1)
            memory.deallocate()
        }
    }

    private let storage: Storage

    /// `state`, behind a lock of its own; copies share both.
    package init(_ state: State) {
        storage = Storage(state)
    }

    /// Runs `body` on the state, holding the lock; other threads wait until it returns. Not
    /// reentrant: `body` must not take the same lock again.
    ///
    /// A lock or unlock that fails (an error of the system's, never of the caller's: the mutex is
    /// a default one, owned by this value) stops the program rather than reach the state unlocked.
    package func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        let locked = pthread_mutex_lock(storage.mutex)
        precondition(locked == 0, "pthread_mutex_lock failed: \(locked)")
        defer {
            let unlocked = pthread_mutex_unlock(storage.mutex)
            precondition(unlocked == 0, "pthread_mutex_unlock failed: \(unlocked)")
        }
        return try body(&storage.state.pointee)
    }
}

// The state is reached only under the lock, so a `Locked` may be shared between threads when its
// state may be sent to another thread: that is all `Sendable` asks of a value behind a mutex.
extension Locked: @unchecked Sendable where State: Sendable {}
