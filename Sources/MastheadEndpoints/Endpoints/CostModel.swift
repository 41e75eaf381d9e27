import MastheadPreview

/// The constants of the cost estimate (``RenderCost``), in microseconds of CPU, and the estimates built from them.
///
/// Measured, not taken from any platform: the release build on the 2-core benchmark machine with every cache off (a
/// request nobody sent before), CPU time per render over at least a second of renders, by `bench/calibrate-cost.py`
/// (bench/README.md, "Cost calibration", has the table). An estimate: within about 1.5 times of the measured CPU
/// over the calibration requests, erring high for most rasters.
package enum CostModel {
    /// Any render not found in the cache: decoding the parameters, the key, the answer.
    static let request = 60.0
    /// One layout written as JSON (a geometry answer, a timeline frame).
    static let geometryFrame = 2.0
    /// One preview frame's SVG without content rows, text as `<text>`.
    static let previewFrame = 120.0
    /// One visible content row in one preview frame, text as `<text>`.
    static let previewRow = 115.0
    /// How much longer a frame's rows take with text as glyph outlines (`text=paths`).
    static let outlinedText = 2.2
    /// A filmstrip frame's own work on top of its preview: the label, the frame, the clipping.
    static let filmstripFrame = 600.0
    /// An exported animation (Lottie, animated SVG): the parts drawn once as outlines, the tracks set up.
    static let exportBase = 6_000.0
    /// One frame of an exported animation.
    static let exportFrame = 15.0
    /// A CSS scroll page (`scroll.html`, `scroll.css`) before its frames.
    static let pageBase = 500.0
    /// One frame of a CSS scroll page.
    static let pageFrame = 5.0
    /// One frame of an audit (one offset at one text size): its layout, its parts' colours and every rule. Measured:
    /// 24.6 ms of CPU for a `large` header's 2,364 frames (bench/README.md, "The audit"), 10.4 a frame; frames alike
    /// are checked once, so headers that settle sooner cost less.
    static let auditFrame = 11.0
    /// One sample of a curves chart.
    static let curveSample = 13.0
    /// Rasterising and encoding one million PNG pixels (librsvg, cairo and the PNG encoder).
    static let rasterMegapixel = 45_000.0
    /// librsvg's work for one frame of a picture, before its rows.
    static let rasterFrame = 1_000.0
    /// librsvg's work for one visible content row with its text as `<text>` (laid out by Pango).
    static let rasterRow = 1_400.0
    /// librsvg's work for one visible content row with its text as glyph outlines.
    static let rasterOutlinedRow = 1_900.0
    /// The height of one inbox row in points, as the sample content draws it (`SampleContentPainter.rowHeight`).
    static let rowHeight = 88.0
    /// Checking and decoding a sent picture (`image` as a `data:` URI) before its scene is cached: the worst a
    /// picture within the limits costs, a 4096 × 4096 PNG whose 59 KB inflate to 48 MiB, about 300 ms (measured
    /// here over HTTP: 500 ms in a debug build, most of it zlib and gdk-pixbuf).
    static let sentPictureDecoding = 300_000.0

    /// The content rows drawn in a frame `height` points tall: only rows that show are drawn.
    static func visibleRows(_ options: PreviewOptions, height: Double) -> Int {
        min(options.rows, Int((max(0, height) / rowHeight).rounded(.up)) + 1)
    }

    /// One preview frame's SVG, `height` points of it visible.
    static func frame(_ options: PreviewOptions, height: Double) -> Double {
        let rows = Double(visibleRows(options, height: height)) * previewRow
        return previewFrame + rows * (options.text == .paths ? outlinedText : 1)
    }

    /// What a raster of the picture draws: its frames, each with its visible rows.
    static func picture(_ options: PreviewOptions, frames: Int, height: Double) -> RenderCost.Picture {
        RenderCost.Picture(
            frames: frames, rowsPerFrame: visibleRows(options, height: height), outlined: options.text == .paths)
    }

    /// Rasterising `pixels` of `picture`.
    static func raster(pixels: Int, picture: RenderCost.Picture) -> Double {
        let row = picture.outlined ? rasterOutlinedRow : rasterRow
        return Double(pixels) / 1_000_000 * rasterMegapixel
            + Double(picture.frames) * (rasterFrame + Double(picture.rowsPerFrame) * row)
    }

    /// The driver of a picture's rows.
    static func rowDrivers(_ options: PreviewOptions) -> [RenderCost.Driver] {
        options.rows > 0
            ? [RenderCost.Driver(parameter: "rows", value: Double(options.rows), power: 1, minimum: 0)] : []
    }

    /// An audit of `offsets` offsets at `sizes` text sizes, growing as `step` shrinks and with the sizes.
    static func audit(offsets: Int, sizes: Int, step: Double) -> RenderCost {
        RenderCost(
            units: request + Double(offsets * sizes) * auditFrame,
            drivers: [
                stepDriver(step: step),
                RenderCost.Driver(parameter: "textSizes", value: Double(sizes), power: 1, minimum: 1),
            ])
    }

    /// `step` as a driver: the cost grows as it shrinks.
    static func stepDriver(step: Double) -> RenderCost.Driver {
        RenderCost.Driver(parameter: "step", value: step, power: -1, minimum: 0)
    }
}

extension CostModel {
    /// The cost of checking and decoding a sent picture (``sentPictureDecoding``), which grows with nothing a
    /// request can make smaller but the picture itself.
    package static var sentPicture: RenderCost {
        RenderCost(
            units: sentPictureDecoding,
            drivers: [RenderCost.Driver(parameter: "image", value: 1, power: 1, minimum: 1)])
    }
}
