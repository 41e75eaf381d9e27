extension DynamicScheme {
    /// The colour of `role` in this scheme: its palette at `tone(of:)` (`get_hct` of
    /// `ColorCalculationDelegateImpl2021`), or under the 2025 spec the palette's hue at its chroma times the
    /// role's multiplier, solved afresh (`get_hct` of `ColorCalculationDelegateImpl2025`, which skips the
    /// palette's yellow tone-99 blend).
    func rgb(of role: MaterialRole) -> RGB {
        let color = MaterialDynamicColors.color(role, in: self)
        let palette = palette(color.palette)
        let tone = tone(of: role)
        switch spec {
        case .spec2021:
            return palette.tone(tone)
        case .spec2025:
            return HctSolver.solve(
                hueDegrees: palette.hue, chroma: palette.chroma * color.chromaMultiplier, lstar: tone)
        }
    }

    /// The tone of `role` after its contrast constraints (`DynamicColor.get_tone`), worked out once per scheme.
    func tone(of role: MaterialRole) -> Double {
        if let known = memo.tones[role] { return known }
        let color = MaterialDynamicColors.color(role, in: self)
        let answer: Double
        switch spec {
        case .spec2021: answer = tone2021(of: role, color: color)
        case .spec2025: answer = tone2025(of: role, color: color)
        }
        memo.tones[role] = answer
        return answer
    }

    /// The 2021 tone (`get_tone` of `ColorCalculationDelegateImpl2021` in
    /// `materialyoucolor/dynamiccolor/color_spec.py`; `DynamicColor.getTone` before the 2025 spec in Java).
    ///
    /// A role in a tone-delta pair is solved together with its partner; any other role with a background is
    /// moved just far enough to reach its contrast ratio (at reduced contrast, exactly to it), and backgrounds
    /// then step out of the 50...60 band. The second-background rule of the "fixed" roles is left out, since
    /// none of those roles is built.
    func tone2021(of role: MaterialRole, color: DynamicColor) -> Double {
        if let pair = color.toneDeltaPair {
            return pairedTone(of: role, color: color, pair: pair)
        }
        var answer = color.tone(self)
        guard let background = color.background, let curve = color.contrastCurve else {
            return answer
        }
        let backgroundTone = tone(of: background)
        let desiredRatio = curve.value(at: contrastLevel)
        if Contrast.ratio(ofTones: backgroundTone, answer) < desiredRatio {
            answer = DynamicColor.foregroundTone(backgroundTone, desiredRatio)
        }
        if contrastLevel < 0 {
            answer = DynamicColor.foregroundTone(backgroundTone, desiredRatio)
        }
        if color.isBackground && DynamicColor.awkwardTones.contains(answer) {
            let below = DynamicColor.awkwardBandBelow
            answer =
                Contrast.ratio(ofTones: below, backgroundTone) >= desiredRatio
                ? below : DynamicColor.awkwardBandAbove
        }
        return answer
    }
}
