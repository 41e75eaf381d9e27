/// The first bytes of a PNG: its signature and an IHDR chunk of any size. The CRC is left zero: the size is
/// checked, and refused, before anything reads it.
enum PNGBytes {
    static func header(width: Int, height: Int, chunkLength: Int = 13, chunkType: String = "IHDR") -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian32(chunkLength) + Array(chunkType.utf8)
            + bigEndian32(width) + bigEndian32(height) + [8, 2, 0, 0, 0] + [0, 0, 0, 0]
    }

    static func bigEndian32(_ value: Int) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
}

/// The first bytes of a JPEG: start of image, the segments given, then a baseline frame header (SOF0) of any size.
enum JPEGBytes {
    static func frame(width: Int, height: Int, marker: UInt8 = 0xC0, before: [[UInt8]] = []) -> [UInt8] {
        [0xFF, 0xD8] + before.flatMap { $0 }
            + [0xFF, marker, 0x00, 0x11, 0x08] + bigEndian16(height) + bigEndian16(width)
            + [0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]
    }

    /// A segment with `marker` and `body`, its length counting the two length bytes.
    static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        [0xFF, marker] + bigEndian16(body.count + 2) + body
    }

    static func bigEndian16(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}
