import MastheadFormat
import MastheadGeometry
import MastheadHTTP
import MastheadParameters
import MastheadPreview
import SVGWriter

/// `GET`/`POST /v1/scroll.svg`: the preview animated with SMIL from `from` to `to` and back, looping every
/// `duration` seconds (default 4), with no script, so it plays in a browser tab and in `<img>`.
///
/// Takes the timeline's range (same defaults and limits), the preview's options and `duration`; each frame of the
/// loop is `/v1/preview.svg` at offset `from + n × step`, drawn by the preview's painters with text as glyph
/// outlines (`text` is accepted and has no effect; so is `guides`, which is not drawn).
package struct AnimatedSVGEndpoint: Endpoint {
    package let path = "/v1/scroll.svg"
    package let parameterNames = ParameterTable.names(in: [.header, .preview, .range, .step, .duration])

    /// The endpoint; it keeps nothing.
    package init() {}

    package func job(_ reader: ParameterReader, context: RenderContext) throws(HTTPError) -> Job {
        let header = try HeaderRequest(reader)
        let options = try PreviewOptions.outlined(reader)
        let stepped = try SteppedRange(reader)
        let duration = try ParameterTable.duration.number(reader)
        var key = CanonicalKey(endpoint: "scroll.svg")
        key.add(header)
        key.add(options)
        stepped.add(to: &key)
        key.add("duration", duration)
        let cost = RenderCost(
            units: CostModel.request + CostModel.exportBase + Double(stepped.count) * CostModel.exportFrame
                + CostModel.frame(options, height: header.configuration.viewport.height),
            drivers: [CostModel.stepDriver(step: stepped.step)] + CostModel.rowDrivers(options))
        return Job(key: key, contentType: PreviewEndpoint.contentType, cost: cost) {
            let layouts = stepped.layouts(of: header, context: context)
            return ScrollExports.animatedSVG(
                layouts: layouts, configuration: header.configuration, options: options, duration: duration,
                to: stepped.range.to, context: context)
        }
    }
}
