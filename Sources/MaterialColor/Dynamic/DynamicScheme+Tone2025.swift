extension DynamicScheme {
    /// Backgrounds of the 2025 spec whose tone is at least this are kept at 65 or above, the others at
    /// 49 or below (`get_tone` of `ColorCalculationDelegateImpl2025`).
    static let backgroundSplit2025 = 57.0
    /// The lowest light background tone of the 2025 spec.
    static let lightBackgroundFloor2025 = 65.0
    /// The highest dark background tone of the 2025 spec.
    static let darkBackgroundCeiling2025 = 49.0

    /// The 2025 tone (`get_tone` of `ColorCalculationDelegateImpl2025` in
    /// `materialyoucolor/dynamiccolor/color_spec.py`; `ColorSpec2025.getTone` in Java).
    ///
    /// A role in a tone-delta pair is placed relative to its partner's final tone as the pair's constraint says;
    /// then, as for a role with no pair, a tone that misses its contrast ratio (or any tone, at reduced contrast)
    /// becomes the nearest that reaches it, and a background is kept out of the 49...65 band. A role without a
    /// contrast curve keeps its tone as it is, band or not.
    func tone2025(of role: MaterialRole, color: DynamicColor) -> Double {
        var answer: Double
        if let pair = color.toneDeltaPair {
            answer = pairedTone2025(of: role, pair: pair)
        } else {
            answer = color.tone(self)
            guard color.background != nil, color.contrastCurve != nil else { return answer }
        }
        if let background = color.background, let curve = color.contrastCurve {
            let backgroundTone = tone(of: background)
            let desiredRatio = curve.value(at: contrastLevel)
            if Contrast.ratio(ofTones: backgroundTone, answer) < desiredRatio || contrastLevel < 0 {
                answer = DynamicColor.foregroundTone(backgroundTone, desiredRatio)
            }
        }
        if color.isBackground {
            answer =
                answer >= Self.backgroundSplit2025
                ? MathUtils.clamp(Self.lightBackgroundFloor2025, 100, answer)
                : MathUtils.clamp(0, Self.darkBackgroundCeiling2025, answer)
        }
        return answer
    }

    /// `role`'s tone placed against its partner in `pair` (the tone-delta branch of the 2025 `get_tone`): the
    /// role's own tone moved to exactly, at most or at least `pair.delta` from the partner's final tone, on the
    /// side the polarity gives.
    func pairedTone2025(of role: MaterialRole, pair: ToneDeltaPair) -> Double {
        let towardsDarker =
            pair.polarity == .darker
            || (pair.polarity == .relativeLighter && isDark)
            || (pair.polarity == .relativeDarker && !isDark)
        let absoluteDelta = towardsDarker ? -pair.delta : pair.delta
        let amRoleA = role == pair.roleA
        let selfRole = amRoleA ? pair.roleA : pair.roleB
        let referenceRole = amRoleA ? pair.roleB : pair.roleA
        var selfTone = MaterialDynamicColors.color(selfRole, in: self).tone(self)
        let referenceTone = tone(of: referenceRole)
        let relativeDelta = absoluteDelta * (amRoleA ? 1 : -1)
        switch pair.constraint {
        case .exact:
            selfTone = MathUtils.clamp(0, 100, referenceTone + relativeDelta)
        case .nearer:
            selfTone =
                relativeDelta > 0
                ? MathUtils.clamp(0, 100, MathUtils.clamp(referenceTone, referenceTone + relativeDelta, selfTone))
                : MathUtils.clamp(0, 100, MathUtils.clamp(referenceTone + relativeDelta, referenceTone, selfTone))
        case .farther:
            selfTone =
                relativeDelta > 0
                ? MathUtils.clamp(referenceTone + relativeDelta, 100, selfTone)
                : MathUtils.clamp(0, referenceTone + relativeDelta, selfTone)
        }
        return selfTone
    }
}
