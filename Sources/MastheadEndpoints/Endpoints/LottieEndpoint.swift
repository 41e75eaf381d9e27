import MastheadGeometry
import MastheadHTTP
import MastheadParameters
import MastheadPreview

/// `GET`/`POST /v1/scroll.lottie.json`: the preview over `from` … `to` as a Lottie animation, one frame per `step`
/// points of scroll at ``frameRate`` frames a second.
///
/// Takes the timeline's range (same defaults and limits) and the preview's options; frame `n` is the preview at
/// offset `from + n × step`, drawn by the preview's own painters with text as glyph outlines (`text` is accepted
/// and has no effect), so it looks the same in every player. `guides` are not drawn.
package struct LottieEndpoint: Endpoint {
    package let path = "/v1/scroll.lottie.json"
    package let parameterNames = ParameterTable.names(in: [.header, .preview, .range, .step])

    /// The endpoint; it keeps nothing.
    package init() {}

    /// Lottie's `fr`: frames a second, so that one second of the animation is 60 steps of scroll.
    static let frameRate: Double = 60

    package func job(_ reader: ParameterReader, context: RenderContext) throws(HTTPError) -> Job {
        let header = try HeaderRequest(reader)
        let options = try PreviewOptions.outlined(reader)
        let stepped = try SteppedRange(reader)
        var key = CanonicalKey(endpoint: "lottie")
        key.add(header)
        key.add(options)
        stepped.add(to: &key)
        let cost = RenderCost(
            units: CostModel.request + CostModel.exportBase + Double(stepped.count) * CostModel.exportFrame
                + CostModel.frame(options, height: header.configuration.viewport.height),
            drivers: [CostModel.stepDriver(step: stepped.step)] + CostModel.rowDrivers(options))
        return Job(key: key, contentType: "application/json", cost: cost) {
            let layouts = stepped.layouts(of: header, context: context)
            return ScrollExports.lottie(
                layouts: layouts, configuration: header.configuration, options: options, frameRate: Self.frameRate,
                context: context)
        }
    }
}
