/// One drawn part of a ``ResolvedScene``: where it is, what it is cut to, how opaque, in which colours, with which
/// text, where it takes touches and which timed change covers it.
public struct SceneEntry: Sendable, Hashable {
    /// Which part it is.
    public var name: PartName
    /// Its frame in screen points (a text part's line box; an action's button; the back button's whole box).
    public var frame: Rect
    /// The rectangle it is drawn inside, when the picture clips it (a Material bar's items to the bar, its expanded
    /// title to the bottom row, a `large` bar's large title to the screen below the bar), whether or not that cuts
    /// anything at this offset; nil when it is never clipped. The geometry document's `clip` is this where it cuts.
    public var clip: Rect?
    /// The opacity it is drawn at (its group's, as the picture composites it).
    public var opacity: Double
    /// The colour of its ink: a text's glyphs, an icon's or the chevron's strokes; nil for a part without ink.
    public var ink: Color?
    /// The colour it fills its frame with, where the scene decides it (a Material bar's container at this offset).
    public var fill: Color?
    /// The line it shows, for a text part.
    public var text: TextLine?
    /// The area that takes its touches, for an interactive part.
    public var touchTarget: Rect?
    /// The timed change that leads to its opacity, when the geometry reports one (UIKit's title swap).
    public var transition: Transition?
    /// Whether it scrolls with the content (an iOS large title and its subtitle) rather than sitting in the header.
    public var inContent = false
    /// The standard deviation in points of the Gaussian blur it is drawn with (a stretched `sliverAppBar`'s
    /// `blurBackground`); 0 for none.
    public var blur: Double = 0
    /// A scale about `anchor` it is drawn at (UIKit's pull-down large title); 1 for the others.
    public var scale: Double = 1
    /// The point a ``scale`` is about.
    public var anchor: Point?

    /// Creates an entry.
    public init(
        _ name: PartName, frame: Rect, opacity: Double = 1, clip: Rect? = nil, ink: Color? = nil, fill: Color? = nil,
        text: TextLine? = nil, touchTarget: Rect? = nil, transition: Transition? = nil
    ) {
        self.name = name
        self.frame = frame
        self.opacity = opacity
        self.clip = clip
        self.ink = ink
        self.fill = fill
        self.text = text
        self.touchTarget = touchTarget
        self.transition = transition
    }
}
