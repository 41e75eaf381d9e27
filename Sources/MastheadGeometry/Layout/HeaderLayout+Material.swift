extension HeaderLayout {
    /// The Material 3 top app bars, after Compose's `SingleRowTopAppBar` (`m3Small`, `m3CenterAligned`) and
    /// `TwoRowsTopAppBar` (`m3Medium`, `m3Large`, `m3MediumFlexible`, `m3LargeFlexible`) in `AppBar.kt`; the rows'
    /// heights and types come from ``MaterialBarSpec``.
    ///
    /// - The container (`bar`) starts below the status bar at `S`; it is the expanded height plus `heightOffset`
    ///   (``TopAppBarState``) tall; `header` adds the status bar above it and is always opaque.
    /// - Single-row bars centre their navigation icon, title block and actions in the container as it shrinks
    ///   (`enterAlways` or `exitUntilCollapsed` scroll it away); two-row bars keep their top row (64) with the
    ///   collapsed `title` (alpha `TopTitleAlphaEasing(f)`) and put the expanded title block (`largeTitle`, alpha
    ///   `1 - f`) in the bottom row, its last baseline `MediumTitleBottomPadding` (24) or `LargeTitleBottomPadding`
    ///   (28) above the container's bottom, less what a block taller than the row leaves (Compose's
    ///   `adjustedBottomPadding`).
    /// - A subtitle (small, center-aligned and flexible bars) is `title.subtitle`; the flexible bars also show it
    ///   under the expanded title as `largeTitle.subtitle`.
    /// - `progress` is the collapsed fraction `f`; `contentTop` is `S + expanded height - offset`.
    /// - Container colour: `surface` → `surfaceContainer` through `FastOutLinearInEasing` of the colour fraction,
    ///   mixed in Oklab; small bars switch as soon as `overlappedFraction > 0.01`, two-row bars follow `f`.
    /// - `back` and `leading` are iOS parts the Material bars do not have: `navigation` is the start slot.
    /// - Tabs (``TabRowLayout``) sit directly under the container, whatever the behaviour: `pinned` keeps them under
    ///   the bar, `enterAlways` scrolls the bar away and keeps them at the top under the status bar (its height
    ///   offset reaches the whole bar), `exitUntilCollapsed` keeps them under the collapsed bar. The header and
    ///   `contentTop` grow by the row's height.
    static func material(_ input: LayoutInput) -> HeaderLayout {
        let configuration = input.configuration
        let form = input.plan.materialBar
        if form.form.search { return materialSearch(input) }
        let plan = input.plan.materialRow
        let spec = plan?.spec ?? MaterialBarSpec(form)
        let state = TopAppBarState(
            limit: spec.limit, behavior: form.scrollBehavior, path: configuration.path, offset: input.offset)
        let fraction = state.collapsedFraction
        let expanded = spec.expandedHeight
        let top = input.safeTop
        let bar = Rect(x: 0, y: top, width: input.width, height: expanded + state.heightOffset)
        let rowHeight = spec.singleRow ? bar.height : spec.topRow
        let planned = plan.flatMap { $0.height == rowHeight ? $0 : nil }
        let row =
            planned?.row
            ?? MaterialRow(configuration: configuration, bar: form, top: top, height: rowHeight, fitter: input.fitter)
        let lines =
            planned.map { (title: $0.title, subtitle: $0.subtitle) }
            ?? row.titleBlock(configuration, spec: spec, top: top, height: rowHeight, fitter: input.fitter)

        let tabs = input.plan.tabRow?.offsetBy(dy: bar.maxY)
        let tabHeight = tabs?.frame.height ?? 0
        let header = HeaderPart(
            frame: Rect(x: 0, y: 0, width: input.width, height: bar.maxY + tabHeight), backgroundOpacity: 1)
        var layout = input.layout(
            progress: fraction, header: header, contentTop: top + expanded + tabHeight - input.offset,
            thresholds: materialThresholds(form, spec: spec))
        layout.bar = bar
        layout.tabs = tabs
        layout.actions = row.buttons
        let colorFraction =
            spec.singleRow ? (state.overlappedFraction > Metrics.m3OverlapThreshold ? 1 : 0) : fraction
        layout.colors =
            plan?.roles(colorFraction: colorFraction)
            ?? materialColors(MaterialSchemeColors(form.colorScheme), colorFraction: colorFraction)
        layout.settle = materialSettle(form.scrollBehavior, state: state, offset: input.offset)
        if spec.singleRow {
            layout.title = TitlePart(line: lines.title, opacity: 1, subtitle: lines.subtitle)
            return layout
        }
        layout.title = TitlePart(
            line: lines.title, opacity: CubicBezierEasing.topTitleAlpha.transform(fraction), subtitle: lines.subtitle)
        let block =
            plan?.expandedTitle
            ?? expandedTitleBlock(configuration, spec: spec, width: input.width, fitter: input.fitter)
        layout.largeTitle = expandedTitle(block, spec: spec, bottom: bar.maxY, fraction: fraction, width: input.width)
        return layout
    }

    /// The two-row bars' expanded title block in the bottom row, whose empty navigation and action boxes are the
    /// 4-point paddings: at the start its box starts at `max(12, 4)`, centred it is centred on the bar and kept
    /// between 12 and the bar's width less 4.
    private static func expandedTitle(
        _ block: MaterialTitleBlock, spec: MaterialBarSpec, bottom: Double, fraction: Double, width: Double
    ) -> LargeTitlePart {
        let fromBottom = spec.titleBottomPadding - (block.height - block.lastBaseline)
        let rowMax = spec.bottomRow
        let adjusted =
            fromBottom + block.height > rowMax ? fromBottom - (fromBottom + block.height - rowMax) : fromBottom
        let pad = Metrics.m3HorizontalPadding
        var x = Metrics.m3TitleInset
        if block.centred {
            x = min(max((width - block.boxWidth) / 2, Metrics.m3TitleInset), width - pad - block.boxWidth)
        }
        let lines = block.lines(boxX: x, top: bottom - block.height - max(0, adjusted))
        return LargeTitlePart(
            line: lines.title, opacity: 1 - fraction, scale: 1,
            anchor: Point(x: lines.title.frame.x, y: lines.title.baseline), subtitle: lines.subtitle)
    }

    /// The two-row bars' expanded title block fitted to its type (``MaterialBarSpec/expandedTitle``): for
    /// `m3Medium` and `m3Large` in the bar's width less 4 paddings (Compose Material3 1.2's measure); for the
    /// flexible bars less `max(12, 4)`, 4 and the block's own 4 on each side (1.4's).
    static func expandedTitleBlock(
        _ configuration: HeaderConfiguration, spec: MaterialBarSpec, width: Double, fitter: TextFitter
    ) -> MaterialTitleBlock {
        let pad = Metrics.m3HorizontalPadding
        let start = spec.insetsTitleStart ? max(Metrics.m3TitleInset, pad) : pad
        let type = spec.expandedTitle ?? MaterialTypeStyle.headlineSmall.scaled(FontScaleConverter(scale: 1))
        return MaterialTitleBlock(
            configuration.title, type, subtitle: configuration.subtitle, spec.expandedSubtitle,
            maxBox: width - start - pad, centred: spec.centred, fitter: fitter)
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
    /// is collapsed, `-heightOffsetLimit`; none for `pinned`. `spec` is the bar's shape when the caller has it.
    static func materialThresholds(_ bar: MaterialBarConfiguration, spec: MaterialBarSpec? = nil) -> Thresholds {
        guard bar.scrollBehavior != .pinned else { return Thresholds() }
        let spec = spec ?? MaterialBarSpec(bar)
        let distance = -spec.limit
        return spec.singleRow
            ? Thresholds(collapsed: distance) : Thresholds(titleVisible: distance, collapsed: distance)
    }
}
