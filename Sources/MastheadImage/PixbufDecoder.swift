import CGdkPixbuf

/// The decode check: gdk-pixbuf decodes the whole image with the loader for its type, and the pixels become a
/// ``ColorGrid``.
///
/// Each call makes its own loader and frees it; nothing is shared between calls, so any number may run at once.
/// The loader is asked for a copy no longer than ``ImageLimits/decodeSide`` on either side, which bounds the
/// memory a JPEG needs; the grid is all that is kept.
enum PixbufDecoder {
    /// Decodes `bytes` as `type` and averages the pixels into a grid.
    ///
    /// Throws ``ImageProblem/doesNotDecode(_:)`` with gdk-pixbuf's message when the loader refuses the bytes,
    /// when closing it reports that the data ended early or is corrupt, or when it produced no image; and when the
    /// decoder found a size other than `expected`, the size the header gave.
    ///
    /// Wraps `gdk_pixbuf_loader_new_with_type`, `gdk_pixbuf_loader_write`, `gdk_pixbuf_loader_close` and
    /// `gdk_pixbuf_loader_get_pixbuf`.
    static func grid(decoding bytes: [UInt8], as type: ImageType, expected: ImageSize) throws(ImageProblem)
        -> ColorGrid
    {
        var error: UnsafeMutablePointer<GError>?
        guard let loader = gdk_pixbuf_loader_new_with_type(type.loaderName, &error) else {
            throw .doesNotDecode("no \(type.name) decoder is available: \(take(error))")
        }
        defer { g_object_unref(loader) }
        // The handler writes into `size` while the loader runs, all within this call.
        let size = UnsafeMutablePointer<MastheadPixbufSize>.allocate(capacity: 1)
        defer { size.deallocate() }
        size.initialize(to: MastheadPixbufSize(longest_side: Int32(ImageLimits.decodeSide), width: 0, height: 0))
        masthead_pixbuf_loader_watch_size(loader, size)

        let written = bytes.withUnsafeBufferPointer { buffer in
            gdk_pixbuf_loader_write(loader, buffer.baseAddress, gsize(buffer.count), &error)
        }
        guard written != 0 else {
            let message = take(error)
            // A loader must be closed before it is freed; its second complaint adds nothing.
            gdk_pixbuf_loader_close(loader, nil)
            throw .doesNotDecode(message)
        }
        // Closing is where a loader reports data that ended before the image did.
        guard gdk_pixbuf_loader_close(loader, &error) != 0 else { throw .doesNotDecode(take(error)) }
        guard let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
            throw .doesNotDecode("the \(type.name) decoder produced no image")
        }
        let found = ImageSize(width: Int(size.pointee.width), height: Int(size.pointee.height))
        guard found == expected else {
            throw .doesNotDecode("the decoder read a \(found) image where the header says \(expected)")
        }
        return try grid(of: pixbuf)
    }

    /// The grid of `pixbuf`'s pixels, which the loader owns.
    private static func grid(of pixbuf: OpaquePointer) throws(ImageProblem) -> ColorGrid {
        let width = Int(gdk_pixbuf_get_width(pixbuf))
        let height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let rowStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let length = Int(gdk_pixbuf_get_byte_length(pixbuf))
        guard gdk_pixbuf_get_colorspace(pixbuf) == GDK_COLORSPACE_RGB, gdk_pixbuf_get_bits_per_sample(pixbuf) == 8,
            channels == 3 || channels == 4, width > 0, height > 0,
            length >= (height - 1) * rowStride + width * channels, let pixels = gdk_pixbuf_read_pixels(pixbuf)
        else {
            throw .doesNotDecode("the decoder produced pixels in a layout other than 8-bit RGB or RGBA")
        }
        return ColorGrid(
            pixels: UnsafeBufferPointer(start: pixels, count: length), width: width, height: height,
            rowStride: rowStride, channels: channels)
    }

    /// The message of `error`, which gdk-pixbuf filled in, freeing it.
    ///
    /// Wraps `g_error_free`.
    private static func take(_ error: UnsafeMutablePointer<GError>?) -> String {
        let message = String(cString: masthead_pixbuf_error_message(error))
        if let error { g_error_free(error) }
        return message
    }
}
