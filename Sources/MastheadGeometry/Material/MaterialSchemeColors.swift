import MaterialColor

/// The roles of a ``MaterialColor/MaterialScheme`` that the Material bars and their previews use, as ``Color``s.
///
/// The bar's container is `surface` (`TopAppBarSmallTokens.ContainerColor`), scrolled `surfaceContainer`
/// (`TopAppBarSmallCenteredTokens.OnScrollContainerColor`, v0_210 tokens; `AppBar.kt` reads the same role as
/// `TopAppBarSmallTokens.OnScrollContainerColor` for every bar); the title and navigation icon are `onSurface`
/// (`HeadlineColor`, `LeadingIconColor`), the action icons `onSurfaceVariant` (`TrailingIconColor`), text
/// buttons `primary` (`TextButton`'s content colour). The preview's sample content draws with the rest.
public struct MaterialSchemeColors: Sendable, Hashable {
    /// The container at rest.
    public let surface: Color
    /// The container with content under it.
    public let surfaceContainer: Color
    /// `m3Search`'s field at rest (`SearchBarTokens.ContainerColor`); not among ``roles``, which the other bars'
    /// documents list as before.
    public let surfaceContainerHigh: Color
    /// Every role, by name, in the order the document writes them.
    public let roles: [ColorRole]

    /// The roles of `scheme`.
    public init(_ scheme: MaterialScheme) {
        let color = { (rgb: RGB) in Color(hex: rgb) }
        surface = color(scheme.surface)
        surfaceContainer = color(scheme.surfaceContainer)
        surfaceContainerHigh = color(scheme.surfaceContainerHigh)
        roles = [
            ColorRole("surface", surface), ColorRole("surfaceContainer", surfaceContainer),
            ColorRole("onSurface", color(scheme.onSurface)),
            ColorRole("onSurfaceVariant", color(scheme.onSurfaceVariant)),
            ColorRole("primary", color(scheme.primary)), ColorRole("outlineVariant", color(scheme.outlineVariant)),
            ColorRole("surfaceContainerHighest", color(scheme.surfaceContainerHighest)),
            ColorRole("primaryContainer", color(scheme.primaryContainer)),
            ColorRole("onPrimaryContainer", color(scheme.onPrimaryContainer)),
        ]
    }

    /// The role named `name`; `surface` when there is none of that name.
    public func role(_ name: String) -> Color {
        roles.first { $0.name == name }?.color ?? surface
    }
}
