import Testing

@testable import MastheadGeometry

/// The iOS segmented control under the bar (Flutter's `CupertinoSlidingSegmentedControl`): its band, segments and
/// thumb, and where each iOS style pins it.
struct SegmentedControlTests {
    static let measurer = FixedWidthMeasurer()
    static let three = ["Inbox", "Sent", "Drafts"].map { TabItem(text: $0) }

    static func header(
        _ style: HeaderStyle, tabs: [TabItem] = three, selected: Int = 0, direction: LayoutDirection = .ltr
    ) -> HeaderConfiguration {
        var configuration = HeaderConfiguration(style: style, title: "Inbox", direction: direction)
        configuration.tabs = tabs
        configuration.selectedTab = selected
        return configuration
    }

    static func lay(_ configuration: HeaderConfiguration, _ offset: Double = 0) throws -> (HeaderLayout, TabsPart) {
        let layout = HeaderLayout.compute(configuration: configuration, offset: offset, measurer: measurer)
        return (layout, try #require(layout.tabs))
    }

    @Test("a 32-point control centred in a band one bar tall, the side margins at its sides, segments shared equally")
    func control() throws {
        let (layout, tabs) = try Self.lay(Self.header(.compact, selected: 1))
        let viewport = layout.viewport
        let bar = try #require(layout.bar)
        #expect(tabs.style == .segmented && tabs.divider == nil)
        #expect(tabs.frame == Rect(x: 0, y: bar.maxY, width: viewport.width, height: viewport.barHeight))
        let control = try #require(tabs.control)
        let height = Metrics.segmentedSegmentHeight + 2 * Metrics.segmentedVerticalPadding
        #expect(height == 32 && control.height == height)
        #expect(control.x == viewport.sideMargin && control.maxX == viewport.width - viewport.sideMargin)
        #expect(control.midY == tabs.frame.midY)
        #expect(tabs.controlCornerRadius == Metrics.segmentedCornerRadius)
        let inner = control.width - 2 * Metrics.segmentedHorizontalPadding
        let segment = (inner - 2 * Metrics.segmentedSeparatorWidth) / 3
        for (index, item) in tabs.items.enumerated() {
            #expect(isApproximatelyEqual(item.frame.width, segment))
            #expect(item.frame.height == Metrics.segmentedSegmentHeight)
            #expect(isApproximatelyEqual(item.label.frame.midX, item.frame.midX))
            let weight = index == 1 ? Metrics.segmentedSelectedFontWeight : Metrics.segmentedFontWeight
            #expect(item.label.font == FontSpec(size: Metrics.segmentedFontSize, weight: weight))
            #expect(item.touchTarget.height == Metrics.iosTouchTargetSize)
        }
        let thumb = tabs.items[1].frame
        #expect(
            isApproximatelyEqual(
                tabs.indicator,
                Rect(x: thumb.x - 1, y: thumb.y, width: thumb.width + 2 * Metrics.segmentedThumbInset, height: 28)))
        #expect(tabs.indicatorCornerRadius == Metrics.segmentedThumbRadius)
        #expect(layout.contentTop == bar.maxY + viewport.barHeight - 0)
        #expect(layout.hairline?.frame.y == tabs.frame.maxY)
        #expect(layout.header.frame.maxY == tabs.frame.maxY)
    }

    @Test("large: under the large-title row, then pinned under the bar once the row has scrolled away")
    func large() throws {
        let plain = HeaderLayout.compute(
            configuration: Self.header(.large, tabs: []), offset: 0, measurer: Self.measurer)
        for offset in [-30.0, 0, 20, 52, 300] {
            let (layout, tabs) = try Self.lay(Self.header(.large), offset)
            let without = HeaderLayout.compute(
                configuration: Self.header(.large, tabs: []), offset: offset, measurer: Self.measurer)
            let bar = try #require(layout.bar)
            #expect(tabs.frame.y == max(bar.maxY, without.contentTop), "offset \(offset)")
            #expect(layout.contentTop == without.contentTop + tabs.frame.height)
            #expect(layout.largeTitle == without.largeTitle)
            #expect(layout.thresholds == plain.thresholds)
        }
    }

    @Test(
        "inlineTitle and compact: directly above the content, pinned under the bar once it has scrolled up",
        arguments: [HeaderStyle.inlineTitle, .compact], [-20.0, 0, 10, 40, 300])
    func aboveTheContent(style: HeaderStyle, offset: Double) throws {
        let (layout, tabs) = try Self.lay(Self.header(style), offset)
        let without = HeaderLayout.compute(
            configuration: Self.header(style, tabs: []), offset: offset, measurer: Self.measurer)
        let bar = try #require(layout.bar)
        #expect(tabs.frame.y == max(bar.maxY, without.contentTop))
        #expect(layout.contentTop == without.contentTop + tabs.frame.height)
        #expect(layout.largeTitle == without.largeTitle)
        #expect(layout.title?.opacity == without.title?.opacity)
        let pinned = tabs.frame.y == bar.maxY
        #expect(layout.header.frame.maxY == (pinned ? tabs.frame.maxY : without.header.frame.maxY))
    }

    @Test("under a search band, and pinned under it when it stays")
    func underSearch() throws {
        for behavior in SearchBehavior.allCases {
            var configuration = Self.header(.large)
            configuration.search = ""
            configuration.searchBehavior = behavior
            for offset in [0.0, 20, 44, 100, 400] {
                let (layout, tabs) = try Self.lay(configuration, offset)
                let search = try #require(layout.search)
                let shown = (search.clip ?? search.frame).maxY
                #expect(tabs.frame.y >= shown - 1e-9, "\(behavior) at \(offset)")
                let bar = try #require(layout.bar)
                #expect(tabs.frame.y >= bar.maxY)
            }
        }
    }

    @Test("right-to-left mirrors the control: the first segment at the right")
    func rightToLeft() throws {
        let (_, tabs) = try Self.lay(Self.header(.compact, direction: .rtl))
        #expect(tabs.items[0].frame.x > tabs.items[2].frame.x)
        #expect(isApproximatelyEqual(tabs.indicator.midX, tabs.items[0].frame.midX))
    }

    @Test("the scene fills the control in tertiarySystemFill and the thumb white, the labels in label")
    func scene() throws {
        let (layout, tabs) = try Self.lay(Self.header(.compact))
        let scene = layout.scene
        #expect(scene[.tabs]?.frame == tabs.control)
        #expect(scene[.tabs]?.fill == ColorPalette.segmentedBackground(.light))
        #expect(scene[.tabIndicator]?.fill == ColorPalette.segmentedThumb(.light))
        #expect(scene[.tab(2)]?.ink == ColorPalette.light.label)
        #expect(scene[.tabDivider] == nil)
        let names = scene.entries.map(\.name)
        let thumb = try #require(names.firstIndex(of: .tabIndicator))
        #expect(thumb < (names.firstIndex(of: .tab(0)) ?? 0))
    }
}
