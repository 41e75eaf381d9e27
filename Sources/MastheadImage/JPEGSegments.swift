/// Checks that a JPEG is whole: its segments and scans run on to the end-of-image marker `FF D9`.
///
/// gdk-pixbuf's loader (through libjpeg, which only warns of a premature end) accepts a JPEG cut off inside its
/// image data, filling the missing blocks with grey, so this walk is what refuses one that was cut short.
enum JPEGSegments {
    /// Walks the segments of `bytes`, which begin with `FF D8`, through each scan's entropy-coded data (where
    /// `FF 00` is a stuffed byte and `FF D0`–`FF D7` restart markers), to `EOI`; bytes after `EOI` are ignored, as
    /// JPEG decoders do.
    ///
    /// Throws ``ImageProblem/truncated(_:)`` when the bytes end before `EOI`, and ``ImageProblem/unreadable(_:)``
    /// where a marker should begin and does not, or a segment's length is below 2.
    static func checkComplete(_ bytes: [UInt8]) throws(ImageProblem) {
        let truncated = ImageProblem.truncated(
            "the JPEG ends after \(bytes.count) bytes, before its end-of-image marker (FF D9)")
        var offset = 2
        while true {
            guard offset < bytes.count else { throw truncated }
            guard bytes[offset] == 0xFF else {
                throw .unreadable(
                    "byte \(offset) of the JPEG should begin a marker (FF) but is \(StrictBase64.hex(bytes[offset]))")
            }
            while offset < bytes.count, bytes[offset] == 0xFF { offset += 1 }
            guard offset < bytes.count else { throw truncated }
            let marker = bytes[offset]
            offset += 1
            switch marker {
            case 0xD9:
                return
            case 0x01, 0xD0...0xD7:
                continue
            default:
                break
            }
            guard let length = bytes.bigEndianUInt16(at: offset) else { throw truncated }
            guard length >= 2 else {
                throw .unreadable(
                    "the JPEG segment FF \(StrictBase64.hex(marker)) at byte \(offset - 2) has length \(length)")
            }
            offset += length
            if marker == 0xDA {
                offset = try endOfScan(bytes, from: offset, truncated: truncated)
            }
        }
    }

    /// Where the entropy-coded data that starts at `offset` ends: the `FF` of the first marker that is not a
    /// stuffed byte or a restart.
    private static func endOfScan(_ bytes: [UInt8], from offset: Int, truncated: ImageProblem) throws(ImageProblem)
        -> Int
    {
        var index = offset
        while index + 1 < bytes.count {
            if bytes[index] == 0xFF {
                switch bytes[index + 1] {
                case 0x00, 0xD0...0xD7:
                    index += 2
                    continue
                case 0xFF:
                    index += 1  // a fill byte; the marker begins at the next FF
                    continue
                default:
                    return index
                }
            }
            index += 1
        }
        throw truncated
    }
}
