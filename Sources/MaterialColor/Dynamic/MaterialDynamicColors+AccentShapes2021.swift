extension MaterialDynamicColors {
    /// The pair that keeps an accent 10 tones from its container (`ToneDeltaPair(container, accent, 10,
    /// "nearer", False)`).
    static func containerPair2021(_ family: AccentFamily) -> ToneDeltaPair {
        ToneDeltaPair(
            roleA: family.container, roleB: family.accent, delta: containerDelta2021, polarity: .nearer,
            stayTogether: false)
    }

    /// An accent (`primary`, …): a background against the highest surface, kept from its container.
    static func accent2021(
        _ family: AccentFamily, _ tone: @escaping (DynamicScheme) -> Double, _ surface: MaterialRole
    ) -> DynamicColor {
        DynamicColor(
            palette: family.palette, isBackground: true, tone: tone, background: surface,
            contrastCurve: accentCurve2021, toneDeltaPair: containerPair2021(family))
    }

    /// The content on an accent (`onPrimary`, …).
    static func onAccent2021(_ family: AccentFamily, _ tone: @escaping (DynamicScheme) -> Double) -> DynamicColor {
        DynamicColor(palette: family.palette, tone: tone, background: family.accent, contrastCurve: onAccentCurve2021)
    }

    /// A container (`primaryContainer`, …): a background against the highest surface, kept from its accent.
    static func container2021(
        _ family: AccentFamily, _ tone: @escaping (DynamicScheme) -> Double, _ surface: MaterialRole
    ) -> DynamicColor {
        DynamicColor(
            palette: family.palette, isBackground: true, tone: tone, background: surface,
            contrastCurve: containerCurve2021, toneDeltaPair: containerPair2021(family))
    }

    /// The content on a container (`onPrimaryContainer`, …).
    static func onContainer2021(_ family: AccentFamily, _ tone: @escaping (DynamicScheme) -> Double) -> DynamicColor {
        DynamicColor(
            palette: family.palette, tone: tone, background: family.container, contrastCurve: onContainerCurve2021)
    }
}
