import Foundation
import Testing

@testable import MastheadParameters
@testable import MastheadPreview

/// The README's parameter table is written from the parameter table; this fails when the README's copy is stale.
/// To write it anew after changing a parameter, run with `RECORD_README=1`.
struct ReadmeParameterTableTests {
    static let begin = "<!-- parameters:begin -->\n"
    static let end = "<!-- parameters:end -->"

    @Test func readmeTableIsTheParameterTable() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let readme = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(readme.range(of: Self.begin), "README.md has no \(Self.begin)")
        let stop = try #require(readme.range(of: Self.end, range: start.upperBound..<readme.endIndex))
        let current = String(readme[start.upperBound..<stop.lowerBound])
        if ProcessInfo.processInfo.environment["RECORD_README"] == "1", current != ParameterTable.markdown {
            let updated = readme.replacingCharacters(
                in: start.upperBound..<stop.lowerBound, with: ParameterTable.markdown)
            try updated.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == ParameterTable.markdown, "README.md's parameter table is stale: run with RECORD_README=1")
    }

    @Test func everyParameterHasOneRow() {
        let rows = ParameterTable.markdown.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows.count == ParameterTable.all.count)
        #expect(Set(ParameterTable.all.map(\.name)).count == ParameterTable.all.count, "a name is used twice")
    }
}
