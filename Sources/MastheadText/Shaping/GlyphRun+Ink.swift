import MastheadGeometry

extension GlyphRun {
    /// The smallest box holding the outlines of the run's glyphs, in points from the run's origin (the left end of
    /// its baseline, y growing downward, as ``Glyph/x`` and ``Glyph/y`` are), or nil when no glyph has an outline
    /// (empty text, spaces only).
    ///
    /// Each glyph's box is its face's (`hb_font_get_glyph_extents`, see `HarfBuzzFont.glyphBox(of:)`), so a
    /// fallback glyph (Hebrew in DejaVu Sans) is boxed in its own face, at its own scale and offset. It is where the
    /// outlines drawn with ``TextShaper/outline(glyph:face:)`` at the glyphs' places fall, to within the font's
    /// rounding of its boxes.
    func inkBox(in library: FontLibrary) -> Rect? {
        var (left, top) = (Double.infinity, Double.infinity)
        var (right, bottom) = (-Double.infinity, -Double.infinity)
        for glyph in glyphs {
            guard let box = library.font(glyph.face).glyphBox(of: glyph.id) else { continue }
            left = min(left, glyph.x + Double(box.left) * glyph.scale)
            right = max(right, glyph.x + Double(box.right) * glyph.scale)
            // The font's y grows upward; the run's downward.
            top = min(top, glyph.y - Double(box.top) * glyph.scale)
            bottom = max(bottom, glyph.y - Double(box.bottom) * glyph.scale)
        }
        guard left < right, top < bottom else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
