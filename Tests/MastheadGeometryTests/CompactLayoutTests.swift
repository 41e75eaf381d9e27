import Testing

@testable import MastheadGeometry

struct CompactLayoutTests {
    let configuration = HeaderConfiguration(style: .compact)

    @Test(
        "hairline and background opacity are clamp(offset / 10)",
        arguments: [
            (0.0, 0.0), (5, 0.5), (2.5, 0.25), (10, 1), (60, 1), (100_000, 1), (-44, 0), (-200, 0),
        ])
    func hairlineFade(offset: Double, expected: Double) throws {
        let result = layout(configuration, at: offset)
        let hairline = try #require(result.hairline)
        #expect(isApproximatelyEqual(hairline.opacity, expected))
        #expect(isApproximatelyEqual(result.header.backgroundOpacity, expected))
        #expect(isApproximatelyEqual(result.progress, expected))
    }

    @Test("the bar never moves and content starts at S + B", arguments: [0.0, 30, -44, 100_000])
    func barIsFixed(offset: Double) throws {
        let result = layout(configuration, at: offset)
        #expect(result.bar == rect(0, 59, 393, 44))
        let hairline = try #require(result.hairline)
        #expect(isApproximatelyEqual(hairline.frame, rect(0, 103, 393, 1.0 / 3)))
        #expect(isApproximatelyEqual(result.contentTop, 103 - offset))
        #expect(result.header.frame == rect(0, 0, 393, 103))
        #expect(result.largeTitle == nil && result.edgeEffect == nil && result.transition == nil)
    }

    @Test("the title is 17 semibold, centred in the bar, always opaque")
    func title() throws {
        let title = try #require(layout(configuration, at: 0).title)
        #expect(title.line.font == FontSpec(size: 17, weight: 600))
        #expect(isApproximatelyEqual(title.line.frame, rect(196.5 - 21.25, 81 - 10.2, 42.5, 20.4)))
        #expect(title.opacity == 1)
        #expect(title.subtitle == nil)
    }

    @Test("with a subtitle the 15 / 12 pair is centred in the bar")
    func subtitlePair() throws {
        var configuration = configuration
        configuration.subtitle = "3 unread"
        let title = try #require(layout(configuration, at: 0).title)
        let subtitle = try #require(title.subtitle)
        #expect(title.line.font == FontSpec(size: 15, weight: 600))
        #expect(subtitle.font == FontSpec(size: 12, weight: 400))
        let pairHeight = 18.0 + 14.4
        #expect(isApproximatelyEqual(title.line.frame.y, 81 - pairHeight / 2))
        #expect(isApproximatelyEqual(subtitle.frame.y, title.line.frame.maxY))
        #expect(isApproximatelyEqual(subtitle.frame.midX, 196.5))
        #expect(isApproximatelyEqual(subtitle.frame.maxY - title.line.frame.y, pairHeight))
    }

    @Test("iPad presets use the 50-point bar")
    func ipadBar() {
        let result = layout(HeaderConfiguration(style: .compact, device: .ipadAir), at: 0)
        #expect(result.bar == rect(0, 24, 820, 50))
        #expect(isApproximatelyEqual(result.contentTop, 74))
    }
}
