import Foundation
import MaterialColor
import Testing

/// Every variant, both specs and the three standard contrast levels against the materialyoucolor Python package,
/// colour for colour, light and dark, over the first `seedCount` seeds of the seed set; and reduced and in-between
/// contrast levels over the first `otherLevelSeedCount`.
struct VariantOracleTests {
    /// How many seeds of `SeedSet.all` (the edge cases first) the matrix runs on.
    static let seedCount = 200
    /// The standard contrast levels: standard, medium and high.
    static let contrastLevels = [0.0, 0.5, 1.0]
    /// How many seeds the levels between and below the standard ones are checked on.
    static let otherLevelSeedCount = 20
    /// Reduced contrast and levels between the standard ones, where the contrast curves interpolate.
    static let otherContrastLevels = [-1.0, -0.5, 0.25, 0.75]

    /// Every spec, variant and level of `levels` for each of `seeds`.
    static func requests(_ seeds: [RGB], levels: [Double]) -> [Oracle.Request] {
        var requests: [Oracle.Request] = []
        for seed in seeds {
            for spec in ColorSpec.allCases {
                for variant in SchemeVariant.allCases {
                    for level in levels {
                        requests.append(Oracle.Request(seed: seed, spec: spec, variant: variant, contrastLevel: level))
                    }
                }
            }
        }
        return requests
    }

    /// Compares the oracle's answer to `requests` with MaterialColor's, colour for colour.
    static func compare(_ requests: [Oracle.Request]) throws {
        let oracle = try Oracle.schemes(for: requests)
        #expect(oracle.schemes.count == requests.count * 2)
        var comparison = OracleComparison()
        for scheme in oracle.schemes {
            comparison.compare(scheme)
        }
        comparison.expectNone(
            version: oracle.version, expectedCount: requests.count * 2 * MaterialRole.allCases.count)
    }

    @Test("every role of every variant, spec and standard contrast level, light and dark, equals materialyoucolor's")
    func matchesOracle() throws {
        try Self.compare(Self.requests(Array(SeedSet.all.prefix(Self.seedCount)), levels: Self.contrastLevels))
    }

    @Test("reduced contrast and levels between the standard ones equal materialyoucolor's too")
    func otherLevels() throws {
        let seeds = Array(SeedSet.all.prefix(Self.otherLevelSeedCount))
        try Self.compare(Self.requests(seeds, levels: Self.otherContrastLevels))
    }

    @Test("the matrix covers the edge cases and every variant and spec")
    func coverage() {
        #expect(Self.seedCount > SeedSet.edgeCases.count)
        #expect(SchemeVariant.allCases.count == 9)
        #expect(ColorSpec.allCases.map(\.rawValue) == ["2021", "2025"])
    }
}
