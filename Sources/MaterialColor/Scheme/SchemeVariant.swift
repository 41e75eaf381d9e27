/// How a dynamic scheme turns its seed into palettes: the scheme variants of material-color-utilities
/// (`dynamiccolor/Variant.java`, `materialyoucolor/dynamiccolor/variant.py`), spelled as Masthead's parameters
/// spell them.
///
/// `tonalSpot` is the default of Android 12 and later and of Jetpack Compose's dynamic colour. The 2025 spec
/// covers `tonalSpot`, `neutral`, `vibrant` and `expressive`; the others are always built with the 2021 spec
/// (see ``ColorSpec/effective(for:)``).
public enum SchemeVariant: String, Sendable, Hashable, CaseIterable {
    /// Calm, muted accents around the seed's hue (`SchemeTonalSpot`): the Android default.
    case tonalSpot
    /// Almost grey: low-chroma accents (`SchemeNeutral`).
    case neutral
    /// Accents at the most chroma the hue allows (`SchemeVibrant`).
    case vibrant
    /// Accents turned away from the seed's hue for a playful scheme (`SchemeExpressive`).
    case expressive
    /// Keeps the seed's own chroma; the primary container is the seed itself (`SchemeFidelity`).
    case fidelity
    /// Like `fidelity`, with an analogous tertiary, for colours taken from content (`SchemeContent`).
    case content
    /// Greys only (`SchemeMonochrome`).
    case monochrome
    /// A chromatic primary on grey surfaces (`SchemeRainbow`).
    case rainbow
    /// Primary and secondary turned 50° away from the seed (`SchemeFruitSalad`).
    case fruitSalad
}
