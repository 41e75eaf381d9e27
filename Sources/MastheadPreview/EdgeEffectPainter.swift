import MastheadGeometry
import SVGWriter

/// The iOS 26 scroll edge effect (`scrollEdge`), drawn over the content and under the header's items.
///
/// The geometry's stops give the effect's strength down its frame (0 = top, 1 = bottom): how much of the
/// `surface` backing replaces the content there, scaled by `edgeEffect.opacity`. The soft ramp
/// `1 → 0.85 → 0` therefore hides the content fully at the top of the screen and leaves it untouched at the
/// header's bottom, "content fades out toward the top"; the hard ramp is a flat 0.95 band.
///
/// - A positive `blur` adds a blurred copy of the content (`<use>` of the content group, so it is written once)
///   clipped to the frame and shown through a mask built from the same ramp, so the content grows blurrier
///   toward the top. The Gaussian's standard deviation is `blur / 2` (the blur radius spans about two deviations).
/// - The backing is a `surface` rectangle filled with a vertical gradient from the stops.
/// - A hard edge's dividing line is the layout's hairline, drawn by ``HeaderPainter``.
/// - At opacity 0 (content at rest) nothing is drawn.
struct EdgeEffectPainter {
    /// The effect from the geometry.
    let effect: EdgeEffectPart
    /// The id of the content group to blur.
    let contentID: String
    /// Prepended to every id.
    let prefix: String

    /// The effect's definitions and nodes.
    func nodes(palette: ColorPalette) -> [Node] {
        let frame = effect.frame
        guard effect.opacity > 0, frame.width > 0, frame.height > 0 else { return [] }
        let ramp = prefix + "edge-ramp"
        var definitions = [gradient(id: ramp, color: palette.surface)]
        var layers: [Node] = []
        if effect.blur > 0 {
            let deviation = EdgeEffectPainter.deviation(of: effect)
            let (blur, clip, mask, maskRamp) = (
                prefix + "edge-blur", prefix + "edge-clip", prefix + "edge-mask", prefix + "edge-mask-ramp"
            )
            definitions += [
                .blur(id: blur, over: frame, deviation: deviation),
                .clipPath(id: clip, to: frame),
                gradient(id: maskRamp, color: .white),
                Node.mask(
                    id: mask,
                    [
                        .rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height, fill: .url(maskRamp))
                    ]
                )
                .attribute("maskUnits", "userSpaceOnUse")
                .attribute("x", .number(frame.x)).attribute("y", .number(frame.y))
                .attribute("width", .number(frame.width)).attribute("height", .number(frame.height)),
            ]
            layers.append(
                Node.g(clipPath: clip, mask: mask, [Node.use(href: contentID).attribute("filter", .url(blur))]))
        }
        layers.append(
            .rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height, fill: .url(ramp)))
        return [.defs(definitions), Node.g(layers).id(prefix + PartName.edgeEffect.elementID)]
    }

    /// The Gaussian's standard deviation for the effect's blur: the blur radius spans about two deviations.
    static func deviation(of effect: EdgeEffectPart) -> Double { effect.blur / 2 }

    /// A top-to-bottom gradient over the frame in `color`, its stop opacities the ramp times the effect opacity.
    private func gradient(id: String, color: Color) -> Node {
        let frame = effect.frame
        let stops = effect.stops.map { stop in
            Node.stop(
                offset: stop.at, color: color.css, opacity: min(max(stop.opacity * effect.opacity, 0), 1))
        }
        return .linearGradient(id: id, x1: 0, y1: frame.y, x2: 0, y2: frame.maxY, userSpace: true, stops)
    }
}
