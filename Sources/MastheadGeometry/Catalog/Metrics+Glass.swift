/// `fidelity=ios26`: the Liquid Glass bar's platters (GEOMETRY.md, "`fidelity=ios26`"). Apple publishes the
/// behaviour (`UIBarButtonItem.sharesBackground`, `hidesSharedBackground`, SwiftUI's `ToolbarSpacer`, the
/// `.prominent` style) but few numbers; each constant names where its number comes from, and the estimates say so
/// (docs/styles.md lists them).
extension Metrics {
    /// A glass platter's height, and the side of an icon-only item's circle: the bar button's host view is at least
    /// 44 points (react-native-navigation, `.cursor/skills/ios26-navigation/SKILL.md`, §7 and §7b: "The host view is
    /// still 44pt minimum", custom views pinned to 44 x 44; the HIG's 44 x 44 minimum hit target).
    public static let glassPlatterHeight: Double = 44
    /// What a glass capsule adds to the width of the content it holds: "the pill is label width + 12pt"
    /// (NativePHP/mobile-air pull request 443, measured on iOS 26). One public measurement, not Apple's number.
    public static let glassContentPadding: Double = 12
    /// The gap between two glass platters in one side of the bar (after the back button, or where a spacer splits
    /// a group). An estimate: SwiftUI's `ToolbarSpacer(.fixed)` is "a pre-defined size determined by the system"
    /// (`SpacerSizing.fixed`) and Apple gives no number; 8 matches the gap between the circles of iOS 26's own
    /// bars by eye and `scrollEdge`'s button spacing.
    public static let glassPlatterSpacing: Double = 8
    /// An icon's glyph size on a glass platter: the 20 of a plain bar button (``iconGlyphSize``), since iOS 26 keeps
    /// the bar's symbol configuration and only adds the platter behind it.
    public static let glassGlyphSize: Double = 20
    /// A glass platter's opacity. Liquid Glass does not fade with the scroll (HIG, Materials: the bar's controls
    /// float above the content at every offset), so the geometry reports 1 for every platter.
    public static let glassPlatterOpacity: Double = 1
}
