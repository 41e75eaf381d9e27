/// One laid-out action button.
public struct ActionPart: Sendable, Hashable {
    /// The slot it sits in (logical: leading is on the right in right-to-left layout).
    public var side: ActionSide
    /// Icon or text.
    public var kind: ActionKind
    /// The icon's catalog name; nil for text actions.
    public var icon: String?
    /// The accessibility label; for text actions also the text drawn.
    public var label: String
    /// The button's frame (36 x 36 icon, text width + 16 by 32, a 48-point glass button in `scrollEdge`, or its
    /// slot on a 44-point glass platter with `fidelity=ios26`).
    public var frame: Rect
    /// Whether it is a prominent item on tinted glass (`fidelity=ios26`); its glyph is then drawn on the tint.
    public var prominent: Bool
    /// Its name, the same in every output: `navigation` (a Material bar's leading icon), `leading[i]` or
    /// `trailing[i]`, `i` indexing the request's list (spacers not counted). Set once the layout is finished.
    public var name = PartName.trailing(0)
    /// The frame it is drawn cut to when it is drawn cut (a Material bar's container as it shrinks), nil when it
    /// is drawn whole. Set once the layout is finished.
    public var clip: Rect?
    /// The area that takes its touches, at least the platform's minimum around `frame`; set once the layout is
    /// finished (``HeaderLayout/resolveClipsAndTargets(configuration:)``).
    public var touchTarget = Rect.zero

    /// Creates the part.
    public init(
        side: ActionSide, kind: ActionKind, icon: String?, label: String, frame: Rect, prominent: Bool = false
    ) {
        self.side = side
        self.kind = kind
        self.icon = icon
        self.label = label
        self.frame = frame
        self.prominent = prominent
    }

    /// The part mirrored for right-to-left layout.
    func mirrored(inWidth width: Double) -> ActionPart {
        var copy = self
        copy.frame = frame.mirrored(inWidth: width)
        return copy
    }
}
