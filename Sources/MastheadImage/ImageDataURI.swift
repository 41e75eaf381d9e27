/// A `data:` URI that declares a PNG or JPEG in base64, split into its declared type and its base64 text; the
/// text is not decoded yet.
///
/// Accepts `data:image/png;base64,…` and `data:image/jpeg;base64,…`: the scheme, the media type and `base64`
/// without regard to case, and `name=value` parameters between the media type and `;base64`, which are ignored.
public struct ImageDataURI: Sendable, Hashable {
    /// The type the URI declares.
    public let declaredType: ImageType
    /// The base64 text after the comma, as UTF-8 bytes.
    public let base64: [UInt8]

    /// Splits `text` into its declared type and its base64 text.
    ///
    /// Throws, in this order: ``ImageProblem/notADataURI`` for anything that does not begin `data:` (a URL, a
    /// path); ``ImageProblem/notBase64(_:)`` when there is no comma; ``ImageProblem/unsupportedType(_:)`` for
    /// a media type other than PNG and JPEG; ``ImageProblem/notBase64(_:)`` when the last parameter is not
    /// `base64` or a parameter is not `name=value`.
    public init(parsing text: String) throws(ImageProblem) {
        let utf8 = text.utf8
        let scheme = Array("data:".utf8)
        guard utf8.count >= scheme.count, zip(utf8, scheme).allSatisfy({ Self.lowercased($0) == $1 }) else {
            throw .notADataURI
        }
        let afterScheme = utf8.index(utf8.startIndex, offsetBy: scheme.count)
        guard let comma = utf8[afterScheme...].firstIndex(of: UInt8(ascii: ",")) else {
            throw .notBase64("the data: URI has no comma between its media type and its data")
        }
        let header = String(decoding: utf8[afterScheme..<comma], as: UTF8.self)
        let parts = header.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        let mediaType = parts[0].lowercased()
        guard let type = ImageType(mediaType: mediaType) else { throw .unsupportedType(mediaType) }
        guard parts.count >= 2, parts[parts.count - 1].lowercased() == "base64" else {
            throw .notBase64("the data: URI is not marked ;base64 (write data:\(mediaType);base64,…)")
        }
        for parameter in parts[1..<parts.count - 1] where !parameter.contains("=") {
            throw .notBase64("the data: URI has a parameter \"\(parameter)\" that is not name=value")
        }
        declaredType = type
        base64 = Array(utf8[utf8.index(after: comma)...])
    }

    /// The decoded size the base64 text implies, from its length and its trailing `=` alone; exact for text
    /// that decodes, and known before decoding.
    public var impliedDecodedCount: Int {
        StrictBase64.decodedCount(of: base64)
    }

    /// `byte` with ASCII capitals made small.
    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
