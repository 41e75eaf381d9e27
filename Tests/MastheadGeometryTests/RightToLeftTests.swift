import Testing

@testable import MastheadGeometry

/// Right-to-left layout is the left-to-right layout mirrored: `x' = width - x - w` for every frame.
struct RightToLeftTests {
    static let offsets = [0.0, 26, -44, 100_000]

    func pair(_ style: HeaderStyle, offset: Double) -> (ltr: HeaderLayout, rtl: HeaderLayout) {
        var configuration = HeaderConfiguration(
            style: style, subtitle: "3 unread", back: "Mailboxes", leading: [.icon("menu")],
            trailing: [.icon("search"), .text("Done")])
        let ltr = layout(configuration, at: offset)
        configuration.direction = .rtl
        return (ltr, layout(configuration, at: offset))
    }

    func expectMirrored(_ rtl: Rect?, _ ltr: Rect?, width: Double = 393) {
        #expect((rtl == nil) == (ltr == nil))
        guard let rtl, let ltr else { return }
        #expect(
            isApproximatelyEqual(
                rtl, Rect(x: width - ltr.x - ltr.width, y: ltr.y, width: ltr.width, height: ltr.height)))
    }

    @Test("every frame is mirrored", arguments: HeaderStyle.allCases, offsets)
    func mirrorsEveryFrame(style: HeaderStyle, offset: Double) throws {
        let (ltr, rtl) = pair(style, offset: offset)
        #expect(rtl.direction == .rtl)
        expectMirrored(rtl.header.frame, ltr.header.frame)
        expectMirrored(rtl.bar, ltr.bar)
        expectMirrored(rtl.hairline?.frame, ltr.hairline?.frame)
        expectMirrored(rtl.back?.frame, ltr.back?.frame)
        expectMirrored(rtl.back?.chevronFrame, ltr.back?.chevronFrame)
        expectMirrored(rtl.back?.label?.frame, ltr.back?.label?.frame)
        expectMirrored(rtl.title?.line.frame, ltr.title?.line.frame)
        expectMirrored(rtl.title?.subtitle?.frame, ltr.title?.subtitle?.frame)
        expectMirrored(rtl.largeTitle?.line.frame, ltr.largeTitle?.line.frame)
        expectMirrored(rtl.largeTitle?.subtitle?.frame, ltr.largeTitle?.subtitle?.frame)
        expectMirrored(rtl.largeTitle?.scrollFrame, ltr.largeTitle?.scrollFrame)
        expectMirrored(rtl.edgeEffect?.frame, ltr.edgeEffect?.frame)
        #expect(rtl.actions.count == ltr.actions.count)
        for (right, left) in zip(rtl.actions, ltr.actions) {
            expectMirrored(right.frame, left.frame)
            #expect(right.side == left.side)
        }
        #expect(isApproximatelyEqual(rtl.contentTop, ltr.contentTop))
        #expect(rtl.thresholds == ltr.thresholds)
    }

    @Test("the chevron flips and the start slot is on the right")
    func chevronAndStartSlot() throws {
        let (_, rtl) = pair(.compact, offset: 0)
        let back = try #require(rtl.back)
        #expect(back.chevronMirrored)
        #expect(isApproximatelyEqual(back.chevronFrame.maxX, 393 - 16))
        let leading = try #require(rtl.actions.first { $0.side == .leading })
        #expect(leading.frame.x > 196.5)
    }

    @Test("the large title scales from its right edge", arguments: [0.0, -44])
    func largeTitleAnchor(offset: Double) throws {
        let (ltr, rtl) = pair(.large, offset: offset)
        let right = try #require(rtl.largeTitle)
        let left = try #require(ltr.largeTitle)
        #expect(isApproximatelyEqual(right.anchor.x, 393 - 16))
        #expect(isApproximatelyEqual(right.anchor.x, right.line.frame.maxX))
        #expect(isApproximatelyEqual(right.anchor.y, left.anchor.y))
        #expect(isApproximatelyEqual(right.scale, left.scale))
    }

    @Test("text is measured right-to-left", arguments: HeaderStyle.allCases)
    func measuresRightToLeft(style: HeaderStyle) {
        let measurer = FixedWidthMeasurer()
        let configuration = HeaderConfiguration(style: style, back: "Mail", direction: .rtl)
        _ = HeaderLayout.compute(configuration: configuration, offset: 0, measurer: measurer)
        #expect(measurer.seenDirections == [.rtl])
    }
}
