extension MaterialScheme {
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
