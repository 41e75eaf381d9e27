import MastheadGeometry

/// A stretch of text shaped with one face in one direction.
struct FontRun: Hashable {
    /// UTF-8 byte offsets into the whole text.
    var bytes: Range<Int>
    /// The face that has glyphs for every character in the stretch (or the primary face when no face does).
    var face: FaceKey
    /// The direction of the stretch's strong characters; `nil` when it has only neutral ones.
    var strongDirection: LayoutDirection?

    /// Splits `text` where the face or the strong direction changes, in logical order.
    ///
    /// A character goes to `primary` when that face has all its code points (default-ignorable ones such as a
    /// zero-width joiner are not asked for), else to `fallback` when that face has them, else to `primary`, where
    /// it shapes as `.notdef`. Neutral characters (spaces, digits, punctuation) that both faces have stay in the
    /// current run, so "שלום עולם" is one fallback run rather than three. A grapheme cluster is never split, so a
    /// combining mark stays with its base.
    static func split(
        _ text: String,
        primary: (key: FaceKey, font: HarfBuzzFont),
        fallback: (key: FaceKey, font: HarfBuzzFont)
    ) -> [FontRun] {
        var runs: [FontRun] = []
        var offset = 0
        for character in text {
            let length = character.utf8.count
            defer { offset += length }
            let scalars = character.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint }
            let strong = scalars.lazy.compactMap(ScriptDirection.of).first
            let inPrimary = scalars.allSatisfy { primary.font.nominalGlyph(for: $0) != nil }
            let inFallback = scalars.allSatisfy { fallback.font.nominalGlyph(for: $0) != nil }
            let face: FaceKey
            if inPrimary {
                let staysInFallback = strong == nil && inFallback && runs.last?.face == fallback.key
                face = staysInFallback ? fallback.key : primary.key
            } else {
                face = inFallback ? fallback.key : primary.key
            }
            if var last = runs.last, last.face == face,
                strong == nil || last.strongDirection == nil || last.strongDirection == strong
            {
                last.bytes = last.bytes.lowerBound..<(offset + length)
                last.strongDirection = last.strongDirection ?? strong
                runs[runs.count - 1] = last
            } else {
                runs.append(FontRun(bytes: offset..<(offset + length), face: face, strongDirection: strong))
            }
        }
        return runs
    }
}
