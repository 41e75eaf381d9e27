import Foundation
import Testing

@testable import Masthead
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
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Golden/\(name).svg")
            try Data(rendered.utf8).write(to: source)
            return
        }
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: "svg", subdirectory: "Golden"),
            "Golden/\(name).svg is missing; record it with RECORD_GOLDEN=1")
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(
            rendered == golden, "output differs from Golden/\(name).svg; if intended, re-record with RECORD_GOLDEN=1")
    }
}
