extension MaterialDynamicColors {
    /// How far an accent stays from its container in the 2025 spec (`ToneDeltaPair(container, accent, 5,
    /// "relative_lighter", True, "farther")`).
    static let containerDelta2025 = 5.0

    /// The 2025 definition of `role` in `scheme` (phone), after `ColorSpecDelegateImpl2025`; the accents' tones
    /// are in `accentTone2025` and `containerTone2025`.
    static func color2025(_ role: MaterialRole, _ s: DynamicScheme) -> DynamicColor {
        switch role {
        case .primary, .surfaceTint: return accent2025(.primary, s)
        case .secondary: return accent2025(.secondary, s)
        case .tertiary: return accent2025(.tertiary, s)
        case .error: return accent2025(.error, s)
        case .primaryContainer: return container2025(.primary, s)
        case .secondaryContainer: return container2025(.secondary, s)
        case .tertiaryContainer: return container2025(.tertiary, s)
        case .errorContainer: return container2025(.error, s)
        case .onPrimary: return on2025(.primary, .primary)
        case .onSecondary: return on2025(.secondary, .secondary)
        case .onTertiary: return on2025(.tertiary, .tertiary)
        case .onError: return on2025(.error, .error)
        case .onPrimaryContainer: return on2025(.primary, .primaryContainer)
        case .onSecondaryContainer: return on2025(.secondary, .secondaryContainer)
        case .onTertiaryContainer: return on2025(.tertiary, .tertiaryContainer)
        case .onErrorContainer:
            return DynamicColor(
                palette: .error, tone: toneOf(.errorContainer), background: .errorContainer,
                contrastCurve: curve2025(4.5))
        case .inversePrimary:
            return DynamicColor(
                palette: .primary, tone: { s in ChromaSearch.maxChromaTone(s.primary, in: s) },
                background: .inverseSurface, contrastCurve: curve2025(6))
        default:
            return neutral2025(role, s)
        }
    }

    /// An accent (`primary`, …; `surfaceTint` is upstream's copy of `primary`): a background against the
    /// highest surface at 4.5:1, kept at least 5 tones from its container, lighter in light schemes.
    static func accent2025(_ family: AccentFamily, _ s: DynamicScheme) -> DynamicColor {
        let pair = ToneDeltaPair(
            roleA: family.container, roleB: family.accent, delta: containerDelta2025, polarity: .relativeLighter,
            stayTogether: true, constraint: .farther)
        return DynamicColor(
            palette: family.palette, isBackground: true, tone: { s in accentTone2025(family, s) },
            background: highestSurface(s), contrastCurve: curve2025(4.5), toneDeltaPair: pair)
    }

    /// A container (`primaryContainer`, …): its tone as it is at standard contrast, and 1.5:1 against the
    /// highest surface above it.
    static func container2025(_ family: AccentFamily, _ s: DynamicScheme) -> DynamicColor {
        let raised = s.contrastLevel > 0
        return DynamicColor(
            palette: family.palette, isBackground: true, tone: { s in containerTone2025(family, s) },
            background: raised ? highestSurface(s) : nil, contrastCurve: raised ? curve2025(1.5) : nil)
    }

    /// The content on `background` (`onPrimary`, `onPrimaryContainer`, …): starting at the background's tone,
    /// moved to 6:1 against it.
    static func on2025(_ family: AccentFamily, _ background: MaterialRole) -> DynamicColor {
        DynamicColor(
            palette: family.palette, tone: toneOf(background), background: background, contrastCurve: curve2025(6))
    }
}
