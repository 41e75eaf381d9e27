import MastheadGeometry
import Testing

@testable import MastheadText

@Suite("Measuring Latin text")
struct MeasureTests {
    let shaper: TextShaper

    init() throws {
        shaper = try TextShaper()
    }

    /// Widths measured once with Debian's fonts-inter (Inter 3.x, 2816 units per em) and pinned.
    @Test(
        "widths match the pinned measurements",
        arguments: [
            ("Inbox", FontSpec(size: 17, weight: 600), 45.295),
            ("Inbox", FontSpec(size: 34, weight: 700), 84.568),
            ("Mailboxes", FontSpec(size: 17, weight: 400), 80.653),
            ("A very long previous screen title", FontSpec(size: 17, weight: 400), 258.091),
            ("…", FontSpec(size: 17, weight: 400), 13.957),
            ("Back", FontSpec(size: 17, weight: 400), 39.385),
        ])
    func pinnedWidths(text: String, font: FontSpec, width: Double) {
        let metrics = shaper.measure(text, font: font, direction: .ltr)
        #expect(isApproximatelyEqual(metrics.width, to: width, tolerance: 0.01))
    }

    @Test("semibold is wider than regular")
    func heavierIsWider() {
        let regular = shaper.measure("Inbox", font: FontSpec(size: 17, weight: 400), direction: .ltr)
        let semibold = shaper.measure("Inbox", font: Sample.title, direction: .ltr)
        #expect(semibold.width > regular.width)
    }

    @Test("width is proportional to size within one family", arguments: [1.0, 9.5, 12, 19.5])
    func proportionalToSize(size: Double) {
        let reference = shaper.measure("Inbox", font: Sample.title, direction: .ltr).width
        let scaled = shaper.measure("Inbox", font: FontSpec(size: size, weight: 600), direction: .ltr).width
        #expect(isApproximatelyEqual(scaled, to: reference * size / 17, tolerance: 1e-9))
    }

    @Test("Inter below 20 points and Inter Display from 20 have different widths per point")
    func displayFamilyDiffers() {
        let inter = shaper.measure("Inbox", font: FontSpec(size: 19.5, weight: 600), direction: .ltr).width / 19.5
        let display = shaper.measure("Inbox", font: FontSpec(size: 20, weight: 600), direction: .ltr).width / 20
        #expect(inter > 0 && display > 0)
        #expect(!isApproximatelyEqual(inter, to: display, tolerance: 0.01))
    }

    @Test("empty text has zero width and the font's vertical metrics", arguments: [LayoutDirection.ltr, .rtl])
    func emptyText(direction: LayoutDirection) {
        let empty = shaper.measure("", font: Sample.body, direction: direction)
        let filled = shaper.measure("Back", font: Sample.body, direction: direction)
        #expect(empty.width == 0)
        #expect(empty.lineHeight > 0)
        #expect(isApproximatelyEqual(empty.ascent, to: filled.ascent))
        #expect(isApproximatelyEqual(empty.lineHeight, to: filled.lineHeight))
    }

    @Test("vertical metrics are positive and add up to at most the line height")
    func verticalMetrics() {
        let metrics = shaper.measure("Inbox", font: Sample.title, direction: .ltr)
        #expect(metrics.ascent > 0 && metrics.descent > 0)
        #expect(metrics.ascent + metrics.descent <= metrics.lineHeight + 1e-9)
        #expect(isApproximatelyEqual(metrics.lineHeight, to: 20.574, tolerance: 0.01))
    }

    @Test("the paragraph direction does not change the width of Latin text")
    func directionKeepsLatinWidth() {
        let ltr = shaper.measure("Mailboxes", font: Sample.body, direction: .ltr)
        let rtl = shaper.measure("Mailboxes", font: Sample.body, direction: .rtl)
        #expect(isApproximatelyEqual(ltr.width, to: rtl.width))
    }

    @Test("a size that is zero, negative or not finite measures as zero", arguments: [0, -4, Double.nan, .infinity])
    func invalidSize(size: Double) {
        let metrics = shaper.measure("Inbox", font: FontSpec(size: size, weight: 400), direction: .ltr)
        #expect(metrics.width == 0)
        #expect(metrics.lineHeight == 0)
    }
}
