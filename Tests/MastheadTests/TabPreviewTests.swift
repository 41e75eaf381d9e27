import Testing

@testable import MastheadEndpoints
@testable import MastheadGeometry
@testable import MastheadPreview

/// The tab row in every picture: the preview, the filmstrip, the guides, Lottie, the scroll page and the animated
/// SVG name it `tabs`, `tabs[i]`, `tabs.divider` and `tabs.indicator`, and the audit checks its labels and targets.
struct TabPreviewTests {
    static let query = "style=m3Small&device=pixel-8&tabs=Inbox,Sent,Drafts&selectedTab=1"

    @Test func thePreviewDrawsEachPartInTheSceneColours() throws {
        let svg = try PreviewHarness.render(PreviewEndpoint(), Self.query)
        let layout = try PreviewHarness.layout(Self.query)
        let tabs = try #require(layout.tabs)
        for index in 0..<3 { #expect(svg.contains("id=\"tab-\(index)\"")) }
        #expect(PreviewHarness.attribute("fill", ofID: "tabs", in: svg) == layout.color(role: "surface")?.css)
        #expect(
            PreviewHarness.attribute("fill", ofID: "tabs-divider", in: svg) == layout.color(role: "outlineVariant")?.css
        )
        #expect(PreviewHarness.attribute("fill", ofID: "tabs-indicator", in: svg) == layout.color(role: "primary")?.css)
        #expect(PreviewHarness.number("y", ofID: "tabs", in: svg) == tabs.frame.y)
        let sent = try #require(PreviewHarness.textElement(showing: "Sent", in: svg))
        #expect(sent.contains(try #require(layout.color(role: "primary")).css))
        let unselected = try #require(layout.color(role: "onSurfaceVariant")).css
        #expect(PreviewHarness.attribute("fill", ofID: "tab-0-label", in: svg) == unselected)
    }

    @Test func theExportsAndGuidesNameTheParts() throws {
        let lottie = try PreviewHarness.render(LottieEndpoint(), Self.query + "&from=0&to=40&step=20")
        for name in ["\"tabs\"", "\"tabs[0]\"", "\"tabs[2]\"", "\"tabs.divider\"", "\"tabs.indicator\""] {
            #expect(lottie.contains("\"nm\":" + name), "Lottie layer \(name)")
        }
        let page = try PreviewHarness.render(ScrollPageEndpoint(kind: .html), Self.query + "&from=0&to=40&step=20")
        #expect(page.contains("data-part=\"tabs[1]\"") && page.contains(">Drafts</span>"))
        let animated = try PreviewHarness.render(AnimatedSVGEndpoint(), Self.query + "&from=0&to=40&step=20")
        #expect(animated.contains("data-part=\"tabs.indicator\""))
        let guides = try PreviewHarness.render(PreviewEndpoint(), Self.query + "&guides")
        #expect(guides.contains(">tabs[2]<"))
        let strip = try PreviewHarness.render(FilmstripEndpoint(), Self.query + "&offsets=0,40")
        #expect(PreviewHarness.count("-tab-1\"", in: strip) == 2)
    }

    @Test func anIOSBarDrawsItsSegmentedControl() throws {
        let query = "style=large&tabs=Inbox,Sent,Drafts&selectedTab=2&offset=200"
        let svg = try PreviewHarness.render(PreviewEndpoint(), query)
        let layout = try PreviewHarness.layout(query)
        let tabs = try #require(layout.tabs)
        #expect(PreviewHarness.attribute("fill", ofID: "tabs-indicator", in: svg) == "#FFFFFF")
        #expect(PreviewHarness.attribute("rx", ofID: "tabs-indicator", in: svg) == "7")
        #expect(isApproximatelyEqual(PreviewHarness.number("x", ofID: "tabs-indicator", in: svg), to: tabs.indicator.x))
        #expect(svg.contains("id=\"tab-2-label\""))
        let page = try PreviewHarness.render(ScrollPageEndpoint(kind: .html), query + "&from=0&to=40&step=20")
        #expect(page.contains("data-part=\"tabs.indicator\""))
    }
}
