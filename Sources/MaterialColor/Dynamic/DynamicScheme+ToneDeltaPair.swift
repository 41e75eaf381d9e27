extension DynamicScheme {
    /// The 2021 tone of `role`, one of `pair`, solved together with its partner (the tone-delta branch of
    /// `get_tone` in `ColorCalculationDelegateImpl2021`).
    ///
    /// Both start at their own tones, each moved to reach its contrast against `role`'s background; then the
    /// farther one is pushed away from the background until the two are `pair.delta` apart (the nearer one
    /// gives way only at the end of the 0...100 range), and whichever lands in the 50...60 band steps out.
    func pairedTone(of role: MaterialRole, color: DynamicColor, pair: ToneDeltaPair) -> Double {
        let aIsNearer =
            pair.polarity == .nearer
            || (pair.polarity == .lighter && !isDark)
            || (pair.polarity == .darker && isDark)
        let nearerRole = aIsNearer ? pair.roleA : pair.roleB
        let fartherRole = aIsNearer ? pair.roleB : pair.roleA
        let nearer = MaterialDynamicColors.color(nearerRole, in: self)
        let farther = MaterialDynamicColors.color(fartherRole, in: self)
        let expansion = isDark ? 1.0 : -1.0
        let delta = pair.delta
        var nTone = nearer.tone(self)
        var fTone = farther.tone(self)

        if let background = color.background, let nCurve = nearer.contrastCurve, let fCurve = farther.contrastCurve {
            let backgroundTone = tone(of: background)
            let nContrast = nCurve.value(at: contrastLevel)
            let fContrast = fCurve.value(at: contrastLevel)
            if Contrast.ratio(ofTones: backgroundTone, nTone) < nContrast {
                nTone = DynamicColor.foregroundTone(backgroundTone, nContrast)
            }
            if Contrast.ratio(ofTones: backgroundTone, fTone) < fContrast {
                fTone = DynamicColor.foregroundTone(backgroundTone, fContrast)
            }
            if contrastLevel < 0 {
                nTone = DynamicColor.foregroundTone(backgroundTone, nContrast)
                fTone = DynamicColor.foregroundTone(backgroundTone, fContrast)
            }
        }

        if (fTone - nTone) * expansion < delta {
            fTone = MathUtils.clamp(0, 100, nTone + delta * expansion)
            if (fTone - nTone) * expansion < delta {
                nTone = MathUtils.clamp(0, 100, fTone - delta * expansion)
            }
        }

        let up = DynamicColor.awkwardBandAbove
        let down = DynamicColor.awkwardBandBelow
        if DynamicColor.awkwardTones.contains(nTone) {
            if expansion > 0 {
                nTone = up
                fTone = max(fTone, nTone + delta * expansion)
            } else {
                nTone = down
                fTone = min(fTone, nTone + delta * expansion)
            }
        } else if DynamicColor.awkwardTones.contains(fTone) {
            if pair.stayTogether {
                if expansion > 0 {
                    nTone = up
                    fTone = max(fTone, nTone + delta * expansion)
                } else {
                    nTone = down
                    fTone = min(fTone, nTone + delta * expansion)
                }
            } else {
                fTone = expansion > 0 ? up : down
            }
        }
        return role == nearerRole ? nTone : fTone
    }
}
