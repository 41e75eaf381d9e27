/// Every fixed number of GEOMETRY.md's shared layout, in points unless noted.
///
/// Style-specific numbers live in the `Metrics+…` extensions and fonts in ``Fonts``; ``Metrics/catalog`` lists
/// them all by name for `/v1/catalog`.
public enum Metrics {
    /// `B`, the compact bar height on phones (UIKit).
    public static let barHeight: Double = 44
    /// `B` on iPad presets.
    public static let barHeightPad: Double = 50
    /// Horizontal padding between the screen edges and the bar's side slots on phones (Flutter
    /// `cupertino/nav_bar.dart`, `_kNavBarEdgePadding`).
    public static let barEdgePadding: Double = 16
    /// The side margin on iPad presets, for the bar's side slots and the large title: UIKit's layout margins in a
    /// regular-width size class (GEOMETRY.md, "In both modes").
    public static let barEdgePaddingPad: Double = 20
    /// `F`: how far the content scrolls while a hairline or scroll edge effect fades in (Flutter's iOS port).
    public static let hairlineFadeDistance: Double = 10

    /// The back chevron's width.
    public static let chevronWidth: Double = 13
    /// The back chevron's height.
    public static let chevronHeight: Double = 21
    /// The gap between the chevron and the back label.
    public static let chevronLabelGap: Double = 6

    /// An icon action's square button side.
    public static let iconActionSize: Double = 36
    /// An icon action's glyph size, centred in its button.
    public static let iconGlyphSize: Double = 20
    /// The gap between neighbouring buttons in a side slot (the back button counts as one).
    public static let actionSpacing: Double = 4
    /// A text action's horizontal padding on each side of its label.
    public static let textActionPadding: Double = 8
    /// A text action's height.
    public static let textActionHeight: Double = 32
    /// The smallest area that takes a touch around an iOS bar item, 44 x 44 points: Apple Human Interface
    /// Guidelines, "Accessibility", "Buttons and controls" ("a minimum control size of 44x44 pt"); UIKit lays a
    /// navigation bar's items out in 44-point slots and takes touches over them, beyond the 36-point button drawn.
    public static let iosTouchTargetSize: Double = 44

    /// The smallest gap between the bar title and a non-empty side slot.
    ///
    /// GEOMETRY.md is silent; without it a narrowed title would touch the back label or an action. 8 points is
    /// the usual spacing between a bar's items.
    public static let titleSlotGap: Double = 8

    /// The text appended to a truncated prefix.
    public static let ellipsis = "…"
    /// The back label shown by `backFallback=system` when the full label does not fit.
    public static let systemBackLabel = "Back"
}
