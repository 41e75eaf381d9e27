extension Metrics {
    /// The small and center-aligned bars' height, and the medium and large bars' collapsed height:
    /// `TopAppBarSmallTokens.ContainerHeight` (64 dp; `TopAppBarDefaults.TopAppBarExpandedHeight`,
    /// `MediumAppBarCollapsedHeight`, `LargeAppBarCollapsedHeight` in Compose Material 3 `AppBar.kt`).
    public static let m3SmallHeight: Double = 64
    /// The medium bar's expanded height: `TopAppBarMediumTokens.ContainerHeight` (112 dp).
    public static let m3MediumHeight: Double = 112
    /// The large bar's expanded height: `TopAppBarLargeTokens.ContainerHeight` (152 dp).
    public static let m3LargeHeight: Double = 152
    /// The medium flexible bar's expanded height: `AppBarMediumFlexibleTokens.ContainerHeight` (112 dp, tokens
    /// VERSION 14_0_0; `TopAppBarDefaults.MediumFlexibleAppBarWithoutSubtitleExpandedHeight`).
    public static let m3MediumFlexibleHeight: Double = 112
    /// The medium flexible bar's expanded height with a subtitle: `AppBarMediumFlexibleTokens.LargeContainerHeight`
    /// (136 dp; `TopAppBarDefaults.MediumFlexibleAppBarWithSubtitleExpandedHeight`).
    public static let m3MediumFlexibleSubtitleHeight: Double = 136
    /// The large flexible bar's expanded height: `AppBarLargeFlexibleTokens.ContainerHeight` (120 dp;
    /// `TopAppBarDefaults.LargeFlexibleAppBarWithoutSubtitleExpandedHeight`).
    public static let m3LargeFlexibleHeight: Double = 120
    /// The large flexible bar's expanded height with a subtitle: `AppBarLargeFlexibleTokens.LargeContainerHeight`
    /// (152 dp; `TopAppBarDefaults.LargeFlexibleAppBarWithSubtitleExpandedHeight`).
    public static let m3LargeFlexibleSubtitleHeight: Double = 152
    /// Padding at the bar's start before the navigation icon, at its end after the actions, and on each side of
    /// the title: `TopAppBarHorizontalPadding` (4 dp, `AppBar.kt`).
    public static let m3HorizontalPadding: Double = 4
    /// The smallest start of the title's box when the navigation icon is narrower (or missing):
    /// `TopAppBarTitleInset` = 16 dp − `TopAppBarHorizontalPadding` (12 dp, `AppBar.kt`).
    public static let m3TitleInset: Double = 12
    /// The distance from the medium bar's bottom up to its expanded title's baseline: `MediumTitleBottomPadding`
    /// (24 dp, `AppBar.kt`).
    public static let m3MediumTitleBottomPadding: Double = 24
    /// The distance from the large bar's bottom up to its expanded title's baseline: `LargeTitleBottomPadding`
    /// (28 dp, `AppBar.kt`).
    public static let m3LargeTitleBottomPadding: Double = 28
    /// An icon button's side: the 48 dp minimum touch target (`minimumInteractiveComponentSize`, Compose
    /// `IconButton.kt`) around its 40 dp state layer (`IconButtonTokens.StateLayerSize`).
    public static let m3IconButtonSize: Double = 48
    /// The smallest area that takes a touch around any clickable Material component, 48 x 48 dp: Compose's
    /// `minimumInteractiveComponentSize()` (`InteractiveComponentSize.kt`, `MinimumInteractiveSize = 48.dp`), which
    /// grows a 40-dp text button's touch area to 48 around it.
    public static let m3MinimumInteractiveSize: Double = 48
    /// The navigation and action glyphs' size: `TopAppBarSmallTokens.LeadingIconSize` and `TrailingIconSize`
    /// (24 dp; `IconButtonTokens.IconSize`).
    public static let m3IconSize: Double = 24
    /// The most action buttons a bar shows; more become two and an overflow (`more_vert`) button. The Material 3
    /// top app bar guidelines (m3.material.io, "Top app bar", Guidelines: "Trailing icons") limit a bar to three
    /// actions and put the rest into an overflow menu.
    public static let m3MaxActions = 3
    /// How much of the bar's height content must cover before a small bar takes its scrolled colour:
    /// `overlappedFraction > 0.01f` in `SingleRowTopAppBar` (`AppBar.kt`).
    public static let m3OverlapThreshold: Double = 0.01
    /// The collapsed fraction from which a released bar snaps collapsed rather than expanded:
    /// `collapsedFraction < 0.5f` in `settleAppBar` (`AppBar.kt`).
    public static let m3SnapFraction: Double = 0.5
    /// Below this collapsed fraction a released bar is taken as expanded and does not settle:
    /// `collapsedFraction < 0.01f` in `settleAppBar` (`AppBar.kt`, "we don't check for 0f due to float
    /// precision").
    public static let m3SettleFloor: Double = 0.01
}
