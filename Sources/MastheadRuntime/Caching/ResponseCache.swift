import MastheadHTTP
import MastheadSupport

/// A bounded in-memory cache of rendered answers, keyed by ``CacheKey``.
///
/// The byte limit covers bodies and keys. It is split into shards, each with its own lock and an equal share of the
/// limit, so threads rarely wait on each other; within a shard the oldest entries are evicted first (FIFO), which
/// keeps a slider's sweep of distinct offsets from thrashing the lock with bookkeeping. An answer larger than a
/// shard's share is not cached. A limit of 0 turns caching off.
final class ResponseCache: Sendable {
    /// One cached answer. A class, so a look-up hands out one reference rather than a copy that retains the body,
    /// the strings and the prepared answer one by one.
    final class Entry: Sendable {
        let body: [UInt8]
        let contentType: String
        let entityTag: String
        /// The `200` answer to a `GET`, headers included. Marked ``Response/reusable`` when the entry is
        /// `reusable`: the server then keeps the libmicrohttpd answers it makes of it, with every field but each
        /// request's id and timing, for the next request.
        let getResponse: Response

        /// An entry of `body`. With `reusable` false (an answer sent once and kept nowhere, such as a slider's
        /// offset asked for the first time), the server makes its answer for that request alone and keeps nothing:
        /// preparing one to reuse costs a copy kept idle and the request's fields taken off it again.
        init(body: [UInt8], contentType: String, entityTag: String, reusable: Bool = true) {
            self.body = body
            self.contentType = contentType
            self.entityTag = entityTag
            // Room for the fields `decorate` adds, made in place so that they go in without the array growing.
            var response = Response(status: 200, body: body)
            response.headers.reserveCapacity(EndpointResponder.decoratedFields)
            response.headers.add("Content-Type", contentType)
            EndpointResponder.decorate(&response, entityTag: entityTag, contentType: contentType, isGet: true)
            if reusable { response.reusable = ReusableResponse() }
            getResponse = response
        }

        /// Bytes held: the body's storage, plus the small fields. libmicrohttpd keeps no copy of it: every response
        /// lends the body in place (`LentBody` in MastheadHTTP).
        var cost: Int { body.capacity + entityTag.utf8.count + contentType.utf8.count + 256 }
    }

    private struct Shard {
        var entries: [CacheKey: Entry] = [:]
        var order: [CacheKey] = []
        var head = 0
        var bytes = 0
    }

    private let shards: [Locked<Shard>]
    private let shardLimit: Int
    /// Where look-ups are counted, by the space of their key.
    let counters: CacheCounters

    init(byteLimit: Int, shardCount: Int = 8, counters: CacheCounters = CacheCounters()) {
        shards = (0..<shardCount).map { _ in Locked(Shard()) }
        shardLimit = byteLimit / shardCount
        self.counters = counters
    }

    /// The cached answer for `key`, if any; counted as a hit or a miss of its space's kind.
    func get(_ key: CacheKey) -> Entry? {
        let entry = shardLimit > 0 ? shards[shardIndex(key)].withLock { $0.entries[key] } : nil
        counters.count(key.space?.kind ?? .answer, hit: entry != nil)
        return entry
    }

    /// Stores an answer, evicting the oldest entries of its shard until it fits.
    func put(_ key: CacheKey, _ entry: Entry) {
        let cost = entry.cost + key.bytes.count
        guard cost <= shardLimit else { return }
        shards[shardIndex(key)].withLock { shard in
            guard shard.entries[key] == nil else { return }
            while shard.bytes + cost > shardLimit, shard.head < shard.order.count {
                let oldest = shard.order[shard.head]
                shard.head += 1
                if let removed = shard.entries.removeValue(forKey: oldest) {
                    shard.bytes -= removed.cost + oldest.bytes.count
                }
            }
            if shard.head > 1024 && shard.head * 2 > shard.order.count {
                shard.order.removeFirst(shard.head)
                shard.head = 0
            }
            shard.entries[key] = entry
            shard.order.append(key)
            shard.bytes += cost
        }
    }

    /// Bytes held now, over all shards.
    var bytes: Int { shards.reduce(0) { total, shard in total + shard.withLock { $0.bytes } } }

    /// Entries held now, over all shards.
    var count: Int { shards.reduce(0) { total, shard in total + shard.withLock { $0.entries.count } } }

    private func shardIndex(_ key: CacheKey) -> Int {
        Int((key.digest >> 40) % UInt64(shards.count))
    }
}
