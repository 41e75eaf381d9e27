import Testing

@testable import MastheadGeometry

/// `sliverAppBar`: Flutter's `SliverAppBar` with a `FlexibleSpaceBar` (`app_bar.dart`, `flexible_space_bar.dart`,
/// `sliver_persistent_header.dart`), each number checked against the constant it cites, at the switch points.
struct SliverAppBarTests {
    private func bar(
        pinned: Bool = false, floating: Bool = false, snap: Bool = false, stretch: Bool = false,
        modes: [StretchMode] = StretchMode.defaults, collapse: CollapseMode = .parallax,
        navigation: NavigationIcon = .back, alignment: TitleAlignment = .start, image: HeaderImage? = .sample,
        path: [Double] = [], expandedHeight: Double = Metrics.sliverExpandedHeight
    ) -> HeaderConfiguration {
        var configuration = HeaderConfiguration(
            style: .sliverAppBar, trailing: [.icon("search")], device: .iphone15, path: path, navigation: navigation)
        configuration.pinned = pinned
        configuration.floating = floating
        configuration.snap = snap
        configuration.stretch = stretch
        configuration.stretchModes = modes
        configuration.collapseMode = collapse
        configuration.titleAlignment = alignment
        configuration.image = image
        configuration.expandedHeight = expandedHeight
        return configuration
    }

    // iPhone 15: S = 59, so maxExtent = 59 + 200 = 259, minExtent = 59 + 56 = 115, Δ = 144.
    private let top = Phone.safeTop
    private var maxExtent: Double { top + Metrics.sliverExpandedHeight }
    private var minExtent: Double { top + Metrics.flutterToolbarHeight }
    private var delta: Double { maxExtent - minExtent }

    @Test("at rest: the header maxExtent tall, the 56 toolbar under the status bar, the title 1.5 times at 72, 16 up")
    func rest() throws {
        #expect(Metrics.flutterToolbarHeight == 56 && Metrics.sliverExpandedHeight == 200)
        let laid = layout(bar(), at: 0)
        #expect(laid.header.frame == rect(0, 0, Phone.width, maxExtent))
        #expect(laid.bar == rect(0, top, Phone.width, 56))
        #expect(laid.progress == 0)
        let title = try #require(laid.largeTitle)
        #expect(title.scale == Metrics.flexibleTitleExpandedScale && Metrics.flexibleTitleExpandedScale == 1.5)
        #expect(title.line.frame.x == Metrics.flexibleTitleLeadingPadding && Metrics.flexibleTitleLeadingPadding == 72)
        #expect(title.line.frame.maxY == maxExtent - Metrics.flexibleTitleBottomPadding)
        #expect(title.anchor == Point(x: 72, y: maxExtent - 16))
        #expect(title.line.font.size == 22 && title.line.frame.height == 28)  // M3 TitleLarge
        let image = try #require(laid.image)
        #expect(image.frame == rect(0, 0, Phone.width, maxExtent) && image.opacity == 1 && image.blur == 0)
        #expect(image.clip == laid.header.frame && image.source == .sample)
        #expect(laid.contentTop == maxExtent)
        #expect(laid.thresholds.collapsed == delta)
        // The navigation button centred in the 56 leading slot, the action flush with the end.
        #expect(laid.actions.first?.frame == rect(4, top + 4, 48, 48))
        #expect(laid.actions.last?.frame == rect(Phone.width - 48, top + 4, 48, 48))
    }

    @Test("half way: t, the parallax of Δ / 4, the title's scale and the background still opaque before 1 - 56 / Δ")
    func halfWay() throws {
        let laid = layout(bar(), at: delta / 2)
        #expect(isApproximatelyEqual(laid.progress, 0.5))
        let image = try #require(laid.image)
        #expect(isApproximatelyEqual(image.frame.y, -(delta / Metrics.flexibleParallaxDivisor) * 0.5))
        #expect(image.frame.height == maxExtent)
        #expect(1 - 56 / delta > 0.5 && image.opacity == 1)
        let title = try #require(laid.largeTitle)
        #expect(isApproximatelyEqual(title.scale, 1.25))
        #expect(isApproximatelyEqual(title.line.frame.maxY, maxExtent - delta / 2 - 16))
    }

    @Test("the background fades over the last kToolbarHeight of the collapse: Interval(1 - 56 / Δ, 1)")
    func fade() throws {
        let fadeStart = 1 - Metrics.flutterToolbarHeight / delta
        let start = layout(bar(), at: fadeStart * delta)
        #expect(isApproximatelyEqual(try #require(start.image).opacity, 1))
        let middle = layout(bar(), at: (fadeStart + (1 - fadeStart) / 2) * delta)
        #expect(isApproximatelyEqual(try #require(middle.image).opacity, 0.5))
        let collapsed = layout(bar(), at: delta)
        #expect(isApproximatelyEqual(try #require(collapsed.image).opacity, 0))
        #expect(collapsed.progress == 1 && collapsed.largeTitle?.scale == 1)
        #expect(collapsed.header.frame == rect(0, 0, Phone.width, minExtent))
    }

    @Test("collapse modes: pin keeps the picture on the header's top edge moved up by the shrink, none at 0")
    func collapseModes() throws {
        let pin = try #require(layout(bar(collapse: .pin), at: 100).image)
        #expect(pin.frame.y == -100)
        let none = try #require(layout(bar(collapse: .none), at: 100).image)
        #expect(none.frame.y == 0)
    }

    @Test("not pinned: after the collapse the header slides away and the toolbar fades with what shows of it")
    func scrollsAway() throws {
        let laid = layout(bar(), at: delta + 28)
        #expect(laid.header.frame == rect(0, -28, Phone.width, minExtent))
        #expect(laid.bar == rect(0, top - 28, Phone.width, 56))
        // toolbarOpacity = (maxExtent - shrink - S) / 56 = 28 / 56; the items at Interval(0.25, 1, fastOutSlowIn).
        #expect(isApproximatelyEqual(try #require(laid.largeTitle).opacity, 0.5))
        let expected = CubicBezierEasing.fastOutSlowIn.transform((0.5 - 0.25) / 0.75)
        #expect(isApproximatelyEqual(try #require(laid.toolbarOpacity), expected))
        let gone = layout(bar(), at: maxExtent)
        #expect(gone.header.frame.maxY == 0 && gone.toolbarOpacity == 0)
    }

    @Test("pinned: the collapsed header stays at the top, its toolbar opaque")
    func pinned() throws {
        let laid = layout(bar(pinned: true), at: 500)
        #expect(laid.header.frame == rect(0, 0, Phone.width, minExtent))
        #expect(laid.toolbarOpacity == 1 && laid.largeTitle?.opacity == 1)
        #expect(laid.contentTop == maxExtent - 500)
    }

    @Test("floating: the header comes back on the first scroll up, replaying the path, and snaps by direction")
    func floating() throws {
        // Down to 600 (the header long gone), then up by 100: the effective offset is maxExtent - 100.
        let laid = layout(bar(floating: true, snap: true, path: [0, 600]), at: 500)
        #expect(laid.header.frame == rect(0, -(maxExtent - 100) + (maxExtent - minExtent), Phone.width, minExtent))
        #expect(laid.settle == SettlePoint(offset: 500, progress: 0))
        let plain = layout(bar(path: [0, 600]), at: 500)
        #expect(plain.header.frame.maxY <= 0)
        #expect(SliverAppBarState.floatingOffset(path: [0, 600, 500], offset: 550, maxExtent: maxExtent) == 209)
    }

    @Test("stretch: the header grows by the overscroll, the picture zooms and blurs by / 10, the title fades by / 100")
    func stretch() throws {
        let laid = layout(bar(stretch: true, modes: [.zoomBackground, .blurBackground, .fadeTitle]), at: -40)
        #expect(laid.header.frame == rect(0, 0, Phone.width, maxExtent + 40))
        let image = try #require(laid.image)
        #expect(image.frame == rect(0, 0, Phone.width, maxExtent + 40))
        #expect(image.blur == 40 / Metrics.flexibleBlurDivisor && Metrics.flexibleBlurDivisor == 10)
        #expect(isApproximatelyEqual(try #require(laid.largeTitle).opacity, 1 - 40 / Metrics.flexibleTitleFadeDistance))
        #expect(laid.largeTitle?.line.frame.maxY == maxExtent + 40 - 16)
        #expect(laid.thresholds.stretchTriggered == -Metrics.sliverStretchTriggerOffset)
        // zoomBackground alone: no blur, the title whole; without stretch the header moves down instead.
        let zoom = layout(bar(stretch: true), at: -40)
        #expect(zoom.image?.blur == 0 && zoom.largeTitle?.opacity == 1)
        let still = layout(bar(), at: -40)
        #expect(still.header.frame == rect(0, 40, Phone.width, maxExtent))
        #expect(still.thresholds.stretchTriggered == nil)
    }

    @Test("without a navigation icon the title starts at 0; centred it is centred on the bar")
    func titlePlacement() throws {
        let bare = try #require(layout(bar(navigation: .none), at: 0).largeTitle)
        #expect(bare.line.frame.x == 0 && bare.anchor.x == 0)
        let centred = try #require(layout(bar(alignment: .center), at: 0).largeTitle)
        #expect(isApproximatelyEqual(centred.line.frame.midX, Phone.width / 2) && centred.anchor.x == Phone.width / 2)
    }

    @Test("no image: no image part; the document writes image, bar opacity and action opacity")
    func document() throws {
        #expect(layout(bar(image: nil), at: 0).image == nil)
        let text = json(layout(bar(), at: 60))
        #expect(text.contains(#""image":{"frame":"#) && text.contains(#""source":"sample""#))
        #expect(text.contains(#""bar":{"frame":{"x":0,"y":59,"width":393,"height":56},"opacity":1}"#))
    }
}
