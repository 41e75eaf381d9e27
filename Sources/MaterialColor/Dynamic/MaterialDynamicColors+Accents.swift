extension MaterialDynamicColors {
    /// The four roles of one accent: the colour, its container and the content on each.
    ///
    /// For the tonal-spot variant, `primary`, `secondary`, `tertiary` and `error` (with their `on…`,
    /// `…Container` and `on…Container`) have the same definitions in `ColorSpecDelegateImpl2021` apart from
    /// the palette, so they are written once here.
    enum AccentFamily: Sendable {
        /// `primary`, `onPrimary`, `primaryContainer`, `onPrimaryContainer`.
        case primary
        /// `secondary`, `onSecondary`, `secondaryContainer`, `onSecondaryContainer`.
        case secondary
        /// `tertiary`, `onTertiary`, `tertiaryContainer`, `onTertiaryContainer`.
        case tertiary
        /// `error`, `onError`, `errorContainer`, `onErrorContainer`.
        case error

        /// The roles (accent, on accent, container, on container).
        var roles: (accent: MaterialRole, onAccent: MaterialRole, container: MaterialRole, onContainer: MaterialRole) {
            switch self {
            case .primary: return (.primary, .onPrimary, .primaryContainer, .onPrimaryContainer)
            case .secondary: return (.secondary, .onSecondary, .secondaryContainer, .onSecondaryContainer)
            case .tertiary: return (.tertiary, .onTertiary, .tertiaryContainer, .onTertiaryContainer)
            case .error: return (.error, .onError, .errorContainer, .onErrorContainer)
            }
        }

        /// The palette all four roles take their colour from.
        var palette: PaletteRole {
            switch self {
            case .primary: return .primary
            case .secondary: return .secondary
            case .tertiary: return .tertiary
            case .error: return .error
            }
        }
    }

    /// The least tone distance between an accent and its container (`ToneDeltaPair(…, 10, "nearer", False)`).
    static let containerDelta = 10.0

    /// The definition of `role`, one of `family`'s four.
    static func accent(_ role: MaterialRole, family: AccentFamily) -> DynamicColor {
        let roles = family.roles
        let pair = ToneDeltaPair(
            roleA: roles.container, roleB: roles.accent, delta: containerDelta, polarity: .nearer,
            stayTogether: false)
        switch role {
        case roles.accent:
            // `primary`: tone 80 / 40 against the highest surface, kept 10 from its container.
            return DynamicColor(
                palette: family.palette, isBackground: true, tone: tones(80, 40), background: highestSurface,
                contrastCurve: ContrastCurve(3, 4.5, 7, 7), toneDeltaPair: pair)
        case roles.onAccent:
            // `onPrimary`: tone 20 / 100 against the accent.
            let accent = roles.accent
            return DynamicColor(
                palette: family.palette, tone: tones(20, 100), background: { _ in accent },
                contrastCurve: ContrastCurve(4.5, 7, 11, 21))
        case roles.container:
            // `primaryContainer`: tone 30 / 90 against the highest surface, kept 10 from the accent.
            return DynamicColor(
                palette: family.palette, isBackground: true, tone: tones(30, 90), background: highestSurface,
                contrastCurve: ContrastCurve(1, 1, 3, 4.5), toneDeltaPair: pair)
        default:
            // `onPrimaryContainer`: tone 90 / 30 against the container.
            let container = roles.container
            return DynamicColor(
                palette: family.palette, tone: tones(90, 30), background: { _ in container },
                contrastCurve: ContrastCurve(3, 4.5, 7, 11))
        }
    }
}
