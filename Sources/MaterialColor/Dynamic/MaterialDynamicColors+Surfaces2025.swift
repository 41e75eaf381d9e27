extension MaterialDynamicColors {
    /// The 2025 definition of a surface, outline or other neutral role in `scheme` (phone), after the function
    /// of the same name in `ColorSpecDelegateImpl2025`. Tones light are (yellow neutral hue, vibrant, others).
    ///
    /// `background`, `surfaceVariant` and `onBackground` are upstream's copies of `surface`,
    /// `surfaceContainerHighest` and `onSurface` under another name, so they take those definitions; `shadow`
    /// and `scrim` keep the 2021 ones.
    static func neutral2025(_ role: MaterialRole, _ s: DynamicScheme) -> DynamicColor {
        let yellow = Hct.isYellow(s.neutral.hue)
        let vibrant = s.variant == .vibrant
        /// A light tone by neutral hue and variant, or `dark`.
        func tone(_ dark: Double, _ yellowLight: Double, _ vibrantLight: Double, _ light: Double) -> Double {
            s.isDark ? dark : yellow ? yellowLight : vibrant ? vibrantLight : light
        }
        func surface(_ tone: Double, _ multiplier: Double = 1) -> DynamicColor {
            DynamicColor(palette: .neutral, isBackground: true, tone: fixed(tone), chromaMultiplier: multiplier)
        }
        switch role {
        case .surface, .background: return surface(tone(4, 99, 97, 98))
        case .surfaceDim:
            return surface(tone(4, 90, 85, 87), s.isDark ? 1 : multiplier(s, 2.5, 1.7, (2.7, 1.75), 1.36))
        case .surfaceBright:
            return surface(tone(18, 99, 97, 98), s.isDark ? multiplier(s, 2.5, 1.7, (2.7, 1.75), 1.36) : 1)
        case .surfaceContainerLowest: return surface(s.isDark ? 0 : 100)
        case .surfaceContainerLow: return surface(tone(6, 98, 95, 96), multiplier(s, 1.3, 1.25, (1.3, 1.15), 1.08))
        case .surfaceContainer: return surface(tone(9, 96, 92, 94), multiplier(s, 1.6, 1.4, (1.6, 1.3), 1.15))
        case .surfaceContainerHigh: return surface(tone(12, 94, 90, 92), multiplier(s, 1.9, 1.5, (1.95, 1.45), 1.22))
        case .surfaceContainerHighest, .surfaceVariant:
            return surface(tone(15, 92, 88, 90), multiplier(s, 2.2, 1.7, (2.3, 1.6), 1.29))
        case .onSurface, .onBackground:
            let tone =
                vibrant
                ? { s in ChromaSearch.maxChromaTone(s.neutral, 0, 100, chromaMultiplier: 1.1, in: s) }
                : toneOf(highestSurface(s))
            return onSurface2025(s, tone: tone, curve: curve2025(s.isDark ? 11 : 9))
        case .onSurfaceVariant:
            return onSurface2025(s, tone: toneOf(highestSurface(s)), curve: curve2025(s.isDark ? 6 : 4.5))
        case .outline: return onSurface2025(s, tone: toneOf(highestSurface(s)), curve: curve2025(3))
        case .outlineVariant: return onSurface2025(s, tone: toneOf(highestSurface(s)), curve: curve2025(1.5))
        case .inverseSurface: return surface(s.isDark ? 98 : 4)
        case .inverseOnSurface:
            return DynamicColor(
                palette: .neutral, tone: toneOf(.inverseSurface), background: .inverseSurface,
                contrastCurve: curve2025(7))
        default:
            return neutral2021(role, highest: highestSurface(s))
        }
    }

    /// Text and lines on the surfaces (`onSurface`, `onSurfaceVariant`, `outline`, `outlineVariant`): neutral
    /// palette, chroma times 2.2 (neutral), 1.7 (tonal spot) or, for expressive, 3 on dark yellow hues, 2.3 on
    /// light ones and 1.6 otherwise; vibrant keeps the palette's chroma.
    static func onSurface2025(
        _ s: DynamicScheme, tone: @escaping (DynamicScheme) -> Double, curve: ContrastCurve
    ) -> DynamicColor {
        let yellow = Hct.isYellow(s.neutral.hue)
        let expressive = yellow && s.isDark ? 3.0 : yellow ? 2.3 : 1.6
        return DynamicColor(
            palette: .neutral, tone: tone, background: highestSurface(s), contrastCurve: curve,
            chromaMultiplier: multiplier(s, 2.2, 1.7, (expressive, expressive), 1.0))
    }

    /// A chroma multiplier by variant: `neutral`, `tonalSpot`, `expressive` (on a yellow neutral hue, else),
    /// `vibrant`; 1 for the variants the 2025 spec does not cover.
    static func multiplier(
        _ s: DynamicScheme, _ neutral: Double, _ tonalSpot: Double, _ expressive: (yellow: Double, other: Double),
        _ vibrant: Double
    ) -> Double {
        switch s.variant {
        case .neutral: return neutral
        case .tonalSpot: return tonalSpot
        case .expressive: return Hct.isYellow(s.neutral.hue) ? expressive.yellow : expressive.other
        case .vibrant: return vibrant
        default: return 1
        }
    }

    /// The contrast curve the 2025 spec pairs with a standard ratio (`get_curve`).
    static func curve2025(_ standard: Double) -> ContrastCurve {
        switch standard {
        case 1.5: return ContrastCurve(1.5, 1.5, 3, 5.5)
        case 3: return ContrastCurve(3, 3, 4.5, 7)
        case 4.5: return ContrastCurve(4.5, 4.5, 7, 11)
        case 6: return ContrastCurve(6, 6, 7, 11)
        case 7: return ContrastCurve(7, 7, 11, 21)
        case 9: return ContrastCurve(9, 9, 11, 21)
        case 11: return ContrastCurve(11, 11, 21, 21)
        case 21: return ContrastCurve(21, 21, 21, 21)
        default: return ContrastCurve(standard, standard, 7, 21)
        }
    }
}
