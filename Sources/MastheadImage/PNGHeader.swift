/// Reads a PNG's size from its `IHDR` chunk, which the PNG specification requires to come first.
enum PNGHeader {
    /// The width and height in the `IHDR` chunk of `bytes`, which begin with the PNG signature.
    ///
    /// The chunk must follow the signature, be 13 bytes long, and give a width and a height that are not zero.
    static func size(of bytes: [UInt8]) throws(ImageProblem) -> ImageSize {
        let signature = SniffedFormat.pngSignature.count
        guard let length = bytes.bigEndianUInt32(at: signature), bytes.count >= signature + 8 else {
            throw .truncated("the PNG ends before its first chunk")
        }
        let type = Array(bytes[signature + 4..<signature + 8])
        guard type == Array("IHDR".utf8) else {
            throw .unreadable("the PNG's first chunk is \(chunkName(type)), where the IHDR header must be")
        }
        guard length == 13 else {
            throw .unreadable("the PNG's IHDR chunk is \(length) bytes long; it must be 13")
        }
        // The chunk's data, then its four-byte CRC, which the decoder checks.
        guard let width = bytes.bigEndianUInt32(at: signature + 8),
            let height = bytes.bigEndianUInt32(at: signature + 12),
            bytes.count >= signature + 8 + 13 + 4
        else {
            throw .truncated("the PNG ends inside its IHDR header chunk")
        }
        guard width > 0 else { throw .unreadable("the PNG's IHDR header gives a width of 0 pixels") }
        guard height > 0 else { throw .unreadable("the PNG's IHDR header gives a height of 0 pixels") }
        return ImageSize(width: width, height: height)
    }

    /// A chunk type as text in quotes when it is four ASCII letters, otherwise its bytes in hex.
    private static func chunkName(_ type: [UInt8]) -> String {
        let letters = type.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
        return letters
            ? "\"\(String(decoding: type, as: UTF8.self))\"" : type.map(StrictBase64.hex).joined(separator: " ")
    }
}
