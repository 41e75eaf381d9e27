import MastheadGeometry

/// The observations of an audit on a grid of (text size, offset) cells, one grid a key (rule, severity, part,
/// other part), merged into findings by neighbourhood.
///
/// Two cells are neighbours when they are next to each other in the offsets checked at one text size, or at one
/// offset in neighbouring text sizes. Each connected group of cells becomes one finding: the offsets from its first
/// to its last, the sizes it holds, and its worst measurement (with that cell's colours, offset and text size).
///
/// Observations are kept once in a store and the cells hold their indices, so a frame whose observations are those of
/// another (``FrameSignature``) places them again without copying them.
struct ObservationGrid {
    /// Where a recorded observation lives: its key's grid and its index in the store.
    struct Handle {
        let slot: Int
        let index: Int32
    }

    let offsetCount: Int
    private var store: [Observation] = []
    private var slots: [Observation.Key: Int] = [:]
    /// The keys in the order first seen, so findings come out in a fixed order.
    private var order: [Observation.Key] = []
    /// For each key, each cell's observation in the store, or -1.
    private var cells: [[Int32]] = []

    init(offsetCount: Int) {
        self.offsetCount = offsetCount
    }

    /// Keeps `observations` and gives the handles to place them with.
    mutating func record(_ observations: [Observation]) -> [Handle] {
        observations.map { observation in
            let slot: Int
            if let known = slots[observation.key] {
                slot = known
            } else {
                slot = order.count
                slots[observation.key] = slot
                order.append(observation.key)
                cells.append([])
            }
            store.append(observation)
            return Handle(slot: slot, index: Int32(store.count - 1))
        }
    }

    /// Places recorded observations at text size `variant` (an index) and offset `offset` (an index); a cell keeps
    /// the worst observation of its key.
    mutating func place(_ handles: [Handle], variant: Int, offset: Int) {
        let cell = variant * offsetCount + offset
        for handle in handles {
            if cells[handle.slot].count <= cell {
                cells[handle.slot].append(contentsOf: repeatElement(-1, count: cell + 1 - cells[handle.slot].count))
            }
            let known = cells[handle.slot][cell]
            if known < 0 || store[Int(known)].isBetter(than: store[Int(handle.index)]) {
                cells[handle.slot][cell] = handle.index
            }
        }
    }

    /// Records `observation` and places it at (`variant`, `offset`).
    mutating func add(_ observation: Observation, variant: Int, offset: Int) {
        place(record([observation]), variant: variant, offset: offset)
    }

    /// The merged findings, most severe first, then by rule, then in the order their keys were first seen.
    func findings(offsets: [Double], variants: [AuditVariant]) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for slot in order.indices {
            let grid = cells[slot]
            let filled = Set(grid.indices.filter { grid[$0] >= 0 })
            for group in components(of: filled) {
                let offsetIndices = group.map { $0 % offsetCount }
                let variantIndices = Set(group.map { $0 / offsetCount }).sorted()
                let observation = { (cell: Int) in store[Int(grid[cell])] }
                guard let worstCell = group.min(by: { observation($1).isBetter(than: observation($0)) }),
                    let first = offsetIndices.min(), let last = offsetIndices.max()
                else { continue }
                let place = AuditFinding.Place(
                    offset: offsets[worstCell % offsetCount], variant: variants[worstCell / offsetCount])
                findings.append(
                    AuditFinding(
                        observation(worstCell), at: place, offsets: (offsets[first], offsets[last]),
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
