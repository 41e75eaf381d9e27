import MastheadGeometry
import Testing

@testable import MastheadText

@Suite("Fallback for characters Inter lacks")
struct FallbackTests {
    let shaper: TextShaper

    init() throws {
        shaper = try TextShaper()
    }

    @Test(
        "Hebrew and Arabic are shaped with DejaVu Sans, never as .notdef",
        arguments: [Sample.hebrew, Sample.arabic], [FontSpec(size: 17, weight: 400), FontSpec(size: 34, weight: 700)])
    func rightToLeftScriptsFallBack(text: String, font: FontSpec) throws {
        let run = shaper.glyphRun(text, font: font, direction: .rtl)
        try #require(!run.glyphs.isEmpty)
        #expect(run.advance > 0)
        #expect(run.glyphs.allSatisfy { $0.id != 0 })
        #expect(run.glyphs.allSatisfy { $0.face == FaceKey.fallback(for: font) })
        #expect(isApproximatelyEqual(shaper.measure(text, font: font, direction: .rtl).width, to: run.advance))
    }

    @Test(
        "right-to-left text is laid out from its last character on the left", arguments: [Sample.hebrew, Sample.arabic])
    func visualOrderIsReversed(text: String) {
        for direction in LayoutDirection.allCases {
            let clusters = shaper.glyphRun(text, font: Sample.body, direction: direction).glyphs.map(\.cluster)
            #expect(clusters == clusters.sorted(by: >), "paragraph \(direction)")
            #expect(clusters.last == 0)
        }
    }

    @Test("Hebrew glyphs are the letters' own glyphs in reverse order")
    func hebrewGlyphsReversed() throws {
        let font = try TextShaper().library.font(try #require(FaceKey(id: "dejavu-400")))
        let logical = try Sample.hebrew.unicodeScalars.map { try #require(font.nominalGlyph(for: $0)) }
        let visual = shaper.glyphRun(Sample.hebrew, font: Sample.body, direction: .rtl).glyphs.map(\.id)
        #expect(visual == Array(logical.reversed()))
    }

    @Test(
        "mixed Latin and Hebrew uses both faces, ordered by the direction of the first strong character",
        arguments: [
            ("Inbox ", "שלום", LayoutDirection.ltr, 6), ("Inbox ", "שלום", .rtl, 6),
            ("שלום ", "Inbox", .ltr, 0), ("שלום ", "Inbox", .rtl, 0),
        ])
    func mixedText(first: String, second: String, direction: LayoutDirection, rightmostCluster: Int) throws {
        let run = shaper.glyphRun(first + second, font: Sample.body, direction: direction)
        #expect(Set(run.glyphs.map(\.face.id)) == ["inter-400", "dejavu-400"])
        // Either way the Latin word is on the left and the Hebrew one on the right, read from its right end: "Inbox
        // שלום" reads left to right and "שלום Inbox" right to left, whatever the layout's direction.
        #expect(run.glyphs.first?.face.id == "inter-400")
        #expect(run.glyphs.last?.cluster == rightmostCluster)
        #expect(run.glyphs.allSatisfy { $0.id != 0 })
        let xs = run.glyphs.map(\.x)
        #expect(xs == xs.sorted())
        // The space goes with the word before it, in that word's face.
        let parts =
            shaper.measure(first, font: Sample.body, direction: direction).width
            + shaper.measure(second, font: Sample.body, direction: direction).width
        #expect(isApproximatelyEqual(run.advance, to: parts, tolerance: 1e-9))
    }

    @Test("a space between Hebrew words stays with the fallback face")
    func neutralsJoinTheFallbackRun() {
        let run = shaper.glyphRun(Sample.hebrew, font: Sample.body, direction: .rtl)
        #expect(run.glyphs.count == Sample.hebrew.count)
        #expect(Set(run.glyphs.map(\.face.id)) == ["dejavu-400"])
    }

    @Test("a character no loaded font has is shaped as .notdef in the primary face")
    func missingEverywhere() throws {
        let run = shaper.glyphRun("漢", font: Sample.body, direction: .ltr)
        let glyph = try #require(run.glyphs.first)
        #expect(glyph.id == 0)
        #expect(glyph.face.id == "inter-400")
    }
}
