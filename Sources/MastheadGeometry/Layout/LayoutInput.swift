/// What every style's layout reads: the plan (the configuration and what its offsets share), the offset and a text
/// fitter, with short names for the shared quantities of GEOMETRY.md (`S`, `B`, `F`, the screen width).
struct LayoutInput {
    /// The configuration and what every offset of it shares.
    let plan: LayoutPlan
    /// The scroll offset, finite.
    var offset: Double
    /// Measures text in the configuration's direction.
    var fitter: TextFitter

    /// The configuration laid out.
    var configuration: HeaderConfiguration { plan.configuration }
    /// The style's thresholds, the same at every offset.
    var thresholds: Thresholds { plan.thresholds }

    /// `S`, the top safe-area inset.
    var safeTop: Double { configuration.viewport.safeAreaTop }
    /// `B`, the compact bar height.
    var barHeight: Double { configuration.viewport.barHeight }
    /// The screen width.
    var width: Double { configuration.viewport.width }
    /// The compact bar's box: full width at `y = S`, `B` tall.
    var barFrame: Rect { LayoutPlan.barFrame(configuration) }
    /// `clamp(offset / F, 0, 1)`, the hairline fade shared by several styles.
    var hairlineFade: Double { UnitInterval.ratio(offset, over: Metrics.hairlineFadeDistance) }

    /// The style's bar's slots (``LayoutPlan/barTexts(_:)``) in `frame`: the plan's when `frame` is the resting box,
    /// otherwise (a bar that scrolls away) worked out in `frame`.
    func barSlots(in frame: Rect) -> BarLayout {
        if frame == barFrame, let slots = plan.barSlots { return slots }
        let texts = LayoutPlan.barTexts(configuration)
        return BarLayout(
            configuration: configuration, bar: frame, title: texts?.title, subtitle: texts?.subtitle, fitter: fitter)
    }

    /// The Liquid Glass bar (`fidelity=ios26`) in `frame`: the plan's when `frame` is the resting box, otherwise
    /// (a bar that scrolls away) worked out in `frame`.
    func glassSlots(in frame: Rect) -> GlassBarLayout {
        if frame == barFrame, let slots = plan.glassSlots { return slots }
        let texts = LayoutPlan.barTexts(configuration)
        return GlassBarLayout(
            configuration: configuration, bar: frame, title: texts?.title, subtitle: texts?.subtitle, fitter: fitter)
    }

    /// A hairline directly below `y`, one physical pixel tall.
    func hairline(below y: Double, opacity: Double) -> HairlinePart {
        HairlinePart(
            frame: Rect(x: 0, y: y, width: width, height: configuration.viewport.hairlineThickness), opacity: opacity)
    }

    /// A layout with this input's identity fields filled in, and the parts given.
    func layout(
        progress: Double, header: HeaderPart, contentTop: Double, thresholds: Thresholds, bar: Rect? = nil,
        hairline: HairlinePart? = nil, back: BackPart? = nil, title: TitlePart? = nil,
        largeTitle: LargeTitlePart? = nil, actions: [ActionPart] = []
    ) -> HeaderLayout {
        HeaderLayout(
            style: configuration.style, offset: offset, direction: configuration.direction,
            appearance: configuration.appearance, viewport: configuration.viewport, progress: progress,
            header: header, bar: bar, hairline: hairline, back: back, title: title, largeTitle: largeTitle,
            actions: actions, contentTop: contentTop, thresholds: thresholds, fidelity: configuration.fidelity,
            textSize: configuration.textSize, fontScale: configuration.fontScale)
    }

    /// Whether the Liquid Glass bar applies: `fidelity=ios26` on `compact`, `large` or `inlineTitle`.
    var isGlass: Bool { plan.look == .glass }

    /// Whether UIKit's motion applies: `fidelity=uikit` on `compact` or `large`.
    var isUIKit: Bool { plan.look == .uikit }
}
