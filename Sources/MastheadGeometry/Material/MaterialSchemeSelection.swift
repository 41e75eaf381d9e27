import MaterialColor

/// Which Material 3 colour scheme the Material bars are drawn in, from the `seedColor`, `colorSpec`,
/// `schemeVariant` and `contrastLevel` parameters.
///
/// With no seed and the other three at their defaults (2021, tonal spot, standard contrast) it is Compose's
/// fixed baseline scheme, as before those parameters existed. With a seed it is the seed's dynamic scheme; without
/// one but with any of the three set, it is the dynamic scheme of ``MaterialColor/MaterialScheme/baselineSeed``
/// (`#6750A4`), since the baseline's tokens exist only for the 2021 tonal spot at standard contrast.
public struct MaterialSchemeSelection: Sendable, Hashable {
    /// The brand colour, or nil for none.
    public var seed: RGB?
    /// The colour spec.
    public var spec: ColorSpec
    /// The scheme variant.
    public var variant: SchemeVariant
    /// The contrast level, -1...1.
    public var contrastLevel: Double

    /// The selection of these settings.
    public init(seed: RGB?, spec: ColorSpec, variant: SchemeVariant, contrastLevel: Double) {
        self.seed = seed
        self.spec = spec
        self.variant = variant
        self.contrastLevel = contrastLevel
    }

    /// Whether spec, variant and contrast are at their defaults: the 2021 tonal spot at standard contrast.
    public var hasDefaultSettings: Bool {
        spec == .spec2021 && variant == .tonalSpot && contrastLevel == MaterialScheme.standardContrast
    }

    /// The scheme, light or dark.
    public func scheme(dark: Bool) -> MaterialScheme {
        if seed == nil && hasDefaultSettings { return .baseline(dark: dark) }
        return .dynamic(
            seed: seed ?? MaterialScheme.baselineSeed, variant: variant, spec: spec, contrastLevel: contrastLevel,
            dark: dark)
    }
}
