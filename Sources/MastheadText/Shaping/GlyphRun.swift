/// A line of shaped text, ready to draw glyph by glyph.
///
/// Glyphs are in visual order, left to right, whatever the text's direction. Positions are in points from the
/// run's origin: the left end of the baseline, with y growing downward as in SVG (a glyph on the baseline has
/// y = 0; a mark raised above it has a negative y). Empty text gives no glyphs and an advance of 0.
public struct GlyphRun: Sendable, Hashable {
    /// One glyph to draw.
    public struct Glyph: Sendable, Hashable {
        /// The face the glyph id belongs to; look its outline up with this and `id`.
        public var face: FaceKey
        /// The glyph id in `face`. Glyph 0 (`.notdef`) only appears for characters no loaded font has.
        public var id: UInt32
        /// Distance in points from the run origin to the glyph origin, to the right.
        public var x: Double
        /// Distance in points from the baseline to the glyph origin, downward.
        public var y: Double
        /// Points per font unit for this glyph (`size / unitsPerEm` of its face): the scale to draw its outline at.
        public var scale: Double
        /// UTF-8 offset in the text of the first character this glyph was shaped from. A ligature carries the
        /// offset of its first character; in right-to-left stretches the offsets decrease from left to right.
        public var cluster: Int

        /// Creates a glyph.
        public init(face: FaceKey, id: UInt32, x: Double, y: Double, scale: Double, cluster: Int) {
            self.face = face
            self.id = id
            self.x = x
            self.y = y
            self.scale = scale
            self.cluster = cluster
        }
    }

    /// The glyphs in visual order, left to right.
    public var glyphs: [Glyph]
    /// The total advance width in points: where a following run would start.
    public var advance: Double

    /// Creates a run.
    public init(glyphs: [Glyph], advance: Double) {
        self.glyphs = glyphs
        self.advance = advance
    }
}
