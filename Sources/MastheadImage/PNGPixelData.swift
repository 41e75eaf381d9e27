import CGdkPixbuf

/// Checks a PNG's compressed pixel data: the `IDAT` chunks together inflate, with a matching Adler-32 checksum, to
/// exactly as many bytes as the `IHDR` header's size, colour type, bit depth and interlacing call for.
///
/// libpng, under gdk-pixbuf, treats a corrupt stream as a warning and decodes what it can, so this is what refuses a
/// PNG whose chunks are whole but whose pixels are not.
enum PNGPixelData {
    /// Checks `compressed`, the data of every `IDAT` chunk in order, against the `IHDR` chunk in `bytes`.
    ///
    /// Throws ``ImageProblem/unreadable(_:)`` for a colour type and bit depth that PNG does not allow, and
    /// ``ImageProblem/doesNotDecode(_:)`` when the stream is corrupt, ends early, or inflates to the wrong size.
    static func check(_ compressed: [UInt8], header bytes: [UInt8], size: ImageSize) throws(ImageProblem) {
        // IHDR's data is at byte 16: width, height, then bit depth (24), colour type (25) and interlacing (28).
        let depth = Int(bytes[24])
        let colorType = Int(bytes[25])
        let interlaced = bytes[28] == 1
        guard let samples = samplesPerPixel(colorType: colorType, depth: depth) else {
            throw .unreadable(
                "the PNG's IHDR gives colour type \(colorType) with bit depth \(depth), which PNG does not allow")
        }
        let expected = rawSize(size, bitsPerPixel: samples * depth, interlaced: interlaced)
        let found = compressed.withUnsafeBufferPointer { buffer in
            masthead_inflated_size(buffer.baseAddress, buffer.count, Int64(expected))
        }
        switch found {
        case Int64(expected):
            return
        case Int64(MASTHEAD_INFLATE_CORRUPT):
            throw .doesNotDecode("the PNG's compressed pixel data is corrupt")
        case Int64(MASTHEAD_INFLATE_ENDS_EARLY):
            throw .doesNotDecode("the PNG's compressed pixel data stops before its end")
        case Int64(MASTHEAD_INFLATE_FAILED):
            throw .doesNotDecode("the PNG's pixel data could not be inflated (out of memory)")
        default:
            let amount = found > Int64(expected) ? "more" : "fewer"
            throw .doesNotDecode(
                "the PNG's pixel data inflates to \(amount) bytes than its \(size) header calls for (\(expected))")
        }
    }

    /// Samples per pixel for a colour type, or `nil` when the bit depth is not one PNG allows with it.
    private static func samplesPerPixel(colorType: Int, depth: Int) -> Int? {
        switch (colorType, depth) {
        case (0, 1), (0, 2), (0, 4), (0, 8), (0, 16): 1  // greyscale
        case (2, 8), (2, 16): 3  // RGB
        case (3, 1), (3, 2), (3, 4), (3, 8): 1  // palette index
        case (4, 8), (4, 16): 2  // greyscale and alpha
        case (6, 8), (6, 16): 4  // RGB and alpha
        default: nil
        }
    }

    /// The bytes the filtered scanlines take: each row a filter-type byte and its pixels rounded up to whole bytes,
    /// over the seven Adam7 passes (those with any pixels) when the image is interlaced.
    static func rawSize(_ size: ImageSize, bitsPerPixel: Int, interlaced: Bool) -> Int {
        func scanlines(columns: Int, rows: Int) -> Int {
            columns == 0 || rows == 0 ? 0 : rows * (1 + (columns * bitsPerPixel + 7) / 8)
        }
        guard interlaced else { return scanlines(columns: size.width, rows: size.height) }
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return passes.reduce(0) { total, pass in
            let (x, y, stepX, stepY) = pass
            return total
                + scanlines(
                    columns: (size.width - x + stepX - 1) / stepX, rows: (size.height - y + stepY - 1) / stepY)
        }
    }
}
