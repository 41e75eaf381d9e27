import Foundation
import MaterialColor
import Testing

/// Compares the oracle's schemes with `MaterialScheme.dynamic` colour for colour, and reports the differences.
struct OracleComparison {
    /// How many mismatches are reported one by one before the rest are only counted.
    static let reportedMismatches = 25

    /// Colours compared so far.
    private(set) var compared = 0
    /// One line per colour that differs.
    private(set) var mismatches: [String] = []
    /// Schemes whose spec, as used, differs from the package's.
    private(set) var specMismatches: [String] = []

    /// Compares every role of `scheme` with the Swift scheme of the same request.
    mutating func compare(_ scheme: Oracle.Scheme) {
        let request = scheme.request
        let mode = scheme.dark ? "dark" : "light"
        let name =
            "seed \(Self.hex(request.seed)) \(request.spec.rawValue) \(request.variant.rawValue) "
            + "contrast \(request.contrastLevel) \(mode)"
        let used = request.spec.effective(for: request.variant).rawValue
        if used != scheme.effectiveSpec {
            specMismatches.append("\(name): the package used spec \(scheme.effectiveSpec), MaterialColor \(used)")
        }
        let ours = MaterialScheme.dynamic(
            seed: request.seed, variant: request.variant, spec: request.spec, contrastLevel: request.contrastLevel,
            dark: scheme.dark)
        for (role, value) in ours.roles {
            compared += 1
            let want = scheme.colors[role] ?? "none"
            if want != Self.hex(value) {
                mismatches.append("\(name) \(role): expected \(want), got \(Self.hex(value))")
            }
        }
    }

    /// Records the first mismatches as issues and expects none, and `expectedCount` colours compared.
    func expectNone(version: String, expectedCount: Int) {
        for mismatch in (specMismatches + mismatches).prefix(Self.reportedMismatches) {
            Issue.record(Comment(rawValue: mismatch))
        }
        #expect(specMismatches.isEmpty, "\(specMismatches.count) schemes fell back differently")
        #expect(
            mismatches.isEmpty, "\(mismatches.count) of \(compared) colours differ from materialyoucolor \(version)")
        #expect(compared == expectedCount)
    }

    /// `#RRGGBB` of a colour.
    static func hex(_ rgb: RGB) -> String {
        String(format: "#%06X", rgb)
    }
}
