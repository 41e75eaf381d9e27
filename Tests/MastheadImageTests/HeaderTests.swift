import MastheadImage
import Testing

/// Sizes come from the PNG and JPEG headers alone, every read bounds-checked.
@Suite("Image headers")
struct HeaderTests {
    @Test("a PNG's size is its IHDR's")
    func png() throws {
        #expect(try ImageSize(header: PNGBytes.header(width: 393, height: 852), of: .png).description == "393 × 852")
        #expect(try ImageSize(header: ImageFixture.bytes("split-40x30.png"), of: .png) == .init(width: 40, height: 30))
    }

    @Test(
        "a PNG whose first chunk is not a 13-byte IHDR, or whose side is zero, is unreadable",
        arguments: [
            PNGBytes.header(width: 1, height: 1, chunkType: "IDAT"),
            PNGBytes.header(width: 1, height: 1, chunkLength: 14),
            PNGBytes.header(width: 0, height: 1), PNGBytes.header(width: 1, height: 0),
            PNGBytes.header(width: 1, height: 1, chunkType: "\u{0}\u{1}\u{2}\u{3}"),
        ])
    func badPNG(bytes: [UInt8]) {
        #expect {
            try ImageSize(header: bytes, of: .png)
        } throws: { error in
            guard case .unreadable = error as? ImageProblem else { return false }
            return true
        }
    }

    @Test(
        "a JPEG's size is in its first frame header, after any other segments, whichever SOF it is",
        arguments: [
            0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF,
        ] as [UInt8])
    func jpeg(marker: UInt8) throws {
        let before = [
            JPEGBytes.segment(0xE0, Array("JFIF\0".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0]),
            JPEGBytes.segment(0xDB, [UInt8](repeating: 1, count: 65)), [0xFF, 0xFF],  // fill bytes before a marker
            JPEGBytes.segment(0xC4, [UInt8](repeating: 0, count: 20)),  // DHT: not a frame header
            JPEGBytes.segment(0xCC, [0, 0]),  // DAC: not a frame header
            [0xFF, 0xD0],  // RST0 stands alone
        ]
        let size = try ImageSize(
            header: JPEGBytes.frame(width: 640, height: 480, marker: marker, before: before), of: .jpeg)
        #expect(size == ImageSize(width: 640, height: 480))
        #expect(try ImageSize(header: ImageFixture.bytes("photo-64x48.jpg"), of: .jpeg) == .init(width: 64, height: 48))
    }

    @Test(
        "a JPEG that reaches its image data or its end before a frame header, or breaks a segment, is unreadable",
        arguments: [
            [0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02], [0xFF, 0xD8, 0xFF, 0xD9], [0xFF, 0xD8, 0x00, 0x00],
            [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01], [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x05, 0x08, 0x00, 0x01],
            JPEGBytes.frame(width: 0, height: 1), JPEGBytes.frame(width: 1, height: 0), [0xFF, 0xD8, 0xFF, 0xD8],
        ] as [[UInt8]])
    func badJPEG(bytes: [UInt8]) {
        #expect {
            try ImageSize(header: bytes, of: .jpeg)
        } throws: { error in
            guard case .unreadable = error as? ImageProblem else { return false }
            return true
        }
    }

    @Test("every prefix of a JPEG's header that ends before its size is truncated")
    func truncatedJPEG() throws {
        let jpeg = JPEGBytes.frame(width: 64, height: 48, before: [JPEGBytes.segment(0xE1, [1, 2, 3, 4])])
        // The frame header's width ends 9 bytes after the segment before it: 2 + 8 + 9 bytes in all.
        for length in 2..<19 {
            #expect {
                try ImageSize(header: Array(jpeg.prefix(length)), of: .jpeg)
            } throws: { error in
                guard case .truncated = error as? ImageProblem else { return false }
                return true
            }
        }
        #expect(try ImageSize(header: Array(jpeg.prefix(19)), of: .jpeg) == ImageSize(width: 64, height: 48))
    }

    @Test("a segment length that runs past the end is truncated, whatever it claims")
    func hugeSegment() {
        #expect(
            throws: ImageProblem.truncated("the JPEG ends before its frame header (the segment that gives its size)")
        ) {
            try ImageSize(header: [0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFF, 0x00], of: .jpeg)
        }
    }

    @Test("magic bytes name the format, whatever was declared")
    func sniffing() throws {
        #expect(SniffedFormat(of: try ImageFixture.bytes("split-40x30.png")) == .png)
        #expect(SniffedFormat(of: try ImageFixture.bytes("photo-64x48.jpg")) == .jpeg)
        #expect(SniffedFormat(of: try ImageFixture.bytes("small.gif")) == .gif)
        #expect(SniffedFormat(of: Array("RIFF\0\0\0\0WEBPVP8 ".utf8)) == .webp)
        #expect(SniffedFormat(of: Array("<svg>".utf8)) == .unknown)
        #expect(SniffedFormat(of: []) == .unknown)
        #expect(SniffedFormat(of: [0xFF, 0xD8]) == .unknown)
    }
}
