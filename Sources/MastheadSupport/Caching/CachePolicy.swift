/// Whether one service caches at all, and where its caches count their hits: the single switch behind
/// `--cache-bytes`. Every cache of the service, process-wide ones included, is made from its policy, so a policy
/// that is off makes every computation run afresh, which is what the cached answers are compared against.
public struct CachePolicy: Sendable {
    /// `false`: nothing is kept; every look-up misses and every computation runs.
    public let isEnabled: Bool
    /// Where look-ups are counted.
    public let counters: CacheCounters

    /// A policy with its own counters.
    public init(enabled: Bool, counters: CacheCounters = CacheCounters()) {
        isEnabled = enabled
        self.counters = counters
    }

    /// A bounded cache of `kind` holding at most `capacity` entries, or none when the policy is off.
    public func cache<Key: Hashable & Sendable, Value: Sendable>(
        _ kind: CacheKind, capacity: Int
    ) -> BoundedCache<Key, Value> {
        BoundedCache(kind: kind, capacity: isEnabled ? capacity : 0, counters: counters)
    }
}
