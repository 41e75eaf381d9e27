import MastheadText
import Testing

@testable import MastheadGeometry

/// Layout measured with the real fonts the service ships with (Inter, Inter Display, DejaVu Sans via HarfBuzz).
struct RealFontLayoutTests {
    static let shaper: TextShaper = {
        do {
            return try TextShaper()
        } catch {
            fatalError("the system fonts must be installed for these tests (scripts/setup installs them): \(error)")
        }
    }()

    let longBack = "A very long previous screen title"

    @Test func longBackLabelIsTruncatedWithAnEllipsisOnA375PointScreen() throws {
        let configuration = HeaderConfiguration(
            style: .compact, back: longBack, trailing: [.icon("search")], device: .iphoneSE)
        let layout = HeaderLayout.compute(configuration: configuration, offset: 0, measurer: Self.shaper)
        let back = try #require(layout.back)
        let label = try #require(back.label)
        #expect(label.truncated)
        #expect(label.text.hasSuffix("…"))
        #expect(longBack.hasPrefix(String(label.text.dropLast())))
        #expect(label.text.count > 5)
        // The truncated text fits its frame, measured again with the real font.
        let measured = Self.shaper.measure(label.text, font: Fonts.backLabel, direction: .ltr).width
        #expect(isApproximatelyEqual(measured, label.frame.width, tolerance: 0.001))
        // It stops short of the centred title, which keeps its full width and stays centred.
        let title = try #require(layout.title)
        #expect(back.frame.maxX <= title.line.frame.x)
        #expect(isApproximatelyEqual(title.line.frame.midX, 375 / 2, tolerance: 0.001))
        #expect(!title.line.truncated)
        #expect(back.accessibilityLabel == longBack)
    }

    @Test func systemFallbackGivesWayToBackThenChevron() throws {
        let configuration = HeaderConfiguration(
            style: .compact, back: longBack, backFallback: .system, device: .iphoneSE)
        let layout = HeaderLayout.compute(configuration: configuration, offset: 0, measurer: Self.shaper)
        #expect(layout.back?.label?.text == "Back")

        let crowded = HeaderConfiguration(
            style: .compact, title: "A title wide enough to leave little room", back: longBack, backFallback: .system,
            trailing: [.icon("search")], device: .iphoneSE)
        let tight = HeaderLayout.compute(configuration: crowded, offset: 0, measurer: Self.shaper)
        let back = try #require(tight.back)
        #expect(back.label == nil || back.label?.text == "Back")
        #expect(back.label?.text != "")
    }

    @Test func unequalSidesKeepTheTitleCentredWithRealWidths() throws {
        let configuration = HeaderConfiguration(
            style: .compact, back: "Mailboxes", trailing: [.icon("search"), .icon("plus"), .icon("more")])
        let layout = HeaderLayout.compute(configuration: configuration, offset: 0, measurer: Self.shaper)
        let title = try #require(layout.title)
        #expect(isApproximatelyEqual(title.line.frame.midX, 393 / 2, tolerance: 0.001))
        let firstAction = try #require(layout.actions.map(\.frame.x).min())
        #expect(title.line.frame.maxX <= firstAction)
        #expect(try #require(layout.back).frame.maxX <= title.line.frame.x)
    }

    @Test func hebrewTitleIsMeasuredFromRealGlyphsAndMirrored() throws {
        let title = "דואר נכנס"
        let configuration = HeaderConfiguration(style: .large, title: title, back: "תיבות", direction: .rtl)
        let layout = HeaderLayout.compute(configuration: configuration, offset: 0, measurer: Self.shaper)
        let largeTitle = try #require(layout.largeTitle)
        let width = Self.shaper.measure(title, font: Fonts.largeTitle, direction: .rtl).width
        #expect(width > 100)
        #expect(isApproximatelyEqual(largeTitle.line.frame.width, width, tolerance: 0.001))
        // Anchored at the right edge, inset 16.
        #expect(isApproximatelyEqual(largeTitle.line.frame.maxX, 393 - 16, tolerance: 0.001))
        #expect(isApproximatelyEqual(largeTitle.anchor.x, 393 - 16, tolerance: 0.001))
        let back = try #require(layout.back)
        #expect(back.chevronMirrored)
        #expect(isApproximatelyEqual(back.chevronFrame.maxX, 393 - 16, tolerance: 0.001))
    }

    @Test func pullingDownScalesTheLargeTitleFromItsRightEdgeInRightToLeft() throws {
        let configuration = HeaderConfiguration(style: .large, title: "Inbox", direction: .rtl)
        let layout = HeaderLayout.compute(configuration: configuration, offset: -44, measurer: Self.shaper)
        let largeTitle = try #require(layout.largeTitle)
        #expect(isApproximatelyEqual(largeTitle.scale, 1.03))
        #expect(isApproximatelyEqual(largeTitle.anchor.x, largeTitle.line.frame.maxX, tolerance: 0.001))
    }
}
