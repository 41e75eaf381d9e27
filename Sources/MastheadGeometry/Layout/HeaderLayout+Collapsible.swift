extension HeaderLayout {
    /// `collapsible`: an overlay header of height `H` over content that starts at `S`.
    ///
    /// - `progress = clamp(1 - offset / D, 0, 1)` (a non-positive `D` collapses at the first positive offset).
    /// - The header's frame is `y = S - offset * P`, height `H * progress`; header and title opacity are
    ///   `progress`. Pulling down keeps it fully expanded and moves it down by `-offset * P`.
    /// - The tutorial measures the offset with the wrong sign (its header never collapses); the corrected sign is
    ///   used here: positive offsets collapse it.
    /// - Silent in the spec: the title is 34 bold (15 regular subtitle below), centred horizontally on the screen
    ///   and vertically in the header, truncated to the width minus 16 each side. Back button and actions keep a
    ///   fixed three-slot bar at `y = S`, drawn above the header, with no bar title.
    /// - `transition = easeOut 0.2`; `collapsed = D`.
    /// - `image`: the picture fills the expanded header's box (`H` tall, its top the header's), cut to the header as it
    ///   shrinks and drawn at the header's opacity, over the band and under the title and the bar's items.
    /// - Content top is `S + H - offset`: the content begins below the fully expanded header, as the tutorial's
    ///   scroll view pads its content by the header's height. GEOMETRY.md says the content starts at `S`, but then
    ///   the header would hide the first `H` points of content at rest, which no real screen does.
    static func collapsible(_ input: LayoutInput) -> HeaderLayout {
        let configuration = input.configuration
        let header = input.plan.collapsibleHeader
        let offset = input.offset
        let distance = header.collapseDistance
        let progress = distance > 0 ? UnitInterval.clamp(1 - offset / distance) : (offset > 0 ? 0 : 1)
        let frame = Rect(
            x: 0, y: input.safeTop - offset * header.parallax, width: input.width,
            height: max(0, header.headerHeight) * progress)
        let maxWidth = input.width - 2 * Metrics.barEdgePadding
        let title = input.fitter.fit(configuration.title, font: Fonts.largeTitle, maxWidth: maxWidth)
        let subtitle = configuration.subtitle.map {
            input.fitter.fit($0, font: Fonts.largeSubtitle, maxWidth: maxWidth)
        }
        let blockTop = frame.midY - (title.metrics.lineHeight + (subtitle?.metrics.lineHeight ?? 0)) / 2
        let titleLine = title.line(x: frame.midX - title.width / 2, top: blockTop)
        let bar = input.barFrame
        let slots = input.barSlots(in: bar)

        var layout = input.layout(
            progress: progress, header: HeaderPart(frame: frame, backgroundOpacity: progress),
            contentTop: input.safeTop + max(0, header.headerHeight) - offset,
            thresholds: input.thresholds)
        layout.bar = bar
        layout.back = slots.back
        layout.title = TitlePart(
            line: titleLine, opacity: progress,
            subtitle: subtitle.map { $0.line(x: frame.midX - $0.width / 2, top: titleLine.frame.maxY) })
        layout.actions = slots.actions
        layout.transition = .collapsible
        if let image = configuration.image {
            // The expanded header's box moving with it, cut to the header as it shrinks, fading with its background.
            layout.imageSource = image
            layout.image = ImagePart(
                frame: Rect(x: 0, y: frame.y, width: input.width, height: max(0, header.headerHeight)), clip: frame,
                opacity: progress, blur: 0, source: image.source, sha256: image.sha256)
        }
        return layout
    }
}
