extension MaterialScheme {
    /// The colour the baseline scheme's primary palette is built around, `#6750A4` (`PaletteTokens.Primary40` in
    /// androidx's `compose/material3/.../tokens/PaletteTokens.kt`): the seed used for a dynamic scheme when no
    /// seed is given.
    public static let baselineSeed: RGB = BaselinePalette.primary40

    /// The baseline scheme of Jetpack Compose Material 3 (`lightColorScheme()` / `darkColorScheme()` with
    /// their defaults), light or dark, from androidx's `ColorLightTokens.kt`, `ColorDarkTokens.kt` and
    /// `PaletteTokens.kt` (token set v0_210).
    ///
    /// `surfaceTint` equals `primary`, as in Compose; `shadow`, which Compose's `ColorScheme` lacks, is black.
    /// This is not `tonalSpot(seed: 0x6750A4, dark:)`: several roles differ (see `BaselineScheme`).
    public static func baseline(dark: Bool) -> MaterialScheme {
        MaterialScheme { role in BaselineScheme.colour(role, dark: dark) }
    }
}
