/// The picture behind an image header's expanded part (`image`): the illustration Masthead draws itself, or a
/// checked PNG or JPEG a request sent.
///
/// Two images are the same when their sources and bytes' SHA-256 are: the configuration is hashed for every
/// cache lookup, and hashing a megabyte of pixels there would cost more than the answer.
public struct HeaderImage: Sendable, Hashable {
    /// Where the picture comes from.
    public enum Source: String, Sendable, Hashable, CaseIterable {
        /// The built-in illustration (`image=sample`), drawn as vector shapes in the scheme's colours.
        case sample
        /// A `data:` URI of a JSON body, checked before anything drew it.
        case data
    }

    /// Where the picture comes from.
    public let source: Source
    /// The lower-case hex SHA-256 of the decoded bytes; nil for the sample.
    public let sha256: String?
    /// `image/png` or `image/jpeg`; nil for the sample.
    public let mediaType: String?
    /// The picture as a `data:` URI of its media type and its base64 as sent, which every output embeds as it is
    /// (checked strict base64: no character of it needs escaping in SVG, HTML, CSS or JSON); nil for the sample.
    public let dataURI: String?
    /// The picture's size in pixels; the sample's aspect is that of the frame it covers, so nil.
    public let pixelWidth: Int?
    public let pixelHeight: Int?
    /// The picture's colours on a coarse grid, row by row from the top left, each `(red, green, blue)` in 0 … 255
    /// (composited over black where the picture is transparent); what the audit reads text against. Empty for the
    /// sample, whose colours the preview knows exactly.
    public let grid: [RGBCell]
    /// The grid's columns and rows.
    public let gridColumns: Int
    public let gridRows: Int

    /// The built-in illustration.
    public static let sample = HeaderImage(
        source: .sample, sha256: nil, mediaType: nil, dataURI: nil, pixelWidth: nil, pixelHeight: nil, grid: [],
        gridColumns: 0, gridRows: 0)

    /// A picture a request sent, already checked.
    public init(
        source: Source, sha256: String?, mediaType: String?, dataURI: String?, pixelWidth: Int?, pixelHeight: Int?,
        grid: [RGBCell], gridColumns: Int, gridRows: Int
    ) {
        self.source = source
        self.sha256 = sha256
        self.mediaType = mediaType
        self.dataURI = dataURI
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.grid = grid
        self.gridColumns = gridColumns
        self.gridRows = gridRows
    }

    public static func == (lhs: HeaderImage, rhs: HeaderImage) -> Bool {
        lhs.source == rhs.source && lhs.sha256 == rhs.sha256
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(sha256)
    }

    /// One cell of ``grid``.
    public struct RGBCell: Sendable, Hashable {
        public let red: UInt8
        public let green: UInt8
        public let blue: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }
}
