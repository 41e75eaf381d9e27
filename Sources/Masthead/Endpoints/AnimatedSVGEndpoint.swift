import MastheadFormat
import MastheadGeometry
import MastheadHTTP
import SVGWriter

/// `GET`/`POST /v1/scroll.svg`: the preview animated with SMIL from `from` to `to` and back, looping every
/// `duration` seconds (default 4), with no script, so it plays in a browser tab and in `<img>`.
///
/// Takes the timeline's range (same defaults and limits), the preview's options and `duration`; each frame of the
/// loop is `/v1/preview.svg` at offset `from + n × step`, drawn by the preview's painters with text as glyph
/// outlines (`text` is accepted and has no effect; so is `guides`, which is not drawn).
struct AnimatedSVGEndpoint: Endpoint {
    let path = "/v1/scroll.svg"
    let parameterNames = ParameterTable.names(in: [.header, .preview, .range, .step, .duration])

    func job(_ reader: ParameterReader, context: RenderContext) throws(HTTPError) -> Job {
        let header = try HeaderRequest(reader)
        var options = try PreviewOptions(reader)
        options.text = .paths
        options.guides = false
        let stepped = try SteppedRange(reader)
        let duration = try ParameterTable.duration.number(reader)
        var key = CanonicalKey(endpoint: "scroll.svg")
        key.add(header)
        key.add(options)
        stepped.add(to: &key)
        key.add("duration", duration)
        return Job(key: key, contentType: PreviewEndpoint.contentType) {
            let configuration = header.configuration
            let prepared = PreparedLayout(configuration, at: stepped.range.from, base: context.shaper)
            let viewport = prepared.configuration.viewport
            var animation = LottieAnimation(width: viewport.width, height: viewport.height, frameRate: 60, name: "")
            var canvas = PreviewCanvas(
                context: context, textMode: .paths, direction: configuration.direction,
                palette: .forAppearance(configuration.appearance))
            var memo = ScreenPartsMemo()
            var frameDefinitions: [[Node]] = []
            var first: HeaderLayout?
            for (index, offset) in stepped.offsets.enumerated() {
                let layout = prepared.layout(at: offset)
                if first == nil { first = layout }
                // A frame whose drawing defines gradients (the edge effect, the collapsible band) is drawn with ids
                // of its own, so that each kept drawing finds its own; the others keep the shared drawings.
                var parts = ScreenParts(layout: layout, options: options, canvas: &canvas, memo: &memo)
                if !parts.frameDefinitions.isEmpty {
                    parts = ScreenParts(
                        layout: layout, options: options, canvas: &canvas, memo: &memo,
                        prefix: "f" + String(index) + "-")
                }
                frameDefinitions.append(parts.frameDefinitions)
                animation.add(parts)
            }
            let tracks = animation.tracksBottomFirst
            // The gradients of the frames whose drawings are kept.
            let starts = Set(tracks.flatMap { $0.segments.map(\.start) })
            var body = SVGStream(capacity: 64 * 1024, depth: 1)
            for frame in starts.sorted() {
                for node in frameDefinitions[frame] { body.write(node) }
            }
            let timeline = SMILTimeline(frames: animation.frames, duration: duration)
            for node in AnimatedScreen.nodes(tracks: tracks, timeline: timeline) { body.write(node) }
            let layout = first ?? prepared.layout(at: stepped.range.from)
            return PreviewDocument.accessibleDocument(
                labels: .preview, width: viewport.width, height: viewport.height,
                title: PreviewCaption.title(layout, titleText: configuration.title) + ", scrolled to "
                    + NumberFormat.string(stepped.range.to) + " and back",
                description: PreviewCaption.description(layout, device: configuration.device),
                definitions: canvas.definitions, body: body)
        }
    }
}
