/// The six tonal palettes of a dynamic scheme, by the name `DynamicScheme` gives each.
enum PaletteRole: Sendable, Hashable, CaseIterable {
    /// `primaryPalette`.
    case primary
    /// `secondaryPalette`.
    case secondary
    /// `tertiaryPalette`.
    case tertiary
    /// `neutralPalette`.
    case neutral
    /// `neutralVariantPalette`.
    case neutralVariant
    /// `errorPalette`.
    case error
}
