import Foundation
import Testing

@testable import MastheadEndpoints
@testable import MastheadPreview

/// Previews of the four Material bars at rest and collapsed, light and dark, compared byte for byte with
/// `Golden/<name>.svg`. Re-record with `RECORD_GOLDEN=1 swift test --filter MaterialGolden`, then look at the
/// changed files through `rsvg-convert` before committing.
struct MaterialGoldenTests {
    static let base = "device=pixel-8&navigation=back&trailing=search,more&scrollBehavior=exitUntilCollapsed&crop=300"
    static let cases: [(name: String, query: String)] = ["m3Small", "m3CenterAligned", "m3Medium", "m3Large"]
        .flatMap { style in
            ["light", "dark"].flatMap { appearance in
                [("rest", "0"), ("collapsed", "400")].map { state, offset in
                    (
                        "\(style)-\(state)-\(appearance)",
                        "style=\(style)&offset=\(offset)&appearance=\(appearance)&" + base
                    )
                }
            }
        }

    @Test(arguments: cases)
    func previewMatchesGoldenFile(name: String, query: String) throws {
        let rendered = try PreviewHarness.render(PreviewEndpoint(), query)
        try PreviewHarness.expectGolden(rendered, name: name)
    }
}
