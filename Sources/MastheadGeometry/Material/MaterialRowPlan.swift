/// What a Material bar holds at its resting height, worked out once for a ``LayoutPlan``: the bar's shape, the
/// navigation icon and actions, the top row's title and subtitle, for the two-row bars the expanded title block
/// fitted to its type, and the scheme's colour roles.
///
/// A single-row bar that scrolls away (`enterAlways`, `exitUntilCollapsed`) changes its row's height with the
/// offset; at any other height the row is worked out again (``HeaderLayout/material(_:)``).
///
/// A class, shared by every layout of the plan: as a value, each layout's read of it copied all of it (the row's
/// buttons, the titles, the colour roles), and a Material bar's layout reads it four times.
final class MaterialRowPlan: Sendable {
    /// The bar's rows and types.
    let spec: MaterialBarSpec
    /// The row's height this plan was made for.
    let height: Double
    let row: MaterialRow
    let title: TextLine
    let subtitle: TextLine?
    /// The expanded title block of the two-row bars, fitted (it moves with the bar's bottom; its text does not).
    let expandedTitle: MaterialTitleBlock?
    /// The scheme's colour roles, which the offset does not change (only the container's mix of two of them).
    let colors: MaterialSchemeColors
    /// The layout's colour roles with the container at rest and fully scrolled under
    /// (``HeaderLayout/materialColors(_:colorFraction:)`` at 0 and 1), where every single-row bar's container is,
    /// a two-row bar's once expanded or collapsed, and the image headers' always: made once, not once per layout.
    let restingRoles: [ColorRole]
    let scrolledRoles: [ColorRole]
    /// `m3Search`'s field at rest, or nil for the bars with a title.
    let searchField: MaterialSearchField?

    /// The plan of `configuration`'s row at its resting height, as the Material bar `bar`.
    init(_ configuration: HeaderConfiguration, bar: MaterialBarConfiguration, fitter: TextFitter) {
        let top = configuration.viewport.safeAreaTop
        spec = MaterialBarSpec(bar)
        height = spec.topRow
        row = MaterialRow(configuration: configuration, bar: bar, top: top, height: height, fitter: fitter)
        (title, subtitle) = row.titleBlock(configuration, spec: spec, top: top, height: height, fitter: fitter)
        expandedTitle =
            spec.singleRow
            ? nil
            : HeaderLayout.expandedTitleBlock(
                configuration, spec: spec, width: configuration.viewport.width, fitter: fitter)
        colors = MaterialSchemeColors(bar.colorScheme)
        restingRoles = HeaderLayout.materialColors(colors, colorFraction: 0)
        scrolledRoles = HeaderLayout.materialColors(colors, colorFraction: 1)
        searchField =
            bar.form.search
            ? MaterialSearchField(configuration, bar: bar, row: row, top: top, height: height, fitter: fitter) : nil
    }

    /// The layout's colour roles at `colorFraction`: the ones made with the plan at 0 and 1, worked out for any
    /// other.
    func roles(colorFraction: Double) -> [ColorRole] {
        if colorFraction == 0 { return restingRoles }
        if colorFraction == 1 { return scrolledRoles }
        return HeaderLayout.materialColors(colors, colorFraction: colorFraction)
    }
}
