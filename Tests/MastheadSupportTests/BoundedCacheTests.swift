import Testing

@testable import MastheadSupport

struct BoundedCacheTests {
    @Test("the cache never holds more than its capacity", arguments: [2, 3, 10, 100])
    func cacheIsBounded(capacity: Int) {
        let cache = BoundedCache<Int, Int>(kind: .textMetrics, capacity: capacity)
        for key in 0..<1000 {
            #expect(cache.value(for: key) { key * 2 } == key * 2)
            #expect(cache.count <= capacity)
        }
    }

    @Test("an entry read often survives many insertions")
    func frequentlyReadEntrySurvives() {
        let cache = BoundedCache<Int, Int>(kind: .textMetrics, capacity: 10)
        var computations = 0
        for key in 1...200 {
            _ = cache.value(for: 0) {
                computations += 1
                return 0
            }
            _ = cache.value(for: key) { key }
        }
        #expect(computations == 1)
    }

    @Test("look-ups are counted as hits and misses of the cache's kind")
    func lookUpsAreCounted() {
        let counters = CacheCounters()
        let cache = BoundedCache<Int, Int>(kind: .sampleRows, capacity: 10, counters: counters)
        _ = cache.value(for: 1) { 1 }
        _ = cache.value(for: 1) { 1 }
        _ = cache.value(for: 2) { 2 }
        #expect(counters.hits(.sampleRows) == 1)
        #expect(counters.misses(.sampleRows) == 2)
        #expect(counters.hits(.textMetrics) == 0 && counters.misses(.textMetrics) == 0)
    }

    @Test("a policy that is off makes caches that keep nothing")
    func offPolicyKeepsNothing() {
        let policy = CachePolicy(enabled: false)
        let cache: BoundedCache<Int, Int> = policy.cache(.fittedText, capacity: 100)
        var computations = 0
        for _ in 0..<5 {
            _ = cache.value(for: 7) {
                computations += 1
                return 7
            }
        }
        #expect(computations == 5)
        #expect(cache.count == 0)
        #expect(policy.counters.hits(.fittedText) == 0)
        #expect(policy.counters.misses(.fittedText) == 5)
    }
}
