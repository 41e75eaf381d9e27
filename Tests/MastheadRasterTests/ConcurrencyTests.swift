import MastheadRaster
import Testing

/// The service renders on several threads at once; every render must be independent of the others.
@Suite("Concurrent rendering")
struct ConcurrencyTests {
    @Test("8 tasks rendering the same preview get identical bytes", arguments: ["rtl-hebrew", "large-text-paths"])
    func sameDocument(name: String) async throws {
        let fixture = Fixture(name: name)
        let svg = try fixture.bytes()
        let points = try fixture.size()
        let (width, height) = (points.width * 2, points.height * 2)
        let reference = try PNGRasterizer.png(svg: svg, width: width, height: height)
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<8 {
                group.addTask { try PNGRasterizer.png(svg: svg, width: width, height: height) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == reference })
    }

    /// Different documents with text at once: each thread shapes its own glyphs through Pango and cairo.
    @Test("8 tasks rendering different previews, 3 times each, match single-threaded renders")
    func mixedDocuments() async throws {
        let inputs = try Fixture.all.map { fixture in
            let points = try fixture.size()
            return (svg: try fixture.bytes(), width: points.width, height: points.height)
        }
        let references = try inputs.map { try PNGRasterizer.png(svg: $0.svg, width: $0.width, height: $0.height) }
        let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var mismatches = 0
                    for round in 0..<3 {
                        let index = (task + round) % inputs.count
                        let input = inputs[index]
                        let png = try PNGRasterizer.png(svg: input.svg, width: input.width, height: input.height)
                        if png != references[index] { mismatches += 1 }
                    }
                    return mismatches
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}
