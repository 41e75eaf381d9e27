/// The user-space rectangle an `<svg>` maps onto its viewport, the `viewBox` attribute.
///
/// Written as four numbers, `x y width height`, through `NumberFormat`. A zero or negative width or height makes
/// renderers draw nothing, which SVG defines as disabling rendering; callers should pass positive sizes.
public struct ViewBox: Sendable, Hashable {
    /// The left edge in user units.
    public var x: Double
    /// The top edge in user units.
    public var y: Double
    /// The width in user units.
    public var width: Double
    /// The height in user units.
    public var height: Double

    /// Creates a view box.
    public init(x: Double = 0, y: Double = 0, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The attribute value, `x y width height`.
    var attributeValue: AttributeValue { .numbers([x, y, width, height]) }
}
