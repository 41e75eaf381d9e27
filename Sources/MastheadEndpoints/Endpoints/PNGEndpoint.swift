import MastheadHTTP
import MastheadParameters
import MastheadPreview
import MastheadRaster

/// `GET`/`POST /v1/preview.png` and `/v1/filmstrip.png`: the picture of an SVG endpoint, rasterised by librsvg at
/// the device scale (one pixel per point times `scale`), for chat, docs and issue trackers that show no SVG.
///
/// Takes exactly the SVG endpoint's parameters. A picture wider or taller than ``MastheadRaster/PNGRasterizer/maxSide``
/// pixels is refused with a `400` naming `scale`, before anything is drawn, unless its endpoint shrinks it to fit
/// (a filmstrip, whose default five phone frames are wider than that at scale 3).
package struct PNGEndpoint: Endpoint {
    package let path: String
    /// The endpoint whose picture is rasterised.
    let picture: any PictureEndpoint
    package var parameterNames: Set<String> { picture.parameterNames }

    /// The content type of every PNG answer.
    static let contentType = "image/png"

    package init(_ picture: any PictureEndpoint) {
        self.picture = picture
        path = String(picture.path.dropLast(".svg".count)) + ".png"
    }

    package func job(_ reader: ParameterReader, context: RenderContext) throws(HTTPError) -> Job {
        let (svg, size, deviceScale) = try picture.picture(reader, context: context)
        let limit = PNGRasterizer.maxSide
        var scale = deviceScale
        if picture.shrinksToFit {
            scale = min(scale, Double(limit) / size.width, Double(limit) / size.height)
        }
        let width = min(Int((size.width * scale).rounded()), picture.shrinksToFit ? limit : .max)
        let height = min(Int((size.height * scale).rounded()), picture.shrinksToFit ? limit : .max)
        guard width <= limit, height <= limit else {
            throw HTTPError.badRequest(
                "the PNG would be \(width) x \(height) pixels; at most \(limit) a side are drawn: lower scale, "
                    + "width, height or crop", parameter: "scale")
        }
        var key = svg.key
        key.add("format", "png")
        var drivers: [RenderCost.Driver] = []
        if scale == deviceScale {
            drivers.append(
                RenderCost.Driver(parameter: "scale", value: scale, power: 2, minimum: Limits.scale.lowerBound))
        }
        let picture = svg.cost.picture ?? RenderCost.Picture(frames: 1, rowsPerFrame: 0, outlined: false)
        let raster = RenderCost(
            units: CostModel.raster(pixels: max(1, width) * max(1, height), picture: picture), drivers: drivers)
        return Job(key: key, contentType: Self.contentType, cost: svg.cost.adding(raster)) {
            () throws(HTTPError) -> [UInt8] in
            do {
                return try PNGRasterizer.png(svg: try svg.render(), width: max(1, width), height: max(1, height))
            } catch {
                throw HTTPError(status: 500, detail: "the picture could not be rasterised: \(error)")
            }
        }
    }
}

/// An SVG endpoint whose picture can also be had as a PNG (``PNGEndpoint``).
package protocol PictureEndpoint: Endpoint {
    /// The SVG job for the request, the picture's size in points, and the pixels per point to rasterise it at.
    func picture(
        _ reader: ParameterReader, context: RenderContext
    ) throws(HTTPError) -> (job: Job, size: (width: Double, height: Double), scale: Double)
    /// Whether a picture too large at the device scale is drawn smaller to fit, rather than refused.
    var shrinksToFit: Bool { get }
}

extension PictureEndpoint {
    package var shrinksToFit: Bool { false }
}
