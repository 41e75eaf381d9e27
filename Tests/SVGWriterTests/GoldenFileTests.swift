import Foundation
import Testing

/// Compares a rendered preview with `Golden/preview.svg`.
///
/// To re-record after an intended change to the output, run
/// `RECORD_GOLDEN=1 swift test --filter GoldenFileTests`; the test then writes the file into the source tree
/// (next to this file, not into the build's resource bundle) and passes. Review the diff before committing it.
struct GoldenFileTests {
    static let name = "preview"

    @Test func previewMatchesGoldenFile() throws {
        let rendered = PreviewFixture.document().renderedBytes()
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Golden/\(Self.name).svg")
            try Data(rendered).write(to: source)
            return
        }
        let url = try #require(
            Bundle.module.url(forResource: Self.name, withExtension: "svg", subdirectory: "Golden"),
            "Golden/\(Self.name).svg is missing; record it with RECORD_GOLDEN=1"
        )
        let golden = try Data(contentsOf: url)
        #expect(
            String(decoding: rendered, as: UTF8.self) == String(decoding: golden, as: UTF8.self),
            "output differs from Golden/\(Self.name).svg; if intended, re-record with RECORD_GOLDEN=1"
        )
    }
}
