import Foundation
import MaterialColor
import Testing

/// The tonal-spot schemes against the materialyoucolor Python package, colour for colour.
struct OracleTests {
    /// How many mismatches are reported one by one before the rest are only counted.
    static let reportedMismatches = 25

    @Test("every role of every seed, light and dark, equals materialyoucolor's exactly")
    func matchesOracle() throws {
        let seeds = SeedSet.all
        let oracle = try Oracle.schemes(for: seeds)
        var compared = 0
        var mismatches: [String] = []
        for seed in seeds {
            let expected = try #require(oracle.schemes[seed], "the oracle left out seed \(hex(seed))")
            for (mode, dark) in [("light", false), ("dark", true)] {
                let roles = try #require(expected[mode], "no \(mode) scheme for \(hex(seed))")
                let scheme = MaterialScheme.tonalSpot(seed: seed, dark: dark)
                for (name, value) in scheme.roles {
                    let want = try #require(roles[name], "the oracle has no role \(name)")
                    compared += 1
                    if want != hex(value) {
                        mismatches.append("seed \(hex(seed)) \(mode) \(name): expected \(want), got \(hex(value))")
                    }
                }
            }
        }
        for mismatch in mismatches.prefix(Self.reportedMismatches) {
            Issue.record(Comment(rawValue: mismatch))
        }
        #expect(
            mismatches.isEmpty,
            "\(mismatches.count) of \(compared) colours differ from materialyoucolor \(oracle.version)")
        #expect(compared == seeds.count * 2 * MaterialRole.allCases.count)
    }

    @Test("the seed set holds the edge cases and the random seeds, without repeats")
    func seedSet() {
        let seeds = SeedSet.all
        #expect(seeds.count == SeedSet.edgeCases.count + SeedSet.randomCount)
        #expect(Set(seeds).count == seeds.count)
        #expect(seeds.contains(SeedSet.baselineSeed))
        #expect(seeds.allSatisfy { $0 <= 0xFF_FFFF })
    }

    /// `#RRGGBB` of a colour.
    func hex(_ rgb: RGB) -> String {
        String(format: "#%06X", rgb)
    }
}
