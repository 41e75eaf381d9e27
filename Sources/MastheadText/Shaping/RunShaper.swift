import MastheadGeometry

/// Shapes a whole line: splits it into font runs, shapes each with HarfBuzz and lays the glyphs out left to right.
enum RunShaper {
    /// The glyph run for `text` drawn at `font` in a paragraph of `direction`.
    ///
    /// Each run is shaped with the script and language HarfBuzz guesses for it and with its resolved direction:
    /// its strong characters' direction, or the line's when it has none. The line's direction, that of its first
    /// strong character or `direction` when it has none (``ParagraphDirection``), decides the order of runs (see
    /// `VisualOrder`). Offsets are converted from the face's units to points with `size / unitsPerEm`.
    static func shape(_ text: String, font: FontSpec, direction: LayoutDirection, in library: FontLibrary) -> GlyphRun {
        let primary = FaceKey.primary(for: font)
        let fallback = FaceKey.fallback(for: font)
        let runs = FontRun.split(
            text, primary: (primary, library.font(primary)), fallback: (fallback, library.font(fallback)))
        // The line reads in the direction of its first strong character (``ParagraphDirection``); runs without a
        // strong character take that direction.
        let paragraph = ParagraphDirection.of(text, in: direction)
        let directions = runs.map { $0.strongDirection ?? paragraph }
        let bytes = Array(text.utf8)
        var glyphs: [GlyphRun.Glyph] = []
        var advance = 0.0
        bytes.withUnsafeBufferPointer { text in
            for index in VisualOrder.indices(of: directions, paragraph: paragraph) {
                let run = runs[index]
                let face = library.font(run.face)
                let scale = font.size / Double(face.unitsPerEm)
                let buffer = HarfBuzzBuffer()
                buffer.addUTF8(text, range: run.bytes)
                buffer.guessSegmentProperties()
                buffer.setDirection(directions[index])
                buffer.shape(with: face)
                var pen = 0
                for glyph in buffer.glyphs() {
                    glyphs.append(
                        GlyphRun.Glyph(
                            face: run.face, id: glyph.id, x: advance + Double(pen + glyph.xOffset) * scale,
                            y: Double(-glyph.yOffset) * scale, scale: scale, cluster: Int(glyph.cluster)))
                    pen += glyph.xAdvance
                }
                advance += Double(pen) * scale
            }
        }
        return GlyphRun(glyphs: glyphs, advance: advance)
    }
}
