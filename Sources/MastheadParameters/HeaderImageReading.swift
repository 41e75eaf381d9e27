import MastheadGeometry
import MastheadHTTP
import MastheadImage

/// Reads `image`: `sample`, or a `data:` URI of a PNG or JPEG checked by ``ImageCheck`` (type, size, dimensions,
/// that it decodes) before anything draws it. A style that draws no picture refuses it; anything else, a URL
/// among them, is a `400` naming `image` and saying what is wrong. Nothing is ever fetched.
enum HeaderImageReading {
    /// The value that asks for the built-in illustration.
    static let sample = "sample"

    /// The picture the request names, or nil without one.
    static func read(_ reader: ParameterReader, style: HeaderStyle) throws(HTTPError) -> HeaderImage? {
        guard let sent = try ParameterTable.image.strictText(reader, for: style) else { return nil }
        if sent == sample { return .sample }
        guard sent.hasPrefix("data:") else {
            throw HTTPError.badRequest(
                "image must be 'sample' or, in a JSON body, a data:image/png;base64,… or data:image/jpeg;base64,… "
                    + "URI; got '\(ParameterReader.clipped(sent))' (an image is never fetched from a URL)",
                parameter: "image", allowed: [sample])
        }
        let checked: CheckedImage
        do {
            checked = try ImageCheck.check(dataURI: sent)
        } catch {
            throw HTTPError.badRequest(error.detail, parameter: "image")
        }
        let channel = { (value: Double) in UInt8((min(max(value, 0), 1) * 255).rounded()) }
        let grid = checked.grid.cells.map { cell in
            HeaderImage.RGBCell(
                red: channel(cell.red * cell.alpha), green: channel(cell.green * cell.alpha),
                blue: channel(cell.blue * cell.alpha))
        }
        return HeaderImage(
            source: .data, sha256: checked.sha256, mediaType: checked.type.mediaType,
            dataURI: "data:" + checked.type.mediaType + ";base64,"
                + (sent.split(separator: ",", maxSplits: 1).last ?? ""),
            pixelWidth: checked.width, pixelHeight: checked.height, grid: grid, gridColumns: checked.grid.columns,
            gridRows: checked.grid.rows)
    }
}
