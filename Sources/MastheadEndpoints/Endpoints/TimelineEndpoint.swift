import MastheadFormat
import MastheadGeometry
import MastheadHTTP
import MastheadParameters
import MastheadPreview

/// `GET`/`POST /v1/timeline`: `{"frames": [geometry…], "thresholds": {…}}` from `from` to `to` by `step`.
///
/// Defaults: `from` 0, `to` 200, `step` 1 (201 frames). At most 2001 frames; `step` must be positive; `to` equal
/// to `from` gives one frame.
package struct TimelineEndpoint: Endpoint {
    package let path = "/v1/timeline"
    package let parameterNames = ParameterTable.names(in: [.header, .preview, .range, .step])

    /// The endpoint; it keeps nothing.
    package init() {}

    package func job(_ reader: ParameterReader, context: RenderContext) throws(HTTPError) -> Job {
        let header = try HeaderRequest(reader)
        _ = try PreviewOptions(reader)
        let stepped = try SteppedRange(reader, allowsSingleOffset: true)
        let (range, step, count) = (stepped.range, stepped.step, stepped.count)
        var key = CanonicalKey(endpoint: "timeline")
        key.add(header)
        stepped.add(to: &key)
        let cost = RenderCost(
            units: CostModel.request + Double(count) * CostModel.geometryFrame,
            drivers: [CostModel.stepDriver(step: step)])
        return Job(key: key, contentType: "application/json", cost: cost) {
            var json = JSONWriter(capacity: 1600 * count)
            json.beginObject()
            json.key("frames")
            json.beginArray()
            // Every frame measures the same texts and has the same bar: work them out once.
            let prepared = PreparedLayout(header.configuration, at: range.from, base: context.shaper)
            for offset in range.stepped(by: step) {
                prepared.layout(at: offset).writeJSON(into: &json)
            }
            json.endArray()
            json.key("thresholds")
            prepared.plan.thresholds.writeJSON(into: &json)
            json.endObject()
            return json.bytes
        }
    }
}
