import Foundation
import MastheadHTTP
import Testing

@testable import MastheadEndpoints
@testable import MastheadPreview

/// The curves chart: one series per animated property of the style, thresholds as labelled dashed lines, nice
/// ticks, and a bounded number of samples.
struct PreviewCurvesTests {
    @Test(arguments: [
        ("compact", ["progress", "title opacity", "hairline opacity", "header background opacity"]),
        (
            "large",
            [
                "progress", "title opacity", "large title opacity", "large title scale (1 → 1.1)",
                "hairline opacity", "header background opacity",
            ]
        ),
        ("scrollEdge", ["progress", "title opacity", "header background opacity", "edge effect opacity"]),
        ("collapsible", ["progress", "title opacity", "header background opacity", "header height (0 → 140 pt)"]),
        ("m3Small&scrollBehavior=enterAlways", ["progress", "title opacity", "bar height (0 → 64 pt)"]),
        (
            "m3Large&scrollBehavior=exitUntilCollapsed",
            ["progress", "title opacity", "large title opacity", "bar height (0 → 152 pt)"]
        ),
    ])
    func legendListsTheStylesAnimatedProperties(style: String, names: [String]) throws {
        let svg = try PreviewHarness.render(CurvesEndpoint(), "style=\(style)")
        #expect(try PreviewHarness.lint(svg).status == 0)
        for name in names { #expect(svg.contains(">\(name)</text>"), "missing \(name)") }
        #expect(PreviewHarness.count("id=\"series-", in: svg) == names.count)
    }

    @Test(arguments: [
        ("style=large", "titleVisible, hairlineVisible, collapsed = 52"),
        ("style=collapsible&collapseDistance=90", "collapsed = 90"),
        ("style=scrollEdge&edge=hard", "hairlineVisible = 10"),
    ])
    func thresholdsAreLabelled(query: String, label: String) throws {
        let svg = try PreviewHarness.render(CurvesEndpoint(), query)
        #expect(svg.contains(">\(label)</text>"))
        #expect(svg.contains("stroke-dasharray=\"4 4\""))
    }

    @Test func collinearSamplesAreMerged() throws {
        let svg = try PreviewHarness.render(CurvesEndpoint(), "style=large&from=-1000&to=1000")
        let path = try #require(PreviewHarness.attribute("d", ofID: "series-0", in: svg))
        #expect(PreviewHarness.count("L", in: path) <= 4, "progress is three straight pieces: \(path)")
    }

    @Test(arguments: [("from=5&to=5", "to"), ("from=abc", "from"), ("to=1e9", "to"), ("steps=4", "steps")])
    func badRangesAreRefused(query: String, parameter: String) throws {
        do {
            _ = try PreviewHarness.render(CurvesEndpoint(), query)
            Issue.record("\(query) was accepted")
        } catch let error as HTTPError {
            #expect(error.status == 400)
            #expect(error.parameter == parameter)
        }
    }

    @Test(arguments: [
        (0.0, 100.0, [0.0, 20, 40, 60, 80, 100]),
        (-60, 78, [-50, 0, 50]),
        (0, 1, [0, 0.2, 0.4, 0.6, 0.8, 1]),
        (5, 5, []),
    ])
    func ticksFallOnNiceSteps(lower: Double, upper: Double, expected: [Double]) {
        let ticks = ChartScale(lower: lower, upper: upper, start: 0, end: 1).ticks(target: 6)
        #expect(ticks.count == expected.count)
        for (tick, value) in zip(ticks, expected) { #expect(isApproximatelyEqual(tick, to: value, tolerance: 1e-9)) }
    }
}
