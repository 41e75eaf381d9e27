import Testing

@testable import MastheadGeometry

struct ScrollEdgeLayoutTests {
    let configuration = HeaderConfiguration(
        style: .scrollEdge, subtitle: "3 unread", trailing: [.icon("search"), .icon("plus")])

    @Test(
        "edge effect opacity and progress are clamp(offset / 10)",
        arguments: [
            (0.0, 0.0), (5, 0.5), (10, 1), (100_000, 1), (-44, 0), (-200, 0),
        ])
    func edgeFade(offset: Double, expected: Double) throws {
        let result = layout(configuration, at: offset)
        let effect = try #require(result.edgeEffect)
        #expect(isApproximatelyEqual(effect.opacity, expected))
        #expect(isApproximatelyEqual(result.progress, expected))
    }

    @Test("the header never moves: title over subtitle at 20, 48-point buttons, 10 below", arguments: [0.0, 100_000])
    func header(offset: Double) throws {
        let result = layout(configuration, at: offset)
        let blockHeight = 40.8 + 18
        let headerHeight = blockHeight + 10
        let title = try #require(result.title)
        #expect(title.line.font == FontSpec(size: 34, weight: 700))
        #expect(isApproximatelyEqual(title.line.frame, rect(20, 59, 85, 40.8)))
        let subtitle = try #require(title.subtitle)
        #expect(subtitle.font == FontSpec(size: 15, weight: 500))
        #expect(isApproximatelyEqual(subtitle.frame.y, 59 + 40.8))
        let buttonY = 59 + (blockHeight - 48) / 2
        #expect(result.actions.count == 2)
        #expect(isApproximatelyEqual(result.actions[0].frame, rect(269, buttonY, 48, 48)))
        #expect(isApproximatelyEqual(result.actions[1].frame, rect(325, buttonY, 48, 48)))
        let effect = try #require(result.edgeEffect)
        #expect(isApproximatelyEqual(effect.frame, rect(0, 0, 393, 59 + headerHeight)))
        #expect(isApproximatelyEqual(result.contentTop, 59 + headerHeight - offset))
    }

    @Test("soft edge: stops 1 / 0.85 / 0 and blur 8, no line, no thresholds")
    func soft() throws {
        let result = layout(configuration, at: 20)
        let effect = try #require(result.edgeEffect)
        #expect(effect.style == .soft && effect.blur == 8)
        #expect(effect.stops.map(\.at) == [0, 0.6, 1])
        #expect(effect.stops.map(\.opacity) == [1, 0.85, 0])
        #expect(result.hairline == nil)
        #expect(result.thresholds == Thresholds())
    }

    @Test("hard edge: 0.95 backing and a dividing line at its bottom")
    func hard() throws {
        var configuration = configuration
        configuration.edge = .hard
        let result = layout(configuration, at: 5)
        let effect = try #require(result.edgeEffect)
        #expect(effect.blur == 0 && effect.stops.allSatisfy { $0.opacity == 0.95 })
        let hairline = try #require(result.hairline)
        #expect(isApproximatelyEqual(hairline.frame.y, effect.frame.maxY))
        #expect(isApproximatelyEqual(hairline.opacity, 0.5))
        #expect(result.thresholds == Thresholds(hairlineVisible: 10))
    }

    @Test("without buttons or subtitle the row is as tall as the title")
    func minimalHeader() throws {
        let result = layout(HeaderConfiguration(style: .scrollEdge), at: 0)
        #expect(isApproximatelyEqual(try #require(result.edgeEffect).frame.height, 59 + 40.8 + 10))
    }
}
