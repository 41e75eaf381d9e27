import Testing

@testable import MastheadPreview
@testable import MastheadRuntime

struct ResponseCacheTests {
    func key(_ text: String) -> CacheKey { CacheKey(Array(text.utf8)) }

    func entry(_ size: Int) -> ResponseCache.Entry {
        ResponseCache.Entry(
            body: [UInt8](repeating: 1, count: size), contentType: "application/json", entityTag: "\"x\"")
    }

    @Test func storesAndReturnsAnswers() {
        let cache = ResponseCache(byteLimit: 1 << 20)
        cache.put(key("a"), entry(10))
        #expect(cache.get(key("a"))?.body.count == 10)
        #expect(cache.get(key("b")) == nil)
    }

    @Test func staysWithinItsByteLimit() {
        let cache = ResponseCache(byteLimit: 80_000, shardCount: 4)
        for index in 0..<1000 { cache.put(key("key-\(index)"), entry(1000)) }
        #expect(cache.bytes <= 80_000)
        #expect(cache.count > 10)
        // The newest entries are kept, the oldest evicted.
        #expect(cache.get(key("key-999")) != nil)
        #expect(cache.get(key("key-0")) == nil)
    }

    @Test func answersLargerThanAShardAreNotCached() {
        let cache = ResponseCache(byteLimit: 8000, shardCount: 8)
        cache.put(key("big"), entry(5000))
        #expect(cache.get(key("big")) == nil)
    }

    @Test func zeroLimitTurnsCachingOff() {
        let cache = ResponseCache(byteLimit: 0)
        cache.put(key("a"), entry(1))
        #expect(cache.get(key("a")) == nil)
    }

    @Test func ifNoneMatchMatchesListsWeakTagsAndStar() {
        #expect(EndpointResponder.matches("\"abc\"", "\"abc\""))
        #expect(EndpointResponder.matches("\"x\", \"abc\"", "\"abc\""))
        #expect(EndpointResponder.matches("W/\"abc\"", "\"abc\""))
        #expect(EndpointResponder.matches("*", "\"abc\""))
        #expect(!EndpointResponder.matches("\"abd\"", "\"abc\""))
    }
}
