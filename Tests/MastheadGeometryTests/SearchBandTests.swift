import Testing

@testable import MastheadGeometry

/// The iOS search band (`search`): Flutter's model of UIKit's search bar under a navigation bar
/// (`cupertino/nav_bar.dart`, `cupertino/search_field.dart`), each number checked against the constant it cites.
struct SearchBandTests {
    private func searching(
        _ style: HeaderStyle, _ placeholder: String = "", behavior: SearchBehavior = .hideOnScroll,
        fidelity: Fidelity = .kit, direction: LayoutDirection = .ltr
    ) -> HeaderConfiguration {
        var configuration = HeaderConfiguration(style: style, direction: direction, fidelity: fidelity)
        configuration.search = placeholder
        configuration.searchBehavior = behavior
        return configuration
    }

    @Test("the band is 36 + 8 = 44, its field 36 with radius 9 and the 20-point magnifier 6 in")
    func restingBand() throws {
        #expect(Metrics.searchFieldHeight == 36 && Metrics.searchBandBottomPadding == 8)
        #expect(Metrics.searchBandHeight == 44)
        for style in HeaderStyle.searchBanded {
            let plain = layout(HeaderConfiguration(style: style), at: 0)
            let with = layout(searching(style), at: 0)
            let search = try #require(with.search)
            // The band sits where the content began and pushes the content down by 44.
            #expect(search.frame == Rect(x: 0, y: plain.contentTop, width: 393, height: 44))
            #expect(search.clip == nil)
            #expect(with.contentTop == plain.contentTop + Metrics.searchBandHeight)
            #expect(search.field == Rect(x: 16, y: plain.contentTop, width: 361, height: 36))
            #expect(search.cornerRadius == Metrics.searchFieldCornerRadius)
            #expect(search.icon == Rect(x: 22, y: plain.contentTop + 8, width: 20, height: 20))
            #expect(search.contentOpacity == 1)
            #expect(search.placeholder.text == Metrics.searchDefaultPlaceholder)
            #expect(search.placeholder.frame.x == 22 + 20 + Metrics.searchTextPadding)
            #expect(search.touchTarget == Rect(x: 16, y: plain.contentTop, width: 361, height: 44))
        }
    }

    @Test(
        "hideOnScroll: the field shrinks to 36 - offset, its content fading out over 36/5 = 7.2 points",
        arguments: [(0.0, 36.0, 1.0), (3.6, 32.4, 0.5), (7.2, 28.8, 0), (20, 16, 0), (36, 0, 0), (44, 0, 0)])
    func squeeze(offset: Double, field: Double, opacity: Double) throws {
        let search = try #require(layout(searching(.large), at: offset).search)
        #expect(isApproximatelyEqual(search.field.height, field))
        #expect(isApproximatelyEqual(search.contentOpacity, opacity))
        #expect(isApproximatelyEqual(search.clip?.height ?? 44, 44 - offset))
        // The magnifier's top inset halves as the content fades (`_animatedInsets`).
        let inset = Metrics.searchIconTopInset * (1 - (1 - opacity) / 2)
        #expect(isApproximatelyEqual(search.icon.y - search.frame.y, inset))
    }

    @Test("hideOnScroll: the band collapses first; the large title moves only past 44, every threshold 44 later")
    func collapsesFirst() throws {
        let plain = HeaderConfiguration(style: .large)
        let with = searching(.large)
        let rest = layout(plain, at: 0)
        for offset in [0.0, 10, 30, 44] {
            let laid = layout(with, at: offset)
            #expect(laid.largeTitle?.line.frame == rest.largeTitle?.line.frame)
            #expect(laid.progress == 0)
            #expect(laid.offset == offset)
        }
        for offset in [60.0, 96, 140] {
            let laid = layout(with, at: offset)
            let moved = layout(plain, at: offset - 44)
            #expect(laid.largeTitle?.line.frame == moved.largeTitle?.line.frame)
            #expect(laid.title?.opacity == moved.title?.opacity)
            #expect(laid.contentTop == moved.contentTop)
        }
        let thresholds = layout(with, at: 0).thresholds
        let before = layout(plain, at: 0).thresholds
        #expect(thresholds.searchCollapsed == 44)
        #expect(thresholds.collapsed == before.collapsed.map { $0 + 44 })
        #expect(thresholds.titleVisible == before.titleVisible.map { $0 + 44 })
        #expect(thresholds == HeaderLayout.thresholds(configuration: with, measurer: FixedWidthMeasurer()))
    }

    @Test(
        "released inside the band the scroll settles at 0 or 44 (_handleScrollChange), half way collapsed",
        arguments: [(-5.0, nil), (0, nil), (10, 0), (21.9, 0), (22, 44), (43, 44), (44, nil)] as [(Double, Double?)])
    func settle(offset: Double, expected: Double?) {
        #expect(layout(searching(.large), at: offset).settle?.offset == expected)
        #expect(layout(searching(.large, behavior: .always), at: offset).settle == nil)
    }

    @Test("UIKit's large-title settle comes 44 later with a band")
    func uikitSettle() {
        let uikit = searching(.large, fidelity: .uikit)
        #expect(layout(uikit, at: 44 + 40).settle == SettlePoint(offset: 44 + 52, progress: 1))
        #expect(layout(uikit, at: 44 + 10).settle == SettlePoint(offset: 0 + 44, progress: 0))
    }

    @Test("always: the band never shrinks, moves up with the content and pins under the bar, the backing over it")
    func always() throws {
        let configuration = searching(.large, behavior: .always)
        let rest = layout(configuration, at: 0)
        let top = try #require(rest.search).frame.y
        let halfway = try #require(layout(configuration, at: 30).search)
        #expect(halfway.frame.y == top - 30 && halfway.field.height == 36 && halfway.clip == nil)
        let pinned = layout(configuration, at: 300)
        let search = try #require(pinned.search)
        let bar = try #require(pinned.bar)
        #expect(search.frame.y == bar.maxY)
        #expect(pinned.header.frame.maxY == bar.maxY + 44)
        #expect(pinned.hairline?.frame.y == bar.maxY + 44)
        #expect(rest.thresholds.searchCollapsed == nil)
    }

    @Test("an overscroll carries the whole band down with the content")
    func overscroll() throws {
        let rest = try #require(layout(searching(.compact), at: 0).search)
        let pulled = try #require(layout(searching(.compact), at: -30).search)
        #expect(pulled.frame.y == rest.frame.y + 30 && pulled.field.height == 36 && pulled.clip == nil)
    }

    @Test("the glass bar, scrollEdge, collapsible and the titled Material bars lay out no field")
    func noBand() {
        #expect(layout(searching(.large, fidelity: .ios26), at: 0).search == nil)
        for style in HeaderStyle.allCases where !style.takesSearch {
            #expect(layout(searching(style), at: 0).search == nil)
        }
        #expect(HeaderStyle.searchable == [.compact, .large, .inlineTitle, .m3Search])
        #expect(HeaderStyle.searchBanded == [.compact, .large, .inlineTitle])
    }

    @Test("right-to-left mirrors the field, magnifier and placeholder")
    func rightToLeft() throws {
        let search = try #require(layout(searching(.compact, "Find", direction: .rtl), at: 0).search)
        #expect(search.field == Rect(x: 16, y: search.frame.y, width: 361, height: 36))
        #expect(search.icon.x == 393 - 22 - 20)
        #expect(search.placeholder.frame.maxX == 393 - 22 - 20 - Metrics.searchTextPadding)
    }

    @Test("the document writes search after largeTitle and searchCollapsed last in thresholds")
    func document() {
        let text = json(layout(searching(.large, "Mail"), at: 4))
        #expect(text.contains(#""search":{"frame":{"x":0,"#))
        #expect(text.contains(#""placeholder":{"text":"Mail","#))
        #expect(text.contains(#""searchCollapsed":44}"#))
        #expect(!json(layout(HeaderConfiguration(style: .large), at: 4)).contains("search"))
    }

    @Test("a segmented control under a collapsing band rides with the content and pins under the bar, not the band")
    func segmentedControlUnderTheBand() throws {
        var configuration = searching(.large)
        configuration.tabs = [TabItem(text: "All"), TabItem(text: "Unread")]
        // 60: the band has collapsed and the large title is 16 points into its own collapse.
        let laid = layout(configuration, at: 60)
        let bar = try #require(laid.bar)
        let tabs = try #require(laid.tabs)
        #expect(tabs.frame.y > bar.maxY && tabs.frame.maxY == laid.contentTop)
        #expect(laid.header.frame.maxY == bar.maxY)
        let pinned = layout(configuration, at: 400)
        #expect(try #require(pinned.tabs).frame.y == bar.maxY)
        #expect(pinned.header.frame.maxY == (try #require(pinned.tabs).frame.maxY))
    }
}
