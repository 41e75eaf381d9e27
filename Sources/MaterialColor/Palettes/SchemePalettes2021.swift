/// The palettes of each variant under the 2021 spec, after `DynamicSchemePalettesDelegateImpl2021` in
/// `materialyoucolor/dynamiccolor/dynamic_scheme.py` and the `Scheme*.java` classes of material-color-utilities
/// before the 2025 spec. Each tuple below is (hue, chroma); "h" is the seed's hue, "c" its chroma.
enum SchemePalettes2021 {
    /// The palettes of `variant` for a seed of HCT `source`.
    static func palettes(source: Hct, variant: SchemeVariant) -> PaletteSet {
        PaletteSet(
            primary: primary(source, variant), secondary: secondary(source, variant),
            tertiary: tertiary(source, variant), neutral: neutral(source, variant),
            neutralVariant: neutralVariant(source, variant), error: PaletteSet.error2021)
    }

    /// `get_primary_palette`: h at chroma 36 (tonal spot), 12 (neutral), 200 (vibrant), 48 (rainbow), 0
    /// (monochrome) or the seed's own (fidelity, content); h + 240° at 40 (expressive); h − 50° at 48 (fruit salad).
    static func primary(_ source: Hct, _ variant: SchemeVariant) -> TonalPalette {
        let hue = source.hue
        switch variant {
        case .content, .fidelity: return TonalPalette(hue: hue, chroma: source.chroma)
        case .fruitSalad: return TonalPalette(hue: MathUtils.sanitizeDegrees(hue - 50.0), chroma: 48.0)
        case .monochrome: return TonalPalette(hue: hue, chroma: 0.0)
        case .neutral: return TonalPalette(hue: hue, chroma: 12.0)
        case .rainbow: return TonalPalette(hue: hue, chroma: 48.0)
        case .tonalSpot: return TonalPalette(hue: hue, chroma: 36.0)
        case .expressive: return TonalPalette(hue: MathUtils.sanitizeDegrees(hue + 240), chroma: 40)
        case .vibrant: return TonalPalette(hue: hue, chroma: 200.0)
        }
    }

    /// `get_secondary_palette`.
    static func secondary(_ source: Hct, _ variant: SchemeVariant) -> TonalPalette {
        let hue = source.hue
        switch variant {
        case .content, .fidelity:
            return TonalPalette(hue: hue, chroma: max(source.chroma - 32.0, source.chroma * 0.5))
        case .fruitSalad: return TonalPalette(hue: MathUtils.sanitizeDegrees(hue - 50.0), chroma: 36.0)
        case .monochrome: return TonalPalette(hue: hue, chroma: 0.0)
        case .neutral: return TonalPalette(hue: hue, chroma: 8.0)
        case .rainbow, .tonalSpot: return TonalPalette(hue: hue, chroma: 16.0)
        case .expressive:
            return TonalPalette(
                hue: PaletteSet.rotatedHue(
                    source, [0, 21, 51, 121, 151, 191, 271, 321, 360], [45, 95, 45, 20, 45, 90, 45, 45, 45]),
                chroma: 24.0)
        case .vibrant:
            return TonalPalette(
                hue: PaletteSet.rotatedHue(
                    source, [0, 41, 61, 101, 131, 181, 251, 301, 360], [18, 15, 10, 12, 15, 18, 15, 12, 12]),
                chroma: 24.0)
        }
    }

    /// `get_tertiary_palette`; content takes the third analogous colour and fidelity the complement of the
    /// seed (`TemperatureCache`), each moved off the disliked yellow-greens (`DislikeAnalyzer`).
    static func tertiary(_ source: Hct, _ variant: SchemeVariant) -> TonalPalette {
        let hue = source.hue
        switch variant {
        case .content:
            let analogous = TemperatureCache(source).analogous(count: 3, divisions: 6)[2]
            return TonalPalette(rgb: DislikeAnalyzer.fixIfDisliked(analogous).rgb)
        case .fidelity:
            return TonalPalette(rgb: DislikeAnalyzer.fixIfDisliked(TemperatureCache(source).complement).rgb)
        case .fruitSalad: return TonalPalette(hue: hue, chroma: 36.0)
        case .monochrome: return TonalPalette(hue: hue, chroma: 0.0)
        case .neutral: return TonalPalette(hue: hue, chroma: 16.0)
        case .rainbow, .tonalSpot: return TonalPalette(hue: MathUtils.sanitizeDegrees(hue + 60.0), chroma: 24.0)
        case .expressive:
            return TonalPalette(
                hue: PaletteSet.rotatedHue(
                    source, [0, 21, 51, 121, 151, 191, 271, 321, 360], [120, 120, 20, 45, 20, 15, 20, 120, 120]),
                chroma: 32.0)
        case .vibrant:
            return TonalPalette(
                hue: PaletteSet.rotatedHue(
                    source, [0, 41, 61, 101, 131, 181, 251, 301, 360], [35, 30, 20, 25, 30, 35, 30, 25, 25]),
                chroma: 32.0)
        }
    }

    /// `get_neutral_palette`.
    static func neutral(_ source: Hct, _ variant: SchemeVariant) -> TonalPalette {
        let hue = source.hue
        switch variant {
        case .content, .fidelity: return TonalPalette(hue: hue, chroma: source.chroma / 8.0)
        case .fruitSalad: return TonalPalette(hue: hue, chroma: 10.0)
        case .monochrome, .rainbow: return TonalPalette(hue: hue, chroma: 0.0)
        case .neutral: return TonalPalette(hue: hue, chroma: 2.0)
        case .tonalSpot: return TonalPalette(hue: hue, chroma: 6.0)
        case .expressive: return TonalPalette(hue: MathUtils.sanitizeDegrees(hue + 15), chroma: 8)
        case .vibrant: return TonalPalette(hue: hue, chroma: 10)
        }
    }

    /// `get_neutral_variant_palette`.
    static func neutralVariant(_ source: Hct, _ variant: SchemeVariant) -> TonalPalette {
        let hue = source.hue
        switch variant {
        case .content, .fidelity: return TonalPalette(hue: hue, chroma: (source.chroma / 8.0) + 4.0)
        case .fruitSalad: return TonalPalette(hue: hue, chroma: 16.0)
        case .monochrome, .rainbow: return TonalPalette(hue: hue, chroma: 0.0)
        case .neutral: return TonalPalette(hue: hue, chroma: 2.0)
        case .tonalSpot: return TonalPalette(hue: hue, chroma: 8.0)
        case .expressive: return TonalPalette(hue: MathUtils.sanitizeDegrees(hue + 15), chroma: 12)
        case .vibrant: return TonalPalette(hue: hue, chroma: 12)
        }
    }
}
