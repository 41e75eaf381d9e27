/// Checks an untrusted `image` parameter before anything draws it.
public enum ImageCheck {
    /// The image a `data:` URI carries, once it has passed every check; the first check that fails throws.
    ///
    /// In order, so that the cheap checks refuse bad input before the costly ones run:
    /// 1. the scheme is `data:` (nothing is fetched from a URL) — ``ImageProblem/notADataURI``;
    /// 2. the media type is `image/png` or `image/jpeg` — ``ImageProblem/unsupportedType(_:)``, and the URI is
    ///    marked `;base64` — ``ImageProblem/notBase64(_:)``;
    /// 3. the length of the base64 implies at most ``ImageLimits/maximumDecodedBytes``, checked before decoding
    ///    it — ``ImageProblem/tooLarge(bytes:)``;
    /// 4. the base64 is strict — ``ImageProblem/notBase64(_:)``, and holds bytes — ``ImageProblem/empty``;
    /// 5. the bytes begin with the declared type's signature — ``ImageProblem/typeMismatch(declared:actual:)``;
    /// 6. the header gives a size — ``ImageProblem/truncated(_:)``, ``ImageProblem/unreadable(_:)`` — of at most
    ///    ``ImageLimits/maximumSide`` each way — ``ImageProblem/tooManyPixels(width:height:)``;
    /// 7. the image is whole — ``ImageProblem/truncated(_:)``, ``ImageProblem/doesNotDecode(_:)``: every PNG chunk
    ///    is there up to `IEND` with a matching CRC and the pixel data inflates to the size the header calls for
    ///    (``PNGChunks``), or a JPEG's segments and scans run on to its end-of-image marker (``JPEGSegments``),
    ///    because gdk-pixbuf itself accepts an image cut off in its pixel data and fills the rest with grey;
    /// 8. gdk-pixbuf decodes it — ``ImageProblem/doesNotDecode(_:)``;
    /// then the grid of its colours and the SHA-256 of its bytes.
    public static func check(dataURI: String) throws(ImageProblem) -> CheckedImage {
        let uri = try ImageDataURI(parsing: dataURI)
        let implied = uri.impliedDecodedCount
        guard implied <= ImageLimits.maximumDecodedBytes else { throw .tooLarge(bytes: implied) }
        let bytes = try StrictBase64.decode(uri.base64)
        guard !bytes.isEmpty else { throw .empty }
        guard bytes.count <= ImageLimits.maximumDecodedBytes else { throw .tooLarge(bytes: bytes.count) }

        let sniffed = SniffedFormat(of: bytes)
        guard sniffed.imageType == uri.declaredType else {
            if sniffed == .unknown, isTruncatedSignature(bytes, of: uri.declaredType) {
                throw .truncated("the bytes end inside the \(uri.declaredType.name) signature")
            }
            throw .typeMismatch(declared: uri.declaredType, actual: sniffed)
        }
        let size = try ImageSize(header: bytes, of: uri.declaredType)
        guard size.width <= ImageLimits.maximumSide, size.height <= ImageLimits.maximumSide else {
            throw .tooManyPixels(width: size.width, height: size.height)
        }
        switch uri.declaredType {
        case .png: try PNGChunks.checkComplete(bytes, size: size)
        case .jpeg: try JPEGSegments.checkComplete(bytes)
        }
        let grid = try PixbufDecoder.grid(decoding: bytes, as: uri.declaredType, expected: size)
        return CheckedImage(
            type: uri.declaredType, bytes: bytes, width: size.width, height: size.height, sha256: SHA256.hex(bytes),
            grid: grid)
    }

    /// Whether `bytes` are a proper beginning of `type`'s signature: an image cut off in its first bytes.
    private static func isTruncatedSignature(_ bytes: [UInt8], of type: ImageType) -> Bool {
        let signature = type == .png ? SniffedFormat.pngSignature : SniffedFormat.jpegSignature
        return bytes.count < signature.count && signature.starts(with: bytes)
    }
}
