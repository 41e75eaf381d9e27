extension Metrics {
    /// `sliverAppBar`'s toolbar height: Flutter's `kToolbarHeight` (56, `constants.dart`), which `SliverAppBar`
    /// passes as its `toolbarHeight` (not Material 3 `AppBar`'s 64).
    public static let flutterToolbarHeight: Double = 56
    /// `sliverAppBar`'s default `expandedHeight`: Flutter has none (it falls back to the toolbar); 200 is the
    /// `FlexibleSpaceBar` sample's (`flexible_space_bar.0.dart`), as API.md sets it.
    public static let sliverExpandedHeight: Double = 200
    /// How much larger the flexible space's title is drawn when expanded: `FlexibleSpaceBar.expandedTitleScale`'s
    /// default, 1.5 (`flexible_space_bar.dart`).
    public static let flexibleTitleExpandedScale: Double = 1.5
    /// The flexible space title's start padding when the bar has a leading widget: 72
    /// (`FlexibleSpaceBar.titlePadding`'s default, `flexible_space_bar.dart`).
    public static let flexibleTitleLeadingPadding: Double = 72
    /// The flexible space title's bottom padding: 16 (`FlexibleSpaceBar.titlePadding`'s default).
    public static let flexibleTitleBottomPadding: Double = 16
    /// The parallax of the flexible space's background: it moves up by the collapse over this divisor
    /// (`_getCollapsePadding`: `deltaExtent / 4.0`).
    public static let flexibleParallaxDivisor: Double = 4
    /// The overscroll at which `SliverAppBar.onStretchTrigger` fires: `stretchTriggerOffset`'s default, 100
    /// (`app_bar.dart`).
    public static let sliverStretchTriggerOffset: Double = 100
    /// `StretchMode.blurBackground`'s divisor: the blur's sigma is the overscroll over 10 (`flexible_space_bar.dart`).
    public static let flexibleBlurDivisor: Double = 10
    /// `StretchMode.fadeTitle`'s distance: the title fades out over 100 points of stretch (`flexible_space_bar.dart`).
    public static let flexibleTitleFadeDistance: Double = 100
    /// The width of the toolbar's leading slot: `_kLeadingWidth`, `kToolbarHeight` (56, `app_bar.dart`); Material
    /// 3 centres its 48-point icon button in it.
    public static let flutterLeadingWidth: Double = 56
    /// Where the toolbar's opacity, as Flutter fades it, reaches the toolbar's items: `AppBar` draws them at
    /// `Interval(0.25, 1.0, curve: Curves.fastOutSlowIn)` of `toolbarOpacity` (`app_bar.dart`).
    public static let flutterToolbarFadeStart: Double = 0.25
}

extension Metrics {
    /// `collapsingToolbar`'s toolbar height: Material 3's `?attr/actionBarSize`, `m3_appbar_size_compact`, 64
    /// (`appbar/res/values/dimens.xml`, `TopAppBarSmallTokens.ContainerHeight`).
    public static let collapsingToolbarHeight: Double = 64
    /// The expanded title's start and end margins: `m3_appbar_expanded_title_margin_horizontal`, 16
    /// (`Widget.Material3.CollapsingToolbar`, `appbar/res/values/dimens.xml`).
    public static let collapsingTitleMarginHorizontal: Double = 16
    /// The expanded title's bottom margin: `m3_appbar_expanded_title_margin_bottom`, 16 (same file).
    public static let collapsingTitleMarginBottom: Double = 16
    /// The expanded title's top margin: `Widget.Design.CollapsingToolbar`'s `expandedTitleMargin`, 32, which the
    /// Material 3 style leaves (`appbar/res/values/styles.xml`).
    public static let collapsingTitleMarginTop: Double = 32
    /// The visible height under which the scrim shows: `m3_appbar_scrim_height_trigger`, 96, plus the status bar
    /// (`CollapsingToolbarLayout.getScrimVisibleHeightTrigger` adds the applied top inset).
    public static let collapsingScrimTrigger: Double = 96
    /// How long the scrim takes to fade in or out: `?attr/motionDurationMedium2`, 300 ms (Material 3 motion
    /// tokens; the layout's own default is 600).
    public static let collapsingScrimDuration: Double = 0.3
    /// The scrim's easing both ways: `?attr/motionEasingStandardInterpolator`, Material 3's standard easing,
    /// `cubic-bezier(0.2, 0, 0, 1)` (`CollapsingToolbarLayout`'s fade-in and fade-out interpolators).
    public static let collapsingScrimCurve = "standard"
    /// How fast a `parallax` child moves against the scroll: `DEFAULT_PARALLAX_MULTIPLIER`, 0.5
    /// (`CollapsingToolbarLayout.LayoutParams`): its offset is `round(-verticalOffset × 0.5)` pixels.
    public static let collapsingParallaxMultiplier: Double = 0.5
    /// Where, between the fade's start and the collapse, the expanded title is gone and the toolbar's begins:
    /// halfway (`CollapsingTextHelper.FADE_MODE_THRESHOLD_FRACTION_RELATIVE`, 0.5).
    public static let collapsingFadeThresholdRelative: Double = 0.5
}
