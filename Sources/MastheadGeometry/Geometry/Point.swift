/// A point in screen points.
public struct Point: Sendable, Hashable {
    /// Horizontal position.
    public var x: Double
    /// Vertical position.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point mirrored across a vertical axis: `x' = width - x`.
    public func mirrored(inWidth containerWidth: Double) -> Point {
        Point(x: containerWidth - x, y: y)
    }
}
