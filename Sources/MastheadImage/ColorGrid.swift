/// A coarse picture of an image: its area cut into `columns` × `rows` equal cells, each holding the average colour
/// of the pixels in it. Enough to tell the colour under any point of the picture (the audit's contrast over it)
/// without keeping its pixels.
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
}
