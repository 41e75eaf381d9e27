import Foundation
import MastheadGeometry
import Testing

@testable import MastheadEndpoints
@testable import MastheadPreview

/// Every style renders at rest, mid-transition, pulled down and far scrolled: well-formed per `xmllint`, an
/// accessible image, and rendered by `rsvg-convert` at the screen's (or the crop's) size.
struct PreviewRenderTests {
    static let styles = ["compact", "large", "scrollEdge", "inlineTitle", "collapsible"]
    static let offsets = ["0", "26", "-40", "5000"]

    @Test(arguments: styles, offsets)
    func styleRendersWellFormedAtOffset(style: String, offset: String) throws {
        let query = "style=\(style)&offset=\(offset)&back=Mailboxes&trailing=search,text:Done&subtitle=3 unread"
        let svg = try PreviewHarness.render(PreviewEndpoint(), query)
        let lint = try PreviewHarness.lint(svg)
        #expect(lint.status == 0, "\(lint.errors)")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"393\" height=\"852\""))
        #expect(svg.contains(" role=\"img\" aria-labelledby=\"preview-title preview-desc\""))
        #expect(svg.contains("<title id=\"preview-title\">Inbox — \(style) header at offset \(offset)</title>"))
    }

    @Test(arguments: [
        ("style=large", 393, 852),
        ("style=large&crop=200", 393, 200),
        ("style=compact&crop=9000.5", 393, 852),
        ("style=scrollEdge&offset=40&device=iphone-se", 375, 667),
        ("style=collapsible&device=ipad-air&content=cards&crop=500", 820, 500),
        ("style=inlineTitle&width=320&height=480&text=paths", 320, 480),
    ])
    func rsvgRendersAtTheExpectedPixelSize(query: String, width: Int, height: Int) throws {
        let svg = try PreviewHarness.render(PreviewEndpoint(), query.replacingOccurrences(of: "9000.5", with: "8000"))
        let size = try PreviewHarness.pngSize(svg)
        #expect(size.width == width)
        #expect(size.height == height)
    }

    @Test(arguments: ["messages", "cards", "none"])
    func contentKindsDrawTheirItems(content: String) throws {
        let svg = try PreviewHarness.render(PreviewEndpoint(), "content=\(content)&rows=3")
        let circles = PreviewHarness.count(" r=\"22\"", in: svg)
        let cards = PreviewHarness.count(" rx=\"20\"", in: svg)
        switch content {
        case "messages": #expect(circles == 3 && cards == 0)
        case "cards": #expect(circles == 0 && cards == 3)
        default: #expect(circles == 0 && cards == 0)
        }
    }

    @Test func onlyVisibleRowsAreDrawn() throws {
        let all = try PreviewHarness.render(PreviewEndpoint(), "rows=200")
        let cropped = try PreviewHarness.render(PreviewEndpoint(), "rows=200&crop=300")
        let avatars = PreviewHarness.count(" r=\"22\"", in: all)
        #expect(avatars > 0 && avatars < 12)
        #expect(PreviewHarness.count(" r=\"22\"", in: cropped) < avatars)
    }

    @Test func everyCatalogIconHasItsOwnDrawing() {
        for icon in IconCatalog.icons.map(\.name) { #expect(IconPaths.has(icon), "no drawing for \(icon)") }
    }

    @Test func renderingIsDeterministic() throws {
        let query = "style=scrollEdge&offset=40&trailing=search&text=paths&guides"
        #expect(try PreviewHarness.render(PreviewEndpoint(), query) == PreviewHarness.render(PreviewEndpoint(), query))
    }
}
