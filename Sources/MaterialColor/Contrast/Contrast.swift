/// WCAG contrast ratios between tones, after `contrast/Contrast.java` in material-color-utilities and
/// `materialyoucolor/contrast/contrast.py`.
///
/// Ratios run from 1 (same tone) to 21 (black on white). The "safe" searches return -1 when no tone in
/// 0...100 reaches the ratio; the "unsafe" ones return 100 or 0 instead.
enum Contrast {
    /// The luminance offset of the WCAG ratio (L1 + 0.05) / (L2 + 0.05), on the 0...100 scale of Y.
    static let flare = 5.0
    /// How far short of the asked ratio a search's answer may fall before it counts as out of reach.
    static let ratioTolerance = 0.04
    /// The tone margin added past the exact solution, so that rounding to 8 bits keeps the ratio.
    static let toneMargin = 0.4

    /// The contrast ratio of two tones, each clamped to 0...100 first.
    static func ratio(ofTones toneA: Double, _ toneB: Double) -> Double {
        let a = MathUtils.clamp(0.0, 100.0, toneA)
        let b = MathUtils.clamp(0.0, 100.0, toneB)
        return ratio(ofYs: LStar.y(fromLStar: a), LStar.y(fromLStar: b))
    }

    /// The contrast ratio of two luminances on 0...100 (`ratio_of_ys`, which keeps the first on a tie).
    static func ratio(ofYs y1: Double, _ y2: Double) -> Double {
        let lighter = y2 > y1 ? y2 : y1
        let darker = lighter == y2 ? y1 : y2
        return (lighter + flare) / (darker + flare)
    }

    /// A tone at least `ratio` lighter than `tone`, or -1 if none is (or `tone` is outside 0...100).
    static func lighter(_ tone: Double, ratio: Double) -> Double {
        if tone < 0.0 || tone > 100.0 { return -1.0 }
        let darkY = LStar.y(fromLStar: tone)
        let lightY = ratio * (darkY + flare) - flare
        let realContrast = self.ratio(ofYs: lightY, darkY)
        let delta = abs(realContrast - ratio)
        if realContrast < ratio && delta > ratioTolerance { return -1.0 }
        let value = LStar.lstar(fromY: lightY) + toneMargin
        if value < 0 || value > 100 { return -1.0 }
        return value
    }

    /// A tone at least `ratio` darker than `tone`, or -1 if none is (or `tone` is outside 0...100).
    static func darker(_ tone: Double, ratio: Double) -> Double {
        if tone < 0.0 || tone > 100.0 { return -1.0 }
        let lightY = LStar.y(fromLStar: tone)
        let darkY = ((lightY + flare) / ratio) - flare
        let realContrast = self.ratio(ofYs: lightY, darkY)
        let delta = abs(realContrast - ratio)
        if realContrast < ratio && delta > ratioTolerance { return -1.0 }
        let value = LStar.lstar(fromY: darkY) - toneMargin
        if value < 0.0 || value > 100.0 { return -1.0 }
        return value
    }

    /// `lighter`, or 100 where that finds nothing.
    static func lighterUnsafe(_ tone: Double, ratio: Double) -> Double {
        let safe = lighter(tone, ratio: ratio)
        return safe < 0.0 ? 100.0 : safe
    }

    /// `darker`, or 0 where that finds nothing.
    static func darkerUnsafe(_ tone: Double, ratio: Double) -> Double {
        let safe = darker(tone, ratio: ratio)
        return safe < 0.0 ? 0.0 : safe
    }
}
