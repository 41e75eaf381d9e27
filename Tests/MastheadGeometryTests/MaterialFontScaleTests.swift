import Testing

@testable import MastheadGeometry

/// `fontScale` on the Material bars: every sp size and line height through Android 14's tables, and rows that grow
/// when their title block no longer fits (`TopAppBarMeasurePolicy`: `max(height, titlePlaceable.height)`). The
/// expected numbers are worked by hand from the tables (`FontScaleConverterTests`).
struct MaterialFontScaleTests {
    typealias F = MaterialFlexibleTests

    /// 2.0: TitleLarge 28 → 37⅓ line, LabelMedium 16 → 28; the pair (65⅓) outgrows the 64-point row.
    static let twoLineRowAtTwo = 37 + 1.0 / 3 + 28

    /// Style, subtitle, font scale, expanded and collapsed height.
    static let heightCases: [(HeaderStyle, String?, Double, Double, Double)] = [
        (.m3Small, nil, 1, 64, 0), (.m3Small, "3 unread", 1.3, 64, 0),
        (.m3Small, "3 unread", 2, twoLineRowAtTwo, 0), (.m3CenterAligned, nil, 2, 64, 0),
        (.m3Medium, nil, 2, 112, 64), (.m3Large, nil, 2, 152, 64),
        (.m3MediumFlexible, nil, 1, 112, 64), (.m3MediumFlexible, "3 unread", 1.3, 136, 64),
        (.m3MediumFlexible, nil, 2, 112, 64),
        // HeadlineMedium's 36 → 43.314 and LabelLarge's 20 → 34 outgrow the 72-point bottom row.
        (.m3MediumFlexible, "3 unread", 2, twoLineRowAtTwo + 38 + 62 * 6 / 70.0 + 34, twoLineRowAtTwo),
        (.m3LargeFlexible, nil, 1.3, 120, 64),
        // DisplaySmall's 44 → 50.4 and TitleMedium's 24 → 36 still fit the 88-point bottom row.
        (.m3LargeFlexible, "3 unread", 2, twoLineRowAtTwo + 88, twoLineRowAtTwo),
    ]

    /// Font scale, TitleLarge size and line height, LabelMedium size and line height.
    static let smallCases: [(Double, Double, Double, Double, Double)] = [
        (1, 22, 28, 12, 16), (1.3, 25, 28.8, 15.6, 20.2), (2, 35, 37 + 1.0 / 3, 24, 28), (0.85, 18.7, 23.8, 10.2, 13.6),
    ]

    @Test("heights at rest and collapsed at font scales 1, 1.3 and 2", arguments: heightCases)
    func heights(style: HeaderStyle, subtitle: String?, scale: Double, expanded: Double, collapsed: Double) throws {
        let configuration = F.bar(style, subtitle: subtitle, fontScale: scale)
        let rest = F.lay(configuration, 0)
        #expect(isApproximatelyEqual(try #require(rest.bar).height, expanded))
        #expect(isApproximatelyEqual(rest.contentTop, 24 + expanded))
        let gone = F.lay(configuration, 1000)
        #expect(isApproximatelyEqual(try #require(gone.bar).height, collapsed))
        #expect(gone.progress == 1)
    }

    @Test("titles and subtitles take the converted sizes and line heights", arguments: smallCases)
    func smallTypes(scale: Double, size: Double, line: Double, subSize: Double, subLine: Double) throws {
        let title = try #require(F.lay(F.bar(.m3Small, .pinned, subtitle: "3 unread", fontScale: scale), 0).title)
        #expect(isApproximatelyEqual(title.line.font.size, size) && isApproximatelyEqual(title.line.frame.height, line))
        let subtitle = try #require(title.subtitle)
        #expect(isApproximatelyEqual(subtitle.font.size, subSize))
        #expect(isApproximatelyEqual(subtitle.frame.height, subLine))
    }

    @Test("the expanded titles at 2.0: HeadlineSmall 24 → 36, HeadlineMedium 28 → 37⅓, DisplaySmall 36 → 43.3")
    func expandedTypes() throws {
        let sizes: [(HeaderStyle, Double)] = [
            (.m3Medium, 36), (.m3Large, 37 + 1.0 / 3), (.m3MediumFlexible, 37 + 1.0 / 3),
            (.m3LargeFlexible, 38 + 62 * 6 / 70.0),
        ]
        for (style, size) in sizes {
            let large = try #require(F.lay(F.bar(style, fontScale: 2), 0).largeTitle)
            #expect(isApproximatelyEqual(large.line.font.size, size))
        }
    }

    @Test("a grown row keeps the block's top at the row's top and collapses by the whole bottom row")
    func grownRow() throws {
        let configuration = F.bar(.m3MediumFlexible, subtitle: "3 unread", fontScale: 2)
        let rest = F.lay(configuration, 0)
        let bottomRow = 38 + 62 * 6 / 70.0 + 34
        #expect(isApproximatelyEqual(rest.thresholds.collapsed ?? 0, bottomRow))
        let large = try #require(rest.largeTitle)
        #expect(isApproximatelyEqual(large.line.frame.y, 24 + Self.twoLineRowAtTwo))
        let half = F.lay(configuration, bottomRow / 2)
        #expect(isApproximatelyEqual(half.progress, 0.5))
    }

    @Test("a text action's label follows the font scale: LabelLarge 14/20 → 26/34 at 2, the button 34 + 16 tall")
    func textActions() throws {
        var configuration = F.bar(.m3Small, .pinned, trailing: [.text("Save")])
        let plain = try #require(F.lay(configuration, 0).actions.first)
        #expect(plain.frame.height == 40 && plain.frame.width >= 58)
        configuration.fontScale = 2
        let large = try #require(F.lay(configuration, 0).actions.first)
        #expect(large.frame.height == 50 && large.frame.width > plain.frame.width)
        #expect(isApproximatelyEqual(large.frame.midY, 24 + 32) && isApproximatelyEqual(large.frame.maxX, 412 - 4))
    }
}
