import Testing

@testable import MastheadGeometry

/// Material 3 Expressive's flexible bars (`MediumFlexibleTopAppBar`, `LargeFlexibleTopAppBar` in Compose's
/// `AppBar.kt`, tokens `AppBarMediumFlexibleTokens` and `AppBarLargeFlexibleTokens`) on a Pixel 8 (412 wide,
/// status bar 24).
struct MaterialFlexibleTests {
    static func bar(
        _ style: HeaderStyle, _ behavior: ScrollBehavior = .exitUntilCollapsed, subtitle: String? = nil,
        alignment: TitleAlignment = .start, navigation: NavigationIcon = .none, fontScale: Double = 1,
        direction: LayoutDirection = .ltr, trailing: [Action] = [.icon("search")]
    ) -> HeaderConfiguration {
        var configuration = HeaderConfiguration(
            style: style, title: "Inbox", subtitle: subtitle, trailing: trailing, device: .pixel8,
            direction: direction, scrollBehavior: behavior, navigation: navigation)
        configuration.titleAlignment = alignment
        configuration.fontScale = fontScale
        return configuration
    }

    static func lay(_ configuration: HeaderConfiguration, _ offset: Double) -> HeaderLayout {
        MaterialLayoutTests.lay(configuration, offset)
    }

    @Test(
        "expanded and collapsed heights, with and without a subtitle (tokens 112/136 and 120/152, collapsed 64)",
        arguments: [
            (HeaderStyle.m3MediumFlexible, nil as String?, 112.0), (.m3MediumFlexible, "3 unread", 136),
            (.m3LargeFlexible, nil, 120), (.m3LargeFlexible, "3 unread", 152),
        ])
    func heights(style: HeaderStyle, subtitle: String?, expanded: Double) throws {
        let rest = Self.lay(Self.bar(style, subtitle: subtitle), 0)
        #expect(try #require(rest.bar) == rect(0, 24, 412, expanded))
        #expect(rest.contentTop == 24 + expanded)
        let distance = expanded - 64
        #expect(rest.thresholds.collapsed == distance && rest.thresholds.titleVisible == distance)
        let collapsed = Self.lay(Self.bar(style, subtitle: subtitle), distance + 100)
        #expect(try #require(collapsed.bar) == rect(0, 24, 412, 64))
        #expect(collapsed.progress == 1)
        let pinned = Self.lay(Self.bar(style, .pinned, subtitle: subtitle), 500)
        #expect(try #require(pinned.bar).height == expanded)
    }

    @Test(
        "collapsed fraction 0.49 settles expanded, 0.5 and 0.51 collapsed, under both scrolling behaviours",
        arguments: [0.49, 0.5, 0.51])
    func settleAtTheSwitch(fraction: Double) throws {
        for style in [HeaderStyle.m3MediumFlexible, .m3LargeFlexible] {
            for subtitle in [nil, "3 unread"] {
                let distance = (Self.lay(Self.bar(style, subtitle: subtitle), 0).bar?.height ?? 0) - 64
                let offset = fraction * distance
                let exit = Self.lay(Self.bar(style, subtitle: subtitle), offset)
                #expect(isApproximatelyEqual(exit.progress, fraction))
                let settle = try #require(exit.settle)
                #expect(settle.offset == (fraction < 0.5 ? 0 : distance) && settle.progress == (fraction < 0.5 ? 0 : 1))
                let enter = Self.lay(Self.bar(style, .enterAlways, subtitle: subtitle), offset)
                #expect(try #require(enter.settle).offset == offset)
                #expect(try #require(enter.settle).progress == (fraction < 0.5 ? 0 : 1))
            }
        }
    }

    @Test("titles' alphas: expanded 1 - f, collapsed TopTitleAlphaEasing(f), the subtitles with their titles")
    func alphas() throws {
        for fraction in [0.0, 0.25, 0.49, 0.5, 0.51, 0.75, 1] {
            let layout = Self.lay(Self.bar(.m3LargeFlexible, subtitle: "3 unread"), fraction * 88)
            let large = try #require(layout.largeTitle)
            #expect(isApproximatelyEqual(large.opacity, 1 - fraction))
            #expect(large.subtitle?.text == "3 unread")
            let title = try #require(layout.title)
            let expected = MaterialPlacementTests.bezierY(x: fraction, 0.8, 0, 0.8, 0.15)
            #expect(isApproximatelyEqual(title.opacity, expected, tolerance: 1e-9))
            #expect(title.subtitle?.text == "3 unread")
        }
    }

    @Test(
        "the expanded block's last baseline sits the bottom padding above the bar, lifted so it fits its row",
        arguments: [
            (HeaderStyle.m3MediumFlexible, nil as String?, 24.0, 48.0, 28.0),
            (.m3MediumFlexible, "3 unread", 24, 72, 28), (.m3LargeFlexible, nil, 28, 56, 36),
            (.m3LargeFlexible, "3 unread", 28, 88, 36),
        ])
    func expandedBaseline(style: HeaderStyle, subtitle: String?, padding: Double, row: Double, size: Double) throws {
        let layout = Self.lay(Self.bar(style, subtitle: subtitle), 0)
        let bottom = try #require(layout.bar).maxY
        let large = try #require(layout.largeTitle)
        #expect(large.line.font == FontSpec(size: size, weight: 400, typeface: .roboto))
        let last = large.subtitle ?? large.line
        let blockTop = large.line.frame.y
        let blockHeight = last.frame.maxY - blockTop
        let fromBottom = padding - (last.frame.maxY - last.baseline)
        let lift = max(0, fromBottom + blockHeight > row ? row - blockHeight : fromBottom)
        #expect(isApproximatelyEqual(blockTop, bottom - blockHeight - lift))
        #expect(blockTop >= bottom - row - 1e-9)
        #expect(large.line.frame.x == 16 && large.anchor.y == large.line.baseline)
        if let sub = large.subtitle {
            #expect(sub.frame.y == large.line.frame.maxY && sub.frame.x == 16)
            #expect(sub.font.weight == 500)
        }
    }

    @Test(
        "centred: the expanded block and the collapsed one centred on the bar, each line centred in its block",
        arguments: [HeaderStyle.m3MediumFlexible, .m3LargeFlexible])
    func centred(style: HeaderStyle) throws {
        for navigation in [NavigationIcon.none, .back] {
            let layout = Self.lay(Self.bar(style, subtitle: "3 unread", alignment: .center, navigation: navigation), 0)
            let large = try #require(layout.largeTitle)
            #expect(isApproximatelyEqual(large.line.frame.midX, 206))
            #expect(isApproximatelyEqual(try #require(large.subtitle).frame.midX, 206))
            let title = try #require(layout.title)
            #expect(isApproximatelyEqual(title.line.frame.midX, 206))
            #expect(isApproximatelyEqual(try #require(title.subtitle).frame.midX, 206))
        }
    }

    @Test("start: the collapsed title after the navigation icon (56) or at 16, its subtitle under it")
    func start() throws {
        for (navigation, x) in [(NavigationIcon.none, 16.0), (.menu, 56)] {
            let layout = Self.lay(Self.bar(.m3MediumFlexible, subtitle: "3 unread", navigation: navigation), 0)
            let title = try #require(layout.title)
            let subtitle = try #require(title.subtitle)
            #expect(title.line.frame.x == x && subtitle.frame.x == x)
            // TitleLarge's 28 over LabelMedium's 16, the pair centred in the 64-point top row.
            #expect(title.line.frame.y == 24 + (64 - 44) / 2 && title.line.frame.height == 28)
            #expect(subtitle.frame.y == title.line.frame.maxY && subtitle.frame.height == 16)
            #expect(subtitle.font == FontSpec(size: 12, weight: 500, typeface: .roboto))
        }
    }

    @Test("right-to-left mirrors both blocks: the start is the right edge")
    func rightToLeft() throws {
        let layout = Self.lay(Self.bar(.m3LargeFlexible, subtitle: "3 unread", direction: .rtl), 0)
        let large = try #require(layout.largeTitle)
        #expect(isApproximatelyEqual(large.line.frame.maxX, 412 - 16))
        #expect(isApproximatelyEqual(try #require(large.subtitle).frame.maxX, 412 - 16))
        #expect(isApproximatelyEqual(try #require(layout.title).line.frame.maxX, 412 - 16))
    }

    @Test("a long title is truncated to the bottom row less max(12, 4), 4 and the block's 4 + 4 (Compose 1.4)")
    func longTitle() throws {
        var configuration = Self.bar(.m3MediumFlexible)
        configuration.title = String(repeating: "Inbox and archive ", count: 6)
        let large = try #require(Self.lay(configuration, 0).largeTitle)
        #expect(large.line.truncated)
        #expect(large.line.frame.width <= 412 - 24 + 1e-9)
    }
}
