import MastheadGeometry
import MastheadHTTP
import MastheadParameters
import MastheadPreview

/// `GET`/`POST /v1/geometry`: the geometry document of one header at one offset.
package struct GeometryEndpoint: ScrubbableEndpoint {
    package let path = "/v1/geometry"
    package let parameterNames = ParameterTable.names(in: [.header, .preview])

    /// The endpoint; it keeps nothing.
    package init() {}

    package func scene(_ reader: ParameterReader, context: RenderContext) throws(HTTPError) -> any Scene {
        let header = try HeaderRequest(reader)
        _ = try PreviewOptions(reader)  // accepted (and validated) so one state works for every endpoint
        return GeometryScene(header: header, context: context)
    }
}

/// One header's geometry, to be computed at any offset.
struct GeometryScene: Scene {
    let offset: Double
    /// Every parameter but the offset, canonically.
    let key: CanonicalKey
    let prepared: PreparedLayout

    init(header: HeaderRequest, context: RenderContext) {
        offset = header.offset
        var key = CanonicalKey(endpoint: "geometry")
        key.add(header)
        key.settleEntityTag(version: ServiceVersion.current)
        self.key = key
        prepared = PreparedLayout(header.configuration, at: header.offset, base: context.shaper)
    }

    /// Every geometry answer costs the same: one layout.
    static let cost = RenderCost(units: CostModel.request + CostModel.geometryFrame)

    func job(offset: Double) -> Job {
        var key = key
        key.add("offset", offset)
        return Job(key: key, contentType: "application/json", cost: GeometryScene.cost) { [prepared] in
            prepared.layout(at: offset).jsonBytes()
        }
    }
}
