import Testing

@testable import MastheadGeometry

struct InlineTitleLayoutTests {
    let configuration = HeaderConfiguration(style: .inlineTitle)
    /// `h`: the 34-point title's line height with the fixed-width measurer.
    let lineHeight = 40.8

    @Test(
        "the content title sits at y = 16 - offset in scroll coordinates, S + B below that on screen",
        arguments: [
            0.0, 20, 56.8, 100, -44, -200, 100_000,
        ])
    func contentTitleFrames(offset: Double) throws {
        let large = try #require(layout(configuration, at: offset).largeTitle)
        let scrollFrame = try #require(large.scrollFrame)
        #expect(isApproximatelyEqual(scrollFrame, rect(16, 16 - offset, 85, lineHeight)))
        #expect(isApproximatelyEqual(large.line.frame, rect(16, 103 + 16 - offset, 85, lineHeight)))
        #expect(large.line.font == FontSpec(size: 34, weight: 700))
        #expect(large.scale == 1)
    }

    @Test(
        "the bar title is exactly 0 or 1: visible only when -(16 - offset) > h",
        arguments: [
            (0.0, 0.0), (-200, 0), (40, 0), (56.8, 0), (56.81, 1), (57, 1), (100_000, 1),
        ])
    func barTitleSnaps(offset: Double, expected: Double) throws {
        let title = try #require(layout(configuration, at: offset).title)
        #expect(title.opacity == expected)
    }

    @Test("titleVisible = 16 + h; hairline fades in like compact")
    func thresholds() throws {
        let result = layout(configuration, at: 5)
        let thresholds = result.thresholds
        #expect(isApproximatelyEqual(try #require(thresholds.titleVisible), 16 + lineHeight))
        #expect(thresholds.hairlineVisible == 10)
        #expect(thresholds.collapsed == nil)
        #expect(isApproximatelyEqual(try #require(result.hairline).opacity, 0.5))
    }

    @Test(
        "progress = clamp(offset / (16 + h))",
        arguments: [
            (0.0, 0.0), (28.4, 0.5), (56.8, 1), (100_000, 1), (-44, 0),
        ])
    func progress(offset: Double, expected: Double) {
        #expect(isApproximatelyEqual(layout(configuration, at: offset).progress, expected))
    }

    @Test("content starts 16 below the title block")
    func contentTop() throws {
        #expect(isApproximatelyEqual(layout(configuration, at: 10).contentTop, 103 + 16 + lineHeight + 16 - 10))
        var configuration = configuration
        configuration.subtitle = "3 unread"
        let result = layout(configuration, at: 0)
        let subtitle = try #require(result.largeTitle?.subtitle)
        #expect(isApproximatelyEqual(subtitle.frame.y, 103 + 16 + lineHeight))
        #expect(isApproximatelyEqual(result.contentTop, 103 + 16 + lineHeight + 18 + 16))
    }
}
