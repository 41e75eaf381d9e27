extension BaselineScheme {
    /// The light baseline scheme: `ColorLightTokens` in androidx
    /// `compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/tokens/ColorLightTokens.kt`
    /// (token set `VERSION: v0_210`), role by role; each case cites its token.
    static func light(_ role: MaterialRole) -> RGB {
        switch role {
        // `ColorLightTokens.Primary = PaletteTokens.Primary40`
        case .primary: return BaselinePalette.primary40
        // `ColorLightTokens.OnPrimary = PaletteTokens.Primary100`
        case .onPrimary: return BaselinePalette.primary100
        // `ColorLightTokens.PrimaryContainer = PaletteTokens.Primary90`
        case .primaryContainer: return BaselinePalette.primary90
        // `ColorLightTokens.OnPrimaryContainer = PaletteTokens.Primary10`
        case .onPrimaryContainer: return BaselinePalette.primary10
        // `ColorLightTokens.Secondary = PaletteTokens.Secondary40`
        case .secondary: return BaselinePalette.secondary40
        // `ColorLightTokens.OnSecondary = PaletteTokens.Secondary100`
        case .onSecondary: return BaselinePalette.secondary100
        // `ColorLightTokens.SecondaryContainer = PaletteTokens.Secondary90`
        case .secondaryContainer: return BaselinePalette.secondary90
        // `ColorLightTokens.OnSecondaryContainer = PaletteTokens.Secondary10`
        case .onSecondaryContainer: return BaselinePalette.secondary10
        // `ColorLightTokens.Tertiary = PaletteTokens.Tertiary40`
        case .tertiary: return BaselinePalette.tertiary40
        // `ColorLightTokens.OnTertiary = PaletteTokens.Tertiary100`
        case .onTertiary: return BaselinePalette.tertiary100
        // `ColorLightTokens.TertiaryContainer = PaletteTokens.Tertiary90`
        case .tertiaryContainer: return BaselinePalette.tertiary90
        // `ColorLightTokens.OnTertiaryContainer = PaletteTokens.Tertiary10`
        case .onTertiaryContainer: return BaselinePalette.tertiary10
        // `ColorLightTokens.Error = PaletteTokens.Error40`
        case .error: return BaselinePalette.error40
        // `ColorLightTokens.OnError = PaletteTokens.Error100`
        case .onError: return BaselinePalette.error100
        // `ColorLightTokens.ErrorContainer = PaletteTokens.Error90`
        case .errorContainer: return BaselinePalette.error90
        // `ColorLightTokens.OnErrorContainer = PaletteTokens.Error10`
        case .onErrorContainer: return BaselinePalette.error10
        // `ColorLightTokens.Background = PaletteTokens.Neutral98`
        case .background: return BaselinePalette.neutral98
        // `ColorLightTokens.OnBackground = PaletteTokens.Neutral10`
        case .onBackground: return BaselinePalette.neutral10
        // `ColorLightTokens.Surface = PaletteTokens.Neutral98`
        case .surface: return BaselinePalette.neutral98
        // `ColorLightTokens.OnSurface = PaletteTokens.Neutral10`
        case .onSurface: return BaselinePalette.neutral10
        // `ColorLightTokens.SurfaceVariant = PaletteTokens.NeutralVariant90`
        case .surfaceVariant: return BaselinePalette.neutralVariant90
        // `ColorLightTokens.OnSurfaceVariant = PaletteTokens.NeutralVariant30`
        case .onSurfaceVariant: return BaselinePalette.neutralVariant30
        // `ColorLightTokens.Outline = PaletteTokens.NeutralVariant50`
        case .outline: return BaselinePalette.neutralVariant50
        // `ColorLightTokens.OutlineVariant = PaletteTokens.NeutralVariant80`
        case .outlineVariant: return BaselinePalette.neutralVariant80
        // `ColorLightTokens.InverseSurface = PaletteTokens.Neutral20`
        case .inverseSurface: return BaselinePalette.neutral20
        // `ColorLightTokens.InverseOnSurface = PaletteTokens.Neutral95`
        case .inverseOnSurface: return BaselinePalette.neutral95
        // `ColorLightTokens.InversePrimary = PaletteTokens.Primary80`
        case .inversePrimary: return BaselinePalette.primary80
        // `ColorLightTokens.SurfaceDim = PaletteTokens.Neutral87`
        case .surfaceDim: return BaselinePalette.neutral87
        // `ColorLightTokens.SurfaceBright = PaletteTokens.Neutral98`
        case .surfaceBright: return BaselinePalette.neutral98
        // `ColorLightTokens.SurfaceContainerLowest = PaletteTokens.Neutral100`
        case .surfaceContainerLowest: return BaselinePalette.neutral100
        // `ColorLightTokens.SurfaceContainerLow = PaletteTokens.Neutral96`
        case .surfaceContainerLow: return BaselinePalette.neutral96
        // `ColorLightTokens.SurfaceContainer = PaletteTokens.Neutral94`
        case .surfaceContainer: return BaselinePalette.neutral94
        // `ColorLightTokens.SurfaceContainerHigh = PaletteTokens.Neutral92`
        case .surfaceContainerHigh: return BaselinePalette.neutral92
        // `ColorLightTokens.SurfaceContainerHighest = PaletteTokens.Neutral90`
        case .surfaceContainerHighest: return BaselinePalette.neutral90
        // `ColorLightTokens.Scrim = PaletteTokens.Neutral0`
        case .scrim: return BaselinePalette.neutral0
        // `ColorLightTokens.SurfaceTint = Primary`
        case .surfaceTint: return light(.primary)
        case .shadow:
            // Not in `ColorLightTokens`: Compose's ColorScheme has no shadow role and draws shadows in black,
            // `PaletteTokens.Black`.
            return BaselinePalette.black
        }
    }
}
