/// The scrim over an image header's picture (`collapsingToolbar`'s content scrim): the box it covers, how opaque it
/// is once its timed fade has run, its colour, and that fade.
public struct ScrimPart: Sendable, Hashable {
    /// The box it covers on screen.
    public var frame: Rect
    /// Its opacity once the fade toward the state at this offset has run: 1 shown, 0 hidden.
    public var opacity: Double
    /// Its colour.
    public var color: Color
    /// The timed fade that leads to ``opacity`` (`CollapsingToolbarLayout` animates the scrim over time when the
    /// scroll crosses its trigger, not along the scroll).
    public var transition: Transition

    /// Creates the part.
    public init(frame: Rect, opacity: Double, color: Color, transition: Transition) {
        self.frame = frame
        self.opacity = opacity
        self.color = color
        self.transition = transition
    }

    /// The part mirrored for right-to-left layout.
    func mirrored(inWidth width: Double) -> ScrimPart {
        var copy = self
        copy.frame = frame.mirrored(inWidth: width)
        return copy
    }
}
