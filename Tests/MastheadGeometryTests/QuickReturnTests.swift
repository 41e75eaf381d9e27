import Testing

@testable import MastheadGeometry

/// `compact` with `scrollBehavior=enterAlways`: the bar returns quickly, as headroom.js's header does, by the
/// Material `enterAlways` replay of the path with the bar's whole height as the limit.
struct QuickReturnTests {
    static func lay(
        path: [Double], _ offset: Double, behavior: ScrollBehavior = .enterAlways, direction: LayoutDirection = .ltr
    ) -> HeaderLayout {
        let configuration = HeaderConfiguration(
            style: .compact, title: "Inbox", back: "Mailboxes", trailing: [Action.text("Edit", side: .trailing)],
            direction: direction, scrollBehavior: behavior, path: path)
        return HeaderLayout.compute(configuration: configuration, offset: offset, measurer: RealFontLayoutTests.shaper)
    }

    /// On `iphone-15` the bar is 44 tall at `S = 59`.
    @Test(
        "the bar slides away scrolling down and back on any scroll up",
        arguments: [
            ([Double](), 0.0, 59.0),  // at rest
            ([], 30, 29),  // 30 down: 30 of the bar gone
            ([], 400, 15),  // far down: the whole bar under the status bar
            ([0, 400], 390, 25),  // 10 back up: 10 of it back
            ([0, 400], 300, 59),  // 100 back up: all of it back, well before the top
            ([0, 400, 300], 320, 39),  // down again by 20
            ([], -50, 59),  // an overscroll never pulls it lower
        ])
    func slides(path: [Double], offset: Double, barY: Double) throws {
        let layout = Self.lay(path: path, offset)
        let bar = try #require(layout.bar)
        #expect(isApproximatelyEqual(bar.y, barY), "bar at \(bar.y)")
        #expect(isApproximatelyEqual(layout.header.frame.height, bar.maxY))
        // Everything in the bar moves with it; the content does not.
        let back = try #require(layout.back)
        #expect(isApproximatelyEqual(back.frame.y, bar.y))
        #expect(isApproximatelyEqual(layout.contentTop, 103 - offset))
        let hairline = try #require(layout.hairline)
        #expect(isApproximatelyEqual(hairline.frame.y, bar.maxY))
    }

    @Test func pinnedAndOtherStylesDoNotMove() throws {
        #expect(try #require(Self.lay(path: [0, 400], 390, behavior: .pinned).bar).y == 59)
        let large = HeaderConfiguration(style: .large, scrollBehavior: .enterAlways, path: [0, 400])
        let layout = HeaderLayout.compute(configuration: large, offset: 390, measurer: RealFontLayoutTests.shaper)
        #expect(try #require(layout.bar).y == 59)
    }

    @Test func rightToLeftSlidesTheSame() throws {
        let ltr = Self.lay(path: [0, 400], 390)
        let rtl = Self.lay(path: [0, 400], 390, direction: .rtl)
        #expect(try #require(rtl.bar).y == (try #require(ltr.bar)).y)
        let back = try #require(rtl.back)
        #expect(isApproximatelyEqual(back.frame.maxX, 393 - (try #require(ltr.back)).frame.x))
    }
}
