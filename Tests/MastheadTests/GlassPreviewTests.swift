import Foundation
import Testing

@testable import MastheadEndpoints
@testable import MastheadGeometry
@testable import MastheadPreview

/// `fidelity=ios26`'s pictures: golden filmstrips (light and dark, left to right and right to left, iPhone and iPad,
/// soft and hard edges) that xmllint accepts and rsvg-convert draws, and the glass's parts.
struct GlassPreviewTests {
    static let filmstrips: [(name: String, query: String)] = [
        (
            "ios26-large-filmstrip",
            "style=large&fidelity=ios26&back=Mailboxes&trailing=search,prominent:plus&offsets=-60,0,5,30,42,80"
        ),
        (
            "ios26-compact-rtl-dark",
            "style=compact&fidelity=ios26&direction=rtl&appearance=dark&back=&leading=text:Edit"
                + "&trailing=search,spacer,more&offsets=0,5,40"
        ),
        (
            "ios26-inline-ipad",
            "style=inlineTitle&fidelity=ios26&device=ipad-air&back=Settings&trailing=share,edit&offsets=0,60"
        ),
        ("ios26-large-hard-cards", "style=large&fidelity=ios26&edge=hard&content=cards&back=&offsets=0,30,80"),
    ]

    @Test("the glass filmstrips match their golden files, are well-formed and render", arguments: filmstrips)
    func filmstripsMatchGoldenFiles(name: String, query: String) throws {
        let rendered = try PreviewHarness.render(FilmstripEndpoint(), query)
        try PreviewHarness.expectGolden(rendered, name: name)
        #expect(try PreviewHarness.lint(rendered).status == 0)
        #expect(try PreviewHarness.pngSize(rendered).width > 0)
    }

    @Test("every platter is drawn at its frame and radius, over a blur of the content; no backing, no hairline")
    func plattersAtTheirFrames() throws {
        let query = "style=large&fidelity=ios26&back=Mailboxes&trailing=search,share,spacer,prominent:plus&offset=30"
        let svg = try PreviewHarness.render(PreviewEndpoint(), query)
        let layout = try PreviewHarness.layout(query)
        #expect(layout.platters.count == 3)
        for index in layout.platters.indices {
            #expect(svg.contains("id=\"platter-\(index)\""))
            #expect(svg.contains("id=\"platter-\(index)-clip\"") && svg.contains("id=\"platter-\(index)-blur\""))
        }
        let prominent = try #require(layout.platters.last)
        let fill = "rgba(0,122,255,0.92)"
        #expect(svg.contains("rx=\"22\"") && svg.contains(fill) && prominent.prominent)
        #expect(!svg.contains("id=\"hairline\"") && !svg.contains("id=\"header-background\""))
        #expect(svg.contains("filter=\"url(#platter-0-blur)\"") && svg.contains("id=\"edge-effect\""))
    }

    @Test("guides outline every platter with its name")
    func guidesOutlinePlatters() throws {
        let svg = try PreviewHarness.render(
            PreviewEndpoint(), "style=compact&fidelity=ios26&back=&trailing=search,spacer,plus&guides=true")
        for index in 0..<3 { #expect(svg.contains(">platters[\(index)]</text>")) }
    }

    @Test("glyphs are the label colour, white on a prominent platter", arguments: ["light", "dark"])
    func glyphColours(appearance: String) throws {
        let query = "style=compact&fidelity=ios26&back=&trailing=search,prominent:plus&appearance=" + appearance
        let svg = try PreviewHarness.render(PreviewEndpoint(), query)
        let label = appearance == "light" ? "#1D1D1F" : "#F5F5F7"
        #expect(PreviewHarness.attribute("stroke", ofID: "trailing-0", in: svg) == label)
        #expect(PreviewHarness.attribute("stroke", ofID: "trailing-1", in: svg) == "#FFFFFF")
        #expect(!svg.contains("fill=\"#007AFF\" id=\"back\"") && !svg.contains("fill=\"#0A84FF\" id=\"back\""))
    }
}
