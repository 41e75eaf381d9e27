import MastheadGeometry
import MastheadHTTP

/// `GET`/`POST /v1/preview.svg`: one frame of the header over sample content, as an accessible SVG.
///
/// Reads the header parameters, the preview options and `crop`: an optional height in points (1 ... 8000) that
/// draws only the screen's top, for a header-sized image. A crop at or beyond the screen height draws it whole.
struct PreviewEndpoint: Endpoint {
    let path = "/v1/preview.svg"
    let parameterNames = HeaderRequest.parameterNames.union(PreviewOptions.parameterNames).union(["crop"])

    /// The content type of every SVG answer.
    static let contentType = "image/svg+xml; charset=utf-8"

    func job(_ reader: ParameterReader, context: RenderContext) throws(HTTPError) -> Job {
        let header = try HeaderRequest(reader)
        let options = try PreviewOptions(reader)
        let crop = try reader.optionalNumber("crop", in: Limits.height)
        var key = CanonicalKey(endpoint: "preview")
        key.add(header)
        key.add(options)
        key.add(
            "crop", crop.map { min($0, header.configuration.viewport.height) } ?? header.configuration.viewport.height)
        return Job(key: key, contentType: Self.contentType) {
            PreviewDocument.render(
                configuration: header.configuration, offset: header.offset, options: options, crop: crop,
                shaper: context.shaper
            ).renderedBytes(capacity: 96 * 1024)
        }
    }
}
