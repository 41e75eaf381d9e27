import MastheadImage

extension ColorGrid {
    /// The colour of the cells whose centres lie within the fractions `across` and `down` of the picture (0 at the
    /// top left, 1 at the bottom right): their colour channels averaged weighted by alpha, so that transparent cells
    /// do not darken them, and alpha the plain average.
    func average(across: ClosedRange<Double> = 0...1, down: ClosedRange<Double> = 0...1) -> GridColor {
        var red = 0.0
        var green = 0.0
        var blue = 0.0
        var alpha = 0.0
        var count = 0.0
        for row in 0..<rows {
            for column in 0..<columns {
                let centre = ((Double(column) + 0.5) / Double(columns), (Double(row) + 0.5) / Double(rows))
                guard across.contains(centre.0), down.contains(centre.1) else { continue }
                let cell = self[column, row]
                red += cell.red * cell.alpha
                green += cell.green * cell.alpha
                blue += cell.blue * cell.alpha
                alpha += cell.alpha
                count += 1
            }
        }
        guard alpha > 0 else { return GridColor(red: 0, green: 0, blue: 0, alpha: 0) }
        return GridColor(red: red / alpha, green: green / alpha, blue: blue / alpha, alpha: alpha / count)
    }
}
