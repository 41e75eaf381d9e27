import CHarfBuzz
import MastheadGeometry

/// A HarfBuzz shaping buffer for one shaping call.
///
/// Not `Sendable`: `hb_buffer_t` must not be shared between threads, so each call creates its own.
final class HarfBuzzBuffer {
    /// One shaped glyph in font units: advance and offsets as HarfBuzz reports them (y grows upward).
    struct Glyph: Hashable {
        var id: UInt32
        var cluster: UInt32
        var xAdvance: Int
        var xOffset: Int
        var yOffset: Int
    }

    /// The `hb_buffer_t`, owned by this object.
    private let pointer: OpaquePointer

    /// Creates an empty buffer. On allocation failure HarfBuzz hands back an inert buffer that shapes to nothing.
    ///
    /// Wraps `hb_buffer_create`.
    init() {
        pointer = hb_buffer_create()
    }

    deinit { hb_buffer_destroy(pointer) }

    /// Adds the bytes in `range` of `text` as the run to shape; the bytes around it are given to HarfBuzz as
    /// context, so Arabic letters join across a run boundary. Clusters are UTF-8 offsets into `text`.
    ///
    /// Wraps `hb_buffer_add_utf8`.
    func addUTF8(_ text: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
        text.withMemoryRebound(to: CChar.self) { chars in
            hb_buffer_add_utf8(
                pointer, chars.baseAddress, Int32(chars.count), UInt32(range.lowerBound),
                Int32(range.count))
        }
    }

    /// Sets script, language and a direction from the text's first strong character.
    ///
    /// Wraps `hb_buffer_guess_segment_properties`.
    func guessSegmentProperties() {
        hb_buffer_guess_segment_properties(pointer)
    }

    /// Overrides the direction; call after `guessSegmentProperties`.
    ///
    /// Wraps `hb_buffer_set_direction`.
    func setDirection(_ direction: LayoutDirection) {
        hb_buffer_set_direction(pointer, direction == .rtl ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    }

    /// Shapes the buffer's text with `font` and its default features. Afterwards the buffer holds glyphs in
    /// visual order (left to right, also for right-to-left text).
    ///
    /// Wraps `hb_shape`.
    func shape(with font: HarfBuzzFont) {
        hb_shape(font.pointer, pointer, nil, 0)
    }

    /// The shaped glyphs in visual order; empty before `shape` or after an allocation failure.
    ///
    /// Wraps `hb_buffer_get_glyph_infos` and `hb_buffer_get_glyph_positions`, which share one length.
    func glyphs() -> [Glyph] {
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(pointer, &count), count > 0,
            let positions = hb_buffer_get_glyph_positions(pointer, nil)
        else { return [] }
        return (0..<Int(count)).map { index in
            Glyph(
                id: infos[index].codepoint, cluster: infos[index].cluster,
                xAdvance: Int(positions[index].x_advance), xOffset: Int(positions[index].x_offset),
                yOffset: Int(positions[index].y_offset))
        }
    }
}
