import MastheadGeometry
import MastheadRaster
import MastheadText
import Testing

@testable import MastheadPreview

/// The ink boxes `parts-collide` compares hold every pixel librsvg paints for the drawing they stand for: each
/// catalog icon stroked as the painters stroke it, and lines of text drawn from their glyph outlines, rendered at 8
/// pixels a unit or point. A painted pixel (any alpha) must lie inside a box, or within one pixel of one for the
/// antialiased edge.
struct InkBoxTests {
    static let scale = 8.0

    /// The pixels of `svg` (a `side`-point square or `width` × `height` points) with any alpha, as (x, y) in points.
    static func painted(svg: String, width: Double, height: Double) throws -> [(x: Double, y: Double)] {
        let (w, h) = (Int(width * scale), Int(height * scale))
        let png = try PNGRasterizer.png(svg: Array(svg.utf8), width: w, height: h)
        let alpha = try PartRaster.alpha(ofPNG: png, width: w, height: h)
        return alpha.indices.filter { alpha[$0] > 0 }.map {
            ((Double($0 % w) + 0.5) / scale, (Double($0 / w) + 0.5) / scale)
        }
    }

    /// The painted pixels no box holds (each box grown by a pixel and a half-pixel's centre).
    static func outside(_ pixels: [(x: Double, y: Double)], _ boxes: [Rect]) -> [(x: Double, y: Double)] {
        let slack = 1.5 / scale
        return pixels.filter { pixel in
            !boxes.contains { box in
                pixel.x >= box.x - slack && pixel.x <= box.maxX + slack && pixel.y >= box.y - slack
                    && pixel.y <= box.maxY + slack
            }
        }
    }

    @Test(arguments: IconCatalog.icons.map(\.name) + ["not-an-icon"])
    func anIconsStrokesAreInsideItsInkBoxes(name: String) throws {
        let grid = IconPaths.grid
        let svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(grid * Self.scale)\" height=\"\(grid * Self.scale)\" "
            + "viewBox=\"0 0 \(grid) \(grid)\"><path d=\"\(IconPaths.path(name).string)\" fill=\"none\" "
            + "stroke=\"#000\" stroke-width=\"\(IconPaths.strokeWidth)\" stroke-linecap=\"round\" "
            + "stroke-linejoin=\"round\"/></svg>"
        let pixels = try Self.painted(svg: svg, width: grid, height: grid)
        let boxes = IconPaths.inkBoxes(name, centredIn: Rect(x: 0, y: 0, width: grid, height: grid), size: grid)
        #expect(!pixels.isEmpty)
        let stray = Self.outside(pixels, boxes)
        #expect(stray.isEmpty, "\(name): \(stray.count) painted pixels outside \(boxes), first \(stray.prefix(3))")
        // Tighter than the square: the boxes leave some of its empty room out.
        let area = boxes.reduce(0) { $0 + $1.width * $1.height }
        #expect(boxes.count > 1 || area < grid * grid)
    }

    @Test(arguments: [
        ("Weekend in the Mountains", FontSpec(size: 34, weight: 700)),
        ("kjgy Åç ﬁ", FontSpec(size: 17, weight: 400)),
        ("שלום Inbox", FontSpec(size: 22, weight: 400, typeface: .roboto)),
    ])
    func aLinesGlyphsAreInsideItsInkBoxes(text: String, font: FontSpec) throws {
        let shaper = AuditHarness.shaper
        let run = shaper.glyphRun(text, font: font, direction: .ltr)
        let metrics = shaper.measure(text, font: font, direction: .ltr)
        // Whole points, so that the picture is exactly `scale` pixels a point (a fraction would have the rasteriser
        // fit the document into the whole pixels by scaling and centring it).
        let (width, height) = ((metrics.width + 8).rounded(.up), (metrics.ascent + metrics.descent + 8).rounded(.up))
        // The run's origin at (4, 4 + ascent), as a painter places a line's baseline.
        let origin = Point(x: 4, y: 4 + metrics.ascent)
        var paths = ""
        for glyph in run.glyphs {
            let outline = shaper.outline(glyph: glyph.id, face: glyph.face)
            guard !outline.isEmpty else { continue }
            paths +=
                "<path transform=\"translate(\(origin.x + glyph.x) \(origin.y + glyph.y)) scale(\(glyph.scale))\" "
                + "d=\"\(outline.pathData)\"/>"
        }
        let svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width * Self.scale)\" "
            + "height=\"\(height * Self.scale)\" viewBox=\"0 0 \(width) \(height)\">\(paths)</svg>"
        let pixels = try Self.painted(svg: svg, width: width, height: height)
        let boxes = shaper.inkBoxes(text, font: font, direction: .ltr).map {
            Rect(x: $0.x + origin.x, y: $0.y + origin.y, width: $0.width, height: $0.height)
        }
        #expect(!pixels.isEmpty && boxes.count > run.glyphs.count)
        let stray = Self.outside(pixels, boxes)
        #expect(
            stray.isEmpty, "“\(text)”: \(stray.count) painted pixels outside its ink boxes, first \(stray.prefix(3))")
    }
}
