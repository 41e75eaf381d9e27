import MastheadGeometry
import MastheadHTTP
import MastheadParameters
import MastheadPreview

/// `GET`/`POST /v1/preview.svg`: one frame of the header over sample content, as an accessible SVG.
///
/// Reads the header parameters, the preview options and `crop`: an optional height in points (1 ... 8000) that
/// draws only the screen's top, for a header-sized image. A crop at or beyond the screen height draws it whole.
package struct PreviewEndpoint: ScrubbableEndpoint, PictureEndpoint {
    package let path = "/v1/preview.svg"
    package let parameterNames = ParameterTable.names(in: [.header, .preview, .crop])

    /// The endpoint; it keeps nothing.
    package init() {}

    /// The content type of every SVG answer.
    static let contentType = "image/svg+xml; charset=utf-8"

    package func scene(_ reader: ParameterReader, context: RenderContext) throws(HTTPError) -> any Scene {
        let header = try HeaderRequest(reader)
        let options = try PreviewOptions(reader)
        let crop = try ParameterTable.crop.optionalNumber(reader)
        return PreviewScene(header: header, options: options, crop: crop, context: context)
    }

    package func picture(
        _ reader: ParameterReader, context: RenderContext
    ) throws(HTTPError) -> (job: Job, size: (width: Double, height: Double), scale: Double) {
        guard let scene = try scene(reader, context: context) as? PreviewScene else { preconditionFailure() }
        let viewport = scene.prepared.configuration.viewport
        let height = min(scene.crop ?? viewport.height, viewport.height)
        return (scene.job(offset: scene.offset), (viewport.width, height), viewport.scale)
    }
}

/// One screen's preview, to be drawn at any offset.
struct PreviewScene: Scene {
    let offset: Double
    let options: PreviewOptions
    let crop: Double?
    let context: RenderContext
    /// Every parameter but the offset, canonically.
    let key: CanonicalKey
    let prepared: PreparedLayout
    /// The points of the screen drawn: the crop, or the whole height.
    let visibleHeight: Double

    init(header: HeaderRequest, options: PreviewOptions, crop: Double?, context: RenderContext) {
        offset = header.offset
        self.options = options
        self.crop = crop
        self.context = context
        var key = CanonicalKey(endpoint: "preview")
        key.add(header)
        key.add(options)
        let height = header.configuration.viewport.height
        key.add("crop", crop.map { min($0, height) } ?? height)
        key.settleEntityTag(version: ServiceVersion.current)
        self.key = key
        prepared = PreparedLayout(header.configuration, at: header.offset, base: context.shaper)
        visibleHeight = min(crop ?? height, height)
    }

    func job(offset: Double) -> Job {
        var key = key
        key.add("offset", offset)
        let cost = RenderCost(
            units: CostModel.request + CostModel.frame(options, height: visibleHeight),
            drivers: CostModel.rowDrivers(options),
            picture: CostModel.picture(options, frames: 1, height: visibleHeight))
        return Job(key: key, contentType: PreviewEndpoint.contentType, cost: cost) { [self] in
            let layout = prepared.layout(at: offset)
            return PreviewDocument.bytes(
                layout: layout, configuration: prepared.configuration, options: options, crop: crop,
                context: context)
        }
    }
}
