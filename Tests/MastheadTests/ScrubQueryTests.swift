import MastheadGeometry
import MastheadSupport
import MastheadText
import Testing

@testable import MastheadEndpoints
@testable import MastheadParameters
@testable import MastheadPreview
@testable import MastheadRuntime

/// Splitting a raw query into its offset and its scene, and the caches a slider relies on.
struct ScrubQueryTests {
    func split(_ query: String, path: String = "/v1/geometry") -> ScrubQuery? {
        ScrubQuery(path: path, query: query)
    }

    func sceneText(_ query: String) -> String? {
        split(query).map { String(decoding: $0.sceneKey.bytes, as: UTF8.self) }
    }

    @Test func offsetsOfOneSceneShareItsKey() throws {
        let a = try #require(split("style=large&offset=26&title=Inbox"))
        let b = try #require(split("style=large&offset=-12.5&title=Inbox"))
        let c = try #require(split("style=large&title=Inbox&offset=1e2"))
        #expect(a.sceneKey == b.sceneKey)
        #expect(a.sceneKey == c.sceneKey)
        #expect(a.offset == 26)
        #expect(b.offset == -12.5)
        #expect(c.offset == 100)
        #expect(sceneText("style=large&offset=26&title=Inbox") == "S/v1/geometry\0style=large&title=Inbox")
    }

    @Test func otherParametersOrPathsMakeOtherScenes() throws {
        let inbox = try #require(split("title=Inbox&offset=1"))
        #expect(try #require(split("title=Mail&offset=1")).sceneKey != inbox.sceneKey)
        #expect(try #require(split("title=Inbox&offset=1", path: "/v1/preview.svg")).sceneKey != inbox.sceneKey)
    }

    @Test func aQueryWithAPathDoesNotSplit() {
        // The path's last point is the offset, and the path changes the answer: it is decoded in full.
        #expect(split("style=m3Small&path=0,400,340") == nil)
        #expect(split("path=0,400&style=m3Small&scrollBehavior=enterAlways") == nil)
        #expect(split("style=m3Small&paths=1&offset=3") != nil)
        #expect(split("style=m3Small&pat=1&offset=3") != nil)
    }

    @Test func noOffsetMeansZeroAndMinusZeroIsZero() throws {
        #expect(try #require(split("style=compact")).offset == 0)
        let minusZero = try #require(split("offset=-0"))
        #expect(minusZero.offset == 0 && minusZero.offset.sign == .plus)
    }

    /// Whatever full decoding might read differently is left to it: it answers or names the error.
    @Test(arguments: [
        "offset=1&offset=2",  // repeated
        "off%73et=5",  // an escaped name could spell offset
        "offset",  // no value
        "offset=",  // empty
        "offset=+5",  // `+` is a space in a query
        "offset=%35",  // escaped digits
        "offset=nan", "offset=inf", "offset=0x10", "offset=1e999",
        "offset=100001",  // out of range
        "offset=5%20",
    ])
    func unusualQueriesDoNotSplit(query: String) {
        #expect(split(query) == nil)
    }

    /// A `+` is a space once a query is decoded: such an offset is left to full decoding, which refuses it.
    @Test func plusSignsAreLeftToDecoding() {
        var text = "+5"
        #expect(text.withUTF8 { ScrubQuery.plainNumber(UnsafeRawBufferPointer($0)) } == nil)
        text = "5"
        #expect(text.withUTF8 { ScrubQuery.plainNumber(UnsafeRawBufferPointer($0)) } == 5)
    }

    /// libmicrohttpd reads an empty item as a parameter with an empty name, which decoding refuses: such a query
    /// is decoded in full, never matched to the scene of the query without it.
    @Test func emptyItemsDoNotSplit() {
        #expect(sceneText("&style=large&offset=3") == nil)
        #expect(sceneText("style=large&&offset=3") == nil)
        // `?style=large&&` reaches the cache rebuilt as `style=large&`: its last item is empty.
        #expect(sceneText("style=large&") == nil)
        #expect(sceneText("offset=3&") == nil)
        #expect(sceneText("style=large&offset=3") == "S/v1/geometry\0style=large")
    }

    @Test func sceneCacheKeepsRecentScenesWithinItsCapacity() {
        let cache = BoundedCache<CacheKey, any Scene>(kind: .scene, capacity: 8)
        let scene = StubScene(offset: 0)
        for index in 0..<100 { cache.store(scene, for: CacheKey(Array("scene-\(index)".utf8))) }
        #expect(cache.count <= 8)
        #expect(cache.value(for: CacheKey(Array("scene-99".utf8))) != nil)
        #expect(cache.value(for: CacheKey(Array("scene-0".utf8))) == nil)
    }

    @Test func memoAnswersWhatItRecordedAndMeasuresTheRest() throws {
        let shaper = try TextShaper(folders: FontFolders())
        let font = FontSpec(size: 17, weight: 600)
        let memo = MeasurementMemo(base: shaper) { recorder in
            _ = recorder.measure("Inbox", font: font, direction: .ltr)
        }
        #expect(
            memo.measure("Inbox", font: font, direction: .ltr) == shaper.measure("Inbox", font: font, direction: .ltr))
        #expect(
            memo.measure("Mailboxes", font: font, direction: .ltr)
                == shaper.measure("Mailboxes", font: font, direction: .ltr))
        #expect(
            memo.measure("Inbox", font: font, direction: .ltr).width
                != memo.measure("Inbox", font: FontSpec(size: 34, weight: 700), direction: .ltr).width)
    }

    /// Digests spread: distinct keys, even ones differing in one byte, get distinct digests.
    @Test func digestsDiffer() {
        var seen = Set<UInt64>()
        for index in 0..<10_000 { seen.insert(CacheKey(Array("G/v1/geometry\0offset=\(index)".utf8)).digest) }
        #expect(seen.count == 10_000)
        #expect(CacheKey([1, 2, 3]) == CacheKey([1, 2, 3]))
        #expect(CacheKey([1, 2, 3]) != CacheKey([1, 2, 4]))
    }
}

private struct StubScene: Scene {
    let offset: Double
    func job(offset: Double) -> Job { Job(key: CanonicalKey(endpoint: "stub"), contentType: "text/plain") { [] } }
}
