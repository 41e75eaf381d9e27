import MastheadGeometry
import Testing

@testable import MastheadAudit

/// Observations of one rule on one part in neighbouring frames merge into one finding; separate runs stay apart.
struct MergeTests {
    static let offsets: [Double] = [0, 1, 2, 3, 4, 5, 6, 7]
    static let sizes = TextSize.allCases.map { AuditVariant.textSize($0) }

    static let part = AuditedPart(
        name: "largeTitle", spoken: "the large title", kind: .iconButton,
        frame: Rect(x: 0, y: 0, width: 10, height: 10), opacity: 1, paint: nil)

    /// The findings of observations at `cells` (size index, offset index), each measuring `10 + offset index`.
    static func merged(_ cells: [(Int, Int)]) -> [AuditFinding] {
        var grid = ObservationGrid(offsetCount: offsets.count)
        for (size, offset) in cells {
            grid.add(
                Observation(.textTruncated, part: part, measured: 10 + Double(offset), threshold: 5),
                variant: size, offset: offset)
        }
        return grid.findings(offsets: offsets, variants: sizes)
    }

    @Test(arguments: [
        // A block from AX3 up over offsets 2...5: one finding.
        ([(9, 2), (9, 3), (9, 4), (9, 5), (10, 2), (10, 3), (11, 2), (11, 5), (10, 4), (10, 5), (11, 3), (11, 4)], 1),
        // Two runs at one size with a gap between them: two findings.
        ([(3, 0), (3, 1), (3, 5), (3, 6)], 2),
        // Runs of different lengths in neighbouring sizes still touch: one finding.
        ([(7, 0), (7, 1), (7, 2), (8, 1), (8, 2), (8, 3), (8, 4)], 1),
        // The same offsets two sizes apart do not touch: two findings.
        ([(0, 3), (2, 3)], 2),
    ])
    func neighbouringCellsMergeIntoOneFinding(cells: [(Int, Int)], count: Int) {
        #expect(Self.merged(cells).count == count)
    }

    @Test func aMergedFindingReportsItsRangeItsSizesAndItsWorstMeasurement() throws {
        let cells = [(9, 2), (9, 3), (10, 2), (10, 3), (10, 4), (11, 2), (11, 3), (11, 4), (11, 5)]
        let finding = try #require(Self.merged(cells).first)
        #expect(finding.offsets.from == 2 && finding.offsets.to == 5)
        #expect(finding.variants.compactMap(\.name) == ["AX3", "AX4", "AX5"])
        #expect(finding.measured == 15)
        #expect(finding.message.hasSuffix("from AX3 up at offsets 2 to 5"))
    }

    @Test(arguments: [
        ([0, 1, 2], " up to medium"),
        ([4, 5], " from xLarge to xxLarge"),
        ([3], " at large"),
        (Array(0..<12), ""),
    ])
    func theMessageNamesTheTextSizesAsADesignerWouldSayThem(sizes: [Int], phrase: String) throws {
        let finding = try #require(Self.merged(sizes.map { ($0, 0) }).first { $0.variants.count == sizes.count })
        #expect(finding.message.hasSuffix(phrase + " at offset 0"))
    }
}
