import MastheadFormat
import MastheadGeometry
import MastheadText
import SVGWriter

/// `/v1/filmstrip.svg`'s document: the same header at several offsets, side by side, each frame labelled with its
/// offset underneath.
///
/// Frames keep the screen's width and are cropped to `crop` points (at most the screen height); each is a nested
/// `<svg>` viewport, so its content is clipped to the frame. Frames share one `<defs>` of glyphs and icons; every
/// other id is prefixed with `f<index>-`. The strip sits on the `surfaceSecondary` colour with 24 points around
/// and between frames.
public enum FilmstripDocument {
    /// Space around and between frames.
    static let gap: Double = 24
    /// The band under each frame holding its label.
    static let labelBand: Double = 28
    /// The label font: 13-point medium.
    static let labelFont = FontSpec(size: 13, weight: 500)

    /// The size in points of a strip of `frames` frames of `viewport`, each cropped to `crop`.
    public static func size(viewport: Viewport, frames: Int, crop: Double) -> (width: Double, height: Double) {
        let count = Double(frames)
        return (
            2 * gap + count * viewport.width + (count - 1) * gap, gap + min(crop, viewport.height) + labelBand + gap / 2
        )
    }

    /// The filmstrip of `configuration` at `offsets` (at least one), as UTF-8 bytes.
    public static func bytes(
        configuration: HeaderConfiguration, offsets: [Double], options: PreviewOptions, crop: Double,
        context: RenderContext
    ) -> [UInt8] {
        let viewport = configuration.viewport
        let palette = ColorPalette.forConfiguration(configuration)
        var canvas = PreviewCanvas(
            context: context, textMode: options.text, direction: configuration.direction, palette: palette)
        canvas.typeface = configuration.style.typeface
        let frameHeight = min(crop, viewport.height)
        let (width, height) = size(viewport: viewport, frames: offsets.count, crop: crop)
        var body = SVGStream(capacity: 48 * 1024 * offsets.count, depth: 1)
        body.write(.rect(width: width, height: height, fill: .text(palette.surfaceSecondary.css)))
        for (index, offset) in offsets.enumerated() {
            let layout = HeaderLayout.compute(configuration: configuration, offset: offset, measurer: context.shaper)
            let prefix = "f" + String(index) + "-"
            let screen = ScreenRenderer(layout: layout, options: options, crop: frameHeight, prefix: prefix)
            let x = gap + Double(index) * (viewport.width + gap)
            let frame = ViewBox(width: viewport.width, height: frameHeight)
            body.openSVG(width: viewport.width, height: frameHeight, viewBox: frame)
            body.attribute("x", .number(x))
            body.attribute("y", .number(gap))
            screen.write(into: &body, canvas: &canvas)
            body.close("svg")
            body.write(
                .rect(
                    x: x, y: gap, width: viewport.width, height: frameHeight, fill: "none",
                    stroke: .text(palette.separator.css), strokeWidth: 1))
            body.write(
                canvas.text(
                    "offset " + NumberFormat.string(layout.offset), font: labelFont, x: x + viewport.width / 2,
                    baseline: gap + frameHeight + 19, fill: palette.labelSecondary, anchor: .middle))
        }
        let name = configuration.title.isEmpty ? "Untitled" : configuration.title
        let title = name + " — " + configuration.style.rawValue + " header, " + String(offsets.count) + " frames"
        let description =
            "Frames at offsets " + offsets.map { NumberFormat.string($0) }.joined(separator: ", ") + ", each the top "
            + NumberFormat.string(frameHeight) + " points of a " + NumberFormat.string(viewport.width) + " × "
            + NumberFormat.string(viewport.height) + " " + configuration.device + " screen."
        return PreviewDocument.accessibleDocument(
            labels: .filmstrip, width: width, height: height, title: title, description: description,
            definitions: canvas.definitions, body: body)
    }
}
