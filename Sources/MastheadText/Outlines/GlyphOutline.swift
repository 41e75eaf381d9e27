/// The outline of one glyph as SVG path data, in font units with y pointing down.
///
/// The path is in the glyph's own coordinate space: the origin is the glyph origin on the baseline, x grows to
/// the right and y grows downward (the font's y is negated), so a writer can define it once, for example as
/// `<path id="inter-600-42" d="…"/>`, and place it with `translate(x y) scale(size / unitsPerEm)`.
public struct GlyphOutline: Sendable, Hashable {
    /// The face the glyph belongs to.
    public var face: FaceKey
    /// The glyph id in that face.
    public var glyph: UInt32
    /// SVG path data using only `M`, `L`, `Q`, `C` and `Z`, numbers with at most three decimals.
    ///
    /// Empty for a glyph without contours (a space) and for a glyph id the face does not have.
    public var pathData: String
    /// Font units per em of the face.
    public var unitsPerEm: Int

    /// Creates an outline.
    public init(face: FaceKey, glyph: UInt32, pathData: String, unitsPerEm: Int) {
        self.face = face
        self.glyph = glyph
        self.pathData = pathData
        self.unitsPerEm = unitsPerEm
    }

    /// Whether the glyph draws nothing.
    public var isEmpty: Bool { pathData.isEmpty }
}
