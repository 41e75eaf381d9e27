/// The definition of every role in a given scheme, after `MaterialDynamicColors.java`, `ColorSpec2021.java` and
/// `ColorSpec2025.java` in material-color-utilities (`dynamiccolor/`) and `color_spec_2021.py`,
/// `color_spec_2025.py` in `materialyoucolor/dynamiccolor/`.
///
/// Upstream writes each role once, with lambdas that branch on the scheme's variant, spec, appearance and
/// contrast level; here the branch is taken when the definition is asked for, since every definition is made
/// for one scheme. Tone pairs read (dark, light).
enum MaterialDynamicColors {
    /// The definition of `role` in `scheme`, by the spec the scheme follows.
    static func color(_ role: MaterialRole, in scheme: DynamicScheme) -> DynamicColor {
        switch scheme.spec {
        case .spec2021: return color2021(role, scheme)
        case .spec2025: return color2025(role, scheme)
        }
    }

    /// The surface the accents and outlines must contrast with: `surfaceBright` in the dark, `surfaceDim` in
    /// the light (`highestSurface`, both specs on a phone).
    static func highestSurface(_ scheme: DynamicScheme) -> MaterialRole {
        scheme.isDark ? .surfaceBright : .surfaceDim
    }

    /// A tone of `dark` in the dark scheme and `light` in the light one.
    static func tones(_ dark: Double, _ light: Double) -> (DynamicScheme) -> Double {
        { scheme in scheme.isDark ? dark : light }
    }

    /// A tone that follows a contrast curve in the dark scheme and another in the light one.
    static func curves(_ dark: ContrastCurve, _ light: ContrastCurve) -> (DynamicScheme) -> Double {
        { scheme in (scheme.isDark ? dark : light).value(at: scheme.contrastLevel) }
    }

    /// A constant tone.
    static func fixed(_ tone: Double) -> (DynamicScheme) -> Double {
        { _ in tone }
    }

    /// The final tone of another role (`get_initial_tone_from_background` of the 2025 roles without a tone of
    /// their own).
    static func toneOf(_ role: MaterialRole) -> (DynamicScheme) -> Double {
        { scheme in scheme.tone(of: role) }
    }
}
