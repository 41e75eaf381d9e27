import MastheadFormat
import MastheadGeometry

/// The CSS of the scroll page: every part an absolutely placed box in a fixed screen, animated by keyframes
/// sampled from the geometry and driven by the page's own scroll (`animation-timeline: scroll(root block)`).
///
/// The page scrolls `to − from` pixels: scrolled `s` pixels it shows offset `from + s`, so frame `n` (offset
/// `from + n × step`) is the keyframe at `n × step / (to − from)`. Between frames the boxes move linearly; a value
/// that holds over several frames is written at the first and the last of them only. Parts the geometry leaves
/// out at a frame keep their last box at opacity 0.
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
        css +=
            "." + partClass + " { position: absolute; box-sizing: border-box; margin: 0; overflow: hidden; "
            + "white-space: nowrap; animation-timing-function: linear; animation-fill-mode: both; "
            + "animation-duration: auto; animation-timeline: scroll(root block); }\n"
        for (index, part) in samples.parts.enumerated() {
            let id = "mh-" + String(index)
            css += "#" + id + " { animation-name: " + id + "; }\n"
            css += keyframes(id, part.samples, step: step, span: span)
        }
        return css
    }

    private static func keyframes(_ id: String, _ samples: [PartSamples.Sample?], step: Double, span: Double) -> String
    {
        // A missing sample shows the nearest earlier box (or the first one) at opacity 0.
        var filled: [PartSamples.Sample] = []
        var last =
            samples.compactMap { $0 }.first
            ?? PartSamples.Sample(frame: Rect(x: 0, y: 0, width: 0, height: 0), opacity: 0)
        for sample in samples {
            if let sample { last = sample }
            filled.append(sample ?? PartSamples.Sample(frame: last.frame, opacity: 0))
        }
        var css = "@keyframes " + id + " {\n"
        for (frame, sample) in filled.enumerated() {
            // Frames are evenly spaced, so a frame on the line through its neighbours (a hold, or a steady move)
            // is what the keyframes either side give it: only the ends of such runs are written.
            if frame > 0, frame < filled.count - 1, onLine(filled[frame - 1], sample, filled[frame + 1]) { continue }
            let at = min(Double(frame) * step / span, 1) * 100
            let box = sample.frame
            css +=
                "  " + NumberFormat.string(at) + "% { left: " + px(box.x) + "; top: " + px(box.y) + "; width: "
                + px(box.width) + "; height: " + px(box.height) + "; opacity: " + NumberFormat.string(sample.opacity)
                + "; }\n"
        }
        return css + "}\n"
    }

    private static func onLine(_ a: PartSamples.Sample, _ b: PartSamples.Sample, _ c: PartSamples.Sample) -> Bool {
        func middle(_ u: Double, _ v: Double, _ w: Double) -> Bool { abs(v - (u + w) / 2) < 1e-7 }
        return middle(a.frame.x, b.frame.x, c.frame.x) && middle(a.frame.y, b.frame.y, c.frame.y)
            && middle(a.frame.width, b.frame.width, c.frame.width)
            && middle(a.frame.height, b.frame.height, c.frame.height) && middle(a.opacity, b.opacity, c.opacity)
    }

    static func px(_ value: Double) -> String { NumberFormat.string(value) + "px" }

    static func number(_ value: Double) -> String { NumberFormat.string(value) }
}
