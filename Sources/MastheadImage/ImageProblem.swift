/// Why a request's `image` was refused: each case says exactly what is wrong, in ``detail`` a sentence a designer
/// can act on. A service answers any of them with 400 naming the parameter ``parameter``.
public enum ImageProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The value is not a `data:` URI: a URL (`http:`, `https:`, `file:`), a path, or other text. Nothing is
    /// ever fetched from a URL.
    case notADataURI
    /// The data: URI declares a media type other than `image/png` and `image/jpeg`, for example `image/gif`,
    /// `image/svg+xml` or `text/plain`; the empty string when it declares none. Lowercased.
    case unsupportedType(String)
    /// The data is not strict base64: not marked `;base64`, a character outside the alphabet (a space, a line
    /// break), misplaced `=` padding, or a length that is not a multiple of four. The text says which and where.
    case notBase64(String)
    /// The decoded image would be this many bytes, over ``ImageLimits/maximumDecodedBytes``.
    case tooLarge(bytes: Int)
    /// The data: URI holds no bytes at all.
    case empty
    /// The bytes are not the type the data: URI declared: a JPEG declared as `image/png`, a GIF, a text file.
    case typeMismatch(declared: ImageType, actual: SniffedFormat)
    /// The bytes end before the header that gives the image's size; the text says where.
    case truncated(String)
    /// The header that gives the image's size is malformed: the PNG's first chunk is not `IHDR`, a JPEG segment
    /// is out of place, a side is zero. The text says what.
    case unreadable(String)
    /// The header claims more than ``ImageLimits/maximumSide`` pixels across or down.
    case tooManyPixels(width: Int, height: Int)
    /// The header was sound but the image does not decode: corrupt or cut-short pixel data. The text is the
    /// decoder's own message.
    case doesNotDecode(String)

    /// The request parameter the problem is about: always `image`.
    public var parameter: String { "image" }

    /// One sentence saying what is wrong and what is accepted, for example
    /// `image is 104857600 bytes decoded; the limit is 1048576 (1 MiB)`.
    public var detail: String {
        switch self {
        case .notADataURI:
            "image must be a data: URI of a PNG or JPEG (data:image/png;base64,… or data:image/jpeg;base64,…); "
                + "URLs and file paths are not accepted and nothing is fetched"
        case .unsupportedType(""):
            "image is a data: URI without a media type; only image/png and image/jpeg are accepted"
        case .unsupportedType("image/jpg"):
            "image has media type image/jpg, which is not a registered type; use image/jpeg"
        case .unsupportedType(let mediaType):
            "image has media type \(mediaType); only image/png and image/jpeg are accepted"
        case .notBase64(let reason):
            "image is not valid base64: \(reason)"
        case .tooLarge(let bytes):
            "image is \(bytes) bytes decoded; the limit is \(ImageLimits.maximumDecodedBytes) (1 MiB)"
        case .empty:
            "image is empty: the data: URI holds no bytes"
        case .typeMismatch(let declared, let actual):
            "image is declared \(declared.mediaType) but the bytes are \(actual.phrase)"
                + (actual == .unknown || actual.imageType != nil ? "" : ", which is not supported; use PNG or JPEG")
        case .truncated(let reason):
            "image is cut short: \(reason)"
        case .unreadable(let reason):
            "image has a malformed header: \(reason)"
        case .tooManyPixels(let width, let height):
            "image claims \(width) × \(height) pixels; the limit is \(ImageLimits.maximumSide) × "
                + "\(ImageLimits.maximumSide)"
        case .doesNotDecode(let reason):
            "image does not decode: \(reason)"
        }
    }

    /// The same as ``detail``.
    public var description: String { detail }
}
