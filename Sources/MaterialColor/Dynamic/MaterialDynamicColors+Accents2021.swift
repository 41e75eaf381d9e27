extension MaterialDynamicColors {
    /// The contrast curve of an accent against the highest surface (`primary`, `secondary`, … in
    /// `ColorSpecDelegateImpl2021`).
    static let accentCurve2021 = ContrastCurve(3, 4.5, 7, 7)
    /// The curve of the content on an accent (`onPrimary`, …).
    static let onAccentCurve2021 = ContrastCurve(4.5, 7, 11, 21)
    /// The curve of a container against the highest surface (`primaryContainer`, …).
    static let containerCurve2021 = ContrastCurve(1, 1, 3, 4.5)
    /// The curve of the content on a container (`onPrimaryContainer`, …).
    static let onContainerCurve2021 = ContrastCurve(3, 4.5, 7, 11)
    /// The ratio the fidelity variant's `on…Container` tones start from (`foreground_tone(…, 4.5)`).
    static let fidelityOnContainerRatio = 4.5
    /// The least tone distance between an accent and its container (`ToneDeltaPair(…, 10, "nearer", False)`).
    static let containerDelta2021 = 10.0

    /// The 2021 definition of `role` in `scheme` (`ColorSpecDelegateImpl2021`), with its monochrome and
    /// fidelity/content branches.
    static func color2021(_ role: MaterialRole, _ scheme: DynamicScheme) -> DynamicColor {
        let mono = scheme.variant == .monochrome
        let fidelity = scheme.variant == .fidelity || scheme.variant == .content
        let surface = highestSurface(scheme)
        switch role {
        case .primary:
            return accent2021(.primary, mono ? tones(100, 0) : tones(80, 40), surface)
        case .onPrimary:
            return onAccent2021(.primary, mono ? tones(10, 90) : tones(20, 100))
        case .primaryContainer:
            let tone = fidelity ? { s in s.source.tone } : mono ? tones(85, 25) : tones(30, 90)
            return container2021(.primary, tone, surface)
        case .onPrimaryContainer:
            return onContainer2021(
                .primary, fidelity ? onFidelityContainer(.primaryContainer) : mono ? tones(0, 100) : tones(90, 30))
        case .inversePrimary:
            return DynamicColor(
                palette: .primary, tone: tones(40, 80), background: .inverseSurface, contrastCurve: accentCurve2021)
        case .secondary:
            return accent2021(.secondary, tones(80, 40), surface)
        case .onSecondary:
            return onAccent2021(.secondary, mono ? tones(10, 100) : tones(20, 100))
        case .secondaryContainer:
            let tone: (DynamicScheme) -> Double =
                mono
                ? tones(30, 85)
                : fidelity
                    ? { s in
                        ChromaSearch.desiredChromaTone(
                            hue: s.secondary.hue, chroma: s.secondary.chroma, tone: s.isDark ? 30 : 90,
                            byDecreasingTone: !s.isDark)
                    } : tones(30, 90)
            return container2021(.secondary, tone, surface)
        case .onSecondaryContainer:
            return onContainer2021(
                .secondary, mono ? tones(90, 10) : fidelity ? onFidelityContainer(.secondaryContainer) : tones(90, 30))
        case .tertiary:
            return accent2021(.tertiary, mono ? tones(90, 25) : tones(80, 40), surface)
        case .onTertiary:
            return onAccent2021(.tertiary, mono ? tones(10, 90) : tones(20, 100))
        case .tertiaryContainer:
            let tone: (DynamicScheme) -> Double =
                mono
                ? tones(60, 49)
                : fidelity ? { s in DislikeAnalyzer.fixIfDisliked(s.tertiary.hct(s.source.tone)).tone } : tones(30, 90)
            return container2021(.tertiary, tone, surface)
        case .onTertiaryContainer:
            return onContainer2021(
                .tertiary, mono ? tones(0, 100) : fidelity ? onFidelityContainer(.tertiaryContainer) : tones(90, 30))
        case .error:
            return accent2021(.error, tones(80, 40), surface)
        case .onError:
            return onAccent2021(.error, tones(20, 100))
        case .errorContainer:
            return container2021(.error, tones(30, 90), surface)
        case .onErrorContainer:
            return onContainer2021(.error, mono ? tones(90, 10) : tones(90, 30))
        default:
            return neutral2021(role, highest: surface)
        }
    }

    /// The fidelity `on…Container` start: the tone reaching 4.5:1 against the container's own starting tone.
    static func onFidelityContainer(_ container: MaterialRole) -> (DynamicScheme) -> Double {
        { s in
            DynamicColor.foregroundTone(MaterialDynamicColors.color(container, in: s).tone(s), fidelityOnContainerRatio)
        }
    }
}
