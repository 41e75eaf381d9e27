/// The one-physical-pixel `separator` line under a bar or a hard scroll edge effect.
public struct HairlinePart: Sendable, Hashable {
    /// The line: full width, `1 / scale` tall, directly below the bar.
    public var frame: Rect
    /// The line's opacity, 0 ... 1.
    public var opacity: Double

    /// Creates the part.
    public init(frame: Rect, opacity: Double) {
        self.frame = frame
        self.opacity = opacity
    }
}
