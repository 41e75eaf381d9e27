import Foundation
import MastheadGeometry
import SVGWriter
import Testing

@testable import MastheadPreview

/// Headers rendered once and reused: a reused header must give the very document that drawing it gives, icons'
/// definitions included, and headers that look different (or belong to different frames) must not share an entry.
struct PreviewHeaderCacheTests {
    /// The header of `query`'s layout as `draw` writes it, on a fresh text canvas, with the definitions it made.
    static func header(
        _ query: String, prefix: String, _ draw: (HeaderPainter, inout SVGStream, inout PreviewCanvas) -> Void
    ) throws -> (markup: String, defs: [String]) {
        let layout = try PreviewHarness.layout(query)
        var canvas = PreviewCanvas(
            context: PreviewHarness.context, textMode: .text, direction: layout.direction,
            palette: .forAppearance(layout.appearance))
        var stream = SVGStream()
        draw(HeaderPainter(layout: layout, prefix: prefix), &stream, &canvas)
        return (String(decoding: stream.bytes(), as: UTF8.self), canvas.definitions.order)
    }

    static func screen(_ query: String, prefix: String = "") throws -> (markup: String, defs: [String]) {
        try header(query, prefix: prefix) { painter, stream, canvas in painter.write(into: &stream, canvas: &canvas) }
    }

    static func drawnInPlace(_ query: String, prefix: String = "") throws -> (markup: String, defs: [String]) {
        try header(query, prefix: prefix) { painter, stream, canvas in
            stream.write(Node.g(painter.nodes(canvas: &canvas)).id(prefix + "header"))
        }
    }

    static func picture(_ markup: String, defs: [Node]) throws -> Data {
        let page = Node.svg(
            width: 393, height: 200, [.defs(defs), .rect(width: 393, height: 200, fill: "#FFFFFF"), .raw(markup)])
        let (status, png, errors) = try PreviewHarness.run(
            "/usr/bin/rsvg-convert", ["-f", "png"], input: page.rendered())
        try #require(status == 0, "rsvg-convert failed: \(errors)")
        return png
    }

    @Test(arguments: [
        "style=large&offset=26&back=Mailboxes&trailing=search,plus",
        "style=compact&offset=90&back=Back&leading=text:Edit&direction=rtl&appearance=dark",
        "style=scrollEdge&offset=40&trailing=plus", "style=collapsible&offset=60&back=Home",
        "style=inlineTitle&offset=80&subtitle=3%20unread",
    ])
    func reusedHeadersDrawWhatDrawingInPlaceDraws(query: String) throws {
        let first = try Self.screen(query)
        let again = try Self.screen(query)  // from the cache
        let reference = try Self.drawnInPlace(query)
        #expect(first.defs == reference.defs && again.defs == reference.defs)
        #expect(first.markup == again.markup)
        let layout = try PreviewHarness.layout(query)
        var canvas = PreviewCanvas(
            context: PreviewHarness.context, textMode: .text, direction: layout.direction,
            palette: .forAppearance(layout.appearance))
        _ = HeaderPainter(layout: layout, prefix: "").nodes(canvas: &canvas)
        let defs = canvas.definitions.nodes
        #expect(try Self.picture(again.markup, defs: defs) == Self.picture(reference.markup, defs: defs))
    }

    /// Through a transition every offset draws a new header, whose back button and actions are replayed from
    /// their own cache: byte for byte what drawing every node gives, with the same definitions in the same order.
    @Test(arguments: ["compact", "large", "inlineTitle"], ["ltr", "rtl"])
    func headersInATransitionReplayTheirItems(style: String, direction: String) throws {
        let looks = [
            "back=Mailboxes&trailing=search,plus", "back=Back&leading=text:Edit&trailing=text:Done,compose",
            "leading=menu&subtitle=3%20unread", "back=Mailboxes&trailing=search,plus&appearance=dark",
            "back=A%20very%20long%20back%20button%20label&trailing=plus",
        ]
        for look in looks {
            for offset in ["0", "5.25", "20", "33.3", "47", "120"] {
                let query = "style=\(style)&direction=\(direction)&offset=\(offset)&\(look)"
                let written = try Self.screen(query, prefix: "f1-")
                let reference = try Self.header(query, prefix: "f1-") { painter, stream, canvas in
                    stream.open("g")
                    stream.attribute("id", .text("f1-header"))
                    stream.raw(Node.inlineMarkup(painter.nodes(canvas: &canvas)))
                    stream.close("g")
                }
                #expect(written.markup == reference.markup, "\(query)")
                #expect(written.defs == reference.defs, "\(query)")
            }
        }
    }

    @Test func framesAndLooksDoNotShareEntries() throws {
        let query = "style=large&offset=26&back=Mailboxes&trailing=search"
        let plain = try Self.screen(query).markup
        let framed = try Self.screen(query, prefix: "f2-").markup
        #expect(framed.contains("id=\"f2-title-text\""))
        #expect(!plain.contains("f2-"))
        #expect(try Self.screen(query + "&appearance=dark").markup != plain)
        #expect(try Self.screen(query + "&direction=rtl").markup != plain)
        #expect(try Self.screen("style=large&offset=27&back=Mailboxes&trailing=search").markup != plain)
    }

    /// Past the collapse every offset draws the same header: one key (so one entry) serves them all.
    @Test func collapsedHeadersShareOneKey() throws {
        func key(_ offset: String) throws -> HeaderPainter.Key {
            let layout = try PreviewHarness.layout("style=large&offset=\(offset)&title=Shared")
            return HeaderPainter.Key(
                layout: layout, direction: layout.direction, palette: .forAppearance(layout.appearance), prefix: "")
        }
        #expect(try key("300") == key("301.5"))
        #expect(try key("10") != key("11"))
    }
}
