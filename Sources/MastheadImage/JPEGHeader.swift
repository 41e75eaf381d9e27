/// Reads a JPEG's size from its frame header, walking the marker segments from the start of the image.
enum JPEGHeader {
    /// The width and height in the first start-of-frame segment (`SOF0`–`SOF15`, markers `C0`–`CF` other than
    /// `C4` DHT, `C8` JPG and `CC` DAC) of `bytes`, which begin with `FF D8`.
    ///
    /// Every read is bounds-checked; each segment moves the walk forward by its length, so the walk ends. The
    /// image data (`SOS`) or the end of the image (`EOI`) before any frame header is an error, and so is a height
    /// of zero (a height given later by a `DNL` segment is not supported).
    static func size(of bytes: [UInt8]) throws(ImageProblem) -> ImageSize {
        var offset = 2
        let truncated = ImageProblem.truncated(
            "the JPEG ends before its frame header (the segment that gives its size)")
        while true {
            guard offset < bytes.count else { throw truncated }
            guard bytes[offset] == 0xFF else {
                throw .unreadable("byte \(offset) of the JPEG should begin a marker (FF) but is \(hex(bytes[offset]))")
            }
            // A marker may be preceded by any number of FF fill bytes.
            while offset < bytes.count, bytes[offset] == 0xFF { offset += 1 }
            guard offset < bytes.count else { throw truncated }
            let marker = bytes[offset]
            offset += 1
            switch marker {
            case 0x01, 0xD0...0xD7:
                continue  // TEM and RST0–RST7 stand alone, without a length.
            case 0x00, 0xD8:
                throw .unreadable("the JPEG has the marker FF \(hex(marker)) where a segment should begin")
            case 0xD9:
                throw .unreadable("the JPEG ends (EOI) before any frame header gives its size")
            case 0xDA:
                throw .unreadable("the JPEG's image data (SOS) begins before any frame header gives its size")
            default:
                break
            }
            guard let length = bytes.bigEndianUInt16(at: offset) else { throw truncated }
            guard length >= 2 else {
                throw .unreadable("the JPEG segment FF \(hex(marker)) at byte \(offset - 2) has length \(length)")
            }
            if isStartOfFrame(marker) {
                // Length (2), sample precision (1), height (2), width (2), number of components (1), then components.
                guard length >= 8 else {
                    throw .unreadable("the JPEG frame header is \(length) bytes long; it needs at least 8")
                }
                guard let height = bytes.bigEndianUInt16(at: offset + 3),
                    let width = bytes.bigEndianUInt16(at: offset + 5)
                else {
                    throw .truncated("the JPEG ends inside its frame header")
                }
                guard width > 0 else { throw .unreadable("the JPEG frame header gives a width of 0 pixels") }
                guard height > 0 else {
                    throw .unreadable(
                        "the JPEG frame header gives a height of 0 pixels (a height set later by DNL is not supported)")
                }
                return ImageSize(width: width, height: height)
            }
            offset += length
        }
    }

    /// Whether `marker` starts a frame: `C0`–`CF` except `C4` (DHT), `C8` (JPG) and `CC` (DAC).
    static func isStartOfFrame(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
    }

    /// `FF`-style hex for a message.
    private static func hex(_ byte: UInt8) -> String { StrictBase64.hex(byte) }
}
