import Foundation
import MastheadFormat
import MastheadGeometry
import Testing

@testable import MastheadEndpoints
@testable import MastheadPreview

/// The picture agrees with the numbers: each drawn part sits at the frame, baseline, opacity and scale that the
/// geometry document reports for the same request.
struct PreviewGeometryAgreementTests {
    static let queries = [
        "style=compact&offset=5&back=Mailboxes", "style=large&offset=26&back=Mailboxes&trailing=search",
        "style=large&offset=-40", "style=inlineTitle&offset=80", "style=collapsible&offset=60",
        "style=scrollEdge&offset=40&subtitle=3 unread", "style=large&offset=26&direction=rtl&back=Mailboxes",
        "style=large&fidelity=uikit&offset=42&back=Mailboxes&trailing=search",
        "style=compact&fidelity=uikit&direction=rtl&offset=5&back=Mailboxes&device=ipad-air",
    ]

    @Test(arguments: queries)
    func titleTextSitsAtTheLayoutsFrameWithItsOpacity(query: String) throws {
        let layout = try PreviewHarness.layout(query)
        let svg = try PreviewHarness.render(PreviewEndpoint(), query)
        let title = try #require(layout.title)
        let x = layout.direction == .rtl ? title.line.frame.maxX : title.line.frame.x
        #expect(isApproximatelyEqual(PreviewHarness.number("x", ofID: "title-text", in: svg), to: x))
        #expect(isApproximatelyEqual(PreviewHarness.number("y", ofID: "title-text", in: svg), to: title.line.baseline))
        #expect(isApproximatelyEqual(PreviewHarness.number("opacity", ofID: "title", in: svg), to: title.opacity))
        #expect(svg.contains(">\(title.line.text)</text>"))
    }

    @Test(arguments: [
        "style=large&offset=26", "style=large&offset=-40", "style=inlineTitle&offset=30",
        "style=large&fidelity=uikit&offset=41.9", "style=large&fidelity=uikit&textSize=AX2&offset=-60",
    ])
    func largeTitleFollowsTheContentAndScalesAboutItsAnchor(query: String) throws {
        let layout = try PreviewHarness.layout(query)
        let svg = try PreviewHarness.render(PreviewEndpoint(), query)
        let large = try #require(layout.largeTitle)
        #expect(
            isApproximatelyEqual(PreviewHarness.number("y", ofID: "large-title-text", in: svg), to: large.line.baseline)
        )
        let transform = PreviewHarness.attribute("transform", ofID: "large-title", in: svg)
        if large.scale > 1 {
            let expected =
                "translate(16 \(fmt(large.anchor.y))) scale(\(fmt(large.scale))) translate(-16 -\(fmt(large.anchor.y)))"
            #expect(transform == expected)
        } else {
            #expect(transform == nil)
        }
    }

    @Test(arguments: ["0", "4", "26", "400"])
    func backgroundAndHairlineFollowTheLayoutsOpacity(offset: String) throws {
        let query = "style=large&offset=\(offset)"
        let layout = try PreviewHarness.layout(query)
        let svg = try PreviewHarness.render(PreviewEndpoint(), query)
        let hairline = try #require(layout.hairline)
        if hairline.opacity > 0 {
            #expect(
                isApproximatelyEqual(PreviewHarness.number("opacity", ofID: "hairline", in: svg), to: hairline.opacity))
            #expect(isApproximatelyEqual(PreviewHarness.number("y", ofID: "hairline", in: svg), to: hairline.frame.y))
            #expect(
                isApproximatelyEqual(
                    PreviewHarness.number("opacity", ofID: "header-background", in: svg),
                    to: layout.header.backgroundOpacity))
        } else {
            #expect(!svg.contains("id=\"hairline\""))
            #expect(!svg.contains("id=\"header-background\""))
        }
    }

    @Test func collapsibleBandHasTheLayoutsFrame() throws {
        let query = "style=collapsible&offset=60"
        let layout = try PreviewHarness.layout(query)
        let svg = try PreviewHarness.render(PreviewEndpoint(), query)
        let frame = layout.header.frame
        #expect(isApproximatelyEqual(PreviewHarness.number("y", ofID: "header-background", in: svg), to: frame.y))
        #expect(
            isApproximatelyEqual(PreviewHarness.number("height", ofID: "header-background", in: svg), to: frame.height))
        #expect(isApproximatelyEqual(PreviewHarness.number("opacity", ofID: "header-background", in: svg), to: 0.5))
    }

    @Test(arguments: [("soft", "0", false), ("soft", "40", true), ("hard", "5", true)])
    func edgeEffectIsDrawnOnlyWhileVisible(edge: String, offset: String, drawn: Bool) throws {
        let query = "style=scrollEdge&edge=\(edge)&offset=\(offset)"
        let layout = try PreviewHarness.layout(query)
        let svg = try PreviewHarness.render(PreviewEndpoint(), query)
        let effect = try #require(layout.edgeEffect)
        #expect(svg.contains("id=\"edge-effect\"") == drawn)
        #expect(svg.contains("<use href=\"#content\" filter=\"url(#edge-blur)\"/>") == (drawn && edge == "soft"))
        if drawn {
            let top = effect.stops[0].opacity * effect.opacity
            #expect(svg.contains("<stop offset=\"0\" stop-color=\"#FFFFFF\" stop-opacity=\"\(fmt(top))\"/>"))
        }
    }

    @Test func actionsAreCentredInTheirFrames() throws {
        let query = "trailing=search,text:Done"
        let layout = try PreviewHarness.layout(query)
        let svg = try PreviewHarness.render(PreviewEndpoint(), query)
        let icon = layout.actions[0].frame
        let transform = PreviewHarness.attribute("transform", ofID: "trailing-0", in: svg)
        #expect(transform == "translate(\(fmt(icon.midX - 10)) \(fmt(icon.midY - 10))) scale(\(fmt(20.0 / 24)))")
        #expect(
            isApproximatelyEqual(
                PreviewHarness.number("x", ofID: "trailing-1", in: svg), to: layout.actions[1].frame.midX))
    }
}

/// A number as the SVG writer prints it.
func fmt(_ value: Double) -> String {
    NumberFormat.string(value)
}
