/// A rectangle in an image's normalised coordinates: `(0, 0)` is its top-left corner and `(1, 1)` its
/// bottom-right, whatever its size in pixels.
public struct NormalizedRect: Sendable, Hashable {
    /// The left edge, 0…1.
    public var x: Double
    /// The top edge, 0…1.
    public var y: Double
    /// The width, 0…1.
    public var width: Double
    /// The height, 0…1.
    public var height: Double

    /// A rectangle from its top-left corner and its size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The whole image.
    public static let whole = NormalizedRect(x: 0, y: 0, width: 1, height: 1)

    /// The left, right, top and bottom edges kept within 0…1 (a value that is not finite counts as 0), with
    /// right ≥ left and bottom ≥ top.
    var clampedEdges: (left: Double, right: Double, top: Double, bottom: Double) {
        func clamp(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
        let left = clamp(x)
        let top = clamp(y)
        return (left, max(left, clamp(x + width)), top, max(top, clamp(y + height)))
    }
}
