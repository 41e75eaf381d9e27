extension ColorGrid {
    /// The grid of decoded pixels: at most ``ImageLimits/gridSide`` cells each way and never more than the pixels,
    /// each cell the alpha-weighted average of the pixels whose top-left corner falls in it.
    ///
    /// `pixels` holds `height` rows `rowStride` bytes apart (the last may be shorter), each `width` pixels of
    /// `channels` 8-bit samples: red, green, blue, and alpha when there are four.
    init(pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, rowStride: Int, channels: Int) {
        precondition(width > 0 && height > 0 && (channels == 3 || channels == 4), "8-bit RGB or RGBA pixels")
        precondition(pixels.count >= (height - 1) * rowStride + width * channels, "the rows fit in the buffer")
        let columns = min(ImageLimits.gridSide, width)
        let rows = min(ImageLimits.gridSide, height)
        // Per cell: red, green and blue times alpha, alpha, and the pixel count; 4096² × 255² fits in an Int.
        var sums = [Int](repeating: 0, count: columns * rows * 5)
        for y in 0..<height {
            let rowStart = y * rowStride
            let rowCells = y * rows / height * columns
            for x in 0..<width {
                let pixel = rowStart + x * channels
                let alpha = channels == 4 ? Int(pixels[pixel + 3]) : 255
                let cell = (rowCells + x * columns / width) * 5
                sums[cell] += Int(pixels[pixel]) * alpha
                sums[cell + 1] += Int(pixels[pixel + 1]) * alpha
                sums[cell + 2] += Int(pixels[pixel + 2]) * alpha
                sums[cell + 3] += alpha
                sums[cell + 4] += 1
            }
        }
        let cells = (0..<columns * rows).map { index in
            let sum = sums[index * 5..<index * 5 + 5].map(Double.init)
            let (red, green, blue, alpha, count) = (sum[0], sum[1], sum[2], sum[3], sum[4])
            guard alpha > 0 else { return GridColor(red: 0, green: 0, blue: 0, alpha: 0) }
            return GridColor(
                red: red / alpha / 255, green: green / alpha / 255, blue: blue / alpha / 255,
                alpha: alpha / (count * 255))
        }
        self.init(columns: columns, rows: rows, cells: cells)
    }
}
