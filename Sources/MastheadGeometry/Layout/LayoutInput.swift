/// What every style's layout reads: the configuration, the offset and a text fitter, with short names for the
/// shared quantities of GEOMETRY.md (`S`, `B`, `F`, the screen width).
struct LayoutInput {
    /// The configuration laid out.
    var configuration: HeaderConfiguration
    /// The scroll offset, finite.
    var offset: Double
    /// Measures text in the configuration's direction.
    var fitter: TextFitter
    /// Where the bar's slots come from.
    var bars: LayoutMemo.Source = .fresh

    /// `S`, the top safe-area inset.
    var safeTop: Double { configuration.viewport.safeAreaTop }
    /// `B`, the compact bar height.
    var barHeight: Double { configuration.viewport.barHeight }
    /// The screen width.
    var width: Double { configuration.viewport.width }
    /// The compact bar's box: full width at `y = S`, `B` tall.
    var barFrame: Rect { Rect(x: 0, y: safeTop, width: width, height: barHeight) }
    /// `clamp(offset / F, 0, 1)`, the hairline fade shared by several styles.
    var hairlineFade: Double { UnitInterval.ratio(offset, over: Metrics.hairlineFadeDistance) }

    /// The bar's slots in `frame` with this title and subtitle: from the memo when it recorded them, otherwise
    /// worked out (and recorded, when recording).
    func slots(in frame: Rect, title: String?, subtitle: String?) -> BarLayout {
        if case .replaying(let memo) = bars,
            let slots = memo.slots(for: configuration, frame: frame, title: title, subtitle: subtitle)
        {
            return slots
        }
        let slots = BarLayout(
            configuration: configuration, bar: frame, title: title, subtitle: subtitle, fitter: fitter)
        if case .recording(let recorder) = bars {
            recorder.bars.append(LayoutMemo.Bar(frame: frame, title: title, subtitle: subtitle, slots: slots))
        }
        return slots
    }

    /// A hairline directly below `y`, one physical pixel tall.
    func hairline(below y: Double, opacity: Double) -> HairlinePart {
        HairlinePart(
            frame: Rect(x: 0, y: y, width: width, height: configuration.viewport.hairlineThickness), opacity: opacity)
    }

    /// A layout with this input's identity fields filled in.
    func layout(
        progress: Double, header: HeaderPart, contentTop: Double, thresholds: Thresholds
    ) -> HeaderLayout {
        var layout = HeaderLayout(
            style: configuration.style, offset: offset, direction: configuration.direction,
            appearance: configuration.appearance, viewport: configuration.viewport, progress: progress,
            header: header, contentTop: contentTop, thresholds: thresholds)
        layout.fidelity = configuration.fidelity
        layout.textSize = configuration.textSize
        return layout
    }

    /// Whether UIKit's motion applies: `fidelity=uikit` on `compact` or `large`.
    var isUIKit: Bool {
        configuration.fidelity == .uikit && (configuration.style == .compact || configuration.style == .large)
    }
}
