import MastheadRaster
import Testing

/// The size bound is checked before any parsing, with an error that names the side a caller got wrong.
@Suite("Size bound")
struct SizeBoundTests {
    static let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#.utf8)

    @Test("the bound is 4096 pixels a side")
    func boundIs4096() {
        #expect(PNGRasterizer.maxSide == 4096)
    }

    @Test(
        "a width out of range is refused naming the width",
        arguments: [PNGRasterizer.maxSide + 1, 100_000, 0, -1, Int.min, Int.max])
    func widthOutOfRange(width: Int) {
        #expect(throws: RasterError.widthOutOfRange(width)) {
            try PNGRasterizer.png(svg: Self.svg, width: width, height: 10)
        }
        #expect(RasterError.widthOutOfRange(width).parameter == "width")
    }

    @Test(
        "a height out of range is refused naming the height",
        arguments: [PNGRasterizer.maxSide + 1, 0, -5, Int.min])
    func heightOutOfRange(height: Int) {
        #expect(throws: RasterError.heightOutOfRange(height)) {
            try PNGRasterizer.png(svg: Self.svg, width: 10, height: height)
        }
        #expect(RasterError.heightOutOfRange(height).parameter == "height")
    }

    /// The size is checked first, so bad bytes with a bad size report the size.
    @Test("the size is checked before the document")
    func sizeBeforeDocument() {
        #expect(throws: RasterError.widthOutOfRange(0)) {
            try PNGRasterizer.png(svg: Array("not svg".utf8), width: 0, height: 10)
        }
    }

    @Test("the message names the side, the range and the value")
    func message() {
        #expect(RasterError.widthOutOfRange(4097).description == "width must be 1 to 4096 pixels, got 4097")
        #expect(RasterError.heightOutOfRange(-1).description == "height must be 1 to 4096 pixels, got -1")
    }

    @Test(
        "the extremes inside the bound render at their exact size",
        arguments: [(1, 1), (PNGRasterizer.maxSide, 2), (3, PNGRasterizer.maxSide)])
    func extremesRender(width: Int, height: Int) throws {
        let png = try PNGRasterizer.png(svg: Self.svg, width: width, height: height)
        let file = try TemporaryFile.write(png, extension: "png")
        defer { TemporaryFile.remove([file]) }
        let image = try #require(try OutsideTools.pillow([file]).images.first)
        #expect(image.width == width && image.height == height)
    }
}
