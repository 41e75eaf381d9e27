extension HeaderLayout {
    /// `compact`, `large` and `inlineTitle` with `fidelity=ios26`: the Liquid Glass bar.
    ///
    /// - Motion: `large` moves as `fidelity=uikit` (the title swap 10 before the collapse with its 150 ms
    ///   cross-fade, the settle), `compact` as ever, `inlineTitle` as the seed's matched inline title (the content
    ///   title is the app's, and iOS 26 changed the bar's chrome, not when an app shows its bar title).
    /// - Chrome: no backing (`header.backgroundOpacity` 0) and no hairline at any offset; the scroll edge effect
    ///   covers `0 ... bar bottom` with `scrollEdge`'s stops, blur and strength (`edge=soft|hard`), at opacity
    ///   `clamp(offset / F, 0, 1)`: visible once content is under the bar. A hard edge is the flat band alone,
    ///   its bottom the crisp divide: the bar reports no hairline part with either edge.
    /// - Bar items on glass platters (``GlassBarLayout``); `platters` lists them.
    /// - A bar that returns quickly (`compact`, `scrollBehavior=enterAlways`) carries its platters with it.
    static func glass(_ input: LayoutInput) -> HeaderLayout {
        let configuration = input.configuration
        var layout =
            switch configuration.style {
            case .large: uikitLarge(input)
            case .inlineTitle: inlineTitle(input)
            default: compact(input)
            }
        let bar = layout.bar ?? input.barFrame
        let slots = input.glassSlots(in: bar)
        layout.back = slots.back
        layout.title = slots.title.map { part in
            var title = part
            title.opacity = layout.title?.opacity ?? 1
            title.transition = layout.title?.transition
            return title
        }
        layout.actions = slots.actions
        layout.platters = slots.platters
        layout.hairline = nil
        layout.header.backgroundOpacity = 0
        let soft = configuration.edge == .soft
        layout.edgeEffect = EdgeEffectPart(
            style: configuration.edge, frame: Rect(x: 0, y: 0, width: input.width, height: max(0, bar.maxY)),
            opacity: input.hairlineFade, blur: soft ? Metrics.softEdgeBlur : 0,
            stops: soft ? EdgeEffectPart.softStops : EdgeEffectPart.hardStops)
        return layout
    }

    /// The thresholds of `fidelity=ios26`: `large` keeps UIKit's swap (`titleVisible = L - 10`) and collapse
    /// (`collapsed = L`), `inlineTitle` its seed's `titleVisible = 16 + h`; there is no hairline to report.
    static func glassThresholds(configuration: HeaderConfiguration, fitter: TextFitter) -> Thresholds {
        switch configuration.style {
        case .large:
            let rowHeight = largeTitleRowHeight(configuration, fitter: fitter)
            return Thresholds(titleVisible: rowHeight - Metrics.uikitShowLargeTitleThreshold, collapsed: rowHeight)
        case .inlineTitle:
            let lineHeight = fitter.natural(configuration.title, font: Fonts.largeTitle).metrics.lineHeight
            return Thresholds(titleVisible: Metrics.inlineTitlePadding + lineHeight)
        default:
            return Thresholds()
        }
    }
}
