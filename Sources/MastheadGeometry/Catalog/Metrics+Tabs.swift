extension Metrics {
    /// A tab with a text or an icon: `SmallTabHeight` = `PrimaryNavigationTabTokens.ContainerHeight` (48 dp,
    /// Compose Material 3 `Tab.kt`).
    public static let m3TabHeight: Double = 48
    /// A tab with an icon above its text: `LargeTabHeight` (72 dp, `Tab.kt`).
    public static let m3TabWithIconHeight: Double = 72
    /// The space on each side of a tab's text: `HorizontalTextPadding` (16 dp, `Tab.kt`); a fixed row's primary
    /// indicator is the tab's content width less twice this (`TabRow.kt`, `TabRowImpl`).
    public static let m3TabTextPadding: Double = 16
    /// A tab's icon: `PrimaryNavigationTabTokens.IconSize` (24 dp).
    public static let m3TabIconSize: Double = 24
    /// From the top of the indicator up to the text's baseline in a tab with an icon and one line of text:
    /// `SingleLineTextBaselineWithIcon` (14 dp, `Tab.kt`); the text's baseline sits this plus the indicator's
    /// height above the tab's bottom.
    public static let m3TabTextBaselineWithIcon: Double = 14
    /// From the text's first baseline up to the bottom of the icon in a tab with both: `IconDistanceFromBaseline`
    /// (20 sp, `Tab.kt`), which grows with the font scale.
    public static let m3TabIconDistanceFromBaseline: Double = 20
    /// The active indicator's height: `PrimaryNavigationTabTokens.ActiveIndicatorHeight` (3 dp), which
    /// `TabRowDefaults.PrimaryIndicator` and `SecondaryIndicator` both draw.
    public static let m3TabIndicatorHeight: Double = 3
    /// The primary indicator's top corners: `PrimaryNavigationTabTokens.ActiveIndicatorShape`,
    /// `RoundedCornerShape(topStart = 3.dp, topEnd = 3.dp)`; the secondary indicator is square.
    public static let m3TabIndicatorCornerRadius: Double = 3
    /// The narrowest primary indicator: `TabRow.kt` ("Enforce minimum touch target of 24.dp",
    /// `maxOf(contentWidth, 24.dp)`).
    public static let m3TabIndicatorMinWidth: Double = 24
    /// The divider under the row: `HorizontalDivider` at `DividerTokens.Thickness` (1 dp), in `outlineVariant`
    /// (`DividerTokens.Color`).
    public static let m3TabDividerThickness: Double = 1
    /// The space before the first tab of a scrollable row, and after the last one:
    /// `TabRowDefaults.ScrollableTabRowEdgeStartPadding` (52 dp, `TabRow.kt`; `ScrollableTabRowImpl` lays the row
    /// out `padding * 2` wider than its tabs).
    public static let m3ScrollableTabRowEdgePadding: Double = 52
    /// The narrowest tab of a scrollable row: `ScrollableTabRowMinimumTabWidth` (90 dp, `TabRow.kt`).
    public static let m3ScrollableTabMinWidth: Double = 90
}
