import MastheadGeometry
import Testing

@testable import MastheadText

@Suite("Glyph runs")
struct GlyphRunTests {
    let shaper: TextShaper

    init() throws {
        shaper = try TextShaper()
    }

    @Test(
        "Latin glyphs run left to right on the baseline in the chosen face",
        arguments: [
            (FontSpec(size: 17, weight: 600), "inter-600"), (FontSpec(size: 34, weight: 700), "inter-display-700"),
        ]
    )
    func latinRun(font: FontSpec, face: String) throws {
        let run = shaper.glyphRun("Inbox", font: font, direction: .ltr)
        try #require(run.glyphs.count == 5)
        #expect(run.glyphs.allSatisfy { $0.face.id == face && $0.id != 0 })
        #expect(run.glyphs.map(\.cluster) == [0, 1, 2, 3, 4])
        #expect(run.glyphs.allSatisfy { isApproximatelyEqual($0.y, to: 0) })
        let xs = run.glyphs.map(\.x)
        #expect(isApproximatelyEqual(xs[0], to: 0))
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 })
        #expect(try #require(xs.last) < run.advance)
        #expect(isApproximatelyEqual(run.advance, to: shaper.measure("Inbox", font: font, direction: .ltr).width))
    }

    @Test("each glyph's scale is the size over its face's units per em", arguments: [Sample.body, Sample.title])
    func scale(font: FontSpec) {
        let run = shaper.glyphRun("Inbox " + Sample.hebrew, font: font, direction: .ltr)
        for glyph in run.glyphs {
            let expected = font.size / Double(shaper.library.unitsPerEm(of: glyph.face))
            #expect(isApproximatelyEqual(glyph.scale, to: expected, tolerance: 1e-12))
        }
    }

    @Test("empty text gives no glyphs and no advance", arguments: LayoutDirection.allCases)
    func emptyRun(direction: LayoutDirection) {
        let run = shaper.glyphRun("", font: Sample.title, direction: direction)
        #expect(run.glyphs.isEmpty)
        #expect(run.advance == 0)
    }

    @Test("Arabic letters take their joined forms, not their isolated ones")
    func arabicJoins() throws {
        let word = "بب"
        let joined = shaper.glyphRun(word, font: Sample.body, direction: .rtl).glyphs.map(\.id)
        let isolated = try #require(shaper.glyphRun("ب", font: Sample.body, direction: .rtl).glyphs.first).id
        #expect(joined.count == 2)
        #expect(joined.allSatisfy { $0 != isolated })
    }
}
