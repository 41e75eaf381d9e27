import CRsvg

/// A cairo drawing context on an ``ImageSurface``, owned by this value and destroyed exactly once with it.
///
/// Not `Sendable` and not copyable, for the same reasons as the surface. The context holds its own reference
/// to the surface, so either may be destroyed first.
struct CairoContext: ~Copyable {
    /// The `cairo_t`, owned by this value.
    let pointer: OpaquePointer

    /// Creates a context with the identity transform, so one user unit is one pixel of `surface`.
    ///
    /// Wraps `cairo_create`, which never returns `NULL` but an inert context in an error state (for example
    /// `out of memory`), checked with `cairo_status`; the inert context is destroyed before the error is thrown.
    init(drawingOn surface: borrowing ImageSurface) throws(RasterError) {
        let context = cairo_create(surface.pointer)!
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            throw RasterError(cairoStatus: status, function: "cairo_create")
        }
        pointer = context
    }

    deinit { cairo_destroy(pointer) }
}
