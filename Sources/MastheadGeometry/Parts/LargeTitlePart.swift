/// The 34-point title that lives in the scroll content (`large` and `inlineTitle`).
///
/// The frame is the unscaled line box; a client applies `scale` about `anchor` (the title's leading edge on its
/// baseline), the way CSS applies a transform about its origin. The subtitle is not scaled: it follows the row.
public struct LargeTitlePart: Sendable, Hashable {
    /// The title line in screen coordinates.
    public var line: TextLine
    /// The title's opacity.
    public var opacity: Double
    /// The pull-down scale, 1 ... 1.1.
    public var scale: Double
    /// The scale's fixed point: the leading edge of the title on its baseline (the right edge in right-to-left).
    public var anchor: Point
    /// The line under the title, when the request set a subtitle.
    public var subtitle: TextLine?
    /// `inlineTitle` only: the title's frame in the scroll view's coordinates (`y = 16 - offset`).
    public var scrollFrame: Rect?

    /// The timed change that leads to this state (`fidelity=uikit`'s cross-fade), or nil when the opacity
    /// follows the scroll.
    public var transition: Transition?

    /// Creates the part.
    public init(
        line: TextLine, opacity: Double, scale: Double, anchor: Point, subtitle: TextLine?, scrollFrame: Rect? = nil
    ) {
        self.line = line
        self.opacity = opacity
        self.scale = scale
        self.anchor = anchor
        self.subtitle = subtitle
        self.scrollFrame = scrollFrame
    }

    /// The part mirrored for right-to-left layout; the anchor moves to the title's right edge.
    func mirrored(inWidth width: Double) -> LargeTitlePart {
        var copy = self
        copy.line = line.mirrored(inWidth: width)
        copy.anchor = anchor.mirrored(inWidth: width)
        copy.subtitle = subtitle?.mirrored(inWidth: width)
        copy.scrollFrame = scrollFrame?.mirrored(inWidth: width)
        return copy
    }
}
