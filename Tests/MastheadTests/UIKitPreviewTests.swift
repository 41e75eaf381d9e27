import Foundation
import MastheadHTTP
import Testing

@testable import MastheadEndpoints
@testable import MastheadPreview

/// `fidelity=uikit` in pictures: UIKit's bar material, the filmstrip kept as a golden file, the chart's step, and
/// the parameter's `400`.
struct UIKitPreviewTests {
    static let filmstrip =
        "style=large&fidelity=uikit&back=Mailboxes&trailing=search&offsets=-60,-20,0,30,41.9,42,52,57,62,80"

    @Test("the uikit filmstrip over -60 ... 80 matches Golden/uikit-filmstrip.svg and renders")
    func filmstripMatchesGoldenFile() throws {
        let rendered = try PreviewHarness.render(FilmstripEndpoint(), Self.filmstrip)
        try PreviewHarness.expectGolden(rendered, name: "uikit-filmstrip")
        #expect(try PreviewHarness.lint(rendered).status == 0)
        #expect(try PreviewHarness.pngSize(rendered).width > 0)
    }

    @Test("uikit draws a 30 % black hairline over a blurred, translucent backing; the kit a plain one")
    func barMaterial() throws {
        let uikit = try PreviewHarness.render(PreviewEndpoint(), "style=large&fidelity=uikit&offset=80&crop=300")
        #expect(PreviewHarness.attribute("fill", ofID: "hairline", in: uikit) == "rgba(0,0,0,0.302)")
        #expect(uikit.contains("<feGaussianBlur stdDeviation=\"10\""))
        #expect(uikit.contains("href=\"#content\"") && uikit.contains("filter=\"url(#bar-blur)\""))
        #expect(uikit.contains("rgba(248,248,248,0.8)"))
        let dark = try PreviewHarness.render(
            PreviewEndpoint(), "style=large&fidelity=uikit&appearance=dark&offset=80&crop=300")
        #expect(dark.contains("rgba(33,33,33,0.718)"))
        let kit = try PreviewHarness.render(PreviewEndpoint(), "style=large&offset=80&crop=300")
        #expect(PreviewHarness.attribute("fill", ofID: "hairline", in: kit) == "rgba(0,0,0,0.15)")
        #expect(!kit.contains("bar-blur"))
        // At rest under UIKit the bar is clear: no backing, no hairline.
        let rest = try PreviewHarness.render(PreviewEndpoint(), "style=large&fidelity=uikit&offset=52&crop=300")
        #expect(!rest.contains("id=\"hairline\"") && !rest.contains("bar-blur"))
        #expect(try PreviewHarness.pngSize(uikit).width == 393)
    }

    @Test("the uikit chart steps at the swap and names the 150 ms cross-fade")
    func curvesStep() throws {
        let chart = try PreviewHarness.render(CurvesEndpoint(), "style=large&fidelity=uikit")
        #expect(chart.contains("At 42 the titles swap in a 150 ms easeInOut cross-fade"))
        #expect(try PreviewHarness.lint(chart).status == 0)
        let kit = try PreviewHarness.render(CurvesEndpoint(), "style=large")
        #expect(!kit.contains("cross-fade"))
        let offsets = CurvesDocument.offsets([40, 41, 42, 43], steppingAt: 42)
        #expect(offsets == [40, 41, 42 - 1e-6, 42, 43])
        #expect(CurvesDocument.offsets([40, 41.5, 42.5], steppingAt: 42) == [40, 41.5, 42 - 1e-6, 42, 42.5])
        #expect(CurvesDocument.offsets([40, 41], steppingAt: 42) == [40, 41])
    }

    @Test("the uikit timeline steps at 42 and reports the switch points")
    func timelineStep() throws {
        let text = try PreviewHarness.render(TimelineEndpoint(), "style=large&fidelity=uikit&from=40&to=64&step=0.1")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let frames = try #require(object["frames"] as? [[String: Any]])
        let opacities = frames.map { (($0["title"] as? [String: Any])?["opacity"] as? Double) ?? -1 }
        let offsets = frames.map { ($0["offset"] as? Double) ?? .nan }
        #expect(zip(offsets, opacities).allSatisfy { $0 < 42 - 1e-9 ? $1 == 0 : $1 == 1 })
        let thresholds = try #require(object["thresholds"] as? [String: Double])
        #expect(thresholds == ["titleVisible": 42, "hairlineVisible": 52, "hairlineOpaque": 62, "collapsed": 52])
    }

    @Test("an unknown fidelity is a 400 naming the parameter and its values")
    func unknownFidelity() throws {
        do {
            _ = try PreviewHarness.render(GeometryEndpoint(), "fidelity=native")
            Issue.record("fidelity=native was accepted")
        } catch let error as HTTPError {
            #expect(error.parameter == "fidelity" && error.allowed == ["kit", "uikit", "ios26"])
            #expect(error.detail.contains("native"))
        }
    }
}
