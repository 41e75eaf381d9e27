import MastheadGeometry
import MastheadHTTP

/// `GET`/`POST /v1/geometry`: the geometry document of one header at one offset.
struct GeometryEndpoint: Endpoint {
    let path = "/v1/geometry"
    let parameterNames = HeaderRequest.parameterNames.union(PreviewOptions.parameterNames)

    func job(_ reader: ParameterReader, context: RenderContext) throws(HTTPError) -> Job {
        let header = try HeaderRequest(reader)
        _ = try PreviewOptions(reader)  // accepted (and validated) so one state works for every endpoint
        var key = CanonicalKey(endpoint: "geometry")
        key.add(header)
        return Job(key: key, contentType: "application/json") {
            HeaderLayout.compute(configuration: header.configuration, offset: header.offset, measurer: context.shaper)
                .jsonBytes()
        }
    }
}
