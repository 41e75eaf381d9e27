/// Why an SVG document could not be turned into PNG bytes.
///
/// The size cases are the caller's to fix and name the side that is out of range, so a service can answer
/// 400 naming its own parameter. The others come from librsvg or cairo and carry their message verbatim.
public enum RasterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The requested width in pixels is below 1 or above ``PNGRasterizer/maxSide``.
    case widthOutOfRange(Int)
    /// The requested height in pixels is below 1 or above ``PNGRasterizer/maxSide``.
    case heightOutOfRange(Int)
    /// librsvg could not parse the bytes as an SVG document (not XML, not SVG, truncated, or empty); the
    /// message is librsvg's own, for example `Error domain 1 code 4 on line 1 column 1 of data: …`.
    case invalidSVG(String)
    /// The document parsed but librsvg stopped while drawing it, for example at its limit on nested
    /// references; the message is librsvg's own.
    case renderFailed(String)
    /// A cairo call failed: the image surface could not be allocated or the PNG could not be encoded.
    /// `function` is the cairo function, `status` what `cairo_status_to_string` says, e.g. `out of memory`.
    case cairo(function: String, status: String)

    /// `width` or `height` for the size cases, the parameter a caller passed wrong; `nil` for the others.
    public var parameter: String? {
        switch self {
        case .widthOutOfRange: "width"
        case .heightOutOfRange: "height"
        case .invalidSVG, .renderFailed, .cairo: nil
        }
    }

    /// A one-line message: `invalid SVG: …`, `width must be 1 to 4096 pixels, got 4097`, and so on.
    public var description: String {
        switch self {
        case .widthOutOfRange(let pixels):
            "width must be 1 to \(PNGRasterizer.maxSide) pixels, got \(pixels)"
        case .heightOutOfRange(let pixels):
            "height must be 1 to \(PNGRasterizer.maxSide) pixels, got \(pixels)"
        case .invalidSVG(let message):
            "invalid SVG: \(message)"
        case .renderFailed(let message):
            "SVG could not be rendered: \(message)"
        case .cairo(let function, let status):
            "\(function) failed: \(status)"
        }
    }
}
