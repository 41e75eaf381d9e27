import MastheadText
import Testing

@testable import MastheadGeometry

/// `textSize`: the HIG's Dynamic Type sizes for the large title and subtitle, the row that grows with them, and the
/// bar items that keep their size.
struct TextSizeLayoutTests {
    /// The HIG table (Typography, "iOS, iPadOS Dynamic Type sizes"): Large Title, Body, Subheadline.
    static let hig: [(TextSize, Double, Double, Double)] = [
        (.xSmall, 31, 14, 12), (.small, 32, 15, 13), (.medium, 33, 16, 14), (.large, 34, 17, 15),
        (.xLarge, 36, 19, 17), (.xxLarge, 38, 21, 19), (.xxxLarge, 40, 23, 21), (.ax1, 44, 28, 25),
        (.ax2, 48, 33, 30), (.ax3, 52, 40, 36), (.ax4, 56, 47, 42), (.ax5, 60, 53, 49),
    ]

    @Test("the categories carry the HIG's sizes and the API's names", arguments: hig)
    func sizes(size: TextSize, largeTitle: Double, body: Double, subheadline: Double) {
        #expect(size.largeTitle == largeTitle && size.body == body && size.subheadline == subheadline)
        #expect(TextSize.allCases.map(\.rawValue).suffix(5) == ["AX1", "AX2", "AX3", "AX4", "AX5"])
    }

    @Test("the large title takes the category's size; the row grows by its line height", arguments: hig)
    func largeTitleRow(size: TextSize, largeTitle: Double, body: Double, subheadline: Double) throws {
        let configuration = HeaderConfiguration(
            style: .large, subtitle: "3 unread", back: "Mailboxes", textSize: size)
        let result = layout(configuration, at: 0)
        let large = try #require(result.largeTitle)
        #expect(large.line.font == FontSpec(size: largeTitle, weight: 700))
        #expect(try #require(large.subtitle).font == FontSpec(size: subheadline, weight: 400))
        // The fixed measurer's line height is 1.2 em: L = 52 + 1.2 (T - 34) + 20 + 1.2 (s - 15).
        let band = 52 + 1.2 * (largeTitle - 34)
        let rowHeight = band + 20 + 1.2 * (subheadline - 15)
        #expect(isApproximatelyEqual(result.contentTop, 103 + rowHeight))
        let thresholds = result.thresholds
        for threshold in [thresholds.titleVisible, thresholds.hairlineVisible, thresholds.collapsed] {
            #expect(isApproximatelyEqual(try #require(threshold), rowHeight))
        }
        // The line box still ends 8 above the title's band.
        #expect(isApproximatelyEqual(large.line.baseline + 0.2 * largeTitle, 103 + band - 8))
        // Bar title and back label keep their size.
        #expect(try #require(result.title).line.font == FontSpec(size: 17, weight: 600))
        let back = try #require(result.back)
        #expect(back.label?.font == FontSpec(size: 17, weight: 400))
    }

    @Test("uikit's switch points follow the grown row")
    func uikitThresholds() {
        let configuration = HeaderConfiguration(style: .large, fidelity: .uikit, textSize: .ax5)
        let rowHeight = 52 + 1.2 * (60 - 34)
        let thresholds = layout(configuration, at: 0).thresholds
        let expected = [rowHeight - 10, rowHeight, rowHeight + 10, rowHeight]
        let found = [
            thresholds.titleVisible, thresholds.hairlineVisible, thresholds.hairlineOpaque, thresholds.collapsed,
        ]
        for (value, expected) in zip(found, expected) { #expect(isApproximatelyEqual(value ?? .nan, expected)) }
    }

    @Test(
        "with the real fonts the title's descenders stay 8 clear of the content, whatever the size", arguments: hig)
    func descendersClearTheContent(size: TextSize, largeTitle: Double, body: Double, subheadline: Double) throws {
        let shaper = RealFontLayoutTests.shaper
        let configuration = HeaderConfiguration(style: .large, title: "Typography", textSize: size)
        let result = HeaderLayout.compute(configuration: configuration, offset: 0, measurer: shaper)
        let line = try #require(result.largeTitle).line
        let metrics = shaper.measure("Typography", font: line.font, direction: .ltr)
        #expect(isApproximatelyEqual(line.baseline + metrics.descent, result.contentTop - 8, tolerance: 1e-6))
        #expect(metrics.descent > 0.2 * largeTitle)
    }
}
