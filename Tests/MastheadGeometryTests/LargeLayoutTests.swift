import Testing

@testable import MastheadGeometry

struct LargeLayoutTests {
    let configuration = HeaderConfiguration(style: .large)

    @Test(
        "progress = clamp(offset / 52) drives bar title, hairline and background",
        arguments: [
            (0.0, 0.0), (13, 0.25), (26, 0.5), (52, 1), (80, 1), (100_000, 1), (-44, 0), (-200, 0),
        ])
    func progress(offset: Double, expected: Double) throws {
        let result = layout(configuration, at: offset)
        #expect(isApproximatelyEqual(result.progress, expected))
        #expect(isApproximatelyEqual(try #require(result.title).opacity, expected))
        #expect(isApproximatelyEqual(try #require(result.hairline).opacity, expected))
        #expect(isApproximatelyEqual(result.header.backgroundOpacity, expected))
    }

    @Test(
        "the large-title row's top is S + B - offset; the line box (ascent + descent) ends 8 above its bottom",
        arguments: [
            0.0, 26, 52, -44, -200, 100_000,
        ])
    func rowFollowsContent(offset: Double) throws {
        let result = layout(configuration, at: offset)
        let large = try #require(result.largeTitle)
        // The fixed measurer's descent at 34 points is 6.8: the baseline sits that much above 155 - 8.
        let baseline = 103 - offset + 44 - 6.8
        #expect(isApproximatelyEqual(large.anchor.y, baseline))
        #expect(isApproximatelyEqual(large.anchor.x, 16))
        #expect(isApproximatelyEqual(large.line.baseline, baseline))
        #expect(isApproximatelyEqual(large.line.frame, rect(16, baseline - 27.2 - 3.4, 85, 40.8)))
        #expect(isApproximatelyEqual(result.contentTop, 155 - offset))
        #expect(large.opacity == 1)
    }

    @Test(
        "pulling down scales by min(1.1, 1 + 0.03 * (-offset) / 44)",
        arguments: [
            (0.0, 1.0), (26, 1), (100_000, 1), (-22, 1.015), (-44, 1.03), (-100, 1 + 0.03 * 100 / 44), (-200, 1.1),
            (-100_000, 1.1),
        ] as [(Double, Double)])
    func pullDownScale(offset: Double, expected: Double) throws {
        let large = try #require(layout(configuration, at: offset).largeTitle)
        #expect(isApproximatelyEqual(large.scale, expected))
    }

    @Test("the pull-down stretch never makes the title wider than the screen minus the margins")
    func stretchIsClamped() throws {
        var configuration = configuration
        configuration.title = String(repeating: "W", count: 20)  // 340 wide of the 361 available
        let large = try #require(layout(configuration, at: -200).largeTitle)
        #expect(isApproximatelyEqual(large.scale, 361.0 / 340))
        #expect(large.line.frame.width * large.scale <= 361 + 1e-9)
        configuration.title = String(repeating: "W", count: 40)  // truncated to nearly the full width
        let truncated = try #require(layout(configuration, at: -200).largeTitle)
        #expect(truncated.scale < 1.1 && truncated.line.frame.width * truncated.scale <= 361 + 1e-9)
        configuration.title = "Inbox"
        #expect(isApproximatelyEqual(try #require(layout(configuration, at: -200).largeTitle).scale, 1.1))
    }

    @Test(
        "iPad presets: the bar's slots and the large title keep 20 from the screen edges",
        arguments: LayoutDirection.allCases)
    func padMargins(direction: LayoutDirection) throws {
        let configuration = HeaderConfiguration(
            style: .large, back: "", trailing: [.icon("search")],
            device: .ipadAir, direction: direction)
        let result = layout(configuration, at: 0)
        let back = try #require(result.back).chevronFrame
        let action = try #require(result.actions.first).frame
        let large = try #require(result.largeTitle).line.frame
        if direction == .ltr {
            #expect(isApproximatelyEqual(back.x, 20) && isApproximatelyEqual(large.x, 20))
            #expect(isApproximatelyEqual(action.maxX, 800))
        } else {
            #expect(isApproximatelyEqual(back.maxX, 800) && isApproximatelyEqual(large.maxX, 800))
            #expect(isApproximatelyEqual(action.x, 20))
        }
        let phone = layout(HeaderConfiguration(style: .large, back: ""), at: 0)
        let phoneChevron = try #require(phone.back).chevronFrame
        #expect(isApproximatelyEqual(phoneChevron.x, 16))
    }

    @Test("a subtitle adds 20 to L and sits below the title without moving it")
    func subtitle() throws {
        var configuration = configuration
        configuration.subtitle = "3 unread"
        let half = layout(configuration, at: 36)
        #expect(isApproximatelyEqual(half.progress, 0.5))
        let rest = layout(configuration, at: 0)
        let large = try #require(rest.largeTitle)
        let subtitle = try #require(large.subtitle)
        #expect(isApproximatelyEqual(large.anchor.y, 147 - 6.8))
        #expect(isApproximatelyEqual(subtitle.frame.midY, 103 + 52 + 10))
        #expect(subtitle.font == FontSpec(size: 15, weight: 400))
        #expect(isApproximatelyEqual(rest.contentTop, 103 + 72))
        #expect(try #require(rest.title).subtitle == nil)
        #expect(rest.thresholds == Thresholds(titleVisible: 72, hairlineVisible: 72, collapsed: 72))
    }

    @Test("thresholds are all L")
    func thresholds() {
        #expect(
            layout(configuration, at: 0).thresholds == Thresholds(titleVisible: 52, hairlineVisible: 52, collapsed: 52))
    }

    @Test("a long large title is truncated to the width minus 16 each side")
    func truncatesLargeTitle() throws {
        var configuration = configuration
        configuration.title = String(repeating: "W", count: 40)
        let large = try #require(layout(configuration, at: 0).largeTitle)
        #expect(large.line.truncated)
        #expect(large.line.text == String(repeating: "W", count: 20) + "…")
        #expect(large.line.frame.width <= 361)
    }

    @Test("an empty title still reserves the row")
    func emptyTitle() throws {
        var configuration = configuration
        configuration.title = ""
        let result = layout(configuration, at: 0)
        #expect(try #require(result.largeTitle).line.frame.width == 0)
        #expect(isApproximatelyEqual(result.contentTop, 155))
        #expect(isApproximatelyEqual(try #require(result.title).line.frame.midX, 196.5))
    }
}
