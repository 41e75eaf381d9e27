extension MaterialScheme {
    /// The contrast level the schemes are built at: 0, standard contrast.
    static let standardContrast = 0.0

    /// The tonal-spot scheme of a seed colour, 2021 spec, standard contrast: what Android 12–15 and Jetpack
    /// Compose's dynamic colour make of a wallpaper or brand colour (`SchemeTonalSpot(Hct.fromInt(seed),
    /// dark, 0.0)` with `MaterialDynamicColors` of the 2021 spec in material-color-utilities).
    ///
    /// Bits 24–31 of `seed` are ignored. Any seed works: greys (including black and white) have hue 0, so
    /// they give a scheme of hue 0 with low-chroma accents.
    public static func tonalSpot(seed: RGB, dark: Bool) -> MaterialScheme {
        let scheme = DynamicScheme(tonalSpot: Hct(rgb: seed), isDark: dark, contrastLevel: standardContrast)
        return MaterialScheme { role in scheme.rgb(of: role) }
    }
}
