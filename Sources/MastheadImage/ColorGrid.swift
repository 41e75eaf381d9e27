/// A coarse picture of an image: its area cut into `columns` × `rows` equal cells, each holding the average colour
/// of the pixels in it. Enough to ask what lies under a rectangle of the image (the average, the lightest and the
/// darkest colour) without keeping its pixels.
public struct ColorGrid: Sendable, Hashable {
    /// Cells across, 1…``ImageLimits/gridSide``.
    public let columns: Int
    /// Cells down, 1…``ImageLimits/gridSide``.
    public let rows: Int
    /// The cells row by row from the top-left: cell `(column, row)` is at `row * columns + column`.
    public let cells: [GridColor]

    /// A grid of `columns` × `rows` cells; `cells` must hold exactly that many, row by row.
    public init(columns: Int, rows: Int, cells: [GridColor]) {
        precondition(columns > 0 && rows > 0 && cells.count == columns * rows, "a grid needs columns × rows cells")
        self.columns = columns
        self.rows = rows
        self.cells = cells
    }

    /// The cell in `column` and `row`, counted from the top-left from 0.
    public subscript(column: Int, row: Int) -> GridColor {
        cells[row * columns + column]
    }

    /// The average colour under `rect`, each cell weighted by how much of it the rectangle covers (and, for the
    /// colour channels, by its alpha). A rectangle of no area gives the average of the cells its edges touch.
    public func averageColor(in rect: NormalizedRect) -> GridColor {
        var red = 0.0
        var green = 0.0
        var blue = 0.0
        var alpha = 0.0
        var weight = 0.0
        for (cell, coverage) in covered(by: rect) {
            red += cell.red * cell.alpha * coverage
            green += cell.green * cell.alpha * coverage
            blue += cell.blue * cell.alpha * coverage
            alpha += cell.alpha * coverage
            weight += coverage
        }
        guard alpha > 0 else { return GridColor(red: 0, green: 0, blue: 0, alpha: 0) }
        return GridColor(red: red / alpha, green: green / alpha, blue: blue / alpha, alpha: alpha / weight)
    }

    /// The cell under `rect` with the highest relative luminance: the lightest colour text there would lie on.
    public func lightestColor(in rect: NormalizedRect) -> GridColor {
        let cells = covered(by: rect).map(\.cell)
        return cells.dropFirst().reduce(cells[0]) { $1.relativeLuminance > $0.relativeLuminance ? $1 : $0 }
    }

    /// The cell under `rect` with the lowest relative luminance: the darkest colour text there would lie on.
    public func darkestColor(in rect: NormalizedRect) -> GridColor {
        let cells = covered(by: rect).map(\.cell)
        return cells.dropFirst().reduce(cells[0]) { $1.relativeLuminance < $0.relativeLuminance ? $1 : $0 }
    }

    /// The lowest and highest relative luminance (WCAG 2.2) of the cells under `rect`, alpha ignored.
    public func luminanceRange(in rect: NormalizedRect) -> ClosedRange<Double> {
        darkestColor(in: rect).relativeLuminance...lightestColor(in: rect).relativeLuminance
    }

    /// The cells `rect` touches with the fraction of each it covers; never empty: a rectangle of no area (or one
    /// outside the image, which is clamped to its edge) touches at least one cell, with weight 1.
    func covered(by rect: NormalizedRect) -> [(cell: GridColor, coverage: Double)] {
        let edges = rect.clampedEdges
        // The cells each axis spans and how much of each: the overlap of [start, end] with [i, i + 1] in cells.
        func spans(_ start: Double, _ end: Double, count: Int) -> [(index: Int, share: Double)] {
            let low = start * Double(count)
            let high = end * Double(count)
            let first = min(Int(low.rounded(.down)), count - 1)
            let last = max(first, min(Int(high.rounded(.up)) - 1, count - 1))
            guard high > low else { return [(first, 1)] }
            return (first...last).map { index in
                (index, min(high, Double(index + 1)) - max(low, Double(index)))
            }
        }
        let across = spans(edges.left, edges.right, count: columns)
        let down = spans(edges.top, edges.bottom, count: rows)
        return down.flatMap { row in across.map { column in (self[column.index, row.index], column.share * row.share) }
        }
    }
}
