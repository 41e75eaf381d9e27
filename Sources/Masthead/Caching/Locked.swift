#if canImport(Glibc)
import Glibc
#endif

/// A value behind a `pthread_mutex_t`, for shared state touched by libmicrohttpd's pool threads.
///
/// Unlike `Mutex` from Synchronization it is a class, so several can sit in an array (shards), and
/// ThreadSanitizer understands it.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock. Wraps `pthread_mutex_lock` and `pthread_mutex_unlock`.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
