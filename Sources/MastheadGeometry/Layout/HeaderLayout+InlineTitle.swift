extension HeaderLayout {
    /// `inlineTitle`: an inline bar (empty centre at rest) over content that begins with a 34 bold title.
    ///
    /// - The content title's frame in the scroll view's coordinates is `y = 16 - offset`, height `h` (its line
    ///   height), reported as `largeTitle.scrollFrame`; its screen frame adds the scroll view's top, `S + B`.
    /// - The bar title's opacity is exactly 1 when `-(16 - offset) > h`, else 0: no fade, and at exactly
    ///   `offset = 16 + h` it is still hidden (the seed's strict `>`). `titleVisible = 16 + h`.
    /// - The spec is silent on the hairline: it fades in like `compact`'s (`clamp(offset / F)`, background too),
    ///   since content scrolls under the inline bar from the first point.
    /// - `progress = clamp(offset / (16 + h), 0, 1)`: how far the content title has scrolled out, reaching 1 at
    ///   the moment the bar title appears.
    /// - A subtitle is drawn under the content title (15 regular); the bar title is shown alone. The sample content
    ///   starts 16 below the title block.
    static func inlineTitle(_ input: LayoutInput) -> HeaderLayout {
        let configuration = input.configuration
        let offset = input.offset
        let bar = input.barFrame
        let padding = Metrics.inlineTitlePadding
        let maxWidth = input.width - 2 * padding
        let title = input.fitter.fit(configuration.title, font: Fonts.largeTitle, maxWidth: maxWidth)
        let lineHeight = input.fitter.natural(configuration.title, font: Fonts.largeTitle).metrics.lineHeight
        let scrollY = padding - offset
        let visible: Double = -scrollY > lineHeight ? 1 : 0
        let slots = input.barSlots(in: bar)

        var line = title.line(x: padding, top: bar.maxY + scrollY)
        line.frame.height = lineHeight
        let subtitle = configuration.subtitle.map {
            input.fitter.fit($0, font: Fonts.largeSubtitle, maxWidth: maxWidth).line(x: padding, top: line.frame.maxY)
        }
        let fade = input.hairlineFade
        var layout = input.layout(
            progress: UnitInterval.ratio(offset, over: padding + lineHeight),
            header: HeaderPart(frame: Rect(x: 0, y: 0, width: input.width, height: bar.maxY), backgroundOpacity: fade),
            contentTop: (subtitle?.frame.maxY ?? line.frame.maxY) + padding,
            thresholds: input.thresholds)
        layout.bar = bar
        layout.hairline = input.hairline(below: bar.maxY, opacity: fade)
        layout.back = slots.back
        layout.title = slots.title.map { TitlePart(line: $0.line, opacity: visible, subtitle: nil) }
        layout.largeTitle = LargeTitlePart(
            line: line, opacity: 1, scale: 1, anchor: Point(x: padding, y: line.baseline), subtitle: subtitle,
            scrollFrame: Rect(x: padding, y: scrollY, width: line.frame.width, height: lineHeight))
        layout.actions = slots.actions
        return layout
    }
}
