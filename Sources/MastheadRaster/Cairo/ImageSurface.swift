import CRsvg

/// A 32-bit ARGB cairo image surface in memory, owned by this value and destroyed exactly once with it.
///
/// Not `Sendable` and not copyable: a cairo surface may be used by one thread at a time, and a copy would
/// destroy it twice. Each render creates its own.
struct ImageSurface: ~Copyable {
    /// The `cairo_surface_t`, owned by this value.
    let pointer: OpaquePointer

    /// Creates a transparent surface of `width` × `height` pixels (premultiplied ARGB, as cairo and PNG's RGBA
    /// encoder expect). The caller bounds the size; cairo itself refuses sides above 32767.
    ///
    /// Wraps `cairo_image_surface_create`, which never returns `NULL` but an inert surface in an error state
    /// (`out of memory`, `invalid value (typically too big) for the size of the input (surface, pattern, etc.)`),
    /// checked with `cairo_surface_status`. The inert surface is destroyed before the error is thrown.
    init(width: Int, height: Int) throws(RasterError) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RasterError(cairoStatus: status, function: "cairo_image_surface_create")
        }
        pointer = surface
    }

    deinit { cairo_surface_destroy(pointer) }

    /// The surface encoded as PNG (8-bit RGBA, non-interlaced), with whatever has been drawn on it so far.
    ///
    /// Wraps `cairo_surface_write_to_png_stream`, which flushes the surface first and calls back once per
    /// chunk of encoded bytes; the callback appends to one array and cannot fail, so a failure status comes
    /// from the encoder itself (for example `out of memory`).
    func pngBytes() throws(RasterError) -> [UInt8] {
        var bytes: [UInt8] = []
        let status = withUnsafeMutablePointer(to: &bytes) { output in
            cairo_surface_write_to_png_stream(
                pointer,
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                    let chunk = UnsafeBufferPointer(start: data, count: Int(length))
                    closure.assumingMemoryBound(to: [UInt8].self).pointee.append(contentsOf: chunk)
                    return CAIRO_STATUS_SUCCESS
                },
                output)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError(cairoStatus: status, function: "cairo_surface_write_to_png_stream")
        }
        return bytes
    }
}
