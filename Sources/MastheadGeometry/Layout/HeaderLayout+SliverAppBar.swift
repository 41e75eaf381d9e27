extension HeaderLayout {
    /// `sliverAppBar`: Flutter's Material 3 `SliverAppBar` with a `FlexibleSpaceBar` (`app_bar.dart`,
    /// `flexible_space_bar.dart`), no `bottom`.
    ///
    /// - The persistent header is `maxExtent = S + max(expandedHeight, 56)` tall at rest and shrinks to
    ///   `minExtent = S + 56` (``SliverAppBarState``: pinned, scrolling, floating, stretched). `header` is its box,
    ///   filled with `surface` (Material 3's `AppBar` background; its scrolled-under colour is the same, its
    ///   surface tint being transparent); `bar` is the 56-point toolbar at the header's top below the status bar.
    /// - `t = clamp(1 - (currentExtent - minExtent) / (maxExtent - minExtent))` is `progress`.
    /// - `image` (with a picture): `maxExtent` tall (with `zoomBackground`, as tall as a stretched header), its top
    ///   at the header's top plus `-(Δ / 4)·t` (`parallax`), `-(maxExtent - currentExtent)` (`pin`) or 0 (`none`);
    ///   opacity `1 - Interval(max(0, 1 - 56 / Δ), 1)(t)` (1 when `Δ = 0`); blurred by `overscroll / 10` with
    ///   `blurBackground`; cut to the header.
    /// - The title is the flexible space's (`largeTitle`): TitleLarge, one line cut with "…" to the width Flutter
    ///   gives it (`(width - start) / scale`), its line box's bottom 16 above the header's bottom, at the start
    ///   after 72 (with a navigation icon; 0 without, as `automaticallyImplyLeading: false` gives) or centred with
    ///   `titleAlignment=center`; drawn at `scale = 1.5 → 1` by `t` about its bottom start (bottom centre). Its
    ///   opacity is the toolbar's opacity, times `1 - overscroll / 100` with `fadeTitle`. It is cut to the header.
    /// - The toolbar's opacity is 1 when pinned, else `clamp((maxExtent - shrink - S) / 56)`; its navigation icon
    ///   and actions are drawn at `Interval(0.25, 1, fastOutSlowIn)` of it (``toolbarOpacity``). The navigation icon
    ///   is Material 3's 48-point button centred in the 56-point leading slot; the actions end at the toolbar's end.
    /// - `contentTop` is `maxExtent - offset`: the content follows the scroll whatever the header does.
    /// - `floating` with `snap`: a header part shown settles open after a scroll up and shut after a scroll down
    ///   (`settle`, the offset unchanged).
    static func sliverAppBar(_ input: LayoutInput) -> HeaderLayout {
        let configuration = input.configuration
        let form = input.plan.materialBar
        let width = input.width
        let statusBar = input.safeTop
        let toolbarHeight = Metrics.flutterToolbarHeight
        let maxExtent = statusBar + max(configuration.expandedHeight, toolbarHeight)
        let minExtent = statusBar + toolbarHeight
        let delta = maxExtent - minExtent
        let state = SliverAppBarState(
            maxExtent: maxExtent, minExtent: minExtent, pinned: configuration.pinned,
            floating: configuration.floating, stretch: configuration.stretch, path: configuration.path,
            offset: input.offset)
        let t = delta > 0 ? UnitInterval.clamp(1 - (state.currentExtent - minExtent) / delta) : 0
        let headerFrame = Rect(x: 0, y: state.top, width: width, height: state.extent)

        let rawToolbarOpacity =
            configuration.pinned ? 1 : UnitInterval.clamp((maxExtent - state.shrink - statusBar) / toolbarHeight)
        let start = Metrics.flutterToolbarFadeStart
        let itemOpacity = CubicBezierEasing.fastOutSlowIn.transform(
            UnitInterval.clamp((rawToolbarOpacity - start) / (1 - start)))

        let bar = Rect(x: 0, y: state.top + statusBar, width: width, height: toolbarHeight)
        var row = MaterialRow(
            configuration: configuration, bar: form, top: bar.y, height: toolbarHeight, fitter: input.fitter)
        // Flutter's actions row has no end padding (`actionsPadding` is zero), where Compose's has 4.
        for index in row.buttons.indices where row.buttons[index].side == .trailing {
            row.buttons[index].frame.x += Metrics.m3HorizontalPadding
        }
        if form.navigation.iconName != nil, let index = row.buttons.firstIndex(where: { $0.side == .leading }) {
            let size = Metrics.m3IconButtonSize
            row.buttons[index].frame.x = (Metrics.flutterLeadingWidth - size) / 2
        }

        var layout = input.layout(
            progress: t, header: HeaderPart(frame: headerFrame, backgroundOpacity: 1),
            contentTop: maxExtent - input.offset, thresholds: input.thresholds)
        layout.bar = bar
        layout.actions = row.buttons
        layout.toolbarOpacity = itemOpacity
        layout.colors =
            input.plan.materialRow?.restingRoles
            ?? materialColors(MaterialSchemeColors(form.colorScheme), colorFraction: 0)
        layout.largeTitle = flexibleTitle(
            input, bottom: headerFrame.maxY, t: t,
            opacity: rawToolbarOpacity * stretchTitleOpacity(configuration, overscroll: state.stretch))
        if let image = configuration.image {
            layout.imageSource = image
            layout.image = flexibleBackground(
                configuration, image: image, state: state, header: headerFrame, t: t, delta: delta,
                maxExtent: maxExtent)
        }
        if configuration.floating, configuration.snap, state.shrink > 0, state.shrink < maxExtent {
            let direction = SliverAppBarState.lastDirection(path: configuration.path, offset: input.offset)
            if direction != 0 {
                layout.settle = SettlePoint(offset: input.offset, progress: direction < 0 ? 0 : 1)
            }
        }
        return layout
    }

    /// `fadeTitle`'s opacity: `1 - clamp(overscroll / 100)`; 1 without it.
    private static func stretchTitleOpacity(_ configuration: HeaderConfiguration, overscroll: Double) -> Double {
        guard configuration.stretchModes.contains(.fadeTitle), overscroll > 0 else { return 1 }
        return 1 - UnitInterval.clamp(overscroll / Metrics.flexibleTitleFadeDistance)
    }

    /// The flexible space's title: fitted to the width Flutter's `SizedBox(width: maxWidth / scale)` gives it,
    /// its line box ending 16 above the header's `bottom`, scaled about its bottom start (bottom centre).
    private static func flexibleTitle(_ input: LayoutInput, bottom: Double, t: Double, opacity: Double)
        -> LargeTitlePart
    {
        let configuration = input.configuration
        let form = input.plan.materialBar
        let width = input.width
        let scale = Metrics.flexibleTitleExpandedScale + (1 - Metrics.flexibleTitleExpandedScale) * t
        let startPadding =
            form.centred || form.navigation.iconName == nil ? 0 : Metrics.flexibleTitleLeadingPadding
        let type = MaterialTypeStyle.titleLarge.scaled(FontScaleConverter(scale: form.fontScale))
        let fitted = input.fitter.fit(
            configuration.title, font: type.font, maxWidth: max(0, width - startPadding) / scale)
        let lineBottom = bottom - Metrics.flexibleTitleBottomPadding
        let x = form.centred ? (width - fitted.width) / 2 : startPadding
        let line = fitted.materialLine(x: x, top: lineBottom - type.lineHeight, lineHeight: type.lineHeight)
        let anchor = Point(x: form.centred ? width / 2 : startPadding, y: lineBottom)
        return LargeTitlePart(line: line, opacity: opacity, scale: scale, anchor: anchor, subtitle: nil)
    }

    /// The flexible space's background, placed, faded and blurred as `FlexibleSpaceBar` does.
    private static func flexibleBackground(
        _ configuration: HeaderConfiguration, image: HeaderImage, state: SliverAppBarState, header: Rect, t: Double,
        delta: Double, maxExtent: Double
    ) -> ImagePart {
        let padding: Double
        switch configuration.collapseMode {
        case .parallax: padding = -(delta / Metrics.flexibleParallaxDivisor) * t
        case .pin: padding = -(maxExtent - state.currentExtent)
        case .none: padding = 0
        }
        let zooms = configuration.stretchModes.contains(.zoomBackground) && state.stretch > 0
        let height = zooms ? state.extent : maxExtent
        let fadeStart = delta > 0 ? max(0, 1 - Metrics.flutterToolbarHeight / delta) : 1
        let opacity = delta > 0 ? 1 - UnitInterval.clamp((t - fadeStart) / (1 - fadeStart)) : 1
        let blur =
            configuration.stretchModes.contains(.blurBackground) && state.stretch > 0
            ? state.stretch / Metrics.flexibleBlurDivisor : 0
        return ImagePart(
            frame: Rect(x: 0, y: header.y + padding, width: header.width, height: height), clip: header,
            opacity: opacity, blur: blur, source: image.source, sha256: image.sha256)
    }

    /// `collapsed` at `maxExtent - minExtent` (where `t` reaches 1 scrolled straight from 0), and with `stretch`
    /// `stretchTriggered` at `-stretchTriggerOffset`.
    static func sliverAppBarThresholds(_ configuration: HeaderConfiguration) -> Thresholds {
        var thresholds = Thresholds(
            collapsed: max(
                0, max(configuration.expandedHeight, Metrics.flutterToolbarHeight) - Metrics.flutterToolbarHeight))
        if configuration.stretch { thresholds.stretchTriggered = -Metrics.sliverStretchTriggerOffset }
        return thresholds
    }
}
