import Foundation
import MaterialColor
import Testing

/// The 2021 tonal-spot schemes (Masthead's default) against the materialyoucolor Python package, colour for
/// colour, over the whole seed set.
struct OracleTests {
    @Test("every role of every seed's 2021 tonal spot, light and dark, equals materialyoucolor's exactly")
    func matchesOracle() throws {
        let seeds = SeedSet.all
        let requests = seeds.map {
            Oracle.Request(seed: $0, spec: .spec2021, variant: .tonalSpot, contrastLevel: 0)
        }
        let oracle = try Oracle.schemes(for: requests)
        #expect(oracle.schemes.count == seeds.count * 2)
        var comparison = OracleComparison()
        for scheme in oracle.schemes {
            comparison.compare(scheme)
            let seed = scheme.request.seed
            #expect(MaterialScheme.tonalSpot(seed: seed, dark: scheme.dark) == .dynamic(seed: seed, dark: scheme.dark))
        }
        comparison.expectNone(
            version: oracle.version, expectedCount: seeds.count * 2 * MaterialRole.allCases.count)
    }

    @Test("the seed set holds the edge cases and the random seeds, without repeats")
    func seedSet() {
        let seeds = SeedSet.all
        #expect(seeds.count == SeedSet.edgeCases.count + SeedSet.randomCount)
        #expect(Set(seeds).count == seeds.count)
        #expect(seeds.contains(SeedSet.baselineSeed))
        #expect(seeds.allSatisfy { $0 <= 0xFF_FFFF })
    }
}
