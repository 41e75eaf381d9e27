import MastheadFormat

/// Collects HarfBuzz drawing callbacks into SVG path data, negating y so that it grows downward.
///
/// A class because HarfBuzz hands it back through a `void *`: `GlyphOutliner` passes it retained and takes it
/// back exactly once after drawing.
final class OutlinePathBuilder {
    private(set) var pathData = ""

    /// Starts a new contour.
    func move(to x: Float, _ y: Float) {
        command("M", [x, y])
    }

    /// Adds a straight segment.
    func line(to x: Float, _ y: Float) {
        command("L", [x, y])
    }

    /// Adds a quadratic Bézier segment (TrueType outlines).
    func quadratic(control cx: Float, _ cy: Float, to x: Float, _ y: Float) {
        command("Q", [cx, cy, x, y])
    }

    /// Adds a cubic Bézier segment (CFF outlines).
    func cubic(control1 c1x: Float, _ c1y: Float, control2 c2x: Float, _ c2y: Float, to x: Float, _ y: Float) {
        command("C", [c1x, c1y, c2x, c2y, x, y])
    }

    /// Closes the current contour.
    func close() {
        pathData.append("Z")
    }

    /// Appends `letter` and the points, as `x y` pairs separated by spaces, with y negated.
    private func command(_ letter: Character, _ coordinates: [Float]) {
        pathData.append(letter)
        for (index, value) in coordinates.enumerated() {
            if index > 0 { pathData.append(" ") }
            let isY = index % 2 == 1
            NumberFormat.append(isY ? -Double(value) : Double(value), to: &pathData)
        }
    }
}
