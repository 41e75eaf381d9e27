import MastheadImage
import Testing

/// The grid answers what lies under a rectangle: its average, lightest and darkest colour.
@Suite("Colour grid")
struct ColorGridTests {
    /// 4 × 2 cells: the top row black, white, red, blue; the bottom row all white.
    let grid = ColorGrid(
        columns: 4, rows: 2,
        cells: [
            GridColor(red: 0, green: 0, blue: 0), GridColor(red: 1, green: 1, blue: 1),
            GridColor(red: 1, green: 0, blue: 0),
            GridColor(red: 0, green: 0, blue: 1),
        ] + Array(repeating: GridColor(red: 1, green: 1, blue: 1), count: 4))

    @Test("WCAG 2.2 relative luminance: white 1, black 0, the primaries their coefficients, mid grey 0.2159")
    func luminance() {
        #expect(GridColor(red: 1, green: 1, blue: 1).relativeLuminance == 1)
        #expect(GridColor(red: 0, green: 0, blue: 0).relativeLuminance == 0)
        #expect(abs(GridColor(red: 1, green: 0, blue: 0).relativeLuminance - 0.2126) < 1e-12)
        #expect(abs(GridColor(red: 0, green: 1, blue: 0).relativeLuminance - 0.7152) < 1e-12)
        let grey = 128.0 / 255
        #expect(abs(GridColor(red: grey, green: grey, blue: grey).relativeLuminance - 0.21586) < 1e-5)
        // Below the 0.04045 threshold the channel is divided by 12.92.
        #expect(abs(GridColor(red: 0.04, green: 0.04, blue: 0.04).relativeLuminance - 0.04 / 12.92) < 1e-12)
    }

    @Test("the average weights each cell by how much of it the rectangle covers")
    func average() {
        let firstTwo = grid.averageColor(in: NormalizedRect(x: 0, y: 0, width: 0.5, height: 0.5))
        #expect(firstTwo == GridColor(red: 0.5, green: 0.5, blue: 0.5))
        // Three quarters of the black cell and one quarter of the white one.
        let mostlyBlack = grid.averageColor(in: NormalizedRect(x: 0.0625, y: 0, width: 0.25, height: 0.5))
        #expect(abs(mostlyBlack.red - 0.25) < 1e-12)
    }

    @Test("the lightest and darkest colours and the luminance range under a rectangle")
    func extremes() {
        let top = NormalizedRect(x: 0, y: 0, width: 1, height: 0.5)
        #expect(grid.darkestColor(in: top) == GridColor(red: 0, green: 0, blue: 0))
        #expect(grid.lightestColor(in: top) == GridColor(red: 1, green: 1, blue: 1))
        let coloured = NormalizedRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
        #expect(grid.darkestColor(in: coloured) == GridColor(red: 0, green: 0, blue: 1))
        let range = grid.luminanceRange(in: coloured)
        #expect(abs(range.lowerBound - 0.0722) < 1e-12 && abs(range.upperBound - 0.2126) < 1e-12)
    }

    @Test("rectangles of no area, outside the image or not finite still name a cell")
    func degenerate() {
        #expect(grid.averageColor(in: NormalizedRect(x: 0.1, y: 0.1, width: 0, height: 0)) == grid[0, 0])
        #expect(grid.averageColor(in: NormalizedRect(x: 2, y: 2, width: 1, height: 1)) == grid[3, 1])
        #expect(grid.averageColor(in: NormalizedRect(x: -.infinity, y: .nan, width: 0, height: 0)) == grid[0, 0])
    }
}
