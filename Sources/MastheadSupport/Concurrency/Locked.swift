#if canImport(Glibc)
    import Glibc
#endif

/// A value behind a `pthread_mutex_t`, for the caches and counters that libmicrohttpd's pool threads share (here
/// and in the Masthead module, which uses this one).
///
/// Unlike `Mutex` it is a class, so several can sit in an array (shards). ThreadSanitizer understands it, where it
/// reports false races inside Synchronization's `Mutex`; when ThreadSanitizer learns `Mutex`, this can give way
/// to it.
public final class Locked<Value>: @unchecked Sendable {
    @usableFromInline var value: Value
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates a lock around `value`.
    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock. Wraps `pthread_mutex_lock` and `pthread_mutex_unlock`.
    @inlinable
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
