/// The palettes and settings from which every role of a scheme is computed, after
/// `dynamiccolor/DynamicScheme.java` and `scheme/SchemeTonalSpot.java` in material-color-utilities and
/// `materialyoucolor/dynamiccolor/dynamic_scheme.py` (`DynamicSchemePalettesDelegateImpl2021`, variant
/// `TONAL_SPOT`).
///
/// Only the tonal-spot variant of the 2021 spec is built: the default of Android 12–15 and of Jetpack
/// Compose's `dynamicLightColorScheme` / `dynamicDarkColorScheme`.
struct DynamicScheme: Sendable {
    /// The chroma of the primary palette (`TONAL_SPOT` in `get_primary_palette`, 2021).
    static let primaryChroma = 36.0
    /// The chroma of the secondary palette (`get_secondary_palette`, 2021).
    static let secondaryChroma = 16.0
    /// How far the tertiary hue turns from the source hue, in degrees (`get_tertiary_palette`, 2021).
    static let tertiaryHueRotation = 60.0
    /// The chroma of the tertiary palette (`get_tertiary_palette`, 2021).
    static let tertiaryChroma = 24.0
    /// The chroma of the neutral palette (`get_neutral_palette`, 2021).
    static let neutralChroma = 6.0
    /// The chroma of the neutral-variant palette (`get_neutral_variant_palette`, 2021).
    static let neutralVariantChroma = 8.0
    /// The hue of the error palette, the fallback of `DynamicScheme.__init__` for the 2021 spec.
    static let errorHue = 25.0
    /// The chroma of the error palette, the same fallback.
    static let errorChroma = 84.0

    /// The seed colour's HCT.
    let source: Hct
    /// Whether this is the dark scheme.
    let isDark: Bool
    /// The contrast level, -1 (reduced) to 1 (high); `MaterialScheme` only uses 0.
    let contrastLevel: Double
    /// The palettes, by role.
    let primary: TonalPalette
    /// See `primary`.
    let secondary: TonalPalette
    /// See `primary`.
    let tertiary: TonalPalette
    /// See `primary`.
    let neutral: TonalPalette
    /// See `primary`.
    let neutralVariant: TonalPalette
    /// See `primary`.
    let error: TonalPalette

    /// The tonal-spot scheme of `source` (`SchemeTonalSpot(source, isDark, contrastLevel, "2021")`).
    init(tonalSpot source: Hct, isDark: Bool, contrastLevel: Double) {
        self.source = source
        self.isDark = isDark
        self.contrastLevel = contrastLevel
        primary = TonalPalette(hue: source.hue, chroma: Self.primaryChroma)
        secondary = TonalPalette(hue: source.hue, chroma: Self.secondaryChroma)
        tertiary = TonalPalette(
            hue: MathUtils.sanitizeDegrees(source.hue + Self.tertiaryHueRotation), chroma: Self.tertiaryChroma)
        neutral = TonalPalette(hue: source.hue, chroma: Self.neutralChroma)
        neutralVariant = TonalPalette(hue: source.hue, chroma: Self.neutralVariantChroma)
        error = TonalPalette(hue: Self.errorHue, chroma: Self.errorChroma)
    }

    /// The palette of `role`.
    func palette(_ role: PaletteRole) -> TonalPalette {
        switch role {
        case .primary: return primary
        case .secondary: return secondary
        case .tertiary: return tertiary
        case .neutral: return neutral
        case .neutralVariant: return neutralVariant
        case .error: return error
        }
    }
}
