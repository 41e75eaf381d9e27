/// The shape of a configuration's Material bar, which the offset does not change: its rows' heights, the type of
/// its titles at the request's font scale, and where the titles sit, after Compose's `SingleRowTopAppBar` and
/// `TwoRowsTopAppBar` (`AppBar.kt`).
///
/// - A row is as tall as its nominal height or its title block, whichever is taller (`TopAppBarMeasurePolicy`:
///   `max(height, titlePlaceable.height)`); the block is the title's line height plus the subtitle's. At font
///   scale 1 every block fits, so the heights are the tokens'.
/// - Single-row bars: one row of 64 (`TopAppBarExpandedHeight`); `heightOffsetLimit` is minus the row.
/// - Two-row bars: a top row of 64 (`MediumAppBarCollapsedHeight`, `LargeAppBarCollapsedHeight`) and a bottom row of
///   the expanded height less 64; `heightOffsetLimit` is minus the bottom row (`adjustHeightOffsetLimit`).
/// - The flexible bars show the subtitle twice: under the expanded title in its token's type, and under the
///   collapsed title in `LabelMedium` (`smallSubtitle`), as the small bar does.
public struct MaterialBarSpec: Sendable, Hashable {
    /// Whether the bar has one row (small, center-aligned) rather than a collapsing second one.
    let singleRow: Bool
    /// Whether the title and subtitle are centred (`titleHorizontalAlignment = CenterHorizontally`).
    let centred: Bool
    /// Whether the title is measured as Compose Material3 1.4 does (the flexible bars): the title may use the row's
    /// width less `max(12, navigation box)` and the actions, where 1.2's `MediumTopAppBar` and the small bars' older
    /// layout subtract the navigation box alone.
    let insetsTitleStart: Bool
    /// The top row's title and, when shown, its subtitle.
    let title: MaterialType
    let subtitle: MaterialType?
    /// The bottom row's title and subtitle (two-row bars).
    let expandedTitle: MaterialType?
    let expandedSubtitle: MaterialType?
    /// From the bottom row's bottom up to the last baseline of its title block (`MediumTitleBottomPadding`,
    /// `LargeTitleBottomPadding`).
    let titleBottomPadding: Double
    /// The top row's height (a single-row bar's whole height).
    public let topRow: Double
    /// The bottom row's height, expanded (0 for a single-row bar).
    public let bottomRow: Double

    /// The shape of `configuration`'s bar (a style that is not a Material bar gets the small bar's).
    public init(_ configuration: HeaderConfiguration) {
        self.init(configuration.materialBar)
    }

    /// The shape of `bar`.
    public init(_ bar: MaterialBarConfiguration) {
        let form = bar.form
        let converter = FontScaleConverter(scale: bar.fontScale)
        singleRow = form.singleRow
        centred = bar.centred
        insetsTitleStart = form.flexible
        title = MaterialTypeStyle.titleLarge.scaled(converter)
        subtitle = bar.showsSubtitle ? MaterialTypeStyle.labelMedium.scaled(converter) : nil
        topRow = max(Metrics.m3SmallHeight, title.lineHeight + (subtitle?.lineHeight ?? 0))
        let expanded: Double
        switch (form.size, form.flexible) {
        case (.medium, false):
            (expandedTitle, expandedSubtitle) = (MaterialTypeStyle.headlineSmall.scaled(converter), nil)
            expanded = Metrics.m3MediumHeight
        case (.large, false):
            (expandedTitle, expandedSubtitle) = (MaterialTypeStyle.headlineMedium.scaled(converter), nil)
            expanded = Metrics.m3LargeHeight
        case (.medium, true):
            expandedTitle = MaterialTypeStyle.headlineMedium.scaled(converter)
            expandedSubtitle = bar.showsSubtitle ? MaterialTypeStyle.labelLarge.scaled(converter) : nil
            expanded = bar.showsSubtitle ? Metrics.m3MediumFlexibleSubtitleHeight : Metrics.m3MediumFlexibleHeight
        case (.large, true):
            expandedTitle = MaterialTypeStyle.displaySmall.scaled(converter)
            expandedSubtitle = bar.showsSubtitle ? MaterialTypeStyle.titleMedium.scaled(converter) : nil
            expanded = bar.showsSubtitle ? Metrics.m3LargeFlexibleSubtitleHeight : Metrics.m3LargeFlexibleHeight
        case (.small, _):
            (expandedTitle, expandedSubtitle) = (nil, nil)
            expanded = Metrics.m3SmallHeight
        }
        titleBottomPadding =
            form.size == .large ? Metrics.m3LargeTitleBottomPadding : Metrics.m3MediumTitleBottomPadding
        let block = (expandedTitle?.lineHeight ?? 0) + (expandedSubtitle?.lineHeight ?? 0)
        bottomRow = singleRow ? 0 : max(expanded - Metrics.m3SmallHeight, block)
    }

    /// The container's expanded height.
    public var expandedHeight: Double { topRow + bottomRow }

    /// `heightOffsetLimit`, negative: the whole row of a single-row bar, the bottom row of a two-row one.
    var limit: Double { singleRow ? -topRow : -bottomRow }
}
