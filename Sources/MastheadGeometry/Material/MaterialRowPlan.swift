/// What a Material bar's top row holds at its resting height, worked out once for a ``LayoutPlan``: the navigation
/// icon and actions, the collapsed title's line, for the two-row bars the expanded title fitted to its font, and the
/// scheme's colour roles.
///
/// A single-row bar that scrolls away (`enterAlways`, `exitUntilCollapsed`) changes its row's height with the
/// offset; at any other height the row is worked out again (``HeaderLayout/material(_:)``).
struct MaterialRowPlan: Sendable {
    /// The row's height this plan was made for.
    let height: Double
    let row: MaterialRow
    let title: TextLine
    /// The expanded title of `m3Medium` and `m3Large`, fitted (it moves with the bar's bottom; its text does not).
    let expandedTitle: FittedText?
    /// The scheme's colour roles, which the offset does not change (only the container's mix of two of them).
    let colors: MaterialSchemeColors

    /// The plan of `configuration`'s row at its resting height, or nil for a style that is not a Material bar.
    init?(_ configuration: HeaderConfiguration, fitter: TextFitter) {
        let style = configuration.style
        guard style.isMaterial else { return nil }
        let top = configuration.viewport.safeAreaTop
        let width = configuration.viewport.width
        height = TopAppBarState.isSingleRow(style) ? TopAppBarState.expandedHeight(style) : Metrics.m3SmallHeight
        row = MaterialRow(configuration: configuration, top: top, height: height, fitter: fitter)
        title = row.title(
            configuration.title, font: Fonts.m3TitleLarge, centred: style == .m3CenterAligned, top: top,
            height: height, width: width, fitter: fitter)
        expandedTitle =
            TopAppBarState.isSingleRow(style)
            ? nil : HeaderLayout.expandedTitleFit(configuration, width: width, fitter: fitter)
        colors = MaterialSchemeColors(configuration.materialScheme)
    }
}
