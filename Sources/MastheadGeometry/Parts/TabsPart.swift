/// A Material tab row pinned under the bar (Compose's `PrimaryTabRow`, `SecondaryTabRow` and their scrollable
/// forms): its container, its tabs, the selected tab's indicator and the divider along its bottom.
///
/// All frames are in screen points. A scrollable row is scrolled as Compose leaves it once it has settled: the
/// selected tab centred where the row is wide enough to allow it (``TabRowLayout``); tabs outside the screen keep
/// their frames and are cut to the row (``TabPart/clip``).
public struct TabsPart: Sendable, Hashable {
    /// The row's box, the screen's width, 48 or 72 points tall.
    public var frame: Rect
    /// Which row.
    public var style: TabStyle
    /// How the row shares its width.
    public var mode: TabMode
    /// The 1-point divider along the row's bottom (in a scrollable row, as wide as its tabs and edge paddings).
    public var divider: Rect
    /// The selected tab's indicator, at the row's bottom.
    public var indicator: Rect
    /// The radius of the indicator's top corners (3 for the primary row, 0 for the secondary one).
    public var indicatorCornerRadius: Double
    /// The tabs in reading order.
    public var items: [TabPart]

    /// Creates the part.
    public init(
        frame: Rect, style: TabStyle, mode: TabMode, divider: Rect, indicator: Rect, indicatorCornerRadius: Double,
        items: [TabPart]
    ) {
        self.frame = frame
        self.style = style
        self.mode = mode
        self.divider = divider
        self.indicator = indicator
        self.indicatorCornerRadius = indicatorCornerRadius
        self.items = items
    }

    /// The part moved by `dy` points down.
    func offsetBy(dy: Double) -> TabsPart {
        var copy = self
        copy.frame = frame.offsetBy(dy: dy)
        copy.divider = divider.offsetBy(dy: dy)
        copy.indicator = indicator.offsetBy(dy: dy)
        copy.items = items.map { $0.offsetBy(dy: dy) }
        return copy
    }

    /// The part mirrored for right-to-left layout: the first tab at the right.
    func mirrored(inWidth width: Double) -> TabsPart {
        var copy = self
        copy.frame = frame.mirrored(inWidth: width)
        copy.divider = divider.mirrored(inWidth: width)
        copy.indicator = indicator.mirrored(inWidth: width)
        copy.items = items.map { $0.mirrored(inWidth: width) }
        return copy
    }
}
