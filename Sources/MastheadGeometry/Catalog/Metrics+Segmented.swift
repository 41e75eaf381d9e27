extension Metrics {
    /// A segmented control's segments: `_kMinSegmentedControlHeight` (28, Flutter `sliding_segmented_control.dart`,
    /// whose numbers follow Apple's iOS 17 Figma kit).
    public static let segmentedSegmentHeight: Double = 28
    /// The control's padding around its segments: `_kHorizontalItemPadding`, 2 above and below, 3 at the sides; the
    /// control is 28 + 2 × 2 = 32 high.
    public static let segmentedVerticalPadding: Double = 2
    public static let segmentedHorizontalPadding: Double = 3
    /// The control's corners: `_kCornerRadius` (9).
    public static let segmentedCornerRadius: Double = 9
    /// The thumb's corners: `_kThumbRadius` (7).
    public static let segmentedThumbRadius: Double = 7
    /// How far the thumb reaches past its segment on each side: `_kThumbInsets` (1, horizontal).
    public static let segmentedThumbInset: Double = 1
    /// The separator between two segments: `_kSeparatorWidth` (1), inset 5 from the top and bottom
    /// (`_kSeparatorInset`).
    public static let segmentedSeparatorWidth: Double = 1
    public static let segmentedSeparatorInset: Double = 5
    /// The least room between a segment's label and its edges: `_kSegmentMinPadding` (10).
    public static let segmentedSegmentPadding: Double = 10
    /// The labels: `_kFontSize` (13) at `_kFontWeight` (500), the selected one at `_kHighlightedFontWeight` (600).
    public static let segmentedFontSize: Double = 13
    public static let segmentedFontWeight = 500
    public static let segmentedSelectedFontWeight = 600
    /// A segment's icon: the bar items' 20-point glyph.
    public static let segmentedIconSize: Double = 20
    /// Between a segment's icon and its label (no source: UIKit draws an image and a title side by side; chosen as
    /// the label's half size, docs/decisions.md).
    public static let segmentedIconGap: Double = 6
}
