import Foundation
import Testing

@testable import MastheadEndpoints
@testable import MastheadPreview

/// Hostile strings from a request reach the SVG only escaped: every document stays well-formed and no markup from
/// the request survives as markup, in every place a user string is written (titles, back label, text actions,
/// the accessible title) and in both text modes.
struct PreviewEscapingTests {
    static let hostile = "<script>alert(1)</script> & \"quotes\" 'single'"
    static let control = "a\u{1}b\u{8}c\u{B}d\u{1F}e\u{FFFE}f"

    static let queries: [String] = [hostile, control].map { $0.replacingOccurrences(of: "&", with: "%26") }.flatMap {
        text in
        [
            "title=\(text)&subtitle=\(text)&back=\(text)&trailing=text:\(text.prefix(40))",
            "style=scrollEdge&offset=40&title=\(text)&subtitle=\(text)&trailing=text:\(text.prefix(40))",
            "style=collapsible&title=\(text)&back=\(text)&guides",
            "style=large&title=\(text)&subtitle=\(text)&text=paths",
        ]
    }

    @Test(arguments: queries)
    func hostileTextIsEscapedAndTheDocumentWellFormed(query: String) throws {
        let svg = try PreviewHarness.render(PreviewEndpoint(), query)
        let lint = try PreviewHarness.lint(svg)
        #expect(lint.status == 0, "\(lint.errors)")
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("\u{1}") && !svg.contains("\u{FFFE}"))
        if query.contains("alert") {
            #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; \"quotes\""))
        }
    }

    @Test(arguments: [FilmstripEndpoint() as any Endpoint, CurvesEndpoint()])
    func otherDocumentsEscapeTheTitleToo(endpoint: any Endpoint) throws {
        let svg = try PreviewHarness.render(
            endpoint, "title=" + Self.hostile.replacingOccurrences(of: "&", with: "%26"))
        #expect(try PreviewHarness.lint(svg).status == 0)
        #expect(!svg.contains("<script"))
        #expect(svg.contains("&lt;script&gt;"))
    }
}
