import MastheadFormat
import MastheadGeometry
import MastheadText
import SVGWriter

/// `/v1/curves.svg`'s document: every animated property of a style against the offset, with the thresholds as
/// labelled dashed lines, axes, ticks and a legend.
///
/// One layout is computed per sample offset, evenly spread from `from` to `to` (both included). Each series is a
/// path through its samples with collinear runs merged, so a ramp that clamps costs a handful of points however
/// many samples were taken. Thresholds at the same offset share one line and one label. Each series is drawn a
/// little thinner than the one before, so coinciding series remain visible as nested bands.
///
/// With `fidelity=uikit` the titles swap at a single offset and UIKit animates the swap in time, not with the
/// scroll: the chart adds a sample just before the swap so the curves step straight up there, and a note under
/// the plot names the 150 ms cross-fade.
public enum CurvesDocument {
    /// The chart's size in points.
    static let width: Double = 760
    /// The chart's height in points.
    static let height: Double = 440
    /// The plot area.
    static let plot = Rect(x: 64, y: 56, width: 480, height: 320)

    /// The chart of `configuration` over `offsets` (at least two, increasing), as UTF-8 bytes.
    public static func bytes(
        configuration: HeaderConfiguration, offsets: [Double], options: PreviewOptions, context: RenderContext
    ) -> [UInt8] {
        let palette = ColorPalette.forConfiguration(configuration)
        var canvas = PreviewCanvas(context: context, textMode: options.text, direction: .ltr, palette: palette)
        let thresholds = HeaderLayout.thresholds(configuration: configuration, measurer: context.shaper)
        let swap = configuration.followsUIKit ? thresholds.titleVisible : nil
        let offsets = CurvesDocument.offsets(offsets, steppingAt: swap)
        let layouts = offsets.map {
            HeaderLayout.compute(configuration: configuration, offset: $0, measurer: context.shaper)
        }
        let series = CurveSeries.all(for: layouts, configuration: configuration)
        let x = ChartScale(lower: offsets.first ?? 0, upper: offsets.last ?? 1, start: plot.x, end: plot.maxX)
        let y = ChartScale(lower: -0.05, upper: 1.05, start: plot.maxY, end: plot.y)
        var chart = ChartFrame(x: x, y: y, palette: palette)
        var nodes: [Node] = [.rect(width: width, height: height, fill: .text(palette.surface.css))]
        nodes += chart.axes(canvas: &canvas)
        nodes += chart.thresholds(thresholds, canvas: &canvas)
        for (index, line) in series.enumerated() {
            let strokeWidth = max(1.5, 5.5 - 0.7 * Double(index))
            nodes.append(chart.polyline(line, offsets: offsets, strokeWidth: strokeWidth).id("series-" + String(index)))
        }
        nodes += chart.legend(series, at: Point(x: plot.maxX + 24, y: plot.y), canvas: &canvas)
        var note = ""
        if let swap, swap > x.lower, swap <= x.upper, layouts.contains(where: { $0.title?.transition != nil }) {
            let fade = Transition.uikitTitleFade
            note =
                "At " + NumberFormat.string(swap) + " the titles swap in a " + NumberFormat.string(fade.duration * 1000)
                + " ms " + fade.curve + " cross-fade, timed, not scrolled."
            nodes.append(
                canvas.text(
                    note, font: ChartFrame.font, x: plot.x, baseline: height - 8, fill: palette.labelSecondary
                ).id("note"))
        }
        let name = configuration.title.isEmpty ? "Untitled" : configuration.title
        let title = name + " — " + configuration.style.rawValue + " header curves"
        nodes.append(
            canvas.text(title, font: FontSpec(size: 17, weight: 600), x: plot.x, baseline: 32, fill: palette.label))
        let description =
            "Animated properties from offset " + NumberFormat.string(x.lower) + " to " + NumberFormat.string(x.upper)
            + ", " + String(offsets.count) + " samples: " + series.map(\.name).joined(separator: ", ") + "."
            + (note.isEmpty ? "" : " " + note)
        var body = SVGStream(capacity: 32 * 1024, depth: 1)
        body.write(nodes)
        return PreviewDocument.accessibleDocument(
            labels: .curves, width: width, height: height, title: title, description: description,
            definitions: canvas.definitions, body: body)
    }

    /// `offsets` with `step` and one more just below it (when it lies inside them), so a quantity that jumps there
    /// is drawn as a vertical step rather than a ramp between two samples.
    static func offsets(_ offsets: [Double], steppingAt step: Double?) -> [Double] {
        guard let step, let first = offsets.first, let last = offsets.last, step > first, step <= last else {
            return offsets
        }
        var result = offsets.filter { abs($0 - step) > 1e-9 && abs($0 - (step - 1e-6)) > 1e-12 }
        let index = result.firstIndex(where: { $0 > step }) ?? result.count
        result.insert(contentsOf: [step - 1e-6, step], at: index)
        return result
    }
}
