import CHarfBuzz

/// One font file opened with HarfBuzz, scaled so that one HarfBuzz unit is one font unit.
///
/// `@unchecked Sendable` because the font is made immutable before `init` returns: HarfBuzz documents an
/// immutable `hb_font_t` as safe to shape and query from many threads at once (buffers are not, which is why
/// `HarfBuzzBuffer` is not `Sendable`).
final class HarfBuzzFont: @unchecked Sendable {
    /// Vertical metrics in font units, as HarfBuzz reports them: `descender` is negative below the baseline.
    struct Extents: Sendable, Hashable {
        var ascender: Int
        var descender: Int
        var lineGap: Int
    }

    /// The `hb_font_t`, owned by this object.
    let pointer: OpaquePointer
    /// Font units per em (1000 for CFF fonts, 2048 for DejaVu Sans); positive.
    let unitsPerEm: Int

    /// Opens the file at `path`; `package` only names the Debian package in the thrown error.
    init(path: String, package: String) throws(FontError) {
        guard let blob = Self.openBlob(path) else { throw .missingFile(path: path, package: package) }
        defer { hb_blob_destroy(blob) }
        let face: OpaquePointer = hb_face_create(blob, 0)
        defer { hb_face_destroy(face) }
        guard hb_face_get_glyph_count(face) > 0 else { throw .unreadableFont(path: path, package: package) }
        unitsPerEm = max(1, Int(hb_face_get_upem(face)))
        pointer = hb_font_create(face)
        hb_font_set_scale(pointer, Int32(unitsPerEm), Int32(unitsPerEm))
        hb_font_make_immutable(pointer)
    }

    deinit { hb_font_destroy(pointer) }

    /// The whole file as a blob, or `nil` when it does not exist or cannot be read.
    ///
    /// Wraps `hb_blob_create_from_file_or_fail`.
    private static func openBlob(_ path: String) -> OpaquePointer? {
        hb_blob_create_from_file_or_fail(path)
    }

    /// The glyph the font's `cmap` maps `scalar` to, or `nil` when the font lacks it (glyph 0 is never returned).
    ///
    /// Wraps `hb_font_get_nominal_glyph`.
    func nominalGlyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(pointer, scalar.value, &glyph) != 0, glyph != 0 else { return nil }
        return glyph
    }

    /// Ascender, descender and line gap from `hhea` (or `OS/2` when the font asks for typo metrics).
    ///
    /// A font without horizontal metrics yields zeros rather than failing. Wraps `hb_font_get_h_extents`.
    func horizontalExtents() -> Extents {
        var extents = hb_font_extents_t()
        guard hb_font_get_h_extents(pointer, &extents) != 0 else {
            return Extents(ascender: 0, descender: 0, lineGap: 0)
        }
        return Extents(
            ascender: Int(extents.ascender), descender: Int(extents.descender), lineGap: Int(extents.line_gap))
    }

    /// Sends the outline of `glyph` to `funcs`, passing `data` to every callback.
    ///
    /// A glyph id the font does not have, or a glyph without contours (a space), draws nothing.
    /// Wraps `hb_font_get_glyph_shape`.
    func drawShape(of glyph: UInt32, with funcs: OpaquePointer, data: UnsafeMutableRawPointer) {
        hb_font_get_glyph_shape(pointer, glyph, funcs, data)
    }
}
