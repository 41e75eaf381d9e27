/// Moves colours out of the dark yellow-greens people widely dislike, after `dislike/DislikeAnalyzer.java` in
/// material-color-utilities and `materialyoucolor/dislike/dislike_analyzer.py`.
enum DislikeAnalyzer {
    /// The disliked hues, rounded half to even: 90° to 111°.
    static let dislikedHues = 90...111
    /// Rounded chromas above this can be disliked.
    static let dislikedChromaAbove = 16
    /// Rounded tones below this can be disliked.
    static let dislikedToneBelow = 65
    /// The tone a disliked colour is lifted to.
    static let fixedTone = 70.0

    /// Whether `hct` is a dark, chromatic yellow-green (`is_disliked`; Python's `round` on each value).
    static func isDisliked(_ hct: Hct) -> Bool {
        dislikedHues.contains(MathUtils.roundHalfEven(hct.hue))
            && MathUtils.roundHalfEven(hct.chroma) > dislikedChromaAbove
            && MathUtils.roundHalfEven(hct.tone) < dislikedToneBelow
    }

    /// `hct` lifted to tone 70 if it is disliked, else `hct` (`fix_if_disliked`).
    static func fixIfDisliked(_ hct: Hct) -> Hct {
        isDisliked(hct) ? Hct(hue: hct.hue, chroma: hct.chroma, tone: fixedTone) : hct
    }
}
