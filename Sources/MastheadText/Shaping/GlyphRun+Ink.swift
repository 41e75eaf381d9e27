import MastheadGeometry

extension GlyphRun {
    /// The height of a band of a glyph's ink boxes, in ems: about 2 points at a 34-point title.
    static let inkBandEms = 1.0 / 16

    /// Boxes holding the ink of the run's glyphs, in points from the run's origin (the left end of its baseline, y
    /// growing downward, as ``Glyph/x`` and ``Glyph/y`` are): each glyph's outline (from `outline`, the shaper's
    /// cached ``GlyphOutline``) in bands a sixteenth of an em high (``GlyphOutline/bands(bandHeight:)``). Empty when
    /// no glyph has an outline (empty text, spaces only).
    ///
    /// Bands rather than one box a glyph, and one box a glyph rather than one for the run: a lowercase word under
    /// an icon does not reach up to the capitals' height, nor a `k`'s arm to its ascender's.
    func inkBoxes(outline: (Glyph) -> GlyphOutline) -> [Rect] {
        glyphs.flatMap { glyph in
            let shape = outline(glyph)
            return shape.bands(bandHeight: Double(shape.unitsPerEm) * Self.inkBandEms).map { band in
                Rect(
                    x: glyph.x + band.x * glyph.scale, y: glyph.y + band.y * glyph.scale,
                    width: band.width * glyph.scale,
                    height: band.height * glyph.scale)
            }
        }
    }
}
