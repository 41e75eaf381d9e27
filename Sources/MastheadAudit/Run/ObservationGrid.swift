import MastheadGeometry

/// The observations of an audit on a grid of (text size, offset) cells, one grid a key (rule, severity, part,
/// other part), merged into findings by neighbourhood.
///
/// Two cells are neighbours when they are next to each other in the offsets checked at one text size, or at one
/// offset in neighbouring text sizes. Each connected group of cells becomes one finding: the offsets from its first
/// to its last, the sizes it holds, and its worst measurement (with that cell's colours).
struct ObservationGrid {
    let offsetCount: Int
    private var cells: [Observation.Key: [Int: Observation]] = [:]
    /// The keys in the order first seen, so findings come out in a fixed order.
    private var order: [Observation.Key] = []

    init(offsetCount: Int) {
        self.offsetCount = offsetCount
    }

    /// Records `observation` at text size `variant` (an index) and offset `offset` (an index).
    mutating func add(_ observation: Observation, variant: Int, offset: Int) {
        let cell = variant * offsetCount + offset
        if cells[observation.key] == nil { order.append(observation.key) }
        if let known = cells[observation.key]?[cell], known.isBetter(than: observation) == false { return }
        cells[observation.key, default: [:]][cell] = observation
    }

    /// The merged findings, most severe first, then by rule, then in the order their keys were first seen.
    func findings(offsets: [Double], variants: [AuditVariant]) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for key in order {
            guard let grid = cells[key] else { continue }
            for group in components(of: Set(grid.keys)) {
                let offsetIndices = group.map { $0 % offsetCount }
                let variantIndices = Set(group.map { $0 / offsetCount }).sorted()
                guard let worst = group.compactMap({ grid[$0] }).min(by: { $1.isBetter(than: $0) }),
                    let first = offsetIndices.min(), let last = offsetIndices.max()
                else { continue }
                findings.append(
                    AuditFinding(
                        worst, offsets: (offsets[first], offsets[last]),
                        variants: variantIndices.map { variants[$0] },
                        context: .init(offsets: offsets, variants: variants)))
            }
        }
        let rules = AuditRule.allCases
        return findings.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.severity != y.severity { return x.severity < y.severity }
            let (rx, ry) = (rules.firstIndex(of: x.rule) ?? 0, rules.firstIndex(of: y.rule) ?? 0)
            return rx != ry ? rx < ry : a.offset < b.offset
        }.map(\.element)
    }

    /// The connected groups of `cells`, each sorted, in the order of their smallest cell.
    private func components(of cells: Set<Int>) -> [[Int]] {
        var unseen = cells
        var groups: [[Int]] = []
        for start in cells.sorted() where unseen.contains(start) {
            var group: [Int] = []
            var stack = [start]
            unseen.remove(start)
            while let cell = stack.popLast() {
                group.append(cell)
                let offset = cell % offsetCount
                var neighbours = [cell - offsetCount, cell + offsetCount]
                if offset > 0 { neighbours.append(cell - 1) }
                if offset + 1 < offsetCount { neighbours.append(cell + 1) }
                for neighbour in neighbours where unseen.contains(neighbour) {
                    unseen.remove(neighbour)
                    stack.append(neighbour)
                }
            }
            groups.append(group.sorted())
        }
        return groups
    }
}
