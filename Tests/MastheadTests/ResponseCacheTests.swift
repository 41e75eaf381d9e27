import Testing
@testable import Masthead

struct ResponseCacheTests {
    func entry(_ size: Int) -> ResponseCache.Entry {
        ResponseCache.Entry(body: [UInt8](repeating: 1, count: size), contentType: "application/json", entityTag: "\"x\"")
    }

    @Test func storesAndReturnsAnswers() {
        let cache = ResponseCache(byteLimit: 1 << 20)
        cache.put("a", entry(10))
        #expect(cache.get("a")?.body.count == 10)
        #expect(cache.get("b") == nil)
    }

    @Test func staysWithinItsByteLimit() {
        let cache = ResponseCache(byteLimit: 80_000, shardCount: 4)
        for index in 0..<1000 { cache.put("key-\(index)", entry(1000)) }
        #expect(cache.bytes <= 80_000)
        #expect(cache.count > 10)
        // The newest entries are kept, the oldest evicted.
        #expect(cache.get("key-999") != nil)
        #expect(cache.get("key-0") == nil)
    }

    @Test func answersLargerThanAShardAreNotCached() {
        let cache = ResponseCache(byteLimit: 8000, shardCount: 8)
        cache.put("big", entry(5000))
        #expect(cache.get("big") == nil)
    }

    @Test func zeroLimitTurnsCachingOff() {
        let cache = ResponseCache(byteLimit: 0)
        cache.put("a", entry(1))
        #expect(cache.get("a") == nil)
    }

    @Test func ifNoneMatchMatchesListsWeakTagsAndStar() {
        #expect(EndpointResponder.matches("\"abc\"", "\"abc\""))
        #expect(EndpointResponder.matches("\"x\", \"abc\"", "\"abc\""))
        #expect(EndpointResponder.matches("W/\"abc\"", "\"abc\""))
        #expect(EndpointResponder.matches("*", "\"abc\""))
        #expect(!EndpointResponder.matches("\"abd\"", "\"abc\""))
    }
}
