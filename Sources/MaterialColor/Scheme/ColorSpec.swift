/// Which revision of the Material colour rules a dynamic scheme follows, after `SpecVersion` in
/// material-color-utilities (`dynamiccolor/ColorSpec.java`) and `materialyoucolor/dynamiccolor/color_spec.py`.
///
/// `2021` is Material You as Android 12–15 ship it; `2025` is Material 3 Expressive's (Android 16), with new
/// surface tones, chroma multipliers on the surfaces and contrast curves that reach further.
public enum ColorSpec: String, Sendable, Hashable, CaseIterable {
    /// The 2021 spec (`SpecVersion.SPEC_2021`).
    case spec2021 = "2021"
    /// The 2025 spec (`SpecVersion.SPEC_2025`).
    case spec2025 = "2025"

    /// The variants the 2025 spec defines (`_maybe_fallback_spec_version` in `dynamic_scheme.py`,
    /// `DynamicScheme.maybeFallbackSpecVersion` in Java).
    static let variants2025: Set<SchemeVariant> = [.expressive, .vibrant, .tonalSpot, .neutral]

    /// The spec a scheme of `variant` really follows: this one, except that variants the 2025 spec does not
    /// cover (`fidelity`, `content`, `monochrome`, `rainbow`, `fruitSalad`) fall back to 2021, as upstream does.
    public func effective(for variant: SchemeVariant) -> ColorSpec {
        self == .spec2025 && !Self.variants2025.contains(variant) ? .spec2021 : self
    }
}
