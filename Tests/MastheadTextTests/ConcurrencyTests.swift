import Dispatch
import MastheadGeometry
import MastheadSupport
import Synchronization
import Testing

@testable import MastheadText

@Suite("Caching and concurrency")
struct ConcurrencyTests {
    /// Exact equality on purpose: a cached value must be the very value computed, not merely close to it.
    @Test("repeated measurement returns identical results")
    func cacheReturnsIdenticalResults() throws {
        let shaper = try TextShaper()
        for text in ["Inbox", Sample.hebrew, Sample.arabic, ""] {
            let first = shaper.measure(text, font: Sample.title, direction: .rtl)
            #expect(shaper.measure(text, font: Sample.title, direction: .rtl) == first)
            #expect(try TextShaper().measure(text, font: Sample.title, direction: .rtl) == first)
        }
    }

    @Test("many threads measuring at once get the same results as one thread", arguments: [4096, 2])
    func concurrentMeasurement(cacheCapacity: Int) throws {
        let texts = ["Inbox", "Mailboxes", "Back", "…", Sample.hebrew, Sample.arabic, "Inbox " + Sample.hebrew]
        let fonts = [Sample.body, Sample.title, FontSpec(size: 34, weight: 700)]
        let reference = try TextShaper()
        let expected = texts.flatMap { text in fonts.map { reference.measure(text, font: $0, direction: .rtl) } }
        let shared = try TextShaper(cacheCapacity: cacheCapacity)
        let mismatches = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 64) { iteration in
            for round in 0..<20 {
                let index = (iteration + round) % expected.count
                let metrics = shared.measure(
                    texts[index / fonts.count], font: fonts[index % fonts.count], direction: .rtl)
                let run = shared.glyphRun(texts[index / fonts.count], font: fonts[index % fonts.count], direction: .rtl)
                // Exact equality on purpose: shaping is deterministic, so any difference is a race.
                if metrics != expected[index] || !isApproximatelyEqual(run.advance, to: metrics.width) {
                    mismatches.add(1, ordering: .relaxed)
                }
            }
        }
        #expect(mismatches.load(ordering: .relaxed) == 0)
    }

    @Test("a shaper whose policy is off measures the same, with no hits")
    func uncachedShaperMeasuresTheSame() throws {
        let policy = CachePolicy(enabled: false)
        let uncached = try TextShaper(caching: policy)
        let cached = try TextShaper()
        for text in ["Inbox", Sample.hebrew, Sample.arabic, ""] {
            #expect(
                uncached.measure(text, font: Sample.title, direction: .rtl)
                    == cached.measure(text, font: Sample.title, direction: .rtl))
            _ = uncached.measure(text, font: Sample.title, direction: .rtl)
        }
        #expect(policy.counters.hits(.textMetrics) == 0)
        #expect(policy.counters.misses(.textMetrics) == 8)
    }
}
