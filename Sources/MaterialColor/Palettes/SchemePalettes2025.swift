/// The palettes of the variants the 2025 spec covers, on a phone, after `DynamicSchemePalettesDelegateImpl2025`
/// in `materialyoucolor/dynamiccolor/dynamic_scheme.py` (`ColorSpec2025`'s palette rules in
/// material-color-utilities). Only the phone branches are written: Masthead draws phone app bars.
enum SchemePalettes2025 {
    /// The palettes of `variant` (tonal spot, neutral, vibrant or expressive) for a seed of HCT `source`.
    static func palettes(source: Hct, variant: SchemeVariant, isDark: Bool) -> PaletteSet {
        let neutral = neutral(source, variant, isDark)
        return PaletteSet(
            primary: primary(source, variant, isDark), secondary: secondary(source, variant, isDark),
            tertiary: tertiary(source, variant), neutral: neutral,
            neutralVariant: neutralVariant(source, variant, neutral), error: error(source, variant))
    }

    /// `get_primary_palette`, phone: the seed's hue at chroma 12 (neutral, blue seeds) or 8 (neutral), 26 dark /
    /// 32 light (tonal spot), 36 dark / 48 light (expressive), 74 (vibrant).
    static func primary(_ source: Hct, _ variant: SchemeVariant, _ isDark: Bool) -> TonalPalette {
        switch variant {
        case .neutral: return TonalPalette(hue: source.hue, chroma: Hct.isBlue(source.hue) ? 12 : 8)
        case .expressive: return TonalPalette(hue: source.hue, chroma: isDark ? 36 : 48)
        case .vibrant: return TonalPalette(hue: source.hue, chroma: 74)
        default: return TonalPalette(hue: source.hue, chroma: isDark ? 26 : 32)
        }
    }

    /// `get_secondary_palette`, phone.
    static func secondary(_ source: Hct, _ variant: SchemeVariant, _ isDark: Bool) -> TonalPalette {
        switch variant {
        case .neutral: return TonalPalette(hue: source.hue, chroma: Hct.isBlue(source.hue) ? 6 : 4)
        case .expressive:
            let hue = PaletteSet.rotatedHue(
                source, [0, 105, 140, 204, 253, 278, 300, 333, 360], [-160, 155, -100, 96, -96, -156, -165, -160])
            return TonalPalette(hue: hue, chroma: isDark ? 16 : 24)
        case .vibrant:
            let hue = PaletteSet.rotatedHue(source, [0, 38, 105, 140, 333, 360], [-14, 10, -14, 10, -14])
            return TonalPalette(hue: hue, chroma: 56)
        default: return TonalPalette(hue: source.hue, chroma: 16)
        }
    }

    /// `get_tertiary_palette`, phone.
    static func tertiary(_ source: Hct, _ variant: SchemeVariant) -> TonalPalette {
        switch variant {
        case .neutral:
            let hue = PaletteSet.rotatedHue(
                source, [0, 38, 105, 161, 204, 278, 333, 360], [-32, 26, 10, -39, 24, -15, -32])
            return TonalPalette(hue: hue, chroma: 20)
        case .expressive:
            let hue = PaletteSet.rotatedHue(
                source, [0, 105, 140, 204, 253, 278, 300, 333, 360], [-165, 160, -105, 101, -101, -160, -170, -165])
            return TonalPalette(hue: hue, chroma: 48)
        case .vibrant:
            let hue = PaletteSet.rotatedHue(
                source, [0, 38, 71, 105, 140, 161, 253, 333, 360], [-72, 35, 24, -24, 62, 50, 62, -72])
            return TonalPalette(hue: hue, chroma: 56)
        default:
            let hue = PaletteSet.rotatedHue(source, [0, 20, 71, 161, 333, 360], [-40, 48, -32, 40, -32])
            return TonalPalette(hue: hue, chroma: 28)
        }
    }

    /// `get_neutral_palette`, phone: chroma 1.4 (neutral), 5 (tonal spot); expressive and vibrant turn the hue
    /// (`_get_expressive_neutral_hue`, `_get_vibrant_neutral_hue`) and pick their chroma from it.
    static func neutral(_ source: Hct, _ variant: SchemeVariant, _ isDark: Bool) -> TonalPalette {
        switch variant {
        case .neutral: return TonalPalette(hue: source.hue, chroma: 1.4)
        case .expressive:
            let hue = PaletteSet.rotatedHue(source, [0, 71, 124, 253, 278, 300, 360], [10, 0, 10, 0, 10, 0])
            let chroma: Double = isDark ? (Hct.isYellow(hue) ? 6 : 14) : 18
            return TonalPalette(hue: hue, chroma: chroma)
        case .vibrant:
            let hue = PaletteSet.rotatedHue(source, [0, 38, 105, 140, 333, 360], [-14, 10, -14, 10, -14])
            return TonalPalette(hue: hue, chroma: 28)
        default: return TonalPalette(hue: source.hue, chroma: 5)
        }
    }

    /// `get_neutral_variant_palette`, phone: the neutral palette's hue at a multiple of its chroma (2.2 neutral,
    /// 1.7 tonal spot, 1.6 for yellow expressive hues and 2.3 for the others, 1.29 vibrant).
    static func neutralVariant(_ source: Hct, _ variant: SchemeVariant, _ neutral: TonalPalette) -> TonalPalette {
        switch variant {
        case .neutral: return TonalPalette(hue: source.hue, chroma: 1.4 * 2.2)
        case .expressive:
            let factor = neutral.hue >= 105 && neutral.hue < 125 ? 1.6 : 2.3
            return TonalPalette(hue: neutral.hue, chroma: neutral.chroma * factor)
        case .vibrant: return TonalPalette(hue: neutral.hue, chroma: neutral.chroma * 1.29)
        default: return TonalPalette(hue: source.hue, chroma: 5 * 1.7)
        }
    }

    /// `get_error_palette`, phone: a red whose hue follows the seed's in pieces, at chroma 50 (neutral), 60 (tonal
    /// spot), 64 (expressive) or 80 (vibrant).
    static func error(_ source: Hct, _ variant: SchemeVariant) -> TonalPalette {
        let hue = PaletteSet.piecewiseHue(
            source, [0, 3, 13, 23, 33, 43, 153, 273, 360], [12, 22, 32, 12, 22, 32, 22, 12])
        let chroma: Double
        switch variant {
        case .neutral: chroma = 50
        case .expressive: chroma = 64
        case .vibrant: chroma = 80
        default: chroma = 60
        }
        return TonalPalette(hue: hue, chroma: chroma)
    }
}
