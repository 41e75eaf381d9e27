extension BaselineScheme {
    /// The dark baseline scheme: `ColorDarkTokens` in androidx
    /// `compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/tokens/ColorDarkTokens.kt`
    /// (token set `VERSION: v0_210`), role by role; each case cites its token.
    static func dark(_ role: MaterialRole) -> RGB {
        switch role {
        // `ColorDarkTokens.Primary = PaletteTokens.Primary80`
        case .primary: return BaselinePalette.primary80
        // `ColorDarkTokens.OnPrimary = PaletteTokens.Primary20`
        case .onPrimary: return BaselinePalette.primary20
        // `ColorDarkTokens.PrimaryContainer = PaletteTokens.Primary30`
        case .primaryContainer: return BaselinePalette.primary30
        // `ColorDarkTokens.OnPrimaryContainer = PaletteTokens.Primary90`
        case .onPrimaryContainer: return BaselinePalette.primary90
        // `ColorDarkTokens.Secondary = PaletteTokens.Secondary80`
        case .secondary: return BaselinePalette.secondary80
        // `ColorDarkTokens.OnSecondary = PaletteTokens.Secondary20`
        case .onSecondary: return BaselinePalette.secondary20
        // `ColorDarkTokens.SecondaryContainer = PaletteTokens.Secondary30`
        case .secondaryContainer: return BaselinePalette.secondary30
        // `ColorDarkTokens.OnSecondaryContainer = PaletteTokens.Secondary90`
        case .onSecondaryContainer: return BaselinePalette.secondary90
        // `ColorDarkTokens.Tertiary = PaletteTokens.Tertiary80`
        case .tertiary: return BaselinePalette.tertiary80
        // `ColorDarkTokens.OnTertiary = PaletteTokens.Tertiary20`
        case .onTertiary: return BaselinePalette.tertiary20
        // `ColorDarkTokens.TertiaryContainer = PaletteTokens.Tertiary30`
        case .tertiaryContainer: return BaselinePalette.tertiary30
        // `ColorDarkTokens.OnTertiaryContainer = PaletteTokens.Tertiary90`
        case .onTertiaryContainer: return BaselinePalette.tertiary90
        // `ColorDarkTokens.Error = PaletteTokens.Error80`
        case .error: return BaselinePalette.error80
        // `ColorDarkTokens.OnError = PaletteTokens.Error20`
        case .onError: return BaselinePalette.error20
        // `ColorDarkTokens.ErrorContainer = PaletteTokens.Error30`
        case .errorContainer: return BaselinePalette.error30
        // `ColorDarkTokens.OnErrorContainer = PaletteTokens.Error90`
        case .onErrorContainer: return BaselinePalette.error90
        // `ColorDarkTokens.Background = PaletteTokens.Neutral6`
        case .background: return BaselinePalette.neutral6
        // `ColorDarkTokens.OnBackground = PaletteTokens.Neutral90`
        case .onBackground: return BaselinePalette.neutral90
        // `ColorDarkTokens.Surface = PaletteTokens.Neutral6`
        case .surface: return BaselinePalette.neutral6
        // `ColorDarkTokens.OnSurface = PaletteTokens.Neutral90`
        case .onSurface: return BaselinePalette.neutral90
        // `ColorDarkTokens.SurfaceVariant = PaletteTokens.NeutralVariant30`
        case .surfaceVariant: return BaselinePalette.neutralVariant30
        // `ColorDarkTokens.OnSurfaceVariant = PaletteTokens.NeutralVariant80`
        case .onSurfaceVariant: return BaselinePalette.neutralVariant80
        // `ColorDarkTokens.Outline = PaletteTokens.NeutralVariant60`
        case .outline: return BaselinePalette.neutralVariant60
        // `ColorDarkTokens.OutlineVariant = PaletteTokens.NeutralVariant30`
        case .outlineVariant: return BaselinePalette.neutralVariant30
        // `ColorDarkTokens.InverseSurface = PaletteTokens.Neutral90`
        case .inverseSurface: return BaselinePalette.neutral90
        // `ColorDarkTokens.InverseOnSurface = PaletteTokens.Neutral20`
        case .inverseOnSurface: return BaselinePalette.neutral20
        // `ColorDarkTokens.InversePrimary = PaletteTokens.Primary40`
        case .inversePrimary: return BaselinePalette.primary40
        // `ColorDarkTokens.SurfaceDim = PaletteTokens.Neutral6`
        case .surfaceDim: return BaselinePalette.neutral6
        // `ColorDarkTokens.SurfaceBright = PaletteTokens.Neutral24`
        case .surfaceBright: return BaselinePalette.neutral24
        // `ColorDarkTokens.SurfaceContainerLowest = PaletteTokens.Neutral4`
        case .surfaceContainerLowest: return BaselinePalette.neutral4
        // `ColorDarkTokens.SurfaceContainerLow = PaletteTokens.Neutral10`
        case .surfaceContainerLow: return BaselinePalette.neutral10
        // `ColorDarkTokens.SurfaceContainer = PaletteTokens.Neutral12`
        case .surfaceContainer: return BaselinePalette.neutral12
        // `ColorDarkTokens.SurfaceContainerHigh = PaletteTokens.Neutral17`
        case .surfaceContainerHigh: return BaselinePalette.neutral17
        // `ColorDarkTokens.SurfaceContainerHighest = PaletteTokens.Neutral22`
        case .surfaceContainerHighest: return BaselinePalette.neutral22
        // `ColorDarkTokens.Scrim = PaletteTokens.Neutral0`
        case .scrim: return BaselinePalette.neutral0
        // `ColorDarkTokens.SurfaceTint = Primary`
        case .surfaceTint: return dark(.primary)
        case .shadow:
            // Not in `ColorDarkTokens`: Compose's ColorScheme has no shadow role and draws shadows in black,
            // `PaletteTokens.Black`.
            return BaselinePalette.black
        }
    }
}
