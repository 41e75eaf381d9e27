import Testing

@testable import MastheadGeometry

/// The Material 3 bars at rest, part-way collapsed and collapsed, for every scroll behaviour (Compose `AppBar.kt`).
struct MaterialLayoutTests {
    static func bar(
        _ style: HeaderStyle, _ behavior: ScrollBehavior = .pinned, path: [Double] = [],
        navigation: NavigationIcon = .none, trailing: [Action] = [], direction: LayoutDirection = .ltr
    ) -> HeaderConfiguration {
        HeaderConfiguration(
            style: style, title: "Inbox", trailing: trailing, device: .pixel8, direction: direction,
            scrollBehavior: behavior, path: path, navigation: navigation)
    }

    static func lay(_ configuration: HeaderConfiguration, _ offset: Double) -> HeaderLayout {
        HeaderLayout.compute(configuration: configuration, offset: offset, measurer: RealFontLayoutTests.shaper)
    }

    @Test(
        "container heights: expanded, mid-collapse and collapsed under exitUntilCollapsed",
        arguments: [
            (HeaderStyle.m3Small, 0.0, 64.0, 0.0), (.m3Small, 32, 32, 0.5), (.m3Small, 64, 0, 1), (.m3Small, 500, 0, 1),
            (.m3CenterAligned, 16, 48, 0.25), (.m3Medium, 0, 112, 0), (.m3Medium, 24, 88, 0.5), (.m3Medium, 48, 64, 1),
            (.m3Medium, 400, 64, 1), (.m3Large, 0, 152, 0), (.m3Large, 44, 108, 0.5), (.m3Large, 88, 64, 1),
            (.m3Large, -30, 152, 0),
        ])
    func exitUntilCollapsedHeights(style: HeaderStyle, offset: Double, height: Double, progress: Double) throws {
        let layout = Self.lay(Self.bar(style, .exitUntilCollapsed), offset)
        let bar = try #require(layout.bar)
        #expect(isApproximatelyEqual(bar, rect(0, 24, 412, height)))
        #expect(isApproximatelyEqual(layout.header.frame, rect(0, 0, 412, 24 + height)))
        #expect(isApproximatelyEqual(layout.progress, progress))
    }

    @Test("pinned bars keep their expanded height at any offset", arguments: HeaderStyle.compose)
    func pinnedKeepsItsHeight(style: HeaderStyle) throws {
        let rest = try #require(Self.lay(Self.bar(style), 0).bar)
        for offset in [-40.0, 10, 48, 88, 400, 100_000] {
            let layout = Self.lay(Self.bar(style), offset)
            #expect(try #require(layout.bar) == rest)
            #expect(layout.progress == 0)
            #expect(layout.settle == nil)
        }
        let heights: [HeaderStyle: Double] = [
            .m3Medium: 112, .m3Large: 152, .m3MediumFlexible: 112, .m3LargeFlexible: 120,
        ]
        #expect(rest.height == heights[style, default: 64])
    }

    @Test(
        "enterAlways replays the path: down, up a little, up fully",
        arguments: [
            (HeaderStyle.m3Small, [0.0, 400], 0.0), (.m3Small, [0, 400, 340], 60), (.m3Small, [0, 400, 380], 20),
            (.m3Small, [0, 400, 300], 64), (.m3Small, [0, 30], 34), (.m3Small, [400, 340], 60),
            (.m3Medium, [0, 400], 64), (.m3Medium, [0, 400, 380], 84), (.m3Medium, [0, 400, 100], 112),
            (.m3Large, [0, 400, 350], 114), (.m3Large, [0, 400, 0], 152), (.m3CenterAligned, [0, 10, 5, 500, 490], 10),
        ])
    func enterAlwaysPaths(style: HeaderStyle, path: [Double], height: Double) throws {
        let configuration = Self.bar(style, .enterAlways, path: Array(path.dropLast()))
        let layout = Self.lay(configuration, try #require(path.last))
        #expect(isApproximatelyEqual(try #require(layout.bar).height, height))
        // exitUntilCollapsed at the same offset does not come back on a small scroll up.
        let exit = Self.lay(Self.bar(style, .exitUntilCollapsed), try #require(path.last))
        let collapsed = MaterialBarSpec(Self.bar(style)).singleRow ? 0.0 : 64
        if path.last ?? 0 >= 300 { #expect(try #require(exit.bar).height == collapsed) }
    }

    @Test("an offset alone is the path from 0 to it")
    func offsetIsThePathFromZero() {
        for offset in [0.0, 20, 47.5, 300] {
            let alone = Self.lay(Self.bar(.m3Medium, .enterAlways), offset)
            let replayed = Self.lay(Self.bar(.m3Medium, .enterAlways, path: [0]), offset)
            #expect(alone.bar == replayed.bar)
            #expect(alone.progress == Self.lay(Self.bar(.m3Medium, .exitUntilCollapsed), offset).progress)
        }
    }
}
