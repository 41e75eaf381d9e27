import MastheadSupport

/// Remembers which requests were seen lately, so an answer that is cheap to compute is cached only when it is
/// asked for a second time: a slider's stream of new offsets then costs the cache nothing, while a request that
/// repeats is answered from the cache from its third time on.
///
/// A fixed table of digests, each in the slot its low bits pick: a newer digest overwrites an older one in its slot,
/// so the memory is fixed and a repeat is missed only when the slot was taken in between. Sharded by further bits so
/// threads rarely share a lock.
final class RepeatFilter: Sendable {
    private static let shardCount = 8
    private let shards: [Locked<[UInt64]>]
    private let slotsPerShard: Int

    /// A filter remembering up to `slots` requests (rounded to whole shards, at least one slot each).
    init(slots: Int) {
        let slotsPerShard = max(1, slots / RepeatFilter.shardCount)
        self.slotsPerShard = slotsPerShard
        shards = (0..<RepeatFilter.shardCount).map { _ in Locked([UInt64](repeating: 0, count: slotsPerShard)) }
    }

    /// Whether `digest` was recorded before and is still remembered; records it either way.
    func seenBefore(_ digest: UInt64) -> Bool {
        let shard = Int((digest >> 56) % UInt64(RepeatFilter.shardCount))
        let slot = Int(digest % UInt64(slotsPerShard))
        return shards[shard].withLock { table in
            if table[slot] == digest { return true }
            table[slot] = digest
            return false
        }
    }
}
