import MastheadFormat
import MastheadGeometry

/// Whether two computed doubles agree within `tolerance` (tests never compare computed doubles with `==`).
func isApproximatelyEqual(_ lhs: Double, _ rhs: Double, tolerance: Double = 1e-9) -> Bool {
    abs(lhs - rhs) <= tolerance * max(1, abs(lhs), abs(rhs))
}

/// Whether two rects agree member by member within `tolerance`.
func isApproximatelyEqual(_ lhs: Rect, _ rhs: Rect, tolerance: Double = 1e-9) -> Bool {
    isApproximatelyEqual(lhs.x, rhs.x, tolerance: tolerance) && isApproximatelyEqual(lhs.y, rhs.y, tolerance: tolerance)
        && isApproximatelyEqual(lhs.width, rhs.width, tolerance: tolerance)
        && isApproximatelyEqual(lhs.height, rhs.height, tolerance: tolerance)
}

/// Shorthand for a rect.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// Lays out `configuration` at `offset` with the fixed-width measurer.
func layout(_ configuration: HeaderConfiguration, at offset: Double) -> HeaderLayout {
    HeaderLayout.compute(configuration: configuration, offset: offset, measurer: FixedWidthMeasurer())
}

/// The geometry document as a string.
func json(_ layout: HeaderLayout) -> String {
    String(decoding: layout.jsonBytes(), as: UTF8.self)
}

/// iPhone 15 numbers used throughout: width, `S`, `B`.
enum Phone {
    static let width = 393.0
    static let safeTop = 59.0
    static let bar = 44.0
}
