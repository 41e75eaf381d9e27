import MastheadFormat
import MastheadText
import Testing

@testable import MastheadGeometry

/// A document written with kept parts is the document written from scratch, byte for byte.
struct WrittenPartsTests {
    @Test(arguments: LayoutMemoTests.configurations)
    func keptPartsWriteTheSameDocument(configuration: HeaderConfiguration) {
        let shaper = RealFontLayoutTests.shaper
        let written = WrittenParts(
            of: HeaderLayout.compute(configuration: configuration, offset: 26, measurer: shaper))
        for offset in [-120.0, -3, 0, 0.5, 10, 26, 51.999, 52, 80, 140, 400, 100_000] {
            let layout = HeaderLayout.compute(configuration: configuration, offset: offset, measurer: shaper)
            #expect(layout.jsonBytes(reusing: written) == layout.jsonBytes(), "offset \(offset)")
        }
    }

    @Test func partsThatStayTheSameAreReused() throws {
        let shaper = RealFontLayoutTests.shaper
        let configuration = HeaderConfiguration(
            style: .large, title: "Inbox", back: "Mailboxes", trailing: [.icon("search"), .icon("plus")])
        let first = HeaderLayout.compute(configuration: configuration, offset: 0, measurer: shaper)
        let later = HeaderLayout.compute(configuration: configuration, offset: 140, measurer: shaper)
        let written = WrittenParts(of: first)
        var json = JSONWriter()
        #expect(written.viewport.reuse(for: later.viewport, into: &json))
        #expect(try #require(written.back).reuse(for: try #require(later.back), into: &json))
        #expect(written.actions.reuse(for: later.actions, into: &json))
        #expect(written.thresholds.reuse(for: later.thresholds, into: &json))
        // The bar title fades in between the two offsets, so it is written again.
        #expect(!(try #require(written.title).reuse(for: try #require(later.title), into: &json)))
    }

    @Test func partsOfAnotherConfigurationAreNotReused() {
        let shaper = RealFontLayoutTests.shaper
        let recorded = HeaderConfiguration(style: .large, title: "Inbox", back: "Mail", trailing: [.icon("plus")])
        let other = HeaderConfiguration(
            style: .large, title: "Inbox", back: "Mailboxes", trailing: [.text("Edit")], direction: .rtl)
        let written = WrittenParts(of: HeaderLayout.compute(configuration: recorded, offset: 10, measurer: shaper))
        let layout = HeaderLayout.compute(configuration: other, offset: 10, measurer: shaper)
        let bytes = layout.jsonBytes(reusing: written)
        #expect(bytes == layout.jsonBytes())
        #expect(String(decoding: bytes, as: UTF8.self).contains("\"Mailboxes\""))
    }
}
