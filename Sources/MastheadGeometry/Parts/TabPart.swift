/// One tab of a ``TabsPart``: its box, its label line and icon, and whether it is the selected one.
public struct TabPart: Sendable, Hashable {
    /// The tab's box: the row's height, the tab's width.
    public var frame: Rect
    /// The label as laid out (titleSmall at the font scale, truncated to the tab); its text is empty for an
    /// icon-only tab.
    public var label: TextLine
    /// The icon's catalog name, or nil for a text-only tab.
    public var icon: String?
    /// The icon's 24-point square, or nil for a text-only tab.
    public var iconFrame: Rect?
    /// Whether it is the selected tab.
    public var selected: Bool
    /// The frame it is drawn cut to (the row, for a scrollable row's tab that reaches past the screen), nil when it
    /// is drawn whole. Set once the layout is finished.
    public var clip: Rect?
    /// The area that takes its touches: the whole tab (Compose's `Tab` is `selectable` over its box). Set once the
    /// layout is finished.
    public var touchTarget = Rect.zero

    /// Creates the part.
    public init(frame: Rect, label: TextLine, icon: String?, iconFrame: Rect?, selected: Bool) {
        self.frame = frame
        self.label = label
        self.icon = icon
        self.iconFrame = iconFrame
        self.selected = selected
    }

    /// The tab moved by `dy` points down.
    func offsetBy(dy: Double) -> TabPart {
        var copy = self
        copy.frame = frame.offsetBy(dy: dy)
        copy.label = label.offsetBy(dy: dy)
        copy.iconFrame = iconFrame?.offsetBy(dy: dy)
        copy.clip = clip?.offsetBy(dy: dy)
        copy.touchTarget = touchTarget.offsetBy(dy: dy)
        return copy
    }

    /// The tab mirrored for right-to-left layout.
    func mirrored(inWidth width: Double) -> TabPart {
        var copy = self
        copy.frame = frame.mirrored(inWidth: width)
        copy.label = label.mirrored(inWidth: width)
        copy.iconFrame = iconFrame?.mirrored(inWidth: width)
        copy.clip = clip?.mirrored(inWidth: width)
        copy.touchTarget = touchTarget.mirrored(inWidth: width)
        return copy
    }
}
