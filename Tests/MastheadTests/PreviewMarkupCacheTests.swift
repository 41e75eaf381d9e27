import Foundation
import MastheadGeometry
import MastheadText
import SVGWriter
import Testing

@testable import MastheadParameters
@testable import MastheadPreview

/// Sample items and status bars rendered once and reused: the reused markup must draw exactly what drawing in
/// place draws, and entries must never be shared between screens that look different.
struct PreviewMarkupCacheTests {
    static func canvas(_ direction: LayoutDirection, _ appearance: Appearance) -> PreviewCanvas {
        PreviewCanvas(
            context: PreviewHarness.context, textMode: .text, direction: direction,
            palette: .forAppearance(appearance))
    }

    static func painter(_ content: String, width: Double = 393, top: Double = 141.5) throws -> SampleContentPainter {
        let options = try PreviewOptions(
            PreviewHarness.reader("content=" + content, allowed: ParameterTable.names(in: [.preview])))
        return SampleContentPainter(top: top, width: width, visibleHeight: 420, hairline: 1 / 3, options: options)
    }

    /// `rsvg-convert`'s PNG of `nodes` on a 393 x 420 white page.
    static func picture(_ nodes: [Node], width: Double = 393) throws -> Data {
        let page = Node.svg(width: width, height: 420, [.rect(width: width, height: 420, fill: "#FFFFFF")] + nodes)
        let (status, png, errors) = try PreviewHarness.run(
            "/usr/bin/rsvg-convert", ["-f", "png"], input: page.rendered())
        try #require(status == 0, "rsvg-convert failed: \(errors)")
        return png
    }

    @Test(arguments: [
        ("messages", LayoutDirection.ltr, Appearance.light), ("messages", .rtl, .dark), ("cards", .ltr, .dark),
        ("cards", .rtl, .light),
    ])
    func cachedItemsDrawTheSamePixelsAsItemsDrawnInPlace(
        content: String, direction: LayoutDirection, appearance: Appearance
    ) throws {
        let painter = try Self.painter(content)
        var canvas = Self.canvas(direction, appearance)
        let reused = painter.nodes(canvas: &canvas)
        var fresh: [Node] = []
        for item in painter.visibleItems(direction: direction) {
            fresh += painter.item(item.index, x: item.x, y: item.y, canvas: &canvas)
        }
        guard case .placed(let placements) = try #require(reused.first), reused.count == 1 else {
            Issue.record("cached items should come as one run of placements, got \(reused)")
            return
        }
        #expect(placements.map(\.y) == painter.visibleItems(direction: direction).map(\.y))
        #expect(try Self.picture(reused) == Self.picture(fresh))
    }

    /// Every item drawn shows in the band `0 ..< 420`, and every item that shows is drawn: none is written only to
    /// be clipped away.
    @Test(arguments: [
        ("messages", -500.0), ("messages", -88), ("messages", 0), ("messages", 141.5), ("messages", 332),
        ("messages", 420), ("cards", -300), ("cards", 0), ("cards", 141.5), ("cards", 404),
    ])
    func exactlyTheItemsThatShowAreDrawn(content: String, top: Double) throws {
        let painter = try Self.painter(content, top: top)
        let drawn = Set(painter.visibleItems(direction: .ltr).map(\.index))
        let grid = painter.cardGrid
        let showing = (0..<painter.options.rows).filter { index in
            let y: Double
            let height: Double
            if content == "cards" {
                y = top + SampleContentPainter.cardPadding + Double(index / grid.columns) * grid.pitch
                height = grid.cardHeight
            } else {
                y = top + Double(index) * SampleContentPainter.rowHeight
                height = SampleContentPainter.rowHeight
            }
            return y < 420 && y + height > 0
        }
        #expect(Set(showing).isSubset(of: drawn))
        // Above the band, a card row may start in the gap before the first visible row; below it nothing is extra.
        #expect(
            drawn.allSatisfy { index in
                let y =
                    content == "cards"
                    ? top + SampleContentPainter.cardPadding + Double(index / grid.columns) * grid.pitch
                    : top + Double(index) * SampleContentPainter.rowHeight
                return y < 420
            })
    }

    @Test(arguments: ["messages", "cards"])
    func cachedItemIsTheItemRenderedAtTheOrigin(content: String) throws {
        let painter = try Self.painter(content)
        var canvas = Self.canvas(.ltr, .light)
        let cached = painter.cachedItems(canvas: canvas)
        #expect(cached.count == SampleContentPainter.sampleCycle)
        for (index, markup) in cached.enumerated() {
            var bytes: [UInt8] = []
            for node in painter.item(index, x: 0, y: 0, canvas: &canvas) { node.renderInline(into: &bytes) }
            #expect(markup == String(decoding: bytes, as: UTF8.self))
            #expect(!markup.contains(" id=\""), "reused markup must not carry ids")
        }
    }

    @Test func palettesDirectionsAndWidthsDoNotShareEntries() throws {
        let painter = try Self.painter("messages")
        let light = painter.cachedItems(canvas: Self.canvas(.ltr, .light))
        let dark = painter.cachedItems(canvas: Self.canvas(.ltr, .dark))
        let rtl = painter.cachedItems(canvas: Self.canvas(.rtl, .light))
        let narrow = try Self.painter("messages", width: 320).cachedItems(canvas: Self.canvas(.ltr, .light))
        let cards = try Self.painter("cards").cachedItems(canvas: Self.canvas(.ltr, .light))
        #expect(light[0].contains(ColorPalette.light.label.css) && !light[0].contains(ColorPalette.dark.label.css))
        #expect(dark[0].contains(ColorPalette.dark.label.css) && !dark[0].contains(ColorPalette.light.label.css))
        #expect(light[0].contains(" x=\"72\" ") && rtl[0].contains(" x=\"321\" ") && !rtl[0].contains(" x=\"72\" "))
        #expect(Set([light[0], dark[0], rtl[0], narrow[0], cards[0]]).count == 5)
    }

    @Test func samplesCycleTogether() {
        let cycle = SampleContentPainter.sampleCycle
        for count in [SampleMessages.messages.count, SampleMessages.cards.count, ColorPalette.cardColors.count] {
            #expect(cycle % count == 0)
        }
    }

    @Test(arguments: [(LayoutDirection.ltr, Appearance.light), (.rtl, .dark)])
    func reusedStatusBarDrawsTheSamePixelsAndCarriesOneId(direction: LayoutDirection, appearance: Appearance) throws {
        let bar = StatusBarPainter(width: 393, safeAreaTop: 59, prefix: "f1-")
        var canvas = Self.canvas(direction, appearance)
        func written() -> String {
            var stream = SVGStream()
            bar.write(into: &stream, canvas: &canvas)
            return String(decoding: stream.bytes(), as: UTF8.self)
        }
        let markup = written()
        #expect(markup == written())
        #expect(markup.hasPrefix("<g id=\"f1-status-bar\"><rect x=\"133.5\""))
        #expect(markup.contains(ColorPalette.forAppearance(appearance).label.css))
        #expect(PreviewHarness.count(" id=\"", in: markup) == 1)
        #expect(try Self.picture([.raw(markup)]) == Self.picture(bar.drawing(canvas: &canvas)))
    }

}
