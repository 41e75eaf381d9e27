/// One Liquid Glass platter of `fidelity=ios26`: the glass shape behind one bar item or a group of adjacent ones.
///
/// Platters come in drawing order (the back button's first, then the leading groups, then the trailing ones, each
/// side in reading order). A platter holding one icon-only item (or the chevron alone) is a 44 x 44 circle; any
/// other is a capsule 44 high. The corner radius is half the height either way.
public struct PlatterPart: Sendable, Hashable {
    /// A platter's outline.
    public enum Shape: String, Sendable, Hashable, CaseIterable {
        /// As wide as it is tall.
        case circle
        /// Wider than tall, with half-circle ends.
        case capsule
    }

    /// The platter's box in screen points.
    public var frame: Rect
    /// Half the frame's height.
    public var cornerRadius: Double
    /// Circle or capsule.
    public var shape: Shape
    /// The items it holds, by the geometry's part names: `back`, `leading[i]`, `trailing[i]` (`i` indexes the
    /// request's list with its spacers left out).
    public var items: [PartName]
    /// Whether it is tinted glass (a prominent item).
    public var prominent: Bool
    /// How opaque the glass is drawn (1: Liquid Glass does not fade with the scroll).
    public var opacity: Double

    /// Creates a platter over `frame`: a circle when the frame is square, a capsule otherwise.
    public init(frame: Rect, items: [PartName], prominent: Bool, opacity: Double = Metrics.glassPlatterOpacity) {
        self.frame = frame
        cornerRadius = frame.height / 2
        shape = abs(frame.width - frame.height) < 1e-9 ? .circle : .capsule
        self.items = items
        self.prominent = prominent
        self.opacity = opacity
    }

    /// The platter mirrored for right-to-left layout.
    func mirrored(inWidth width: Double) -> PlatterPart {
        var copy = self
        copy.frame = frame.mirrored(inWidth: width)
        return copy
    }
}
