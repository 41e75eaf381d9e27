extension HeaderLayout {
    /// `large` with `fidelity=uikit`: the kit's geometry with UIKit's timing of the fades.
    ///
    /// - The bar title's opacity is 1 from `L - 10` on (`_kNavBarShowLargeTitleThreshold`) and 0 before it; the large
    ///   title's the reverse. UIKit animates that swap in time, so both report the state at this offset and the
    ///   150 ms cross-fade that leads there as their `transition`.
    /// - Hairline and background: `clamp((offset - L) / 10, 0, 1)` (`_kNavBarScrollUnderAnimationExtent`), clear
    ///   until the row has collapsed.
    static func uikitLarge(_ input: LayoutInput) -> HeaderLayout {
        var layout = large(input)
        let rowHeight =
            input.plan.largeTitleRow?.height ?? largeTitleRowHeight(input.configuration, fitter: input.fitter)
        let shown = input.offset >= rowHeight - Metrics.uikitShowLargeTitleThreshold
        let scrollUnder = UnitInterval.ratio(input.offset - rowHeight, over: Metrics.uikitScrollUnderExtent)
        layout.header.backgroundOpacity = scrollUnder
        layout.hairline?.opacity = scrollUnder
        layout.title?.opacity = shown ? 1 : 0
        layout.title?.transition = .uikitTitleFade
        layout.largeTitle?.opacity = shown ? 0 : 1
        layout.largeTitle?.transition = .uikitTitleFade
        layout.settle = settle(at: input.offset, rowHeight: rowHeight)
        return layout
    }

    /// Where UIKit's large title comes to rest when the scroll is released at `offset`: inside `0 < offset < L`
    /// at 0 (expanded, progress 0) or `L` (collapsed, progress 1), whichever is nearer; exactly half way settles
    /// collapsed, like Material's snap at a collapsed fraction of 0.5. Elsewhere the scroll stays (nil).
    static func settle(at offset: Double, rowHeight: Double) -> SettlePoint? {
        guard offset > 0, offset < rowHeight else { return nil }
        return offset < rowHeight / 2
            ? SettlePoint(offset: 0, progress: 0) : SettlePoint(offset: rowHeight, progress: 1)
    }

    /// The thresholds of `fidelity=uikit`: where each switch happens.
    ///
    /// `large`: `titleVisible = L - 10` (the swap), `hairlineVisible = L` (where the hairline begins to show),
    /// `hairlineOpaque = L + 10` (where it is fully shown), `collapsed = L`. `compact`: `hairlineVisible = 0`,
    /// `hairlineOpaque = 10`.
    static func uikitThresholds(configuration: HeaderConfiguration, fitter: TextFitter) -> Thresholds? {
        switch configuration.style {
        case .compact:
            return Thresholds(hairlineVisible: 0, hairlineOpaque: Metrics.uikitScrollUnderExtent)
        case .large:
            let rowHeight = largeTitleRowHeight(configuration, fitter: fitter)
            return Thresholds(
                titleVisible: rowHeight - Metrics.uikitShowLargeTitleThreshold, hairlineVisible: rowHeight,
                hairlineOpaque: rowHeight + Metrics.uikitScrollUnderExtent, collapsed: rowHeight)
        default:
            return nil
        }
    }
}
