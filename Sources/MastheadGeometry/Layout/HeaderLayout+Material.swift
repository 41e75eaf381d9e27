extension HeaderLayout {
    /// The Material 3 top app bars, after Compose's `SingleRowTopAppBar` (`m3Small`, `m3CenterAligned`) and
    /// `TwoRowsTopAppBar` (`m3Medium`, `m3Large`) in `AppBar.kt`.
    ///
    /// - The container (`bar`) starts below the status bar at `S`; it is the expanded height plus `heightOffset`
    ///   (``TopAppBarState``) tall; `header` adds the status bar above it and is always opaque.
    /// - Single-row bars centre their navigation icon, title and actions in the container as it shrinks
    ///   (`enterAlways` or `exitUntilCollapsed` scroll it away); two-row bars keep a 64-point top row with the
    ///   collapsed `title` (alpha `TopTitleAlphaEasing(f)`) and put the expanded title (`largeTitle`, alpha
    ///   `1 - f`) in the bottom row, its baseline `MediumTitleBottomPadding` (24) or `LargeTitleBottomPadding`
    ///   (28) above the container's bottom, less what a title taller than the row leaves (Compose's
    ///   `adjustedBottomPadding`).
    /// - `progress` is the collapsed fraction `f`; `contentTop` is `S + expanded height - offset`.
    /// - Container colour: `surface` → `surfaceContainer` through `FastOutLinearInEasing` of the colour fraction,
    ///   mixed in Oklab; small bars switch as soon as `overlappedFraction > 0.01`, two-row bars follow `f`.
    /// - `back`, `leading` and the subtitle are iOS parts the Material bars do not have: `navigation` is the
    ///   start slot, and the bar shows the title alone.
    static func material(_ input: LayoutInput) -> HeaderLayout {
        let configuration = input.configuration
        let style = configuration.style
        let state = TopAppBarState(
            style: style, behavior: configuration.scrollBehavior, path: configuration.path, offset: input.offset)
        let fraction = state.collapsedFraction
        let singleRow = TopAppBarState.isSingleRow(style)
        let expanded = TopAppBarState.expandedHeight(style)
        let top = input.safeTop
        let bar = Rect(x: 0, y: top, width: input.width, height: expanded + state.heightOffset)
        let rowHeight = singleRow ? bar.height : Metrics.m3SmallHeight
        let planned = input.plan.materialRow.flatMap { $0.height == rowHeight ? $0 : nil }
        let row =
            planned?.row ?? MaterialRow(configuration: configuration, top: top, height: rowHeight, fitter: input.fitter)
        let title =
            planned?.title
            ?? row.title(
                configuration.title, font: Fonts.m3TitleLarge, centred: style == .m3CenterAligned, top: top,
                height: rowHeight, width: input.width, fitter: input.fitter)

        let header = HeaderPart(frame: Rect(x: 0, y: 0, width: input.width, height: bar.maxY), backgroundOpacity: 1)
        var layout = input.layout(
            progress: fraction, header: header, contentTop: top + expanded - input.offset,
            thresholds: materialThresholds(configuration))
        layout.bar = bar
        layout.actions = row.buttons
        let colorFraction = singleRow ? (state.overlappedFraction > Metrics.m3OverlapThreshold ? 1 : 0) : fraction
        layout.colors = materialColors(
            input.plan.materialRow?.colors ?? MaterialSchemeColors(configuration.materialScheme),
            colorFraction: colorFraction)
        layout.settle = materialSettle(configuration.scrollBehavior, state: state, offset: input.offset)
        if singleRow {
            layout.title = TitlePart(line: title, opacity: 1, subtitle: nil)
            return layout
        }
        layout.title = TitlePart(
            line: title, opacity: CubicBezierEasing.topTitleAlpha.transform(fraction), subtitle: nil)
        layout.largeTitle = expandedTitle(configuration, bottom: bar.maxY, fraction: fraction, input: input)
        return layout
    }

    /// The two-row bars' expanded title in the bottom row, whose box starts at `max(12, 4)` with 4 padding and
    /// may be the bar's width less 4 at each end (the bottom row's empty navigation and action boxes).
    private static func expandedTitle(
        _ configuration: HeaderConfiguration, bottom: Double, fraction: Double, input: LayoutInput
    ) -> LargeTitlePart {
        let large = configuration.style == .m3Large
        let padding = large ? Metrics.m3LargeTitleBottomPadding : Metrics.m3MediumTitleBottomPadding
        let rowMax = TopAppBarState.expandedHeight(configuration.style) - Metrics.m3SmallHeight
        let pad = Metrics.m3HorizontalPadding
        let fitted =
            input.plan.materialRow?.expandedTitle
            ?? expandedTitleFit(configuration, width: input.width, fitter: input.fitter)
        let height = fitted.materialLineHeight
        let fromBottom = padding - (height - fitted.materialBaselineInBox)
        let adjusted = fromBottom + height > rowMax ? fromBottom - (fromBottom + height - rowMax) : fromBottom
        let line = fitted.materialLine(x: Metrics.m3TitleInset + pad, top: bottom - height - max(0, adjusted))
        return LargeTitlePart(
            line: line, opacity: 1 - fraction, scale: 1, anchor: Point(x: line.frame.x, y: line.baseline),
            subtitle: nil)
    }

    /// The two-row bars' expanded title fitted to its font (`HeadlineMedium` for `m3Large`, `HeadlineSmall` for
    /// `m3Medium`) in the bar's width less 4 paddings.
    static func expandedTitleFit(_ configuration: HeaderConfiguration, width: Double, fitter: TextFitter) -> FittedText
    {
        let font = configuration.style == .m3Large ? Fonts.m3HeadlineMedium : Fonts.m3HeadlineSmall
        return fitter.fit(configuration.title, font: font, maxWidth: max(0, width - 4 * Metrics.m3HorizontalPadding))
    }

    /// Where a part-way collapsed bar settles when released (`settleAppBar`): nothing for `pinned`, below a
    /// fraction of 0.01 or when fully collapsed; else expanded below 0.5 and collapsed from it.
    /// `exitUntilCollapsed` follows the offset, so it settles at offset 0 or `-limit`; `enterAlways` snaps the bar
    /// alone (Compose animates `heightOffset`, not the content), so the offset stays.
    static func materialSettle(_ behavior: ScrollBehavior, state: TopAppBarState, offset: Double) -> SettlePoint? {
        let fraction = state.collapsedFraction
        guard behavior != .pinned, fraction >= Metrics.m3SettleFloor, fraction < 1 else { return nil }
        let collapse = fraction >= Metrics.m3SnapFraction
        switch behavior {
        case .exitUntilCollapsed: return SettlePoint(offset: collapse ? -state.limit : 0, progress: collapse ? 1 : 0)
        default: return SettlePoint(offset: offset, progress: collapse ? 1 : 0)
        }
    }

    /// The colour roles a Material picture uses: the bar's current `container` colour, then the scheme's roles.
    static func materialColors(_ scheme: MaterialSchemeColors, colorFraction: Double) -> [ColorRole] {
        let container = scheme.surface.mixedOklab(
            with: scheme.surfaceContainer, fraction: CubicBezierEasing.fastOutLinearIn.transform(colorFraction))
        var roles: [ColorRole] = []
        roles.reserveCapacity(scheme.roles.count + 1)
        roles.append(ColorRole("container", container))
        roles.append(contentsOf: scheme.roles)
        return roles
    }

    /// `collapsed` (and for two-row bars `titleVisible`): the offset scrolled straight from 0 at which the bar
    /// is collapsed, `-heightOffsetLimit`; none for `pinned`.
    static func materialThresholds(_ configuration: HeaderConfiguration) -> Thresholds {
        guard configuration.scrollBehavior != .pinned else { return Thresholds() }
        let style = configuration.style
        let distance = -TopAppBarState(style: style, behavior: .pinned, path: [], offset: 0).limit
        return TopAppBarState.isSingleRow(style)
            ? Thresholds(collapsed: distance) : Thresholds(titleVisible: distance, collapsed: distance)
    }
}
