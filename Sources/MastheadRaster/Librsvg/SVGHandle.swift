import CRsvg

/// A parsed SVG document, owned by this value and unreferenced exactly once with it.
///
/// Not `Sendable` and not copyable: librsvg documents an `RsvgHandle` as usable from one thread at a time, and
/// a copy would drop the reference twice. Each render parses its own; nothing is shared between handles.
struct SVGHandle: ~Copyable {
    /// The `RsvgHandle`, owned by this value (one GObject reference).
    let pointer: UnsafeMutablePointer<RsvgHandle>

    /// Parses `data` as a complete SVG document.
    ///
    /// The handle has no base URI, so librsvg loads no external file or URL the document might reference, and
    /// it keeps libxml2's default limits on nesting and size (no `RSVG_HANDLE_FLAG_UNLIMITED`).
    ///
    /// Throws ``RasterError/invalidSVG(_:)`` with librsvg's message for empty input, bytes that are not
    /// well-formed XML, and XML librsvg cannot load.
    ///
    /// Wraps `rsvg_handle_new_from_data`.
    init(data: [UInt8]) throws(RasterError) {
        // librsvg would report an empty buffer as a parse error too, but only through a precondition on the
        // pointer; saying it here gives a clearer message.
        guard !data.isEmpty else { throw .invalidSVG("the document is empty") }
        var error: UnsafeMutablePointer<GError>?
        let handle = data.withUnsafeBufferPointer { bytes in
            rsvg_handle_new_from_data(bytes.baseAddress, gsize(bytes.count), &error)
        }
        guard let handle else { throw .invalidSVG(GErrorMessage.take(error)) }
        pointer = handle
    }

    deinit { g_object_unref(pointer) }

    /// Sets how many pixels an inch is, for lengths in physical units (`in`, `cm`, `pt`, …).
    ///
    /// Without it the handle falls back to librsvg's process-wide default, which the deprecated
    /// `rsvg_set_default_dpi` can change from any thread; a value per handle keeps renders independent.
    ///
    /// Wraps `rsvg_handle_set_dpi`.
    func setDPI(_ dotsPerInch: Double) {
        rsvg_handle_set_dpi(pointer, dotsPerInch)
    }

    /// Draws the whole document into the rectangle `width` × `height` at the origin of `context`'s user space,
    /// fitted the way the document's `viewBox` and `preserveAspectRatio` ask (by default centred and scaled
    /// uniformly to fit, so a viewport of the document's own proportions is filled exactly).
    ///
    /// Throws ``RasterError/renderFailed(_:)`` with librsvg's message when it stops drawing, for example at
    /// its limit on nested `use` references, or when the context is already in an error state.
    ///
    /// Wraps `rsvg_handle_render_document`.
    func render(on context: borrowing CairoContext, width: Double, height: Double) throws(RasterError) {
        var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        var error: UnsafeMutablePointer<GError>?
        guard rsvg_handle_render_document(pointer, context.pointer, &viewport, &error) != 0 else {
            throw .renderFailed(GErrorMessage.take(error))
        }
    }
}
