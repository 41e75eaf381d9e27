/// The six tonal palettes of a dynamic scheme, as a variant's palette rules make them.
struct PaletteSet {
    /// `primaryPalette`.
    let primary: TonalPalette
    /// `secondaryPalette`.
    let secondary: TonalPalette
    /// `tertiaryPalette`.
    let tertiary: TonalPalette
    /// `neutralPalette`.
    let neutral: TonalPalette
    /// `neutralVariantPalette`.
    let neutralVariant: TonalPalette
    /// `errorPalette`.
    let error: TonalPalette

    /// The error palette of the 2021 spec, hue 25° chroma 84: the fallback of `DynamicScheme.__init__` when the
    /// spec gives none.
    static let error2021 = TonalPalette(hue: 25.0, chroma: 84.0)

    /// The hue of the piece of `hues` whose breakpoints hold the source hue (`DynamicScheme.get_piecewise_hue`):
    /// `hues[i]` (brought into 0..<360) where `breakpoints[i] <= hue < breakpoints[i + 1]`, else the source hue.
    static func piecewiseHue(_ source: Hct, _ breakpoints: [Double], _ hues: [Double]) -> Double {
        let size = min(breakpoints.count - 1, hues.count)
        for index in 0..<max(size, 0) where source.hue >= breakpoints[index] && source.hue < breakpoints[index + 1] {
            return MathUtils.sanitizeDegrees(hues[index])
        }
        return source.hue
    }

    /// The source hue turned by the rotation of its piece (`DynamicScheme.get_rotated_hue`); the rotation is
    /// brought into 0..<360 before it is added, as upstream does, so the sum rounds as upstream's.
    static func rotatedHue(_ source: Hct, _ breakpoints: [Double], _ rotations: [Double]) -> Double {
        var rotation = piecewiseHue(source, breakpoints, rotations)
        if min(breakpoints.count - 1, rotations.count) <= 0 { rotation = 0 }
        return MathUtils.sanitizeDegrees(source.hue + rotation)
    }
}
