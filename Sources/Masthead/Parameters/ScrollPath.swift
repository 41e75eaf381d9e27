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
        guard let value = reader.parameters["path"] else { return nil }
        if reader.parameters["offset"] != nil {
            throw HTTPError.badRequest(
                "give either path or offset, not both: a path's last point is the offset", parameter: "path")
        }
        let items: [ParameterSet.Value]
        switch value {
        case .text(let text):
            items = (text ?? "").split(separator: ",", omittingEmptySubsequences: false).map { .text(String($0)) }
        case .json(.string(let text)):
            items = text.split(separator: ",", omittingEmptySubsequences: false).map { .text(String($0)) }
        case .json(.array(let values)):
            items = values.map { .json($0) }
        case .json:
            throw HTTPError.badRequest(
                "path must be a list of numbers, like [0, 400, 340], got \(ParameterReader.shown(value))",
                parameter: "path")
        }
        guard (1...Limits.pathPoints).contains(items.count) else {
            throw HTTPError.badRequest(
                "path takes 1 to \(Limits.pathPoints) numbers, got \(items.count)", parameter: "path")
        }
        var path: [Double] = []
        path.reserveCapacity(items.count)
        for item in items {
            let single = ParameterReader(parameters: .single("path", item))
            guard let number = try single.optionalNumber("path", in: Limits.offset) else {
                throw HTTPError.badRequest("path must hold numbers, not null", parameter: "path")
            }
            path.append(number == 0 ? 0 : number)
        }
        return path
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
