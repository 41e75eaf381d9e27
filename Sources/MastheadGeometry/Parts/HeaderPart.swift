/// The header's background: the area the bar's (or collapsible header's) surface colour covers.
public struct HeaderPart: Sendable, Hashable {
    /// Where the background is drawn; for bar styles it includes the safe area above the bar.
    public var frame: Rect
    /// The background's opacity, 0 (transparent) ... 1 (`surface`).
    public var backgroundOpacity: Double

    /// Creates the part.
    public init(frame: Rect, backgroundOpacity: Double) {
        self.frame = frame
        self.backgroundOpacity = backgroundOpacity
    }
}
