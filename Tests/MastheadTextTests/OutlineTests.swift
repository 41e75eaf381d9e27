import MastheadGeometry
import Testing

@testable import MastheadText

@Suite("Glyph outlines")
struct OutlineTests {
    let shaper: TextShaper

    init() throws {
        shaper = try TextShaper()
    }

    @Test(
        "letters have closed SVG paths in every face",
        arguments: ["I", "O", "ש"], [Sample.body, FontSpec(size: 34, weight: 700)])
    func lettersHavePaths(letter: String, font: FontSpec) throws {
        let glyph = try #require(shaper.glyphRun(letter, font: font, direction: .ltr).glyphs.first)
        let outline = shaper.outline(glyph: glyph.id, face: glyph.face)
        #expect(outline.pathData.hasPrefix("M"))
        #expect(outline.pathData.contains("Z"))
        #expect(!outline.isEmpty)
        #expect(outline.unitsPerEm == shaper.library.unitsPerEm(of: glyph.face))
        let allowed = Set("MLQCZ0123456789.- ")
        #expect(outline.pathData.allSatisfy { allowed.contains($0) })
    }

    @Test("y points down: the top of a capital I is at a negative y")
    func yIsFlipped() throws {
        let glyph = try #require(shaper.glyphRun("I", font: Sample.body, direction: .ltr).glyphs.first)
        let numbers = shaper.outline(glyph: glyph.id, face: glyph.face).pathData
            .split(whereSeparator: { "MLQCZ ".contains($0) })
            .compactMap { Double($0) }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        #expect(try #require(ys.min()) < -1000)
        #expect(try #require(ys.max()) <= 0)
    }

    @Test("a space and an out-of-range glyph id have empty outlines")
    func emptyOutlines() throws {
        let space = try #require(shaper.glyphRun(" ", font: Sample.body, direction: .ltr).glyphs.first)
        #expect(shaper.outline(glyph: space.id, face: space.face).isEmpty)
        #expect(shaper.outline(glyph: 1_000_000, face: space.face).isEmpty)
    }

    @Test("outlines are cached and identical on repeat")
    func cached() throws {
        let face = try #require(FaceKey(id: "inter-display-700"))
        let first = shaper.outline(glyph: 42, face: face)
        #expect(shaper.outline(glyph: 42, face: face) == first)
        #expect(try TextShaper().outline(glyph: 42, face: face) == first)
    }
}
