import Foundation
import MastheadRaster
import Testing

/// Our PNGs checked by tools that share no code with this target but librsvg: `rsvg-convert` renders the same
/// document to the same size, and Pillow decodes both files and compares every pixel.
@Suite("Rendering against rsvg-convert and Pillow")
struct RenderingTests {
    /// Renders `fixture` at `scale` with ours and with `rsvg-convert`; returns Pillow's report on the two files.
    static func compare(_ fixture: Fixture, scale: Int) throws -> (report: PillowReport, width: Int, height: Int) {
        let points = try fixture.size()
        let width = points.width * scale
        let height = points.height * scale
        let ours = try TemporaryFile.write(
            PNGRasterizer.png(svg: fixture.bytes(), width: width, height: height), extension: "png")
        let theirs = try OutsideTools.rsvgConvert(fixture.url(), width: width, height: height)
        defer { TemporaryFile.remove([ours, theirs]) }
        return (try OutsideTools.pillow([ours, theirs]), width, height)
    }

    @Test("Pillow decodes a PNG of exactly the requested size, in RGBA", arguments: Fixture.all)
    func pillowReadsRequestedSize(fixture: Fixture) throws {
        let points = try fixture.size()
        let png = try PNGRasterizer.png(svg: fixture.bytes(), width: points.width * 3, height: points.height * 3)
        let file = try TemporaryFile.write(png, extension: "png")
        defer { TemporaryFile.remove([file]) }
        let image = try #require(try OutsideTools.pillow([file]).images.first)
        #expect(image.format == "PNG")
        #expect(image.width == points.width * 3 && image.height == points.height * 3)
        #expect(["RGBA", "RGB"].contains(image.mode), "mode \(image.mode)")
    }

    @Test("every pixel equals rsvg-convert's at the same size", arguments: Fixture.all, [1, 3])
    func pixelsEqualRsvgConvert(fixture: Fixture, scale: Int) throws {
        let (report, width, height) = try Self.compare(fixture, scale: scale)
        try #require(report.images.count == 2)
        #expect(report.images[1].width == width && report.images[1].height == height, "rsvg-convert's size")
        let differing = try #require(report.differingPixels, "sizes differ: \(report.images)")
        #expect(
            differing == 0,
            "\(differing) of \(width * height) pixels differ, by at most \(report.maxDifference ?? -1) of 255")
    }

    /// Guards the comparison itself: two different previews must not compare equal.
    @Test("the comparison tells a light preview from a dark one")
    func comparisonSeesDifferences() throws {
        let light = Fixture(name: "large-offset-26")
        let dark = Fixture(name: "large-dark")
        let points = try light.size()
        let files = try [light, dark].map { fixture in
            try TemporaryFile.write(
                PNGRasterizer.png(svg: fixture.bytes(), width: points.width, height: points.height), extension: "png")
        }
        defer { TemporaryFile.remove(files) }
        let report = try OutsideTools.pillow(files)
        #expect(try #require(report.differingPixels) > points.width * points.height / 2)
        #expect(try #require(report.maxDifference) > 200)
    }

    /// A document of other proportions is fitted, not stretched: the default `preserveAspectRatio` centres it.
    @Test("a square image of a tall document is centred with transparent sides")
    func otherProportionsAreLetterboxed() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"><rect width="10" height="20"/>"#
        let png = try PNGRasterizer.png(svg: Array((svg + "</svg>").utf8), width: 40, height: 40)
        let file = try TemporaryFile.write(png, extension: "png")
        defer { TemporaryFile.remove([file]) }
        // The 20 x 40 px document sits in the middle: left edge, centre, right edge.
        let report = try OutsideTools.pillow([file], probes: [(2, 20), (20, 20), (37, 20)])
        #expect(report.images.first?.width == 40 && report.images.first?.height == 40)
        #expect(report.alpha == [0, 255, 0])
    }
}
