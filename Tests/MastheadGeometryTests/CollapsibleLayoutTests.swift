import Testing

@testable import MastheadGeometry

struct CollapsibleLayoutTests {
    let configuration = HeaderConfiguration(style: .collapsible)

    @Test(
        "progress = clamp(1 - offset / D); height H * progress; moved by -offset * P",
        arguments: [
            (0.0, 1.0), (30, 0.75), (60, 0.5), (120, 0), (500, 0), (100_000, 0), (-44, 1), (-200, 1),
        ])
    func collapse(offset: Double, progress: Double) throws {
        let result = layout(configuration, at: offset)
        #expect(isApproximatelyEqual(result.progress, progress))
        #expect(isApproximatelyEqual(result.header.frame, rect(0, 59 - offset * 0.4, 393, 140 * progress)))
        #expect(isApproximatelyEqual(result.header.backgroundOpacity, progress))
        let title = try #require(result.title)
        #expect(isApproximatelyEqual(title.opacity, progress))
        #expect(isApproximatelyEqual(title.line.frame.midY, result.header.frame.midY))
        #expect(isApproximatelyEqual(title.line.frame.midX, 196.5))
        // The content is padded by the full header height, so nothing hides under the header at rest.
        #expect(isApproximatelyEqual(result.contentTop, 59 + 140 - offset))
    }

    @Test("custom H, D and P are used")
    func customParameters() {
        var configuration = configuration
        configuration.headerHeight = 200
        configuration.collapseDistance = 80
        configuration.parallax = 0.5
        let result = layout(configuration, at: 20)
        #expect(isApproximatelyEqual(result.progress, 0.75))
        #expect(isApproximatelyEqual(result.header.frame, rect(0, 49, 393, 150)))
        #expect(result.thresholds == Thresholds(collapsed: 80))
    }

    @Test(
        "a non-positive collapse distance collapses at the first positive offset",
        arguments: [
            (0.0, 1.0), (-5, 1), (0.5, 0),
        ])
    func zeroDistance(offset: Double, progress: Double) {
        var configuration = configuration
        configuration.collapseDistance = 0
        #expect(layout(configuration, at: offset).progress == progress)
    }

    @Test("transition is easeOut 0.2 and collapsed = D")
    func transitionAndThreshold() throws {
        let result = layout(configuration, at: 0)
        let transition = try #require(result.transition)
        #expect(transition.curve == "easeOut")
        #expect(isApproximatelyEqual(transition.duration, 0.2))
        #expect(result.thresholds == Thresholds(collapsed: 120))
        #expect(result.hairline == nil && result.largeTitle == nil)
    }

    @Test("back and actions stay in a fixed bar at S")
    func fixedBar() throws {
        var configuration = configuration
        configuration.back = "Mail"
        configuration.trailing = [.icon("more")]
        let result = layout(configuration, at: 200)
        #expect(result.bar == rect(0, 59, 393, 44))
        #expect(isApproximatelyEqual(try #require(result.back).chevronFrame, rect(16, 70.5, 13, 21)))
        #expect(isApproximatelyEqual(try #require(result.actions.first).frame, rect(341, 63, 36, 36)))
    }
}
