extension HeaderLayout {
    /// `compact`: the bar at `y = S`, `B` tall, never moves; content starts at `S + B`.
    ///
    /// Hairline and background opacity are `clamp(offset / F, 0, 1)`; `progress` reports the same value (the
    /// style's only animation). The subtitle, when set, turns the bar title into the 15 / 12 pair. The title is
    /// always fully opaque.
    ///
    /// With `scrollBehavior=enterAlways` the bar returns quickly, as headroom.js's header does: it slides up under
    /// the status bar as the content scrolls down and comes back on any scroll up, by the same replay of `path` as a
    /// Material `enterAlways` bar (``TopAppBarState``, with the bar's height as the limit). Everything in the bar
    /// moves with it; the content does not.
    static func compact(_ input: LayoutInput) -> HeaderLayout {
        let configuration = input.configuration
        let fade = input.hairlineFade
        var bar = input.barFrame
        if configuration.scrollBehavior == .enterAlways {
            bar.y += TopAppBarState.quickReturnOffset(
                path: configuration.path, offset: input.offset, barHeight: bar.height)
        }
        let slots = input.barSlots(in: bar)
        var layout = input.layout(
            progress: fade,
            header: HeaderPart(frame: Rect(x: 0, y: 0, width: input.width, height: bar.maxY), backgroundOpacity: fade),
            contentTop: input.barFrame.maxY - input.offset,
            thresholds: input.thresholds)
        layout.bar = bar
        layout.hairline = input.hairline(below: bar.maxY, opacity: fade)
        layout.back = slots.back
        layout.title = slots.title
        layout.actions = slots.actions
        return layout
    }
}
