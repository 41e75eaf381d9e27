extension MaterialScheme {
    /// The contrast level of `tonalSpot(seed:dark:)`: 0, standard contrast.
    public static let standardContrast = 0.0
    /// The lowest contrast level (reduced contrast); lower levels are taken as this.
    public static let lowestContrast = -1.0
    /// The highest contrast level (high contrast); higher levels are taken as this.
    public static let highestContrast = 1.0

    /// The dynamic scheme of a seed colour: what Android and Jetpack Compose's dynamic colour make of a
    /// wallpaper or brand colour (`DynamicScheme(Hct.fromInt(seed), variant, contrastLevel, dark, phone, spec)`
    /// with `MaterialDynamicColors` in material-color-utilities).
    ///
    /// `contrastLevel` runs from -1 (reduced) through 0 (standard) and 0.5 (medium) to 1 (high), between which
    /// the contrast curves interpolate; values outside are clamped and NaN is taken as 0. Variants the 2025
    /// spec does not define are built with the 2021 spec (``ColorSpec/effective(for:)``). Bits 24–31 of `seed`
    /// are ignored; greys (including black and white) have hue 0.
    public static func dynamic(
        seed: RGB, variant: SchemeVariant = .tonalSpot, spec: ColorSpec = .spec2021,
        contrastLevel: Double = standardContrast, dark: Bool
    ) -> MaterialScheme {
        let level = contrastLevel.isNaN ? standardContrast : min(max(contrastLevel, lowestContrast), highestContrast)
        let scheme = DynamicScheme(
            source: Hct(rgb: seed), variant: variant, spec: spec, isDark: dark, contrastLevel: level)
        return MaterialScheme { role in scheme.rgb(of: role) }
    }

    /// The tonal-spot scheme of a seed colour, 2021 spec, standard contrast: what Android 12–15 and Jetpack
    /// Compose's dynamic colour make of a wallpaper or brand colour (`SchemeTonalSpot(Hct.fromInt(seed),
    /// dark, 0.0)` with `MaterialDynamicColors` of the 2021 spec in material-color-utilities).
    ///
    /// Bits 24–31 of `seed` are ignored. Any seed works: greys (including black and white) have hue 0, so
    /// they give a scheme of hue 0 with low-chroma accents.
    public static func tonalSpot(seed: RGB, dark: Bool) -> MaterialScheme {
        dynamic(seed: seed, dark: dark)
    }
}
