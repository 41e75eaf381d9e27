/// A Material 3 colour scheme: every role of `MaterialRole` as an sRGB colour.
///
/// Made by `tonalSpot(seed:dark:)` (the dynamic scheme Android and Jetpack Compose derive from a seed colour)
/// or `baseline(dark:)` (the fixed purple scheme Compose ships). Values are `0xRRGGBB`; `roles` lists them in
/// `MaterialRole` order for writing out.
public struct MaterialScheme: Sendable, Hashable {
    /// `primary`, as `0xRRGGBB`; see `MaterialRole.primary`.
    public let primary: RGB
    /// `onPrimary`, as `0xRRGGBB`; see `MaterialRole.onPrimary`.
    public let onPrimary: RGB
    /// `primaryContainer`, as `0xRRGGBB`; see `MaterialRole.primaryContainer`.
    public let primaryContainer: RGB
    /// `onPrimaryContainer`, as `0xRRGGBB`; see `MaterialRole.onPrimaryContainer`.
    public let onPrimaryContainer: RGB
    /// `secondary`, as `0xRRGGBB`; see `MaterialRole.secondary`.
    public let secondary: RGB
    /// `onSecondary`, as `0xRRGGBB`; see `MaterialRole.onSecondary`.
    public let onSecondary: RGB
    /// `secondaryContainer`, as `0xRRGGBB`; see `MaterialRole.secondaryContainer`.
    public let secondaryContainer: RGB
    /// `onSecondaryContainer`, as `0xRRGGBB`; see `MaterialRole.onSecondaryContainer`.
    public let onSecondaryContainer: RGB
    /// `tertiary`, as `0xRRGGBB`; see `MaterialRole.tertiary`.
    public let tertiary: RGB
    /// `onTertiary`, as `0xRRGGBB`; see `MaterialRole.onTertiary`.
    public let onTertiary: RGB
    /// `tertiaryContainer`, as `0xRRGGBB`; see `MaterialRole.tertiaryContainer`.
    public let tertiaryContainer: RGB
    /// `onTertiaryContainer`, as `0xRRGGBB`; see `MaterialRole.onTertiaryContainer`.
    public let onTertiaryContainer: RGB
    /// `error`, as `0xRRGGBB`; see `MaterialRole.error`.
    public let error: RGB
    /// `onError`, as `0xRRGGBB`; see `MaterialRole.onError`.
    public let onError: RGB
    /// `errorContainer`, as `0xRRGGBB`; see `MaterialRole.errorContainer`.
    public let errorContainer: RGB
    /// `onErrorContainer`, as `0xRRGGBB`; see `MaterialRole.onErrorContainer`.
    public let onErrorContainer: RGB
    /// `background`, as `0xRRGGBB`; see `MaterialRole.background`.
    public let background: RGB
    /// `onBackground`, as `0xRRGGBB`; see `MaterialRole.onBackground`.
    public let onBackground: RGB
    /// `surface`, as `0xRRGGBB`; see `MaterialRole.surface`.
    public let surface: RGB
    /// `onSurface`, as `0xRRGGBB`; see `MaterialRole.onSurface`.
    public let onSurface: RGB
    /// `surfaceVariant`, as `0xRRGGBB`; see `MaterialRole.surfaceVariant`.
    public let surfaceVariant: RGB
    /// `onSurfaceVariant`, as `0xRRGGBB`; see `MaterialRole.onSurfaceVariant`.
    public let onSurfaceVariant: RGB
    /// `outline`, as `0xRRGGBB`; see `MaterialRole.outline`.
    public let outline: RGB
    /// `outlineVariant`, as `0xRRGGBB`; see `MaterialRole.outlineVariant`.
    public let outlineVariant: RGB
    /// `inverseSurface`, as `0xRRGGBB`; see `MaterialRole.inverseSurface`.
    public let inverseSurface: RGB
    /// `inverseOnSurface`, as `0xRRGGBB`; see `MaterialRole.inverseOnSurface`.
    public let inverseOnSurface: RGB
    /// `inversePrimary`, as `0xRRGGBB`; see `MaterialRole.inversePrimary`.
    public let inversePrimary: RGB
    /// `surfaceDim`, as `0xRRGGBB`; see `MaterialRole.surfaceDim`.
    public let surfaceDim: RGB
    /// `surfaceBright`, as `0xRRGGBB`; see `MaterialRole.surfaceBright`.
    public let surfaceBright: RGB
    /// `surfaceContainerLowest`, as `0xRRGGBB`; see `MaterialRole.surfaceContainerLowest`.
    public let surfaceContainerLowest: RGB
    /// `surfaceContainerLow`, as `0xRRGGBB`; see `MaterialRole.surfaceContainerLow`.
    public let surfaceContainerLow: RGB
    /// `surfaceContainer`, as `0xRRGGBB`; see `MaterialRole.surfaceContainer`.
    public let surfaceContainer: RGB
    /// `surfaceContainerHigh`, as `0xRRGGBB`; see `MaterialRole.surfaceContainerHigh`.
    public let surfaceContainerHigh: RGB
    /// `surfaceContainerHighest`, as `0xRRGGBB`; see `MaterialRole.surfaceContainerHighest`.
    public let surfaceContainerHighest: RGB
    /// `scrim`, as `0xRRGGBB`; see `MaterialRole.scrim`.
    public let scrim: RGB
    /// `shadow`, as `0xRRGGBB`; see `MaterialRole.shadow`.
    public let shadow: RGB
    /// `surfaceTint`, as `0xRRGGBB`; see `MaterialRole.surfaceTint`.
    public let surfaceTint: RGB

    /// The scheme whose every role takes `colour(role)`.
    init(_ colour: (MaterialRole) -> RGB) {
        primary = colour(.primary)
        onPrimary = colour(.onPrimary)
        primaryContainer = colour(.primaryContainer)
        onPrimaryContainer = colour(.onPrimaryContainer)
        secondary = colour(.secondary)
        onSecondary = colour(.onSecondary)
        secondaryContainer = colour(.secondaryContainer)
        onSecondaryContainer = colour(.onSecondaryContainer)
        tertiary = colour(.tertiary)
        onTertiary = colour(.onTertiary)
        tertiaryContainer = colour(.tertiaryContainer)
        onTertiaryContainer = colour(.onTertiaryContainer)
        error = colour(.error)
        onError = colour(.onError)
        errorContainer = colour(.errorContainer)
        onErrorContainer = colour(.onErrorContainer)
        background = colour(.background)
        onBackground = colour(.onBackground)
        surface = colour(.surface)
        onSurface = colour(.onSurface)
        surfaceVariant = colour(.surfaceVariant)
        onSurfaceVariant = colour(.onSurfaceVariant)
        outline = colour(.outline)
        outlineVariant = colour(.outlineVariant)
        inverseSurface = colour(.inverseSurface)
        inverseOnSurface = colour(.inverseOnSurface)
        inversePrimary = colour(.inversePrimary)
        surfaceDim = colour(.surfaceDim)
        surfaceBright = colour(.surfaceBright)
        surfaceContainerLowest = colour(.surfaceContainerLowest)
        surfaceContainerLow = colour(.surfaceContainerLow)
        surfaceContainer = colour(.surfaceContainer)
        surfaceContainerHigh = colour(.surfaceContainerHigh)
        surfaceContainerHighest = colour(.surfaceContainerHighest)
        scrim = colour(.scrim)
        shadow = colour(.shadow)
        surfaceTint = colour(.surfaceTint)
    }
}
