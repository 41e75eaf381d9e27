import Testing

@testable import MastheadGeometry

/// Subtitles and `titleAlignment` on the single-row bars: Compose's `TopAppBar(title, subtitle,
/// titleHorizontalAlignment)`, the title in TitleLarge over the subtitle in LabelMedium (`AppBarSmallTokens`).
struct MaterialSubtitleTests {
    typealias F = MaterialFlexibleTests

    @Test(
        "the small bar's two-line title: 28 over 16, centred in the 64-point bar, at the start or centred",
        arguments: [
            (HeaderStyle.m3Small, TitleAlignment.start, NavigationIcon.none), (.m3Small, .start, .back),
            (.m3Small, .center, .none), (.m3Small, .center, .menu), (.m3CenterAligned, .start, .back),
        ])
    func twoLineTitle(style: HeaderStyle, alignment: TitleAlignment, navigation: NavigationIcon) throws {
        let layout = F.lay(F.bar(style, .pinned, subtitle: "3 unread", alignment: alignment, navigation: navigation), 0)
        #expect(try #require(layout.bar).height == 64)
        let title = try #require(layout.title)
        let subtitle = try #require(title.subtitle)
        #expect(title.line.frame.y == 24 + 10 && subtitle.frame.y == 24 + 38)
        #expect(title.line.font == FontSpec(size: 22, weight: 400, typeface: .roboto))
        #expect(subtitle.font == FontSpec(size: 12, weight: 500, typeface: .roboto))
        if style == .m3CenterAligned || alignment == .center {
            #expect(isApproximatelyEqual(title.line.frame.midX, 206))
            #expect(isApproximatelyEqual(subtitle.frame.midX, 206))
        } else {
            let x: Double = navigation == .none ? 16 : 56
            #expect(title.line.frame.x == x && subtitle.frame.x == x)
        }
        #expect(layout.largeTitle == nil)
    }

    @Test("a subtitle scrolls away with the small bar under enterAlways and stays centred in what is left")
    func scrollsAway() throws {
        let layout = F.lay(F.bar(.m3Small, .enterAlways, subtitle: "3 unread"), 32)
        #expect(try #require(layout.bar).height == 32)
        let title = try #require(layout.title)
        #expect(isApproximatelyEqual(title.line.frame.y, 24 + (32 - 44) / 2))
        #expect(title.subtitle != nil)
    }

    @Test("m3Medium and m3Large have no subtitle and no alignment: the request's are left out")
    func notEverywhere() throws {
        for style in [HeaderStyle.m3Medium, .m3Large] {
            let with = F.lay(F.bar(style, subtitle: "3 unread", alignment: .center), 0)
            let without = F.lay(F.bar(style), 0)
            #expect(with.title == without.title && with.largeTitle == without.largeTitle)
            #expect(try #require(with.largeTitle).line.frame.x == 16)
        }
    }

    @Test("at font scale 1 and start, without a subtitle, the bars lay out as before the new parameters")
    func defaultsChangeNothing() {
        for style in HeaderStyle.material {
            let plain = MaterialLayoutTests.lay(MaterialLayoutTests.bar(style, .exitUntilCollapsed), 30)
            let explicit = F.lay(F.bar(style, trailing: []), 30)
            #expect(plain == explicit)
        }
    }

    @Test("m3Small with titleAlignment=center lays its title and subtitle out as m3CenterAligned does")
    func centredSmallIsCenterAligned() throws {
        for subtitle in [nil, "3 unread"] {
            let small = F.lay(F.bar(.m3Small, .pinned, subtitle: subtitle, alignment: .center, navigation: .back), 0)
            let centred = F.lay(F.bar(.m3CenterAligned, .pinned, subtitle: subtitle, navigation: .back), 0)
            #expect(small.title == centred.title && small.actions == centred.actions)
        }
    }

    @Test("a long centred title is pushed left of the actions: its text ends 4 before the actions' box")
    func centredLongTitleClearsTheActions() throws {
        let actions: [Action] = [.icon("search"), .icon("share"), .icon("edit")]
        for style in [HeaderStyle.m3MediumFlexible, .m3LargeFlexible] {
            var configuration = F.bar(
                style, subtitle: "3 unread", alignment: .center, navigation: .back, trailing: actions)
            configuration.title = String(repeating: "Quarterly report ", count: 4)
            let title = try #require(F.lay(configuration, 0).title)
            // 412 - (3 x 48 + 4) = 264 is where the actions' box starts; the block's padding is 4.
            #expect(isApproximatelyEqual(title.line.frame.maxX, 264 - 4))
            #expect(title.line.truncated && title.line.frame.x >= 52 + 4)
            #expect(isApproximatelyEqual(try #require(title.subtitle).frame.midX, title.line.frame.midX))
        }
    }
}
