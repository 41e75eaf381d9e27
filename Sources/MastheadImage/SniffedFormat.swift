/// What an image's first bytes say it is, whatever its data: URI declared.
public enum SniffedFormat: Sendable, Hashable {
    /// The eight-byte PNG signature `89 50 4E 47 0D 0A 1A 0A`.
    case png
    /// A JPEG start-of-image marker followed by another marker: `FF D8 FF`.
    case jpeg
    /// `GIF8`, the start of `GIF87a` and `GIF89a`.
    case gif
    /// `RIFF`, a length, then `WEBP`.
    case webp
    /// `BM`, a Windows bitmap.
    case bmp
    /// None of the above: a text file, another format, or too few bytes to tell.
    case unknown

    /// The format `bytes` begin with.
    public init(of bytes: [UInt8]) {
        func starts(with prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && bytes[offset..<offset + prefix.count].elementsEqual(prefix)
        }
        if starts(with: Self.pngSignature) {
            self = .png
        } else if starts(with: Self.jpegSignature) {
            self = .jpeg
        } else if starts(with: Array("GIF8".utf8)) {
            self = .gif
        } else if starts(with: Array("RIFF".utf8)) && starts(with: Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if starts(with: Array("BM".utf8)) {
            self = .bmp
        } else {
            self = .unknown
        }
    }

    /// The signature every PNG file starts with.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// What every JPEG file starts with: the start-of-image marker and the first byte of the next marker.
    static let jpegSignature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// The accepted type these bytes are, or `nil` when they are neither a PNG nor a JPEG.
    public var imageType: ImageType? {
        switch self {
        case .png: .png
        case .jpeg: .jpeg
        case .gif, .webp, .bmp, .unknown: nil
        }
    }

    /// How a message names it: `a PNG`, `a GIF`, or `neither a PNG nor a JPEG` for bytes of no known format.
    public var phrase: String {
        switch self {
        case .png: "a PNG"
        case .jpeg: "a JPEG"
        case .gif: "a GIF"
        case .webp: "a WebP"
        case .bmp: "a BMP"
        case .unknown: "neither a PNG nor a JPEG"
        }
    }
}
