/// A row of tabs pinned under the bar: a Material tab row (Compose's `PrimaryTabRow`, `SecondaryTabRow` and their
/// scrollable forms: its container, its tabs, the selected tab's indicator and the divider along its bottom), or an
/// iOS bar's segmented control in a band of its own (the control's rounded background, its segments and the thumb
/// behind the selected one).
///
/// All frames are in screen points. A scrollable row is scrolled as Compose leaves it once it has settled: the
/// selected tab centred where the row is wide enough to allow it (``TabRowLayout``); tabs outside the screen keep
/// their frames and are cut to the row (``TabPart/clip``).
public struct TabsPart: Sendable, Hashable {
    /// Which row, as the document names it.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// Compose's `PrimaryTabRow` (`tabStyle=primary`).
        case primary
        /// Compose's `SecondaryTabRow` (`tabStyle=secondary`).
        case secondary
        /// An iOS segmented control (Flutter's `CupertinoSlidingSegmentedControl`), on the iOS styles.
        case segmented
    }

    /// The row's box, the screen's width: a Material row 48 or 72 points tall, an iOS band one bar tall.
    public var frame: Rect
    /// Which row.
    public var style: Style
    /// How the row shares its width (a segmented control's segments are always equal: `fixed`).
    public var mode: TabMode
    /// The 1-point divider along a Material row's bottom (in a scrollable row, as wide as its tabs and edge
    /// paddings); nil for a segmented control.
    public var divider: Rect?
    /// The selected tab's indicator at a Material row's bottom, or a segmented control's thumb.
    public var indicator: Rect
    /// The radius of the indicator's corners: a primary row's top corners (3), a secondary row's (0), a segmented
    /// control's thumb (7).
    public var indicatorCornerRadius: Double
    /// A segmented control's rounded background, nil for a Material row.
    public var control: Rect?
    /// The radius of the control's corners (9), 0 for a Material row.
    public var controlCornerRadius: Double = 0
    /// The tabs in reading order.
    public var items: [TabPart]

    /// Creates the part.
    public init(
        frame: Rect, style: Style, mode: TabMode, divider: Rect?, indicator: Rect, indicatorCornerRadius: Double,
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
        copy.divider = divider?.offsetBy(dy: dy)
        copy.indicator = indicator.offsetBy(dy: dy)
        copy.control = control?.offsetBy(dy: dy)
        copy.items = items.map { $0.offsetBy(dy: dy) }
        return copy
    }

    /// The part mirrored for right-to-left layout: the first tab at the right.
    func mirrored(inWidth width: Double) -> TabsPart {
        var copy = self
        copy.frame = frame.mirrored(inWidth: width)
        copy.divider = divider?.mirrored(inWidth: width)
        copy.indicator = indicator.mirrored(inWidth: width)
        copy.control = control?.mirrored(inWidth: width)
        copy.items = items.map { $0.mirrored(inWidth: width) }
        return copy
    }
}
