import Synchronization

/// Hits and misses of every cache of one service, by ``CacheKind``: each look-up counts once.
public final class CacheCounters: Sendable {
    private final class Pair: Sendable {
        let hits = Atomic<Int>(0)
        let misses = Atomic<Int>(0)
    }

    private let pairs: [Pair] = CacheKind.allCases.map { _ in Pair() }

    /// Counters at zero.
    public init() {}

    /// Counts one look-up of a `kind` cache.
    public func count(_ kind: CacheKind, hit: Bool) {
        let pair = pairs[kind.ordinal]
        if hit {
            pair.hits.add(1, ordering: .relaxed)
        } else {
            pair.misses.add(1, ordering: .relaxed)
        }
    }

    /// Look-ups of `kind` caches that found their entry.
    public func hits(_ kind: CacheKind) -> Int {
        pairs[kind.ordinal].hits.load(ordering: .relaxed)
    }

    /// Look-ups of `kind` caches that did not.
    public func misses(_ kind: CacheKind) -> Int {
        pairs[kind.ordinal].misses.load(ordering: .relaxed)
    }
}
