import Dispatch
import MastheadRaster
import Testing

/// Prints what one phone-sized preview costs: the median time of 20 renders and the PNG's size. The figures
/// are printed for the record, not asserted (the machine's load varies); the render itself is checked.
@Suite("Measurements")
struct MeasurementTests {
    @Test("a 1179 x 2556 px preview: median time of 20 renders and PNG bytes", arguments: ["large-offset-26"])
    func phonePreviewAtScale3(name: String) throws {
        let svg = try Fixture(name: name).bytes()
        var nanoseconds: [UInt64] = []
        var png: [UInt8] = []
        for _ in 0..<20 {
            let start = DispatchTime.now().uptimeNanoseconds
            png = try PNGRasterizer.png(svg: svg, width: 1179, height: 2556)
            nanoseconds.append(DispatchTime.now().uptimeNanoseconds - start)
        }
        nanoseconds.sort()
        let median = Double(nanoseconds[9] + nanoseconds[10]) / 2 / 1_000_000
        let fastest = Double(nanoseconds[0]) / 1_000_000
        print("PNG render \(name) 1179x2556: median \(median) ms, fastest \(fastest) ms, \(png.count) bytes")
        let file = try TemporaryFile.write(png, extension: "png")
        defer { TemporaryFile.remove([file]) }
        let image = try #require(try OutsideTools.pillow([file]).images.first)
        #expect(image.width == 1179 && image.height == 2556)
    }
}
