extension MaterialDynamicColors {
    /// The 2021 definition of a surface, outline or other neutral role, each after the function of the same
    /// name in `ColorSpecDelegateImpl2021` (the same for every variant); tone pairs read (dark, light).
    static func neutral2021(_ role: MaterialRole, highest surface: MaterialRole) -> DynamicColor {
        switch role {
        case .background, .surface:
            return DynamicColor(palette: .neutral, isBackground: true, tone: tones(6, 98))
        case .onBackground:
            return DynamicColor(
                palette: .neutral, tone: tones(90, 10), background: .background,
                contrastCurve: ContrastCurve(3, 3, 4.5, 7))
        case .surfaceDim:
            return DynamicColor(
                palette: .neutral, isBackground: true,
                tone: { s in s.isDark ? 6 : ContrastCurve(87, 87, 80, 75).value(at: s.contrastLevel) })
        case .surfaceBright:
            return DynamicColor(
                palette: .neutral, isBackground: true,
                tone: { s in s.isDark ? ContrastCurve(24, 24, 29, 34).value(at: s.contrastLevel) : 98 })
        case .surfaceContainerLowest:
            return DynamicColor(
                palette: .neutral, isBackground: true,
                tone: { s in s.isDark ? ContrastCurve(4, 4, 2, 0).value(at: s.contrastLevel) : 100 })
        case .surfaceContainerLow:
            return DynamicColor(
                palette: .neutral, isBackground: true,
                tone: curves(ContrastCurve(10, 10, 11, 12), ContrastCurve(96, 96, 96, 95)))
        case .surfaceContainer:
            return DynamicColor(
                palette: .neutral, isBackground: true,
                tone: curves(ContrastCurve(12, 12, 16, 20), ContrastCurve(94, 94, 92, 90)))
        case .surfaceContainerHigh:
            return DynamicColor(
                palette: .neutral, isBackground: true,
                tone: curves(ContrastCurve(17, 17, 21, 25), ContrastCurve(92, 92, 88, 85)))
        case .surfaceContainerHighest:
            return DynamicColor(
                palette: .neutral, isBackground: true,
                tone: curves(ContrastCurve(22, 22, 26, 30), ContrastCurve(90, 90, 84, 80)))
        case .onSurface:
            return DynamicColor(
                palette: .neutral, tone: tones(90, 10), background: surface,
                contrastCurve: ContrastCurve(4.5, 7, 11, 21))
        case .surfaceVariant:
            return DynamicColor(palette: .neutralVariant, isBackground: true, tone: tones(30, 90))
        case .onSurfaceVariant:
            return DynamicColor(
                palette: .neutralVariant, tone: tones(80, 30), background: surface,
                contrastCurve: ContrastCurve(3, 4.5, 7, 11))
        case .inverseSurface:
            return DynamicColor(palette: .neutral, isBackground: true, tone: tones(90, 20))
        case .inverseOnSurface:
            return DynamicColor(
                palette: .neutral, tone: tones(20, 95), background: .inverseSurface,
                contrastCurve: ContrastCurve(4.5, 7, 11, 21))
        case .outline:
            return DynamicColor(
                palette: .neutralVariant, tone: tones(60, 50), background: surface,
                contrastCurve: ContrastCurve(1.5, 3, 4.5, 7))
        case .outlineVariant:
            return DynamicColor(
                palette: .neutralVariant, tone: tones(30, 80), background: surface,
                contrastCurve: ContrastCurve(1, 1, 3, 4.5))
        case .surfaceTint:
            return DynamicColor(palette: .primary, isBackground: true, tone: tones(80, 40))
        default:
            // `shadow` and `scrim`: neutral tone 0, no constraints.
            precondition(role == .shadow || role == .scrim, "not a neutral role: \(role)")
            return DynamicColor(palette: .neutral, tone: fixed(0))
        }
    }
}
