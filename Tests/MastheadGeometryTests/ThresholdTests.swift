import MastheadFormat
import Testing

@testable import MastheadGeometry

struct ThresholdTests {
    @Test(
        "thresholds come straight from the formulas, whatever the offset",
        arguments: [
            (HeaderStyle.compact, Thresholds(hairlineVisible: 10)),
            (.large, Thresholds(titleVisible: 52, hairlineVisible: 52, collapsed: 52)),
            (.scrollEdge, Thresholds()),
            (.inlineTitle, Thresholds(titleVisible: 16 + 40.8, hairlineVisible: 10)),
            (.collapsible, Thresholds(collapsed: 120)),
        ])
    func perStyle(style: HeaderStyle, expected: Thresholds) throws {
        let configuration = HeaderConfiguration(style: style)
        let alone = HeaderLayout.thresholds(configuration: configuration, measurer: FixedWidthMeasurer())
        #expect(isApproximatelyEqual(alone.titleVisible ?? -1, expected.titleVisible ?? -1))
        #expect(alone.hairlineVisible == expected.hairlineVisible)
        #expect(alone.collapsed == expected.collapsed)
        for offset in [0.0, 33, -200, 100_000] {
            #expect(layout(configuration, at: offset).thresholds == alone)
        }
    }

    @Test("each threshold is where its animation ends", arguments: HeaderStyle.allCases)
    func animationsEndAtThresholds(style: HeaderStyle) throws {
        let configuration = HeaderConfiguration(style: style, edge: .hard)
        let thresholds = layout(configuration, at: 0).thresholds
        if let hairline = thresholds.hairlineVisible {
            #expect(isApproximatelyEqual(try #require(layout(configuration, at: hairline).hairline).opacity, 1))
            #expect(try #require(layout(configuration, at: hairline - 0.5).hairline).opacity < 1)
        }
        if let collapsed = thresholds.collapsed {
            let progress = layout(configuration, at: collapsed).progress
            #expect(isApproximatelyEqual(progress, style == .collapsible ? 0 : 1))
        }
    }

    @Test(
        "written alone, only the members that apply",
        arguments: [
            (
                Thresholds(titleVisible: 52, hairlineVisible: 52, collapsed: 52),
                #"{"titleVisible":52,"hairlineVisible":52,"collapsed":52}"#
            ),
            (Thresholds(collapsed: 120), #"{"collapsed":120}"#),
            (Thresholds(titleVisible: 56.8, hairlineVisible: 10), #"{"titleVisible":56.8,"hairlineVisible":10}"#),
            (Thresholds(), "{}"),
        ])
    func json(thresholds: Thresholds, expected: String) {
        var writer = JSONWriter()
        thresholds.writeJSON(into: &writer)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
    }
}
