import Testing

@testable import MastheadGeometry

/// `collapsingToolbar`: Android's `CollapsingToolbarLayout` as `Widget.Material3.CollapsingToolbar` sets it up
/// (`CollapsingToolbarLayout.java`, `CollapsingTextHelper.java`, `appbar/res/values/dimens.xml`), each number checked
/// against the constant it cites, at the switch points.
struct CollapsingToolbarTests {
    private func toolbar(
        mode: TitleCollapseMode = .fade, collapse: CollapseMode = .parallax,
        behavior: ScrollBehavior = .exitUntilCollapsed, path: [Double] = [],
        expandedHeight: Double = Metrics.sliverExpandedHeight, direction: LayoutDirection = .ltr
    ) -> HeaderConfiguration {
        var configuration = HeaderConfiguration(
            style: .collapsingToolbar, title: "Trip to Lisbon", trailing: [.icon("share")], device: .pixel8,
            direction: direction,
            scrollBehavior: behavior, path: path, navigation: .back)
        configuration.titleCollapseMode = mode
        configuration.collapseMode = collapse
        configuration.expandedHeight = expandedHeight
        configuration.image = .sample
        return configuration
    }

    // Pixel 8: S = 24, 2.625 pixels per dp. H = 24 + 200 = 224; the toolbar is 64, so R = 136; the scrim's trigger
    // is 96 + 24 = 120, shown once H - scrolled < 120, past 104; the fade starts at 104 / 136 and its threshold is
    // halfway from there to 1, at 120.
    private let width = 412.0
    private let top = 24.0
    private var height: Double { top + Metrics.sliverExpandedHeight }
    private var range: Double { Metrics.sliverExpandedHeight - Metrics.collapsingToolbarHeight }

    @Test("at rest: the layout H tall, the 64 toolbar pinned at S, the HeadlineSmall title 16 in and 16 up, no scrim")
    func rest() throws {
        #expect(Metrics.collapsingToolbarHeight == 64 && Metrics.collapsingTitleMarginHorizontal == 16)
        #expect(Metrics.collapsingTitleMarginBottom == 16)
        let laid = layout(toolbar(), at: 0)
        #expect(laid.header.frame == rect(0, 0, width, height))
        #expect(laid.bar == rect(0, top, width, 64))
        #expect(laid.progress == 0 && laid.contentTop == height)
        let title = try #require(laid.largeTitle)
        #expect(title.line.frame.x == 16 && title.line.frame.maxY == height - 16 && title.opacity == 1)
        #expect(title.line.font.size == 24 && title.line.frame.height == 32)  // M3 HeadlineSmall
        #expect(title.scale == 1)
        #expect(try #require(laid.title).opacity == 0)
        let image = try #require(laid.image)
        #expect(image.frame == laid.header.frame && image.clip == laid.header.frame && image.opacity == 1)
        let scrim = try #require(laid.scrim)
        #expect(scrim.opacity == 0 && scrim.frame == rect(0, 0, width, top + 64))
        #expect(scrim.transition == Transition(curve: "standard", duration: 0.3, property: "opacity"))
        #expect(Metrics.collapsingScrimDuration == 0.3 && Metrics.collapsingScrimCurve == "standard")
        #expect(scrim.color == MaterialSchemeColors(toolbar().materialBar.colorScheme).surface)
        #expect(laid.largeTitleClip == laid.header.frame)
        #expect(laid.thresholds.collapsed == range && laid.thresholds.titleVisible == range)
        #expect(laid.thresholds.scrimShown == Metrics.sliverExpandedHeight - Metrics.collapsingScrimTrigger)
    }

    @Test("parallax: the picture moves against the scroll by round(-v × 0.5) pixels; pin and none move with the layout")
    func parallax() throws {
        #expect(Metrics.collapsingParallaxMultiplier == 0.5)
        let scale = DevicePreset.pixel8.scale
        let parallax = try #require(layout(toolbar(), at: 37).image)
        #expect(isApproximatelyEqual(parallax.frame.y, -37 + (37 * 0.5 * scale).rounded() / scale))
        #expect(parallax.frame.height == height && parallax.clip == rect(0, -37, width, height))
        #expect(try #require(layout(toolbar(collapse: .pin), at: 37).image).frame.y == -37)
        #expect(try #require(layout(toolbar(collapse: .none), at: 37).image).frame.y == -37)
    }

    @Test("the scrim shows once the visible height is under 96 + S, then the expanded title is cut below it")
    func scrim() throws {
        #expect(Metrics.collapsingScrimTrigger == 96)
        let shownAt = height - (Metrics.collapsingScrimTrigger + top)
        let before = layout(toolbar(), at: shownAt)
        #expect(try #require(before.scrim).opacity == 0)
        let after = layout(toolbar(), at: shownAt + 0.5)
        let scrim = try #require(after.scrim)
        #expect(scrim.opacity == 1 && scrim.frame == rect(0, -(shownAt + 0.5), width, top + 64 + shownAt + 0.5))
        #expect(after.largeTitleClip == rect(0, top + 64, width, height - (shownAt + 0.5) - (top + 64)))
        // `scale` mode: the scrim covers the whole layout, and the one title is not cut by it.
        let scaled = layout(toolbar(mode: .scale), at: shownAt + 0.5)
        #expect(try #require(scaled.scrim).frame == scaled.header.frame)
        #expect(scaled.largeTitleClip == scaled.header.frame)
    }

    @Test("fade mode: the expanded title fades from s = (H - trigger) / R to s + (1 - s) / 2, then the toolbar's in")
    func fade() throws {
        #expect(Metrics.collapsingFadeThresholdRelative == 0.5)
        let start = (height - (Metrics.collapsingScrimTrigger + top)) / range
        let threshold = start + (1 - start) / 2
        let alphas = { (offset: Double) in
            let laid = layout(self.toolbar(), at: offset)
            return (laid.largeTitle?.opacity ?? -1, laid.title?.opacity ?? -1)
        }
        #expect(alphas(start * range) == (1, 0))
        let half = alphas((start + threshold) / 2 * range)
        #expect(isApproximatelyEqual(half.0, 0.5) && half.1 == 0)
        #expect(alphas(threshold * range) == (0, 0))
        let later = alphas((threshold + 1) / 2 * range)
        #expect(later.0 == 0 && isApproximatelyEqual(later.1, 0.5))
        #expect(alphas(range) == (0, 1))
        // The expanded title scrolls with the layout; the toolbar's stays in the pinned toolbar.
        let laid = layout(toolbar(), at: 100)
        #expect(try #require(laid.largeTitle).line.frame.maxY == height - 100 - 16)
        let title = try #require(laid.title)
        #expect(title.line.frame.midY == top + 32 && title.line.font.size == 22)  // M3 TitleLarge in the bar
    }

    @Test("scale mode: one title moves linearly into the toolbar and shrinks 24 → 22 by DecelerateInterpolator")
    func scale() throws {
        let rest = try #require(layout(toolbar(mode: .scale), at: 0).largeTitle)
        #expect(isApproximatelyEqual(rest.scale, 24.0 / 22))
        #expect(rest.anchor == Point(x: 16, y: rest.line.frame.y) && rest.line.frame.x == 16)
        #expect(isApproximatelyEqual(rest.line.frame.y + rest.line.frame.height * rest.scale, height - 16))
        let half = try #require(layout(toolbar(mode: .scale), at: range / 2).largeTitle)
        #expect(isApproximatelyEqual(half.scale, (24 - 2 * 0.75) / 22))  // 1 - (1 - 0.5)²
        let collapsed = layout(toolbar(mode: .scale), at: range)
        let title = try #require(collapsed.largeTitle)
        let fade = try #require(layout(toolbar(), at: range).title)
        #expect(title.scale == 1 && isApproximatelyEqual(title.line.frame, fade.line.frame))
        #expect(collapsed.title == nil && collapsed.thresholds.titleVisible == nil)
    }

    @Test("exitUntilCollapsed stops at R with the toolbar pinned; enterAlways scrolls it all away and back along path")
    func behaviours() throws {
        let exit = layout(toolbar(), at: 300)
        #expect(exit.header.frame.y == -range && exit.bar?.y == top && exit.contentTop == height - 300)
        let away = layout(toolbar(behavior: .enterAlways, path: [0, 300]), at: 300)
        #expect(away.header.frame.y == -200 && away.bar?.y == top - 64)
        // Back up by 40: the bar comes down by 40 at once, 160 scrolled, the toolbar 24 above its pinned place.
        let back = layout(toolbar(behavior: .enterAlways, path: [0, 300, 260]), at: 260)
        #expect(back.header.frame.y == -160 && back.bar?.y == top - (160 - range))
    }

    @Test("nothing stretches at a negative offset; a header no taller than its toolbar is collapsed")
    func edges() throws {
        let pulled = layout(toolbar(), at: -20)
        #expect(pulled.header.frame == rect(0, 0, width, height) && pulled.contentTop == height + 20)
        let short = layout(toolbar(expandedHeight: 40), at: 0)
        #expect(short.header.frame.height == top + 64 && short.progress == 1 && short.title?.opacity == 1)
        #expect(short.scrim?.opacity == 1)
    }

    @Test("right to left: every frame mirrored, the scrim's too")
    func rightToLeft() throws {
        let ltr = layout(toolbar(), at: 110)
        let rtl = layout(toolbar(direction: .rtl), at: 110)
        #expect(try #require(rtl.scrim).frame == ltr.scrim?.frame.mirrored(inWidth: width))
        let title = try #require(rtl.largeTitle)
        #expect(isApproximatelyEqual(title.line.frame.maxX, width - 16))
    }
}
