import MastheadGeometry
import MastheadHTTP
import MastheadParameters
import MastheadPreview

/// `GET`/`POST /v1/filmstrip.svg`: the header at several offsets side by side, each frame labelled.
///
/// Reads the header and preview parameters (`offset` is accepted but the frames' offsets come from
/// ``FilmstripOffsets``), the offsets, and `crop`: each frame's height in points, default 260 (the header and
/// the first rows, so a strip of five stays readable), 1 ... 8000, at most the screen height.
package struct FilmstripEndpoint: PictureEndpoint {
    package let path = "/v1/filmstrip.svg"
    package let parameterNames = ParameterTable.names(in: [.header, .preview, .range, .filmstrip, .crop])

    /// The endpoint; it keeps nothing.
    package init() {}

    package func job(_ reader: ParameterReader, context: RenderContext) throws(HTTPError) -> Job {
        try picture(reader, context: context).job
    }

    /// Five phone frames at scale 3 are wider than a PNG may be: the strip is drawn smaller to fit.
    package var shrinksToFit: Bool { true }

    package func picture(
        _ reader: ParameterReader, context: RenderContext
    ) throws(HTTPError) -> (job: Job, size: (width: Double, height: Double), scale: Double) {
        let header = try HeaderRequest(reader)
        let options = try PreviewOptions(reader)
        let thresholds = HeaderLayout.thresholds(configuration: header.configuration, measurer: context.shaper)
        let offsets = try FilmstripOffsets(reader, thresholds: thresholds).offsets
        let crop = min(
            try ParameterTable.crop.optionalNumber(reader) ?? ParameterTable.Defaults.filmstripCrop,
            header.configuration.viewport.height)
        var key = CanonicalKey(endpoint: "filmstrip")
        key.add(header)
        key.add(options)
        key.add("crop", crop)
        key.add("frames", offsets.count)
        for offset in offsets { key.add("at", offset) }
        let frames = RenderCost.Driver(parameter: "frames", value: Double(offsets.count), power: 1, minimum: 1)
        let perFrame = CostModel.filmstripFrame + CostModel.frame(options, height: crop)
        let cost = RenderCost(
            units: CostModel.request + Double(offsets.count) * perFrame,
            drivers: [frames] + CostModel.rowDrivers(options) + [
                RenderCost.Driver(parameter: "crop", value: crop, power: 1, minimum: 1)
            ],
            picture: CostModel.picture(options, frames: offsets.count, height: crop))
        let job = Job(key: key, contentType: PreviewEndpoint.contentType, cost: cost) {
            FilmstripDocument.bytes(
                configuration: header.configuration, offsets: offsets, options: options, crop: crop,
                context: context)
        }
        let viewport = header.configuration.viewport
        return (job, FilmstripDocument.size(viewport: viewport, frames: offsets.count, crop: crop), viewport.scale)
    }
}
