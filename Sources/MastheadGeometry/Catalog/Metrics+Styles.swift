extension Metrics {
    /// The large title's leading inset on phones (Flutter `cupertino/nav_bar.dart`, `_kNavBarEdgePadding`); iPad
    /// presets use ``barEdgePaddingPad``.
    public static let largeTitleInset: Double = 16
    /// The gap between the bottom of the large title's line box (ascent + descent of the real font) and the
    /// 52-point row's bottom (Flutter `cupertino/nav_bar.dart`, `_kNavBarBottomPadding`).
    public static let largeTitleBottomPadding: Double = 8
    /// `L` without a subtitle: the large-title row height (UIKit).
    public static let largeTitleRowHeight: Double = 52
    /// What a large subtitle adds to `L`: its line height.
    public static let largeSubtitleRowHeight: Double = 20
    /// The largest pull-down scale of the large title.
    public static let largeTitleMaxScale: Double = 1.1
    /// The pull-down scale gained per 44 points of overscroll.
    public static let largeTitleScalePer44: Double = 0.03

    /// Horizontal padding of the `scrollEdge` header.
    public static let scrollEdgeHorizontalPadding: Double = 20
    /// Padding below the `scrollEdge` header's row.
    public static let scrollEdgeBottomPadding: Double = 10
    /// Side of a `scrollEdge` circular glass button.
    public static let scrollEdgeButtonSize: Double = 48
    /// An icon's glyph size in a `scrollEdge` glass button (the spec is silent; 22 of the 48-point circle, as
    /// Apple's iOS 26 toolbar buttons hold their symbols, a little larger than the 20 of a plain bar button).
    public static let scrollEdgeGlyphSize: Double = 22
    /// Gap between `scrollEdge` glass buttons (the spec is silent; 8 keeps the circles apart without a gulf).
    public static let scrollEdgeButtonSpacing: Double = 8
    /// Padding each side of a text label in a `scrollEdge` glass capsule (silent in the spec; Apple's capsules).
    public static let scrollEdgeTextPadding: Double = 16
    /// Smallest gap between the `scrollEdge` title block and its buttons (silent in the spec).
    public static let scrollEdgeTitleGap: Double = 16
    /// Blur radius of the soft scroll edge effect.
    public static let softEdgeBlur: Double = 8
    /// Opacity of the hard scroll edge effect's backing.
    public static let hardEdgeOpacity: Double = 0.95

    /// Padding around the `inlineTitle` content title (its top is 16 below the content's top).
    public static let inlineTitlePadding: Double = 16

    /// `H`: the collapsible header's default full height.
    public static let collapsibleHeaderHeight: Double = 140
    /// `D`: the default collapse distance.
    public static let collapsibleCollapseDistance: Double = 120
    /// `P`: the default parallax factor.
    public static let collapsibleParallax: Double = 0.4
    /// The collapsible header's transition curve name (the tutorial's `.easeOut`).
    public static let collapsibleTransitionCurve = "easeOut"
    /// The collapsible header's transition duration in seconds.
    public static let collapsibleTransitionDuration: Double = 0.2
}
