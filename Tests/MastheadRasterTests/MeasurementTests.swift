import Dispatch
import Glibc
import MastheadRaster
import Testing

/// Prints what one phone-sized preview costs: the median wall time and the median CPU time of the rendering
/// thread over 20 renders, and the PNG's size. The figures are printed for the record, not asserted (the
/// machine's load varies, and the CPU time is the steadier of the two under load); the render itself is checked.
@Suite("Measurements")
struct MeasurementTests {
    /// Nanoseconds of CPU time the calling thread has used.
    static func threadCPUTime() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The median of `samples` nanoseconds, in milliseconds.
    static func medianMilliseconds(_ samples: [UInt64]) -> Double {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        let median = sorted.count % 2 == 0 ? Double(sorted[middle - 1] + sorted[middle]) / 2 : Double(sorted[middle])
        return median / 1_000_000
    }

    @Test("a 1179 x 2556 px preview: median time of 20 renders and PNG bytes", arguments: ["large-offset-26"])
    func phonePreviewAtScale3(name: String) throws {
        let svg = try Fixture(name: name).bytes()
        var wall: [UInt64] = []
        var cpu: [UInt64] = []
        var png: [UInt8] = []
        for _ in 0..<20 {
            let start = (DispatchTime.now().uptimeNanoseconds, Self.threadCPUTime())
            png = try PNGRasterizer.png(svg: svg, width: 1179, height: 2556)
            wall.append(DispatchTime.now().uptimeNanoseconds - start.0)
            cpu.append(Self.threadCPUTime() - start.1)
        }
        print(
            "PNG render \(name) 1179x2556: median \(Self.medianMilliseconds(wall)) ms wall, "
                + "\(Self.medianMilliseconds(cpu)) ms CPU, \(png.count) bytes")
        let file = try TemporaryFile.write(png, extension: "png")
        defer { TemporaryFile.remove([file]) }
        let image = try #require(try OutsideTools.pillow([file]).images.first)
        #expect(image.width == 1179 && image.height == 2556)
    }
}
