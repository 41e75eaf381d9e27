import Foundation
import Testing

@testable import MastheadEndpoints
@testable import MastheadPreview

/// Filmstrips of the flexible bars expanded, half-way and collapsed: without and with a subtitle, at the start and
/// centred, light and dark, and right-to-left, compared byte for byte with `Golden/<name>.svg`. Re-record with
/// `RECORD_GOLDEN=1 swift test --filter MaterialFlexibleGolden`, then look at the changed files through
/// `rsvg-convert` before committing.
struct MaterialFlexibleGoldenTests {
    static let base =
        "device=pixel-8&navigation=back&trailing=search,more&scrollBehavior=exitUntilCollapsed&rows=3&crop=240"
    /// Name suffix and the query's own part.
    static let variants: [(name: String, query: String)] = [
        ("start-light", ""), ("center-dark", "titleAlignment=center&appearance=dark"),
        ("subtitle-start-dark", "subtitle=3 unread&appearance=dark"),
        ("subtitle-center-light", "subtitle=3 unread&titleAlignment=center"),
        ("subtitle-start-rtl", "subtitle=3 unread&direction=rtl"),
    ]
    static let cases: [(name: String, query: String)] = [
        ("m3MediumFlexible", "0,24,48,72"), ("m3LargeFlexible", "0,28,56,88"),
    ]
    .flatMap { style, offsets in
        variants.map { variant in
            (
                "\(style)-\(variant.name)",
                "style=\(style)&offsets=\(offsets)&\(base)" + (variant.query.isEmpty ? "" : "&" + variant.query)
            )
        }
    }

    @Test(arguments: cases)
    func filmstripMatchesGoldenFile(name: String, query: String) throws {
        let rendered = try PreviewHarness.render(FilmstripEndpoint(), query)
        try PreviewHarness.expectGolden(rendered, name: name)
    }
}
