/// An axis-aligned rectangle in screen points: origin top-left, y down.
///
/// Widths and heights are expected to be non-negative; layout clamps them before building a rect.
public struct Rect: Sendable, Hashable {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double

    /// Creates a rect.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The right edge, `x + width`.
    public var maxX: Double { x + width }
    /// The bottom edge, `y + height`.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }

    /// The rect mirrored across a vertical axis for right-to-left layout: `x' = width - x - w`.
    public func mirrored(inWidth containerWidth: Double) -> Rect {
        Rect(x: containerWidth - x - width, y: y, width: width, height: height)
    }

    /// The rect moved by `dy` points down (up when negative).
    public func offsetBy(dy: Double) -> Rect {
        Rect(x: x, y: y + dy, width: width, height: height)
    }
}
