/// The colour roles of a Material 3 scheme, in the order `MaterialScheme.roles` lists them.
///
/// Each raw value is the role's name as `MaterialDynamicColors` and Jetpack Compose's `ColorScheme` spell it
/// (`onPrimaryContainer`, `surfaceContainerHighest`, …). Palette key colours and the "fixed" roles are not
/// included.
public enum MaterialRole: String, Sendable, Hashable, CaseIterable {
    /// Primary accent: key components such as the filled button and the active state.
    case primary
    /// Content on `primary`.
    case onPrimary
    /// A quieter fill in the primary hue.
    case primaryContainer
    /// Content on `primaryContainer`.
    case onPrimaryContainer
    /// Secondary accent.
    case secondary
    /// Content on `secondary`.
    case onSecondary
    /// A quieter fill in the secondary hue.
    case secondaryContainer
    /// Content on `secondaryContainer`.
    case onSecondaryContainer
    /// Tertiary accent, a hue 60° from the primary in the tonal-spot scheme.
    case tertiary
    /// Content on `tertiary`.
    case onTertiary
    /// A quieter fill in the tertiary hue.
    case tertiaryContainer
    /// Content on `tertiaryContainer`.
    case onTertiaryContainer
    /// Errors.
    case error
    /// Content on `error`.
    case onError
    /// A quieter fill for errors.
    case errorContainer
    /// Content on `errorContainer`.
    case onErrorContainer
    /// Behind scrolling content.
    case background
    /// Content on `background`.
    case onBackground
    /// The default surface.
    case surface
    /// Content on any surface.
    case onSurface
    /// An alternative surface.
    case surfaceVariant
    /// Quieter content on any surface.
    case onSurfaceVariant
    /// Boundaries such as a text field's outline.
    case outline
    /// Decorative boundaries such as dividers.
    case outlineVariant
    /// A surface in contrast to the others, such as a snackbar.
    case inverseSurface
    /// Content on `inverseSurface`.
    case inverseOnSurface
    /// A primary accent that reads on `inverseSurface`.
    case inversePrimary
    /// The dimmest surface.
    case surfaceDim
    /// The brightest surface.
    case surfaceBright
    /// The lowest-emphasis container surface.
    case surfaceContainerLowest
    /// A low-emphasis container surface.
    case surfaceContainerLow
    /// The default container surface, such as a navigation bar.
    case surfaceContainer
    /// A high-emphasis container surface.
    case surfaceContainerHigh
    /// The highest-emphasis container surface, such as a filled text field.
    case surfaceContainerHighest
    /// The overlay behind a modal.
    case scrim
    /// Shadows.
    case shadow
    /// The tint of elevated surfaces.
    case surfaceTint
}
