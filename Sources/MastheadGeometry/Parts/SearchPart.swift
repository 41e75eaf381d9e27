/// An iOS bar's search field in its band: the band, the rounded field, the magnifier and the placeholder.
///
/// The band is 44 points (the 36-point field and 8 under it) directly above the content. With
/// `searchBehavior=hideOnScroll` it collapses first: the band is cut to what the content has not yet scrolled
/// over (``clip``), the field shrinks with it (its box, not a scale), and the magnifier and placeholder fade out over
/// the first 7.2 points of the squeeze.
public struct SearchPart: Sendable, Hashable {
    /// The band at its full 44-point height, full width.
    public var frame: Rect
    /// The part of the band still shown, when the band is cut (collapsing); nil when it is whole.
    public var clip: Rect?
    /// The band's opacity (1: it collapses as a clip, not a fade).
    public var opacity: Double
    /// The rounded field at its current (possibly squeezed) height.
    public var field: Rect
    /// The field's corner radius at that height.
    public var cornerRadius: Double
    /// The magnifier's box.
    public var icon: Rect
    /// The magnifier's and the placeholder's opacity (they fade together as the field is squeezed).
    public var contentOpacity: Double
    /// The placeholder as shown (truncated to the field).
    public var placeholder: TextLine
    /// The area that takes touches: the field's width across the whole band.
    public var touchTarget: Rect

    /// Creates the part.
    public init(
        frame: Rect, clip: Rect?, opacity: Double, field: Rect, cornerRadius: Double, icon: Rect,
        contentOpacity: Double, placeholder: TextLine, touchTarget: Rect
    ) {
        self.frame = frame
        self.clip = clip
        self.opacity = opacity
        self.field = field
        self.cornerRadius = cornerRadius
        self.icon = icon
        self.contentOpacity = contentOpacity
        self.placeholder = placeholder
        self.touchTarget = touchTarget
    }

    /// The part mirrored for right-to-left layout.
    func mirrored(inWidth width: Double) -> SearchPart {
        var mirrored = self
        mirrored.frame = frame.mirrored(inWidth: width)
        mirrored.clip = clip?.mirrored(inWidth: width)
        mirrored.field = field.mirrored(inWidth: width)
        mirrored.icon = icon.mirrored(inWidth: width)
        mirrored.placeholder = placeholder.mirrored(inWidth: width)
        mirrored.touchTarget = touchTarget.mirrored(inWidth: width)
        return mirrored
    }
}
