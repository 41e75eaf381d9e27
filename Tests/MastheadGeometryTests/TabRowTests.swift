import Testing

@testable import MastheadGeometry

/// The Material tab row under the bar (Compose `TabRow.kt`, `Tab.kt`), measured with the fixed-width measurer so
/// every frame follows from the constants by hand: a titleSmall label is 7 points a character at font scale 1.
struct TabRowTests {
    static let measurer = FixedWidthMeasurer()

    static func bar(
        _ style: HeaderStyle = .m3Small, _ behavior: ScrollBehavior = .pinned, tabs: [TabItem],
        selected: Int = 0, tabStyle: TabStyle = .primary, mode: TabMode = .fixed, direction: LayoutDirection = .ltr
    ) -> HeaderConfiguration {
        var configuration = HeaderConfiguration(
            style: style, title: "Inbox", device: .pixel8, direction: direction, scrollBehavior: behavior)
        configuration.tabs = tabs
        configuration.selectedTab = selected
        configuration.tabStyle = tabStyle
        configuration.tabMode = mode
        return configuration
    }

    static func lay(_ configuration: HeaderConfiguration, _ offset: Double = 0) throws -> (HeaderLayout, TabsPart) {
        let layout = HeaderLayout.compute(configuration: configuration, offset: offset, measurer: measurer)
        return (layout, try #require(layout.tabs))
    }

    static let three = ["Inbox", "Sent", "Drafts"].map { TabItem(text: $0) }
    /// Pixel 8: 412 wide, a 24-point status bar.
    static let width = 412.0
    static let top = 24.0

    @Test("fixed: equal tabs across the row, 48 high, right under the 64-point bar")
    func fixedRow() throws {
        let (layout, tabs) = try Self.lay(Self.bar(tabs: Self.three))
        let tabWidth = Self.width / 3
        #expect(tabs.frame == Rect(x: 0, y: Self.top + Metrics.m3SmallHeight, width: Self.width, height: 48))
        #expect(tabs.frame.height == Metrics.m3TabHeight)
        for (index, item) in tabs.items.enumerated() {
            #expect(isApproximatelyEqual(item.frame.x, Double(index) * tabWidth))
            #expect(isApproximatelyEqual(item.frame.width, tabWidth))
            #expect(item.touchTarget == item.frame)
            #expect(item.selected == (index == 0))
            #expect(!item.label.truncated)
            #expect(isApproximatelyEqual(item.label.frame.midX, item.frame.midX))
            #expect(item.label.font == MaterialTypeStyle.titleSmall.scaled(FontScaleConverter(scale: 1)).font)
        }
        #expect(layout.header.frame.height == tabs.frame.maxY)
        #expect(layout.contentTop == Self.top + Metrics.m3SmallHeight + Metrics.m3TabHeight)
        #expect(
            layout.thresholds
                == HeaderLayout.compute(configuration: Self.bar(tabs: []), offset: 0, measurer: Self.measurer)
                .thresholds)
    }

    @Test("primary indicator: the label's width (at least 24), centred, 3 high with 3-point top corners")
    func primaryIndicator() throws {
        let (_, tabs) = try Self.lay(Self.bar(tabs: Self.three, selected: 2))
        let drafts = tabs.items[2]
        // "Drafts": 6 characters × 7 = 42; the tab's content is 42 + 2 × 16, less the paddings again.
        let width = max(min(42 + 2 * Metrics.m3TabTextPadding, drafts.frame.width) - 2 * Metrics.m3TabTextPadding, 24)
        #expect(isApproximatelyEqual(tabs.indicator.width, width))
        #expect(isApproximatelyEqual(tabs.indicator.midX, drafts.frame.midX))
        #expect(tabs.indicator.height == Metrics.m3TabIndicatorHeight)
        #expect(tabs.indicator.maxY == tabs.frame.maxY)
        #expect(tabs.indicatorCornerRadius == Metrics.m3TabIndicatorCornerRadius)
        #expect(
            tabs.divider == Rect(x: 0, y: tabs.frame.maxY - 1, width: Self.width, height: Metrics.m3TabDividerThickness)
        )
        let (_, narrow) = try Self.lay(Self.bar(tabs: [TabItem(text: "A"), TabItem(text: "", icon: "bell")]))
        #expect(narrow.indicator.width == Metrics.m3TabIndicatorMinWidth)
    }

    @Test("secondary indicator: the selected tab's whole width, square")
    func secondaryIndicator() throws {
        let (_, tabs) = try Self.lay(Self.bar(tabs: Self.three, selected: 1, tabStyle: .secondary))
        #expect(
            isApproximatelyEqual(
                tabs.indicator,
                Rect(
                    x: tabs.items[1].frame.x, y: tabs.frame.maxY - 3, width: tabs.items[1].frame.width, height: 3)))
        #expect(tabs.indicatorCornerRadius == 0)
    }

    @Test("an icon with a label makes the row 72 high: the baseline 14 + 3 above the bottom, the icon 20 above it")
    func iconAndText() throws {
        let tabs = [TabItem(text: "Inbox", icon: "bell"), TabItem(text: "Sent")]
        let (layout, row) = try Self.lay(Self.bar(tabs: tabs))
        #expect(row.frame.height == Metrics.m3TabWithIconHeight)
        let item = row.items[0]
        let baseline = row.frame.maxY - Metrics.m3TabTextBaselineWithIcon - Metrics.m3TabIndicatorHeight
        #expect(isApproximatelyEqual(item.label.baseline, baseline))
        let icon = try #require(item.iconFrame)
        #expect(isApproximatelyEqual(icon.maxY, baseline - Metrics.m3TabIconDistanceFromBaseline))
        #expect(icon.width == Metrics.m3TabIconSize && isApproximatelyEqual(icon.midX, item.frame.midX))
        #expect(layout.contentTop == Self.top + Metrics.m3SmallHeight + Metrics.m3TabWithIconHeight)
        let (_, iconOnly) = try Self.lay(Self.bar(tabs: [TabItem(text: "", icon: "bell")]))
        #expect(iconOnly.frame.height == Metrics.m3TabHeight)
        #expect(isApproximatelyEqual(try #require(iconOnly.items[0].iconFrame).midY, iconOnly.frame.midY))
    }

    @Test("scrollable: a 52-point edge, tabs as wide as their content and at least 90, the selected one centred")
    func scrollable() throws {
        let labels = ["Inbox", "A much longer label", "Sent", "Drafts", "Spam", "Archive"]
        let tabs = labels.map { TabItem(text: $0) }
        let widths = labels.map { max(Metrics.m3ScrollableTabMinWidth, Double($0.count) * 7 + 32) }
        let (_, first) = try Self.lay(Self.bar(tabs: tabs, mode: .scrollable))
        #expect(first.items[0].frame.x == Metrics.m3ScrollableTabRowEdgePadding)
        for (item, width) in zip(first.items, widths) { #expect(isApproximatelyEqual(item.frame.width, width)) }
        // The primary indicator of a scrollable row is the tab less its paddings.
        #expect(isApproximatelyEqual(first.indicator.width, widths[0] - 2 * Metrics.m3TabTextPadding))
        #expect(first.items.last?.clip == first.frame)
        let (_, third) = try Self.lay(Self.bar(tabs: tabs, selected: 3, mode: .scrollable))
        #expect(isApproximatelyEqual(third.items[3].frame.midX, Self.width / 2))
        let total = widths.reduce(0, +) + 2 * Metrics.m3ScrollableTabRowEdgePadding
        let (_, last) = try Self.lay(Self.bar(tabs: tabs, selected: 5, mode: .scrollable))
        // Scrolled no further than the row's end: the last tab ends 52 before the screen's edge.
        #expect(
            isApproximatelyEqual(
                try #require(last.items.last).frame.maxX, Self.width - Metrics.m3ScrollableTabRowEdgePadding))
        let divider = try #require(last.divider)
        #expect(isApproximatelyEqual(divider.maxX, Self.width) && divider.x == 0)
        #expect(total > Self.width)
    }

    @Test(
        "pinned stays under the bar, enterAlways keeps the tabs at the top, exitUntilCollapsed under the collapsed bar",
        arguments: [
            (HeaderStyle.m3Small, ScrollBehavior.pinned, 0.0, 64.0), (.m3Small, .pinned, 300, 64),
            (.m3Small, .enterAlways, 0, 64), (.m3Small, .enterAlways, 32, 32), (.m3Small, .enterAlways, 64, 0),
            (.m3Small, .enterAlways, 500, 0), (.m3Large, .exitUntilCollapsed, 0, 152),
            (.m3Large, .exitUntilCollapsed, 44, 108), (.m3Large, .exitUntilCollapsed, 88, 64),
            (.m3Large, .exitUntilCollapsed, 400, 64), (.m3Medium, .pinned, 100, 112), (.m3Search, .pinned, 100, 64),
            (.m3Search, .enterAlways, 32, 32), (.m3Search, .enterAlways, 300, 0),
        ])
    func behaviours(style: HeaderStyle, behavior: ScrollBehavior, offset: Double, barHeight: Double) throws {
        let (layout, tabs) = try Self.lay(Self.bar(style, behavior, tabs: Self.three), offset)
        #expect(tabs.frame.y == Self.top + barHeight)
        #expect(layout.bar?.maxY == tabs.frame.y)
        #expect(layout.header.frame.maxY == tabs.frame.maxY)
        let expanded = MaterialBarSpec(Self.bar(style, behavior, tabs: [])).expandedHeight
        #expect(layout.contentTop == Self.top + expanded + Metrics.m3TabHeight - offset)
    }

    @Test("a label wider than its tab is cut with … and marked truncated, more so at a larger font scale")
    func truncation() throws {
        let labels = (1...8).map { "Label number \($0)" }
        let (_, tabs) = try Self.lay(Self.bar(tabs: labels.map { TabItem(text: $0) }))
        for item in tabs.items {
            #expect(item.label.truncated)
            #expect(item.label.text.hasSuffix("…"))
            #expect(item.label.frame.width <= item.frame.width - 2 * Metrics.m3TabTextPadding + 1e-9)
        }
        var large = Self.bar(tabs: Self.three)
        large.fontScale = 2
        let (_, scaled) = try Self.lay(large)
        #expect(scaled.items[0].label.font.size == FontScaleConverter(scale: 2).dp(14))
        #expect(!scaled.items[0].label.truncated)
    }

    @Test("right-to-left mirrors the row: the first tab at the right")
    func rightToLeft() throws {
        let (_, ltr) = try Self.lay(Self.bar(tabs: Self.three))
        let (_, rtl) = try Self.lay(Self.bar(tabs: Self.three, direction: .rtl))
        #expect(isApproximatelyEqual(rtl.items[0].frame, ltr.items[0].frame.mirrored(inWidth: Self.width)))
        #expect(isApproximatelyEqual(rtl.indicator, ltr.indicator.mirrored(inWidth: Self.width)))
        #expect(rtl.items[0].frame.maxX == Self.width)
    }

    @Test("the scene draws the row, each tab, the divider and the indicator in their roles' colours")
    func scene() throws {
        let (layout, tabs) = try Self.lay(Self.bar(tabs: Self.three))
        let scene = layout.scene
        let color = { (role: String) in layout.color(role: role) }
        #expect(scene[.tabs]?.fill == color("surface"))
        #expect(scene[.tabIndicator]?.fill == color("primary"))
        #expect(scene[.tabIndicator]?.frame == tabs.indicator)
        #expect(scene[.tabDivider]?.fill == color("outlineVariant"))
        #expect(scene[.tab(0)]?.ink == color("primary"))
        #expect(scene[.tab(1)]?.ink == color("onSurfaceVariant"))
        #expect(scene[.tab(2)]?.touchTarget == tabs.items[2].frame)
        let (secondary, _) = try Self.lay(Self.bar(tabs: Self.three, tabStyle: .secondary))
        #expect(secondary.scene[.tab(0)]?.ink == secondary.color(role: "onSurface"))
        #expect(PartName.tab(2).path == "tabs[2]" && PartName.tab(2).elementID == "tab-2")
        #expect(PartName.tab(2).isInteractive)
    }

    @Test("a header without tabs has no row and no scene entries for one")
    func noTabs() {
        let layout = HeaderLayout.compute(configuration: Self.bar(tabs: []), offset: 0, measurer: Self.measurer)
        #expect(layout.tabs == nil)
        #expect(layout.scene[.tabs] == nil)
        let edge = Self.bar(.scrollEdge, tabs: Self.three)
        #expect(HeaderLayout.compute(configuration: edge, offset: 0, measurer: Self.measurer).tabs == nil)
        var glass = Self.bar(.large, tabs: Self.three)
        glass.fidelity = .ios26
        #expect(HeaderLayout.compute(configuration: glass, offset: 0, measurer: Self.measurer).tabs == nil)
    }
}
