import Foundation
import Testing

@testable import MastheadEndpoints
@testable import MastheadPreview

/// `text=paths` draws every string as glyph outlines: no `<text>` at all, each (face, glyph) outline defined once
/// in `<defs>` and placed with `<use>`; `text=text` uses `<text>` with the Inter families.
struct PreviewTextModeTests {
    @Test(arguments: ["compact", "large", "scrollEdge", "inlineTitle", "collapsible"])
    func pathsModeHasNoTextElementsAndDefinesEachGlyphOnce(style: String) throws {
        let svg = try PreviewHarness.render(
            PreviewEndpoint(), "style=\(style)&offset=26&back=Mailboxes&trailing=text:Done&text=paths&guides")
        #expect(!svg.contains("<text"))
        let definitions = svg.split(separator: "\n").filter { $0.contains("<path id=\"g-") }
        let ids = definitions.compactMap { line in
            line.split(separator: "\"").dropFirst().first.map(String.init)
        }
        #expect(!ids.isEmpty)
        #expect(Set(ids).count == ids.count, "a glyph is defined more than once")
        for id in ids { #expect(svg.contains("<use href=\"#\(id)\" transform=")) }
    }

    @Test func glyphsAreSharedAcrossFilmstripFrames() throws {
        let svg = try PreviewHarness.render(FilmstripEndpoint(), "text=paths&frames=4")
        let definitions = PreviewHarness.count("<path id=\"g-", in: svg)
        let ids = svg.split(separator: "\n").filter { $0.contains("<path id=\"g-") }.map(String.init)
        #expect(Set(ids).count == definitions)
        #expect(PreviewHarness.count("<use href=\"#g-", in: svg) > definitions)
    }

    @Test(arguments: [
        ("title=Inbox", "'Inter Display', Inter"), ("title=Inbox&style=compact", "Inter, 'Inter Display'"),
    ])
    func textModeNamesTheFamilyTheShaperMeasuredWith(query: String, family: String) throws {
        let svg = try PreviewHarness.render(PreviewEndpoint(), query + "&offset=60")
        let id = query.contains("compact") ? "title-text" : "large-title-text"
        // Text under 20 points inherits the root's family; larger text names its own.
        let own = PreviewHarness.attribute("font-family", ofID: id, in: svg)
        #expect((own == nil) == query.contains("compact"))
        let value = try #require(own ?? rootFamily(svg))
        #expect(value.hasPrefix(family))
    }

    /// The `font-family` on the document's root element.
    func rootFamily(_ svg: String) -> String? {
        guard let end = svg.firstIndex(of: ">") else { return nil }
        let root = svg[..<end]
        guard let start = root.range(of: " font-family=\"") else { return nil }
        let rest = root[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
