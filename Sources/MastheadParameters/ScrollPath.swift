import MastheadFormat
import MastheadHTTP

/// The `path` parameter: the offsets a scroll passed through, oldest first, the last being the offset laid out.
///
/// Query `0,400,340`; JSON an array of numbers or the same comma text. 1 to ``Limits/pathPoints`` finite numbers
/// within ``Limits/offset``; anything else (`nan`, an empty item, too many points, `path` together with
/// `offset`) is a 400 naming `path`. The count is checked before any number is read, so a huge list costs one
/// split.
enum ScrollPath {
    /// The path sent, or nil when absent.
    static func read(_ reader: ParameterReader) throws(HTTPError) -> [Double]? {
        guard reader.parameters["path"] != nil else { return nil }
        if reader.parameters["offset"] != nil {
            throw HTTPError.badRequest(
                "give either path or offset, not both: a path's last point is the offset", parameter: "path")
        }
        return try ParameterTable.path.offsets(reader, example: "[0, 400, 340]")
    }

    /// The path as the canonical key writes it: the numbers through the shared formatter between commas; nil
    /// for no path.
    static func canonical(_ path: [Double]) -> String? {
        guard !path.isEmpty else { return nil }
        var text = ""
        for (index, point) in path.enumerated() {
            if index > 0 { text += "," }
            NumberFormat.append(point, to: &text)
        }
        return text
    }
}
