import MastheadGeometry
import Testing

@testable import MastheadPreview

/// The Material status bar's clock and icons stand clear of the display's rounded corners: 16 from the sides where
/// the corner leaves room, and otherwise the corner's width at the top of the row plus SystemUI's 8-dp padding.
struct MaterialStatusBarInsetTests {
    @Test(
        "the side inset on each preset",
        arguments: [
            ("iphone-se", 16.0), ("iphone-13-mini", 17.258), ("iphone-15", 19.379), ("iphone-16-pro", 21.802),
            ("iphone-16-pro-max", 21.802), ("ipad-air", 16), ("pixel-8", 30.271), ("pixel-tablet", 16),
        ])
    func sideInset(id: String, expected: Double) throws {
        let viewport = Viewport(preset: try #require(DevicePreset.named(id)))
        let inset = MaterialStatusBarPainter.sideInset(
            width: viewport.width, safeAreaTop: viewport.safeAreaTop, cornerRadius: viewport.displayCornerRadius)
        #expect(isApproximatelyEqual(inset, to: expected))

        // The row's outer top corner, the point of the row nearest the screen's corner, lies inside the curve, a
        // point or more from it.
        let radius = viewport.displayCornerRadius
        let top = viewport.safeAreaTop / 2 - MaterialStatusBarPainter.rowHeight / 2
        if top < radius, inset < radius {
            let distance = ((radius - inset) * (radius - inset) + (radius - top) * (radius - top)).squareRoot()
            #expect(distance < radius - 1)
        }
    }

    @Test(
        "a square corner, a row below the curve, or no room leave the measured 16",
        arguments: [(0.0, 24.0), (10, 40), (500, 12)])
    func leavesTheMeasuredInset(radius: Double, safeAreaTop: Double) {
        let inset = MaterialStatusBarPainter.sideInset(width: 20, safeAreaTop: safeAreaTop, cornerRadius: radius)
        #expect(inset >= MaterialStatusBarPainter.minimumSideInset)
        if radius <= safeAreaTop / 2 - MaterialStatusBarPainter.rowHeight / 2 {
            #expect(isApproximatelyEqual(inset, to: MaterialStatusBarPainter.minimumSideInset))
        }
    }
}
