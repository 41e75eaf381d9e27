import MastheadText

/// Markup rendered once and shared by every request that draws the same thing, bounded and thread-safe.
///
/// Sample rows, cards and the status bar depend on a handful of values (width, colours, direction) and never on
/// the scroll offset except through where they are placed, so they are rendered once per combination and then
/// copied. Past `capacity` entries the map starts over, which bounds memory however many widths clients ask for.
/// Values are made outside the lock: two threads that miss on the same key both make it, and the second store
/// wins, which is harmless for pure renderings.
final class MarkupCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The most entries held at once.
    let capacity: Int
    private let entries = Locked<[Key: Value]>([:])

    /// Creates an empty cache holding at most `capacity` entries (at least 1).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The number of entries held now.
    var count: Int {
        entries.withLock { $0.count }
    }

    /// The value stored for `key`, making and storing it with `make` on a miss.
    func value(for key: Key, orMake make: () -> Value) -> Value {
        if let known = entries.withLock({ $0[key] }) { return known }
        let value = make()
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = value
        }
        return value
    }
}
