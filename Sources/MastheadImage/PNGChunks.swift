import CGdkPixbuf

/// Checks that a PNG is whole: every chunk is there in full with a matching CRC, up to `IEND`, and its pixel data
/// inflates to the size its header calls for (``PNGPixelData``).
///
/// gdk-pixbuf's loader accepts a PNG cut off anywhere after its header, filling the missing rows with grey, so
/// this walk is what refuses one that was cut short on the way.
enum PNGChunks {
    /// Walks the chunks of `bytes`, which begin with the PNG signature, from the first to `IEND`; bytes after
    /// `IEND` are ignored, as PNG decoders do. `size` is the size in its `IHDR` chunk.
    ///
    /// Throws ``ImageProblem/truncated(_:)`` when the bytes end before `IEND`, ``ImageProblem/unreadable(_:)`` for
    /// a chunk whose type is not four letters or whose length is out of range, or when there is no `IDAT` before
    /// `IEND`, and ``ImageProblem/doesNotDecode(_:)`` for a chunk whose CRC does not match its contents or pixel
    /// data that does not inflate to the image's size.
    static func checkComplete(_ bytes: [UInt8], size: ImageSize) throws(ImageProblem) {
        var offset = SniffedFormat.pngSignature.count
        var pixelData = [UInt8]()
        var sawPixelData = false
        while true {
            guard let length = bytes.bigEndianUInt32(at: offset), offset + 8 <= bytes.count else {
                throw .truncated("the PNG ends after \(bytes.count) bytes, before its IEND chunk")
            }
            let type = Array(bytes[offset + 4..<offset + 8])
            let name = String(decoding: type, as: UTF8.self)
            guard type.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                throw .unreadable("the PNG has a chunk at byte \(offset) whose type is not four letters")
            }
            guard length <= Int(Int32.max) else {
                throw .unreadable("the PNG's \(name) chunk at byte \(offset) claims \(length) bytes")
            }
            let dataEnd = offset + 8 + length
            guard dataEnd + 4 <= bytes.count else {
                throw .truncated("the PNG ends inside its \(name) chunk at byte \(offset), after \(bytes.count) bytes")
            }
            let crc = bytes.withUnsafeBufferPointer { buffer in
                // zlib's CRC-32, the ISO 3309 one that PNG chunks carry, over the chunk's type and data.
                UInt32(crc32(0, buffer.baseAddress! + offset + 4, uInt(dataEnd - offset - 4)))
            }
            guard crc == UInt32(truncatingIfNeeded: bytes.bigEndianUInt32(at: dataEnd) ?? 0) else {
                throw .doesNotDecode(
                    "the PNG's \(name) chunk at byte \(offset) fails its CRC check: its data is corrupt")
            }
            switch name {
            case "IDAT":
                sawPixelData = true
                pixelData += bytes[offset + 8..<dataEnd]
            case "IEND":
                guard sawPixelData else { throw .unreadable("the PNG has no IDAT chunk of pixel data") }
                try PNGPixelData.check(pixelData, header: bytes, size: size)
                return
            default: break
            }
            offset = dataEnd + 4
        }
    }
}
