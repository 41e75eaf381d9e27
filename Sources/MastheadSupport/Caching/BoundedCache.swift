/// A thread-safe map that holds at most `capacity` entries, dropping the least recently used half at a time.
///
/// Entries live in two generations. New and recently read entries go into the current one; when it reaches half
/// the capacity it becomes the previous generation and the old previous one is dropped. A read that hits the
/// previous generation moves the entry forward. So the cache never holds more than `capacity` entries, and an
/// entry read at least once per `capacity / 2` insertions is never dropped.
///
/// Values are computed outside the lock: two threads that miss on the same key both compute it, and the second
/// store wins. That is harmless for the pure computations cached here.
///
/// The methods are inlinable, so each use is specialized for its key and value types in the module that uses it:
/// unspecialized, every lookup went through generic metadata and witness tables, which cost more than the hashing.
public final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    @usableFromInline
    struct Generations {
        @usableFromInline var current: [Key: Value] = [:]
        @usableFromInline var previous: [Key: Value] = [:]

        @inlinable init() {}
    }

    /// The most entries held at once; at least 2, or 0 for a cache that keeps nothing.
    public let capacity: Int
    /// What the cache holds, for its counters.
    public let kind: CacheKind
    @usableFromInline let counters: CacheCounters?
    @usableFromInline let generations = Locked(Generations())

    /// Creates an empty cache of `kind` that counts its look-ups in `counters`. A `capacity` of 0 or less makes a
    /// cache that keeps nothing (every look-up misses); 1 is raised to 2.
    public init(kind: CacheKind, capacity: Int, counters: CacheCounters? = nil) {
        self.capacity = capacity <= 0 ? 0 : max(2, capacity)
        self.kind = kind
        self.counters = counters
    }

    /// The number of entries held now.
    @inlinable
    public var count: Int {
        generations.withLock { $0.current.count + $0.previous.count }
    }

    /// The cached value for `key`, computing and storing it with `make` on a miss.
    @inlinable
    public func value(for key: Key, orMake make: () -> Value) -> Value {
        if let hit = value(for: key) { return hit }
        let value = make()
        store(value, for: key)
        return value
    }

    /// The cached value for `key`, or nil; a hit in the previous generation moves the entry forward.
    @inlinable
    public func value(for key: Key) -> Value? {
        guard capacity > 0 else {
            counters?.count(kind, hit: false)
            return nil
        }
        let found = generations.withLock { state -> Value? in
            if let value = state.current[key] { return value }
            guard let value = state.previous.removeValue(forKey: key) else { return nil }
            insert(value, for: key, into: &state)
            return value
        }
        counters?.count(kind, hit: found != nil)
        return found
    }

    /// Stores `value` for `key`, replacing any value it had; a cache of capacity 0 keeps nothing.
    @inlinable
    public func store(_ value: Value, for key: Key) {
        guard capacity > 0 else { return }
        generations.withLock { insert(value, for: key, into: &$0) }
    }

    @inlinable
    func insert(_ value: Value, for key: Key, into state: inout Generations) {
        state.current[key] = value
        if state.current.count >= capacity / 2 {
            state.previous = state.current
            state.current = [:]
        }
    }
}
