extension HeaderLayout {
    /// `large`: the compact bar plus a large-title row in the content, top `S + B - offset`, height `L`.
    ///
    /// - `progress = clamp(offset / L, 0, 1)`; the bar title's opacity, the hairline's and the background's are
    ///   all `progress`.
    /// - The large title stays fully opaque: it scrolls out under the bar rather than fading (UIKit; API.md's
    ///   example shows opacity 1 at progress 0.5).
    /// - The bottom of the title's line box (the real font's ascent + descent) is 8 above the 52-point part of the
    ///   row (`_kNavBarBottomPadding`), so the baseline sits the font's descent higher and descenders keep clear of
    ///   the content. A subtitle adds its 20-point band below the title without moving it; the subtitle's line
    ///   box is centred in that band. The subtitle stays with the large title (the bar title is shown alone).
    /// - Pulling down scales the title by `min(1.1, 1 + 0.03 * (-offset) / 44)` about its leading edge on the
    ///   baseline, but never wider than the screen minus the side margins; the subtitle is not scaled.
    /// - Title and subtitle are truncated to the screen width minus the side margin (16, iPad 20) each side.
    /// - The sample content starts below the row, at `S + B + L - offset`.
    /// - `textSize` sets the title's size (the HIG's Large Title) and the subtitle's (Subheadline); the row grows
    ///   with their line heights (``largeTitleRowHeight(_:fitter:)``) and the 8-point gap stays.
    static func large(_ input: LayoutInput) -> HeaderLayout {
        // The layout is made in one initializer call from values read field by field: a copy of the configuration
        // and a layout filled in part by part cost several copies of the whole layout per answer.
        let offset = input.offset
        let row = input.plan.largeTitleRow ?? LargeTitleRow(input.configuration, fitter: input.fitter)
        let rowHeight = row.height
        let band = row.band
        let progress = UnitInterval.ratio(offset, over: rowHeight)
        let bar = input.barFrame
        let slots = input.barSlots(in: bar)

        let rowTop = bar.maxY - offset
        let inset = input.configuration.viewport.sideMargin
        let maxWidth = input.width - 2 * inset
        let title = row.title
        let baseline = rowTop + band - Metrics.largeTitleBottomPadding - title.metrics.descent
        let subtitle = row.subtitle.map { $0.line(x: inset, centredOn: rowTop + band + (rowHeight - band) / 2) }
        let stretch = offset < 0 ? min(Metrics.largeTitleMaxScale, 1 + Metrics.largeTitleScalePer44 * -offset / 44) : 1
        let scale = title.width > 0 ? min(stretch, max(1, maxWidth / title.width)) : stretch

        return input.layout(
            progress: progress,
            header: HeaderPart(
                frame: Rect(x: 0, y: 0, width: input.width, height: bar.maxY), backgroundOpacity: progress),
            contentTop: rowTop + rowHeight,
            thresholds: input.thresholds,
            bar: bar,
            hairline: input.hairline(below: bar.maxY, opacity: progress),
            back: slots.back,
            title: slots.title.map { TitlePart(line: $0.line, opacity: progress, subtitle: nil) },
            largeTitle: LargeTitlePart(
                line: title.line(x: inset, baseline: baseline), opacity: 1, scale: scale,
                anchor: Point(x: inset, y: baseline), subtitle: subtitle),
            actions: slots.actions)
    }
}
