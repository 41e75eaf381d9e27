extension DynamicScheme {
    /// The colour of `role` in this scheme: its palette at `tone(of:)` (`get_hct` of
    /// `ColorCalculationDelegateImpl2021`).
    func rgb(of role: MaterialRole) -> RGB {
        let color = MaterialDynamicColors.color(role)
        return palette(color.palette).tone(tone(of: role))
    }

    /// The tone of `role` after its contrast constraints (`get_tone` of `ColorCalculationDelegateImpl2021` in
    /// `materialyoucolor/dynamiccolor/color_spec.py`; `DynamicColor.getTone` before the 2025 spec in Java).
    ///
    /// A role in a tone-delta pair is solved together with its partner; any other role with a background is
    /// moved just far enough to reach its contrast ratio, and backgrounds then step out of the 50...60 band.
    /// The second-background rule of the "fixed" roles is left out, since none of those roles is built.
    func tone(of role: MaterialRole) -> Double {
        let color = MaterialDynamicColors.color(role)
        if let pair = color.toneDeltaPair {
            return pairedTone(of: role, color: color, pair: pair)
        }
        var answer = color.tone(self)
        guard let background = color.background, let curve = color.contrastCurve else {
            return answer
        }
        let backgroundTone = tone(of: background(self))
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
