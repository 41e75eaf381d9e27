/// An image's width and height in pixels, as its header states them.
public struct ImageSize: Sendable, Hashable, CustomStringConvertible {
    /// Pixels across.
    public var width: Int
    /// Pixels down.
    public var height: Int

    /// A size of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size read from the header of `bytes`, which are of `type`, without decoding any pixels.
    ///
    /// Throws ``ImageProblem/truncated(_:)`` when the bytes end before the size and
    /// ``ImageProblem/unreadable(_:)`` when the header is malformed or gives a side of zero.
    public init(header bytes: [UInt8], of type: ImageType) throws(ImageProblem) {
        switch type {
        case .png: self = try PNGHeader.size(of: bytes)
        case .jpeg: self = try JPEGHeader.size(of: bytes)
        }
    }

    /// `width × height`, for example `40 × 30`.
    public var description: String { "\(width) × \(height)" }
}
