import Foundation
import MastheadGeometry
import SVGWriter

/// The picture `image=sample` draws: a landscape of a sky, a sun and two rows of hills, made of the scheme's own
/// colours so that it reads in light and dark, drawn by Masthead itself (no file, nothing to license).
///
/// The shapes are functions of the frame they fill, so the colour at any point is known exactly
/// (``color(at:in:colors:)``): the audit reads text against the same picture the painter draws.
struct SampleIllustration {
    /// The four colours, by the scheme's roles: the sky `primaryContainer`, the sun `surface` (in the dark,
    /// `onPrimaryContainer`, a moon), the far hills `outlineVariant`, the near hills `surfaceContainerHighest`.
    struct Colors {
        let sky: Color
        let sun: Color
        let farHills: Color
        let nearHills: Color

        /// The colours of `layout`'s roles; without a Material scheme (`collapsible`), the header's band: the sky its
        /// tint, the hills its indigo, the far ones lighter, the sun white, so that the white title reads over it.
        init(_ layout: HeaderLayout, palette: ColorPalette) {
            guard layout.style.isMaterial else {
                let band = HeaderPainter.collapsibleBand(palette)
                sky = band.top
                sun = .white
                farHills = band.bottom.mixedOklab(with: band.top, fraction: SampleIllustration.farHillsTint)
                nearHills = band.bottom
                return
            }
            sky = layout.color(role: "primaryContainer") ?? palette.link
            let light = layout.appearance == .light
            sun = layout.color(role: light ? "surface" : "onPrimaryContainer") ?? palette.surface
            farHills = layout.color(role: "outlineVariant") ?? palette.separator
            nearHills = layout.color(role: "surfaceContainerHighest") ?? palette.surface
        }
    }

    /// How far `collapsible`'s far hills are mixed from the band's indigo toward its tint (Oklab), so that they stand
    /// apart from the near ones.
    static let farHillsTint = 0.5

    /// The sun's centre as fractions of the frame's width and height, and its radius as a fraction of the height.
    static let sunCentre = (x: 0.72, y: 0.34)
    static let sunRadius = 0.13
    /// The hills' top edges: `y = base + amplitude · sin(2π (frequency · u + phase))`, `u` across the frame, all
    /// as fractions of the frame.
    static let farHills = (base: 0.6, amplitude: 0.07, frequency: 1.3, phase: 0.1)
    static let nearHills = (base: 0.8, amplitude: 0.05, frequency: 0.9, phase: 0.55)
    /// How many straight pieces a hill's edge is drawn with.
    static let segments = 48

    /// The top of a row of hills at `u` (0 … 1 across), as a fraction of the height.
    static func hillTop(_ hills: (base: Double, amplitude: Double, frequency: Double, phase: Double), at u: Double)
        -> Double
    {
        hills.base + hills.amplitude * sin(2 * Double.pi * (hills.frequency * u + hills.phase))
    }

    /// The illustration filling `frame`.
    static func nodes(in frame: Rect, colors: Colors) -> [Node] {
        let sun = Node.circle(
            cx: frame.x + sunCentre.x * frame.width, cy: frame.y + sunCentre.y * frame.height,
            r: sunRadius * frame.height, fill: .text(colors.sun.css))
        return [
            .rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height, fill: .text(colors.sky.css)),
            sun,
            .path(hillPath(farHills, in: frame), fill: .text(colors.farHills.css)),
            .path(hillPath(nearHills, in: frame), fill: .text(colors.nearHills.css)),
        ]
    }

    /// The colour of the illustration at `point` in `frame`; nil outside it.
    static func color(at point: Point, in frame: Rect, colors: Colors) -> Color? {
        guard frame.width > 0, frame.height > 0, frame.contains(point) else { return nil }
        let u = (point.x - frame.x) / frame.width
        let v = (point.y - frame.y) / frame.height
        // The hills' edges are drawn as straight pieces between sampled points: read them the same way.
        let step = 1 / Double(segments)
        let piece = min(Double(segments - 1), floor(u / step))
        let along = (u - piece * step) / step
        let edge = { (hills: (base: Double, amplitude: Double, frequency: Double, phase: Double)) in
            hillTop(hills, at: piece * step) * (1 - along) + hillTop(hills, at: (piece + 1) * step) * along
        }
        if v >= edge(nearHills) { return colors.nearHills }
        if v >= edge(farHills) { return colors.farHills }
        let dx = point.x - (frame.x + sunCentre.x * frame.width)
        let dy = point.y - (frame.y + sunCentre.y * frame.height)
        if dx * dx + dy * dy <= pow(sunRadius * frame.height, 2) { return colors.sun }
        return colors.sky
    }

    private static func hillPath(
        _ hills: (base: Double, amplitude: Double, frequency: Double, phase: Double), in frame: Rect
    ) -> PathData {
        var path = PathData(capacity: 16 * segments)
        path.moveTo(x: frame.x, y: frame.maxY)
        for index in 0...segments {
            let u = Double(index) / Double(segments)
            path.lineTo(x: frame.x + u * frame.width, y: frame.y + hillTop(hills, at: u) * frame.height)
        }
        path.lineTo(x: frame.maxX, y: frame.maxY)
        path.close()
        return path
    }
}
