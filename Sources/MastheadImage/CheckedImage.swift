/// An image that passed every check: its type, bytes, size, digest and a coarse grid of its colours.
public struct CheckedImage: Sendable, Hashable {
    /// What the bytes are, which is also what the data: URI declared.
    public let type: ImageType
    /// The decoded bytes, at most ``ImageLimits/maximumDecodedBytes``.
    public let bytes: [UInt8]
    /// Pixels across, 1…``ImageLimits/maximumSide``.
    public let width: Int
    /// Pixels down, 1…``ImageLimits/maximumSide``.
    public let height: Int
    /// The SHA-256 of ``bytes`` in lower-case hex: a cache key and entity tag for the image.
    public let sha256: String
    /// The average colours of the picture in at most ``ImageLimits/gridSide`` × ``ImageLimits/gridSide`` cells,
    /// for reading the contrast of text drawn over it.
    public let grid: ColorGrid

    /// An image from its parts; ``ImageCheck/check(dataURI:)`` makes them.
    public init(type: ImageType, bytes: [UInt8], width: Int, height: Int, sha256: String, grid: ColorGrid) {
        self.type = type
        self.bytes = bytes
        self.width = width
        self.height = height
        self.sha256 = sha256
        self.grid = grid
    }

    /// `width` × `height` pixels.
    public var size: ImageSize { ImageSize(width: width, height: height) }
}
