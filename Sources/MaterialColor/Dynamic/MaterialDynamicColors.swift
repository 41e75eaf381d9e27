/// The 2021-spec definition of every role, after `ColorSpec2021.java` in material-color-utilities
/// (`dynamiccolor/`) and `ColorSpecDelegateImpl2021` in `materialyoucolor/dynamiccolor/color_spec_2021.py`.
///
/// Only the tonal-spot variant's branches are written out: the monochrome and fidelity/content branches of
/// the upstream definitions never apply to a tonal-spot scheme. Each tone pair below reads (dark, light).
enum MaterialDynamicColors {
    /// The definition of `role`.
    static func color(_ role: MaterialRole) -> DynamicColor {
        switch role {
        case .primary, .onPrimary, .primaryContainer, .onPrimaryContainer:
            return accent(role, family: .primary)
        case .secondary, .onSecondary, .secondaryContainer, .onSecondaryContainer:
            return accent(role, family: .secondary)
        case .tertiary, .onTertiary, .tertiaryContainer, .onTertiaryContainer:
            return accent(role, family: .tertiary)
        case .error, .onError, .errorContainer, .onErrorContainer:
            return accent(role, family: .error)
        case .inversePrimary:
            // `inversePrimary`: primary palette, tone 40 / 80, against `inverseSurface`.
            return DynamicColor(
                palette: .primary, tone: tones(40, 80), background: { _ in .inverseSurface },
                contrastCurve: ContrastCurve(3, 4.5, 7, 7))
        default:
            return neutral(role)
        }
    }

    /// The surface the accents and outlines must contrast with: `surfaceBright` in the dark, `surfaceDim` in
    /// the light (`highestSurface`).
    static func highestSurface(_ scheme: DynamicScheme) -> MaterialRole {
        scheme.isDark ? .surfaceBright : .surfaceDim
    }

    /// A tone of `dark` in the dark scheme and `light` in the light one.
    static func tones(_ dark: Double, _ light: Double) -> @Sendable (DynamicScheme) -> Double {
        { scheme in scheme.isDark ? dark : light }
    }

    /// A tone that follows a contrast curve in the dark scheme and another in the light one.
    static func curves(_ dark: ContrastCurve, _ light: ContrastCurve) -> @Sendable (DynamicScheme) -> Double {
        { scheme in (scheme.isDark ? dark : light).value(at: scheme.contrastLevel) }
    }

    /// A constant tone.
    static func fixed(_ tone: Double) -> @Sendable (DynamicScheme) -> Double {
        { _ in tone }
    }
}
