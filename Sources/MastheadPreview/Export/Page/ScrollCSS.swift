import MastheadFormat
import MastheadGeometry

/// The CSS of the scroll page: every part an absolutely placed box in a fixed screen, animated by keyframes
/// sampled from the geometry and driven by the page's own scroll (`animation-timeline: scroll(root block)`).
///
/// The page scrolls `to − from` pixels: scrolled `s` pixels it shows offset `from + s`, so frame `n` (offset
/// `from + n × step`) is the keyframe at `n × step / (to − from)`. Between frames the boxes move linearly; a value
/// that holds over several frames is written at the first and the last of them only. Parts the geometry leaves
/// out at a frame keep their last box at opacity 0. A part the preview cuts is cut by an animated
/// `clip-path: inset(…)` (its cut rectangle relative to its box); a Material bar's container has its colour as an
/// animated `background-color`, and a part whose ink changes colour an animated `color` (its drawings paint in
/// `currentColor`).
enum ScrollCSS {
    /// The class of every animated box.
    static let partClass = "mh-part"

    /// The style sheet for `samples`, taken every `step` points over `span` points of scroll.
    static func css(
        samples: PartSamples, step: Double, span: Double, screen: (width: Double, height: Double),
        palette: ColorPalette, title: String
    ) -> String {
        var css = "/* Masthead: the header driven by the page's scroll, one keyframe per frame of the geometry. */\n"
        css += ":root { --mh-title: " + PageEscaping.cssString(title) + "; }\n"
        css += "html, body { margin: 0; padding: 0; }\n"
        css += "body { height: calc(100vh + " + px(span) + "); background: " + palette.surface.css + "; }\n"
        css +=
            ".mh-screen { position: fixed; left: 0; top: 0; width: " + px(screen.width) + "; height: "
            + px(screen.height) + "; overflow: hidden; background: " + palette.surface.css + "; }\n"
        css += ".mh-status-bar { position: absolute; left: 0; top: 0; line-height: 0; }\n"
        // Each line is placed at the layout's start side, as the preview places it, whichever way the line itself
        // reads (`unicode-bidi: plaintext` would otherwise align a right-to-left line to the right in a
        // left-to-right page).
        css +=
            "." + partClass + " { position: absolute; box-sizing: border-box; margin: 0; overflow: hidden; "
            + "white-space: nowrap; text-align: left; animation-timing-function: linear; animation-fill-mode: both; "
            + "animation-duration: auto; animation-timeline: scroll(root block); }\n"
        css += "[dir=\"rtl\"] ." + partClass + " { text-align: right; }\n"
        // A block of its own inside the large title's box: it takes the line's own direction too (`unicode-bidi`
        // is not inherited).
        css +=
            "." + scaledClass + " { display: block; unicode-bidi: plaintext; animation-timing-function: linear; "
            + "animation-fill-mode: both; animation-duration: auto; animation-timeline: scroll(root block); }\n"
        css +=
            "." + layerClass + " { position: absolute; inset: 0; animation-timing-function: linear; "
            + "animation-fill-mode: both; animation-duration: auto; animation-timeline: scroll(root block); }\n"
        for (index, part) in samples.parts.enumerated() {
            let id = "mh-" + String(index)
            let fades = fadesItsLayers.contains(part.name)
            // A scaled part (a large title) grows past its box: it is cut by its clip alone.
            let scaled = part.samples.contains(where: { $0?.scale.map { abs($0.factor - 1) > 1e-9 } ?? false })
            css += "#" + id + " { animation-name: " + id + ";" + (scaled ? " overflow: visible;" : "") + " }\n"
            css += keyframes(id, part.samples, step: step, span: span, opacity: !fades, signed: scaled)
            if fades {
                css += "#" + id + " > ." + layerClass + " { animation-name: " + id + "-fade; }\n"
                css += fadeKeyframes(id + "-fade", part.samples, step: step, span: span)
            }
            if scaled {
                css += "#" + id + " > ." + scaledClass + " { animation-name: " + id + "-scale; }\n"
                css += scaleKeyframes(id + "-scale", part.samples, step: step, span: span)
            }
        }
        return css
    }

    /// The class of the inner box that carries a large title's pull-down scale, so that the part's own box stays
    /// the geometry's frame.
    static let scaledClass = "mh-scaled"

    /// The class of a part's layers, boxes as large as the part that carry its opacity where the part cannot.
    static let layerClass = "mh-layer"

    /// The parts whose opacity is animated on their layers rather than on themselves: the edge effect, whose blur
    /// looks through the part at what lies behind it (an element whose opacity changes would show it nothing).
    static let fadesItsLayers: Set<PartName> = [.edgeEffect]

    /// A part's opacity alone, as keyframes of its layers (only the ends of a steady run written, as for the box).
    private static func fadeKeyframes(
        _ id: String, _ samples: [PartSamples.Sample?], step: Double, span: Double
    ) -> String {
        let opacities = filled(samples).map(\.opacity)
        var css = "@keyframes " + id + " {\n"
        for (frame, opacity) in opacities.enumerated() {
            if frame > 0, frame < opacities.count - 1, midway(opacities[frame - 1], opacity, opacities[frame + 1]) {
                continue
            }
            let at = min(Double(frame) * step / span, 1) * 100
            css += "  " + NumberFormat.string(at) + "% { opacity: " + NumberFormat.string(opacity) + "; }\n"
        }
        return css + "}\n"
    }

    /// Every frame's sample: a missing one is the nearest earlier box (or the first one) at opacity 0.
    private static func filled(_ samples: [PartSamples.Sample?]) -> [PartSamples.Sample] {
        var filled: [PartSamples.Sample] = []
        var last =
            samples.compactMap { $0 }.first
            ?? PartSamples.Sample(frame: Rect(x: 0, y: 0, width: 0, height: 0), opacity: 0)
        for sample in samples {
            if let sample { last = sample }
            var hidden = last
            hidden.opacity = 0
            filled.append(sample ?? hidden)
        }
        return filled
    }

    /// The pull-down scale about the anchor, as `transform` keyframes of the inner box (every frame written).
    private static func scaleKeyframes(
        _ id: String, _ samples: [PartSamples.Sample?], step: Double, span: Double
    ) -> String {
        var css = "@keyframes " + id + " {\n"
        var last: PartSamples.Sample?
        for (frame, sample) in samples.enumerated() {
            guard let sample = sample ?? last, let scale = sample.scale else { continue }
            last = sample
            let at = min(Double(frame) * step / span, 1) * 100
            css +=
                "  " + NumberFormat.string(at) + "% { transform-origin: " + px(scale.anchor.x - sample.frame.x) + " "
                + px(scale.anchor.y - sample.frame.y) + "; transform: scale(" + NumberFormat.string(scale.factor)
                + "); }\n"
        }
        return css + "}\n"
    }

    /// The part's box, and its opacity unless `opacity` is false (a part that fades its layers instead); with
    /// `signed`, a clip wider than the box is written as negative insets, for a part drawn past its box.
    private static func keyframes(
        _ id: String, _ samples: [PartSamples.Sample?], step: Double, span: Double, opacity: Bool, signed: Bool = false
    ) -> String {
        let filled = filled(samples)
        var css = "@keyframes " + id + " {\n"
        for (frame, sample) in filled.enumerated() {
            // Frames are evenly spaced, so a frame on the line through its neighbours (a hold, or a steady move)
            // is what the keyframes either side give it: only the ends of such runs are written.
            if frame > 0, frame < filled.count - 1, onLine(filled[frame - 1], sample, filled[frame + 1], signed: signed)
            {
                continue
            }
            let at = min(Double(frame) * step / span, 1) * 100
            let box = sample.frame
            css +=
                "  " + NumberFormat.string(at) + "% { left: " + px(box.x) + "; top: " + px(box.y) + "; width: "
                + px(box.width) + "; height: " + px(box.height) + ";"
            if opacity { css += " opacity: " + NumberFormat.string(sample.opacity) + ";" }
            if let clip = sample.clip { css += " clip-path: " + inset(box, to: clip, signed: signed) + ";" }
            if let color = sample.background { css += " background-color: " + color.css + ";" }
            if let color = sample.foreground { css += " color: " + color.css + ";" }
            css += " }\n"
        }
        return css + "}\n"
    }

    /// `inset(top right bottom left)` that cuts `box` to `clip`; a box wholly outside `clip` is cut to nothing
    /// (opposite insets that add up to more than the box are scaled to meet, CSS Masking 1, `inset()`).
    static func inset(_ box: Rect, to clip: Rect, signed: Bool = false) -> String {
        let insets = self.insets(box, to: clip, signed: signed)
        return "inset(" + px(insets.top) + " " + px(insets.right) + " " + px(insets.bottom) + " " + px(insets.left)
            + ")"
    }

    /// How far each edge of `box` moves in to meet `clip` (0 where `clip` reaches past it, or with `signed` that
    /// far out, negative).
    private static func insets(_ box: Rect, to clip: Rect, signed: Bool = false) -> (
        top: Double, right: Double, bottom: Double, left: Double
    ) {
        let floor = signed ? -Double.infinity : 0
        return (
            max(floor, clip.y - box.y), max(floor, box.maxX - clip.maxX), max(floor, box.maxY - clip.maxY),
            max(floor, clip.x - box.x)
        )
    }

    private static func onLine(
        _ a: PartSamples.Sample, _ b: PartSamples.Sample, _ c: PartSamples.Sample, signed: Bool
    ) -> Bool {
        func middle(_ u: Double, _ v: Double, _ w: Double) -> Bool { midway(u, v, w) }
        func middle(_ u: Rect?, _ v: Rect?, _ w: Rect?) -> Bool {
            guard let u, let v, let w else { return u == nil && v == nil && w == nil }
            return middle(u.x, v.x, w.x) && middle(u.y, v.y, w.y) && middle(u.width, v.width, w.width)
                && middle(u.height, v.height, w.height)
        }
        // A colour is interpolated too, but in 8-bit steps: a run is written whole unless it holds one colour.
        return middle(a.frame, b.frame, c.frame) && middle(a.opacity, b.opacity, c.opacity)
            && middle(clipInsets(a, signed), clipInsets(b, signed), clipInsets(c, signed))
            && a.background == b.background
            && b.background == c.background && a.foreground == b.foreground && b.foreground == c.foreground
    }

    /// Whether `v` is halfway between `u` and `w`: evenly spaced frames with such values are a steady run.
    private static func midway(_ u: Double, _ v: Double, _ w: Double) -> Bool { abs(v - (u + w) / 2) < 1e-7 }

    /// The insets of a sample's cut as a rectangle of (top, left, right, bottom), to test runs for a steady move.
    private static func clipInsets(_ sample: PartSamples.Sample, _ signed: Bool) -> Rect? {
        sample.clip.map { clip in
            let insets = insets(sample.frame, to: clip, signed: signed)
            return Rect(x: insets.top, y: insets.left, width: insets.right, height: insets.bottom)
        }
    }

    static func px(_ value: Double) -> String { NumberFormat.string(value) + "px" }

    static func number(_ value: Double) -> String { NumberFormat.string(value) }
}
