/// The palettes and settings from which every role of a scheme is computed, after
/// `dynamiccolor/DynamicScheme.java` in material-color-utilities and `materialyoucolor/dynamiccolor/dynamic_scheme.py`.
///
/// The palettes come from the variant and the spec (`SchemePalettes2021`, `SchemePalettes2025`); the platform is
/// always the phone's. A scheme remembers the tones it has worked out (`memo`): they are pure functions of the
/// scheme, and the 2025 roles ask for one another's tones many times over.
struct DynamicScheme {
    /// The seed colour's HCT.
    let source: Hct
    /// How the palettes follow from the seed.
    let variant: SchemeVariant
    /// The spec the scheme follows, after the fallback of ``ColorSpec/effective(for:)``.
    let spec: ColorSpec
    /// Whether this is the dark scheme.
    let isDark: Bool
    /// The contrast level, -1 (reduced) to 1 (high); 0 is standard, 0.5 medium.
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
    /// Tones already worked out.
    let memo = Memo()

    /// The scheme of `source` (`DynamicScheme(source, variant, contrastLevel, isDark, "phone", spec)`).
    init(source: Hct, variant: SchemeVariant, spec: ColorSpec, isDark: Bool, contrastLevel: Double) {
        self.source = source
        self.variant = variant
        self.spec = spec.effective(for: variant)
        self.isDark = isDark
        self.contrastLevel = contrastLevel
        let palettes =
            self.spec == .spec2025
            ? SchemePalettes2025.palettes(source: source, variant: variant, isDark: isDark)
            : SchemePalettes2021.palettes(source: source, variant: variant)
        primary = palettes.primary
        secondary = palettes.secondary
        tertiary = palettes.tertiary
        neutral = palettes.neutral
        neutralVariant = palettes.neutralVariant
        error = palettes.error
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

    /// Tones already worked out, by role, and the tone searches of the 2025 spec, by their arguments.
    final class Memo {
        /// Final tones, by role.
        var tones: [MaterialRole: Double] = [:]
        /// `ChromaSearch.bestTone` answers.
        var bestTones: [ChromaSearch.Query: Double] = [:]
    }
}
