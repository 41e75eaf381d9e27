import CHarfBuzz

/// Draws glyph outlines through one shared set of HarfBuzz drawing callbacks.
///
/// The callbacks capture nothing (HarfBuzz takes plain C function pointers); each call finds its
/// `OutlinePathBuilder` in the `draw_data` pointer. The callback table is immutable after `init`, so one
/// outliner is shared by every thread; `@unchecked Sendable` rests on that.
final class GlyphOutliner: @unchecked Sendable {
    /// The `hb_draw_funcs_t`, owned by this object.
    private let funcs: OpaquePointer

    /// Creates the callback table.
    ///
    /// Wraps `hb_draw_funcs_create` and the five `hb_draw_funcs_set_*_func` setters.
    init() {
        funcs = hb_draw_funcs_create()
        hb_draw_funcs_set_move_to_func(
            funcs,
            { _, data, _, x, y, _ in
                OutlinePathBuilder.from(data).move(to: x, y)
            }, nil, nil)
        hb_draw_funcs_set_line_to_func(
            funcs,
            { _, data, _, x, y, _ in
                OutlinePathBuilder.from(data).line(to: x, y)
            }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(
            funcs,
            { _, data, _, cx, cy, x, y, _ in
                OutlinePathBuilder.from(data).quadratic(control: cx, cy, to: x, y)
            }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(
            funcs,
            { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
                OutlinePathBuilder.from(data).cubic(control1: c1x, c1y, control2: c2x, c2y, to: x, y)
            }, nil, nil)
        hb_draw_funcs_set_close_path_func(
            funcs,
            { _, data, _, _ in
                OutlinePathBuilder.from(data).close()
            }, nil, nil)
        hb_draw_funcs_make_immutable(funcs)
    }

    deinit { hb_draw_funcs_destroy(funcs) }

    /// The SVG path data of `glyph` in `font`, in font units with y pointing down; empty when it has no contours.
    func pathData(of glyph: UInt32, in font: HarfBuzzFont) -> String {
        let data = Unmanaged.passRetained(OutlinePathBuilder()).toOpaque()
        font.drawShape(of: glyph, with: funcs, data: data)
        return Unmanaged<OutlinePathBuilder>.fromOpaque(data).takeRetainedValue().pathData
    }
}

extension OutlinePathBuilder {
    /// The builder behind a callback's `draw_data`, borrowed: `GlyphOutliner` owns the retain.
    fileprivate static func from(_ data: UnsafeMutableRawPointer?) -> OutlinePathBuilder {
        guard let data else { preconditionFailure("drawing callback called without its path builder") }
        return Unmanaged<OutlinePathBuilder>.fromOpaque(data).takeUnretainedValue()
    }
}
