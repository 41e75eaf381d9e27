extension DynamicColor {
    /// Tones rounding below this prefer a light foreground (`tone_prefers_light_foreground`).
    static let lightForegroundPreferredBelow = 60
    /// Tones rounding to at most this allow a light foreground (`tone_allows_light_foreground`).
    static let lightForegroundAllowedUpTo = 49
    /// The band of tones 50..<60 that backgrounds avoid, since neither black nor white reads well on it.
    static let awkwardTones = 50.0..<60.0
    /// The tone a background in the awkward band moves down to.
    static let awkwardBandBelow = 49.0
    /// The tone a background in the awkward band moves up to.
    static let awkwardBandAbove = 60.0
    /// Ratios closer than this count as the same in `foregroundTone`.
    static let negligibleRatioDifference = 0.1

    /// The tone nearest to `backgroundTone` that reaches `ratio` against it, lighter or darker as the
    /// background prefers (`DynamicColor.foreground_tone`); where neither reaches the ratio, the better one.
    static func foregroundTone(_ backgroundTone: Double, _ ratio: Double) -> Double {
        let lighterTone = Contrast.lighterUnsafe(backgroundTone, ratio: ratio)
        let darkerTone = Contrast.darkerUnsafe(backgroundTone, ratio: ratio)
        let lighterRatio = Contrast.ratio(ofTones: lighterTone, backgroundTone)
        let darkerRatio = Contrast.ratio(ofTones: darkerTone, backgroundTone)
        if tonePrefersLightForeground(backgroundTone) {
            let negligibleDifference =
                abs(lighterRatio - darkerRatio) < negligibleRatioDifference
                && lighterRatio < ratio && darkerRatio < ratio
            return lighterRatio >= ratio || lighterRatio >= darkerRatio || negligibleDifference
                ? lighterTone : darkerTone
        }
        return darkerRatio >= ratio || darkerRatio >= lighterRatio ? darkerTone : lighterTone
    }

    /// Whether a light foreground reads better on `tone` (it rounds, half to even, below 60).
    static func tonePrefersLightForeground(_ tone: Double) -> Bool {
        MathUtils.roundHalfEven(tone) < lightForegroundPreferredBelow
    }

    /// Whether a light foreground is allowed on `tone` (it rounds, half to even, to 49 or less).
    static func toneAllowsLightForeground(_ tone: Double) -> Bool {
        MathUtils.roundHalfEven(tone) <= lightForegroundAllowedUpTo
    }
}
