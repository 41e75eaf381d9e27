import Foundation
import MaterialColor
import Testing

/// Every variant, both specs and the three standard contrast levels against the materialyoucolor Python package,
/// colour for colour, light and dark, over the first `seedCount` seeds of the seed set.
struct VariantOracleTests {
    /// How many seeds of `SeedSet.all` (the edge cases first) the matrix runs on.
    static let seedCount = 200
    /// The standard contrast levels: standard, medium and high.
    static let contrastLevels = [0.0, 0.5, 1.0]

    @Test("every role of every variant, spec and standard contrast level, light and dark, equals materialyoucolor's")
    func matchesOracle() throws {
        let seeds = Array(SeedSet.all.prefix(Self.seedCount))
        var requests: [Oracle.Request] = []
        for seed in seeds {
            for spec in ColorSpec.allCases {
                for variant in SchemeVariant.allCases {
                    for level in Self.contrastLevels {
                        requests.append(Oracle.Request(seed: seed, spec: spec, variant: variant, contrastLevel: level))
                    }
                }
            }
        }
        let oracle = try Oracle.schemes(for: requests)
        #expect(oracle.schemes.count == requests.count * 2)
        var comparison = OracleComparison()
        for scheme in oracle.schemes {
            comparison.compare(scheme)
        }
        comparison.expectNone(
            version: oracle.version, expectedCount: requests.count * 2 * MaterialRole.allCases.count)
    }

    @Test("the matrix covers the edge cases and every variant and spec")
    func coverage() {
        #expect(Self.seedCount > SeedSet.edgeCases.count)
        #expect(SchemeVariant.allCases.count == 9)
        #expect(ColorSpec.allCases.map(\.rawValue) == ["2021", "2025"])
    }
}
