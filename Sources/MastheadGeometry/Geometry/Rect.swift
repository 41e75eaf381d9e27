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

    /// The empty rect at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Whether `other` lies wholly inside this rect (edges may touch).
    public func contains(_ other: Rect) -> Bool {
        other.x >= x - 1e-9 && other.y >= y - 1e-9 && other.maxX <= maxX + 1e-9 && other.maxY <= maxY + 1e-9
    }

    /// Whether `point` lies in this rect, its edges included.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x <= maxX && point.y >= y && point.y <= maxY
    }

    /// The part of this rect inside `clip`, or nil when nothing of it is left (they only touch, or do not meet).
    public func intersection(_ clip: Rect) -> Rect? {
        let left = max(x, clip.x)
        let top = max(y, clip.y)
        let width = min(maxX, clip.maxX) - left
        let height = min(maxY, clip.maxY) - top
        return width > 0 && height > 0 ? Rect(x: left, y: top, width: width, height: height) : nil
    }

    /// The rect grown about its centre to at least `side` x `side` (a side already longer is kept).
    public func grown(toAtLeast side: Double) -> Rect {
        let newWidth = max(width, side)
        let newHeight = max(height, side)
        return Rect(x: midX - newWidth / 2, y: midY - newHeight / 2, width: newWidth, height: newHeight)
    }

    /// The rect moved by `dy` points down (up when negative).
    public func offsetBy(dy: Double) -> Rect {
        Rect(x: x, y: y + dy, width: width, height: height)
    }
}
