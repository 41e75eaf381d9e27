import MastheadGeometry
import MastheadHTTP
import MastheadParameters
import MastheadPreview

/// `GET`/`POST /v1/curves.svg`: a chart of every animated property of the style against the offset.
///
/// Reads the header and preview parameters (`offset`, `content`, `rows` and `guides` are accepted but do not change
/// the chart; `text=paths` draws its labels as outlines), `from` (default -60) and `to` (default 1.5 × the
/// style's largest threshold, at least 60). One sample per point of offset, at most 2001, at least 2.
package struct CurvesEndpoint: Endpoint {
    package let path = "/v1/curves.svg"
    package let parameterNames = ParameterTable.names(in: [.header, .preview, .range])

    /// The endpoint; it keeps nothing.
    package init() {}

    package func job(_ reader: ParameterReader, context: RenderContext) throws(HTTPError) -> Job {
        let header = try HeaderRequest(reader)
        let options = try PreviewOptions(reader)
        let thresholds = HeaderLayout.thresholds(configuration: header.configuration, measurer: context.shaper)
        let largest = thresholds.largest ?? 0
        let range = try OffsetRange(
            reader, from: ParameterTable.Defaults.curvesFrom, to: max(60, (largest * 1.5).rounded(.up)))
        let samples = min(Limits.timelineFrames, max(2, Int((range.to - range.from).rounded(.down)) + 1))
        var key = CanonicalKey(endpoint: "curves")
        key.add(header)
        key.add(options)
        key.add("from", range.from)
        key.add("to", range.to)
        let cost = RenderCost(
            units: CostModel.request + Double(samples) * CostModel.curveSample,
            drivers: [RenderCost.Driver(parameter: "to", value: range.to - range.from, power: 1, minimum: 1)])
        return Job(key: key, contentType: PreviewEndpoint.contentType, cost: cost) {
            CurvesDocument.bytes(
                configuration: header.configuration, offsets: range.spread(samples), options: options,
                context: context)
        }
    }
}
