extension HeaderLayout {
    /// `collapsingToolbar`: Android's `CollapsingToolbarLayout` in an `AppBarLayout` (material-components-android
    /// `CollapsingToolbarLayout.java`, `CollapsingTextHelper.java`), styled `Widget.Material3.CollapsingToolbar`,
    /// with a pinned `MaterialToolbar`, a full-size picture behind it (`image`) and the app bar's scroll flags.
    ///
    /// - The layout is `H = S + E` tall (`E` = `expandedHeight`; Material 3 sets `forceApplySystemWindowInsetTop`, so
    ///   the status bar is added), filled with `surface` (the app bar's container). Its toolbar is 64 tall, pinned at
    ///   `S`; the layout collapses over `R = E - 64` (`expandRange`).
    /// - The app bar's offset `v` (negative, up): `exitUntilCollapsed` takes `min(offset, R)`; `enterAlways` scrolls
    ///   the whole bar away (`E`) and brings it back on any scroll up, replaying `path`. The layout's top is at `v`;
    ///   `progress` is the expansion fraction `f = clamp(-v / R)`. Nothing stretches at a negative offset: the
    ///   content alone is pulled down. `contentTop` is `H - offset`.
    /// - The picture fills the layout, cut to it: `parallax` moves it by `round(-v × 0.5)` pixels against the scroll;
    ///   `pin` holds a child until its bottom meets the layout's (`getMaxOffsetForPinChild`), which for a picture as
    ///   tall as the layout is at once, so `pin` moves with the layout as `none` does.
    /// - The scrim (`scrim`, `surface`) is shown once the visible height `H + v` is below `96 + S`
    ///   (`thresholds.scrimShown`), with a 300 ms fade in Material 3's standard easing (a timed transition, reported
    ///   settled). In `fade` mode it covers the layout down to the toolbar's bottom and the expanded title is drawn
    ///   outside it; in `scale` mode it covers the whole layout.
    /// - `fade` (Material 3's): the expanded title (`largeTitle`, HeadlineSmall, one line cut with "…" within 16 of
    ///   each side, its line box 16 above the layout's bottom) fades out from `s = min(1, (H - trigger) / R)` to
    ///   `s + (1 - s) × 0.5`, where the toolbar's title (`title`, placed as Material 3's small bar places it) starts
    ///   fading in, shown at `f = 1`. `scale`: one title moves linearly from the expanded place to the toolbar's and
    ///   shrinks from HeadlineSmall to TitleLarge by `DecelerateInterpolator`, about its top start (`canvas.scale`
    ///   at the text's draw point).
    /// - The toolbar's items are Material 3's small bar's (``MaterialRow``) in the toolbar's box.
    static func collapsingToolbar(_ input: LayoutInput) -> HeaderLayout {
        let configuration = input.configuration
        let form = input.plan.materialBar
        let width = input.width
        let statusBar = input.safeTop
        let toolbarHeight = Metrics.collapsingToolbarHeight
        let expanded = max(configuration.expandedHeight, toolbarHeight)
        let height = statusBar + expanded
        let range = expanded - toolbarHeight
        let scrolled = collapsingScroll(configuration, offset: input.offset, expanded: expanded, range: range)
        let fraction = range > 0 ? UnitInterval.clamp(scrolled / range) : 1
        let header = Rect(x: 0, y: -scrolled, width: width, height: height)
        let toolbarTop = statusBar - max(0, scrolled - range)
        let bar = Rect(x: 0, y: toolbarTop, width: width, height: toolbarHeight)

        var layout = input.layout(
            progress: fraction, header: HeaderPart(frame: header, backgroundOpacity: 1),
            contentTop: height - input.offset, thresholds: input.thresholds)
        layout.bar = bar
        // The plan's row while the toolbar is pinned below the status bar (its resting place); else worked out again.
        let planned = input.plan.materialRow.flatMap {
            toolbarTop == statusBar && $0.height == toolbarHeight ? $0 : nil
        }
        let row =
            planned?.row
            ?? MaterialRow(
                configuration: configuration, bar: form, top: toolbarTop, height: toolbarHeight, fitter: input.fitter)
        layout.actions = row.buttons
        let scheme = input.plan.materialRow?.colors ?? MaterialSchemeColors(form.colorScheme)
        layout.colors = input.plan.materialRow?.restingRoles ?? materialColors(scheme, colorFraction: 0)

        let trigger = Metrics.collapsingScrimTrigger + statusBar
        let shown = height - scrolled < trigger
        let fadeMode = configuration.titleCollapseMode == .fade
        let scrimFrame =
            fadeMode ? Rect(x: 0, y: header.y, width: width, height: max(0, bar.maxY - header.y)) : header
        layout.scrim = ScrimPart(
            frame: scrimFrame, opacity: shown ? 1 : 0, color: scheme.surface,
            transition: Transition(
                curve: Metrics.collapsingScrimCurve, duration: Metrics.collapsingScrimDuration, property: "opacity"))

        let collapsed =
            planned?.title
            ?? row.titleBlock(
                configuration, spec: MaterialBarSpec(form), top: toolbarTop, height: toolbarHeight,
                fitter: input.fitter
            ).title
        if fadeMode {
            let start = range > 0 ? min(1, (height - trigger) / range) : 0
            let threshold = start + (1 - start) * Metrics.collapsingFadeThresholdRelative
            let expandedAlpha = fraction <= threshold ? 1 - ramp(fraction, from: start, to: threshold) : 0
            let collapsedAlpha = fraction <= threshold ? 0 : ramp(fraction, from: threshold, to: 1)
            layout.largeTitle = expandedTitle(input, bottom: header.maxY, opacity: expandedAlpha)
            layout.title = TitlePart(line: collapsed, opacity: collapsedAlpha, subtitle: nil)
        } else {
            layout.largeTitle = scaledTitle(
                input, collapsed: collapsed, fraction: fraction, scrolled: scrolled, height: height, range: range)
        }
        if let image = configuration.image {
            let top: Double
            switch configuration.collapseMode {
            case .parallax:
                let scale = configuration.viewport.scale
                top = -scrolled + (scrolled * Metrics.collapsingParallaxMultiplier * scale).rounded() / scale
            case .pin, .none: top = -scrolled
            }
            layout.imageSource = image
            layout.image = ImagePart(
                frame: Rect(x: 0, y: top, width: width, height: height), clip: header, opacity: 1, blur: 0,
                source: image.source, sha256: image.sha256)
        }
        return layout
    }

    /// How far the app bar has scrolled up at `offset`: `exitUntilCollapsed` up to `range`, `enterAlways` up to the
    /// whole `expanded` height along `path` (as Flutter's floating header, which follows the same rule).
    private static func collapsingScroll(
        _ configuration: HeaderConfiguration, offset: Double, expanded: Double, range: Double
    ) -> Double {
        guard offset > 0 else { return 0 }
        guard configuration.scrollBehavior == .enterAlways else { return min(offset, range) }
        let effective = SliverAppBarState.floatingOffset(path: configuration.path, offset: offset, maxExtent: expanded)
        return min(max(0, effective), expanded)
    }

    /// `AnimationUtils.lerp(0, 1, from, to, value)`: 0 before `from`, 1 after `to`, linear between.
    private static func ramp(_ value: Double, from: Double, to: Double) -> Double {
        guard to > from else { return value >= to ? 1 : 0 }
        return UnitInterval.clamp((value - from) / (to - from))
    }

    /// `fade` mode's expanded title: HeadlineSmall at the font scale, fitted within the start and end margins, its
    /// line box `collapsingTitleMarginBottom` above `bottom`, at the start margin.
    private static func expandedTitle(_ input: LayoutInput, bottom: Double, opacity: Double) -> LargeTitlePart {
        let margin = Metrics.collapsingTitleMarginHorizontal
        let type = MaterialTypeStyle.headlineSmall.scaled(FontScaleConverter(scale: input.plan.materialBar.fontScale))
        let fitted = input.fitter.fit(
            input.configuration.title, font: type.font, maxWidth: max(0, input.width - 2 * margin))
        let top = bottom - Metrics.collapsingTitleMarginBottom - type.lineHeight
        let line = fitted.materialLine(x: margin, top: top, lineHeight: type.lineHeight)
        return LargeTitlePart(line: line, opacity: opacity, scale: 1, anchor: Point(x: margin, y: top), subtitle: nil)
    }

    /// `scale` mode's one title: the toolbar's line (TitleLarge) drawn `size / 22` times larger, its top start moving
    /// linearly from the expanded place (`x = 16`, bottom 16 above the layout's bottom at the expanded size) to the
    /// toolbar's, in the layout's own coordinates, which scroll; the size goes from HeadlineSmall's to TitleLarge's
    /// by `DecelerateInterpolator` (`1 - (1 - f)²`, `AnimationUtils.DECELERATE_INTERPOLATOR`).
    private static func scaledTitle(
        _ input: LayoutInput, collapsed: TextLine, fraction: Double, scrolled: Double, height: Double, range: Double
    ) -> LargeTitlePart {
        let converter = FontScaleConverter(scale: input.plan.materialBar.fontScale)
        let expandedSize = MaterialTypeStyle.headlineSmall.scaled(converter).font.size
        let collapsedSize = MaterialTypeStyle.titleLarge.scaled(converter).font.size
        let decelerated = 1 - (1 - fraction) * (1 - fraction)
        let size = expandedSize + (collapsedSize - expandedSize) * decelerated
        let expandedScale = expandedSize / collapsedSize
        let lineHeight = collapsed.frame.height
        // In the layout's coordinates (top 0): the expanded line's top, and the toolbar line's when fully collapsed.
        let expandedTop = height - Metrics.collapsingTitleMarginBottom - lineHeight * expandedScale
        let collapsedTop = collapsed.frame.y + range + max(0, scrolled - range)
        let top = -scrolled + expandedTop + (collapsedTop - expandedTop) * fraction
        let start = Metrics.collapsingTitleMarginHorizontal
        let x = start + (collapsed.frame.x - start) * fraction
        var line = collapsed
        line.frame.x = x
        line.frame.y = top
        line.baseline += top - collapsed.frame.y
        return LargeTitlePart(
            line: line, opacity: 1, scale: size / collapsedSize, anchor: Point(x: x, y: top), subtitle: nil)
    }

    /// `collapsed` at `expandedHeight - 64` and, in `fade` mode, `titleVisible` there too (the toolbar's title is
    /// shown at `f = 1`); `scrimShown` where the visible height meets the trigger, `expandedHeight - 96`.
    static func collapsingToolbarThresholds(_ configuration: HeaderConfiguration) -> Thresholds {
        let expanded = max(configuration.expandedHeight, Metrics.collapsingToolbarHeight)
        let range = expanded - Metrics.collapsingToolbarHeight
        var thresholds = Thresholds(
            titleVisible: configuration.titleCollapseMode == .fade ? range : nil, collapsed: range)
        thresholds.scrimShown = max(0, expanded - Metrics.collapsingScrimTrigger)
        return thresholds
    }
}
