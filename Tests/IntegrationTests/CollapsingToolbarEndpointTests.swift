import Foundation
import Testing

/// `collapsingToolbar`, and a picture behind `collapsible`, over HTTP against the real binary: the document's `scrim`
/// part with its timed fade, the refusals, and the picture and scrim drawn where the document puts them (read back
/// from the PNG by Pillow; the picture made by Pillow).
@Suite(.serialized)
struct CollapsingToolbarEndpointTests: ServiceSuite {
    let service: ServiceProcess

    init() throws {
        service = try ServiceProcess(["--log", "none"])
    }

    static func body(_ style: String, _ image: String, _ more: String = "") -> String {
        #"{"style":""# + style + #"","device":"pixel-8","title":"Lisbon","scale":1,"image":""# + image + #"""#
            + more + "}"
    }

    @Test("the document has the picture and the scrim, which shows past scrimShown with a 300 ms standard fade")
    func document() throws {
        let rest = try get("/v1/geometry?style=collapsingToolbar&device=pixel-8&image=sample&navigation=back")
        #expect(rest.status == 200)
        let thresholds = try #require(rest.json["thresholds"] as? [String: Any])
        // Pixel 8: 224 tall (24 + 200); the scrim's trigger is 96 + 24, crossed past 224 - 120 = 104.
        #expect(thresholds["scrimShown"] as? Double == 104 && thresholds["collapsed"] as? Double == 136)
        let scrim = try #require(rest.json["scrim"] as? [String: Any])
        #expect(scrim["opacity"] as? Double == 0 && scrim["color"] as? String == "#FEF7FF")
        let transition = try #require(scrim["transition"] as? [String: Any])
        #expect(transition["property"] as? String == "opacity" && transition["duration"] as? Double == 0.3)
        #expect(transition["curve"] as? String == "standard")
        #expect(try TabsEndpointTests.frame(scrim["frame"]).height == 24 + 64)
        let image = try #require(rest.json["image"] as? [String: Any])
        #expect(try TabsEndpointTests.frame(image["frame"]).height == 224)
        let shown = try get("/v1/geometry?style=collapsingToolbar&device=pixel-8&image=sample&offset=105")
        #expect((shown.json["scrim"] as? [String: Any])?["opacity"] as? Double == 1)
        // `titleCollapseMode=scale`: one title, scaled, and no toolbar title.
        let scaled = try get("/v1/geometry?style=collapsingToolbar&device=pixel-8&titleCollapseMode=scale&offset=40")
        #expect(scaled.json["title"] == nil)
        #expect(((scaled.json["largeTitle"] as? [String: Any])?["scale"] as? Double ?? 0) > 1)
    }

    @Test(
        "bad collapsingToolbar parameters are a problem+json 400 naming the parameter",
        arguments: [
            ("style=collapsingToolbar&scrollBehavior=pinned", "scrollBehavior"),
            ("style=collapsingToolbar&titleCollapseMode=shrink", "titleCollapseMode"),
            ("style=collapsingToolbar&collapseMode=zoom", "collapseMode"),
            ("style=collapsingToolbar&expandedHeight=-1", "expandedHeight"),
            ("style=collapsingToolbar&image=https%3A%2F%2Fexample.com%2Fa.png", "image"),
            ("style=collapsingToolbar&tabs=One,Two", "tabs"),
            ("style=large&image=sample", "image"),
        ])
    func refusals(query: String, parameter: String) throws {
        let response = try get("/v1/geometry?" + query)
        #expect(response.status == 400)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(response.json["parameter"] as? String == parameter)
    }

    @Test("a sent picture fills the layout; once the scrim shows, the bar is surface and the picture shows below it")
    func pictureAndScrimAreDrawn() throws {
        let picture = SliverAppBarEndpointTests.dataURI(
            "image/png", try SliverAppBarEndpointTests.solid("PNG", "#3366cc"))
        let rest = try post("/v1/preview.png", Self.body("collapsingToolbar", picture))
        #expect(rest.status == 200, "\(rest.text.prefix(300))")
        #expect(try TabsEndpointTests.pixel(rest.body, x: 300, y: 150) == "#3366CC")
        // At 130 the layout shows 224 - 130 = 94 points; the scrim covers it down to the toolbar's bottom, 88.
        let body = Self.body("collapsingToolbar", picture, #","offset":130"#)
        let geometry = try post("/v1/geometry", body)
        #expect((geometry.json["scrim"] as? [String: Any])?["opacity"] as? Double == 1)
        let png = try post("/v1/preview.png", body)
        #expect(try TabsEndpointTests.pixel(png.body, x: 300, y: 70) == "#FEF7FF")
        #expect(try TabsEndpointTests.pixel(png.body, x: 300, y: 91) == "#3366CC")
        // `scale` mode: the scrim covers the whole layout.
        let scaled = try post(
            "/v1/preview.png", Self.body("collapsingToolbar", picture, #","offset":130,"titleCollapseMode":"scale""#))
        #expect(try TabsEndpointTests.pixel(scaled.body, x: 300, y: 91) == "#FEF7FF")
    }

    @Test("collapsible takes a picture: drawn inside its header, cut to it as it shrinks")
    func collapsiblePicture() throws {
        let picture = SliverAppBarEndpointTests.dataURI(
            "image/png", try SliverAppBarEndpointTests.solid("PNG", "#cc3333"))
        for offset in [0.0, 40] {
            let body = Self.body("collapsible", picture, #","offset":\#(offset)"#)
            let geometry = try post("/v1/geometry", body)
            #expect(geometry.status == 200, "\(geometry.text.prefix(300))")
            let image = try #require(geometry.json["image"] as? [String: Any])
            let clip = try TabsEndpointTests.frame(image["clip"])
            let header = try TabsEndpointTests.frame((geometry.json["header"] as? [String: Any])?["frame"])
            #expect(clip == header)
            let png = try post("/v1/preview.png", body)
            // Near the header's bottom left, away from the title and the bar's items.
            let color = try TabsEndpointTests.pixel(png.body, x: 20, y: Int(clip.y + clip.height - 4))
            if offset == 0 {
                #expect(color == "#CC3333")
            } else {
                // Half collapsed: drawn at the header's opacity over its band, no longer the picture's own colour.
                #expect(color != "#CC3333")
            }
        }
    }
}
