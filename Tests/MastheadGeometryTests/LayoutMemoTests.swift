import MastheadText
import Testing

@testable import MastheadGeometry

/// A layout with recorded bar slots is the layout without them, at every offset, style and direction.
struct LayoutMemoTests {
    static let configurations: [HeaderConfiguration] = HeaderStyle.allCases.flatMap { style in
        [LayoutDirection.ltr, .rtl].flatMap { direction in
            [
                HeaderConfiguration(
                    style: style, title: "Inbox", back: "Mailboxes", trailing: [.icon("search"), .icon("plus")],
                    direction: direction),
                HeaderConfiguration(
                    style: style, title: "A title long enough to be truncated in the bar", subtitle: "12 unread",
                    back: "A very long previous screen title", leading: [.text("Edit")], trailing: [.text("Done")],
                    device: .iphoneSE, direction: direction),
            ]
        }
    }

    @Test(arguments: configurations)
    func replayedBarsGiveTheSameLayout(configuration: HeaderConfiguration) {
        let shaper = RealFontLayoutTests.shaper
        let (memo, recorded) = LayoutMemo.recording(configuration, at: 26, measurer: shaper)
        // `scrollEdge` and the Material bars lay out no seed-kit bar.
        let barless = configuration.style == .scrollEdge || configuration.style.isMaterial
        #expect(memo.bars.count == (barless ? 0 : 1))
        #expect(recorded == HeaderLayout.compute(configuration: configuration, offset: 26, measurer: shaper))
        for offset in [-120.0, -3, 0, 0.5, 10, 26, 51.999, 52, 80, 140, 400, 100_000] {
            let fresh = HeaderLayout.compute(configuration: configuration, offset: offset, measurer: shaper)
            let replayed = HeaderLayout.compute(
                configuration: configuration, offset: offset, measurer: shaper, memo: memo)
            #expect(replayed == fresh, "offset \(offset)")
        }
    }

    @Test func aMemoOfAnotherConfigurationIsNotUsed() {
        let shaper = RealFontLayoutTests.shaper
        let recorded = HeaderConfiguration(style: .large, title: "Inbox", back: "Mail", trailing: [.icon("plus")])
        // Same title, other actions and back label: slots recorded for `recorded` would put them in the wrong place.
        let other = HeaderConfiguration(style: .large, title: "Inbox", back: "Mailboxes", trailing: [.text("Edit")])
        let memo = LayoutMemo(laying: recorded, at: 0, measurer: shaper)
        #expect(
            HeaderLayout.compute(configuration: other, offset: 10, measurer: shaper, memo: memo)
                == HeaderLayout.compute(configuration: other, offset: 10, measurer: shaper))
        #expect(
            HeaderLayout.compute(configuration: other, offset: 10, measurer: shaper).actions
                != HeaderLayout.compute(configuration: recorded, offset: 10, measurer: shaper).actions)
    }
}
