import Foundation

/// A value behind a pthread lock (`NSLock`). ThreadSanitizer understands pthread locks; the toolchain's
/// `Synchronization.Mutex` is built without its instrumentation, so a value guarded by one is reported as raced.
final class Guarded<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
