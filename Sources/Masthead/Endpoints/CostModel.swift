import MastheadPreview

/// The constants of the cost estimate (``RenderCost``), in microseconds of CPU, and the estimates built from them.
///
/// Measured, not taken from any platform: the release build on the 2-core benchmark machine, each constant fitted
/// from the median CPU time of requests that vary one parameter at a time (bench/README.md, "Cost calibration",
/// lists the requests and the fit). An estimate, close to within about a factor of two over the parameter space;
/// the estimate errs high for the costliest requests.
enum CostModel {
    /// Any render not found in the cache: decoding the parameters, the key, the answer.
    static let request = 30.0
    /// One layout written as JSON (a geometry answer, a timeline frame).
    static let geometryFrame = 8.0
    /// One preview frame's SVG without content rows, text as `<text>`.
    static let previewFrame = 150.0
    /// One content row in one preview frame, text as `<text>`.
    static let previewRow = 12.0
    /// How much longer a frame takes with text as glyph outlines (`text=paths`, and every export).
    static let outlinedText = 2.5
    /// One frame of an exported animation (Lottie, animated SVG) beyond its preview drawing.
    static let exportFrame = 40.0
    /// One frame of a CSS scroll page (`scroll.html`, `scroll.css`).
    static let pageFrame = 20.0
    /// One sample of a curves chart.
    static let curveSample = 12.0
    /// Rasterising and encoding one million PNG pixels (librsvg, cairo and the PNG encoder).
    static let rasterMegapixel = 40_000.0
    /// librsvg's parsing and drawing of an SVG, per unit of the cost of writing it.
    static let rasterPerSVGUnit = 3.0

    /// One preview frame's SVG.
    static func frame(rows: Int, text: PreviewOptions.TextMode) -> Double {
        (previewFrame + Double(rows) * previewRow) * (text == .paths ? outlinedText : 1)
    }

    /// The drivers of a picture's rows and text.
    static func rowDrivers(_ options: PreviewOptions) -> [RenderCost.Driver] {
        options.rows > 0
            ? [RenderCost.Driver(parameter: "rows", value: Double(options.rows), power: 1, minimum: 0)] : []
    }

    /// `frames` frames of a range drawn with `step`, as a driver: the cost grows as `step` shrinks.
    static func stepDriver(step: Double) -> RenderCost.Driver {
        RenderCost.Driver(parameter: "step", value: step, power: -1, minimum: 0)
    }

    /// Rasterising `pixels` from an SVG that cost `svgUnits` to write, on top of writing it.
    static func raster(pixels: Int, svgUnits: Int) -> Double {
        Double(pixels) / 1_000_000 * rasterMegapixel + Double(max(0, svgUnits)) * rasterPerSVGUnit
    }
}
