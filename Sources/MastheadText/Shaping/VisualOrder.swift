import MastheadGeometry

/// Orders runs for display, a reduced form of rule L2 of the Unicode Bidirectional Algorithm.
///
/// Each run gets an embedding level from the paragraph direction and its own: in a left-to-right paragraph
/// left-to-right runs are at level 0 and right-to-left runs at 1; in a right-to-left paragraph right-to-left
/// runs are at 1 and left-to-right runs at 2. Then, from the highest level down to the lowest odd one, every
/// maximal sequence of runs at that level or above is reversed. So "Inbox שלום" in a right-to-left paragraph
/// shows the Hebrew word on the left, and two Latin runs in a right-to-left paragraph keep their order.
///
/// What this leaves out: numbers and weak types (a number inside Hebrew text takes the paragraph direction),
/// explicit embeddings and isolates, and mirrored brackets.
enum VisualOrder {
    /// The indices of runs with `directions` (in logical order) in visual order, left to right.
    static func indices(of directions: [LayoutDirection], paragraph: LayoutDirection) -> [Int] {
        let levels = directions.map { direction -> Int in
            switch (paragraph, direction) {
            case (.ltr, .ltr): 0
            case (.ltr, .rtl), (.rtl, .rtl): 1
            case (.rtl, .ltr): 2
            }
        }
        var order = Array(levels.indices)
        guard let highest = levels.max() else { return order }
        for level in stride(from: highest, through: 1, by: -1) {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else {
                    start += 1
                    continue
                }
                var end = start
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
        }
        return order
    }
}
