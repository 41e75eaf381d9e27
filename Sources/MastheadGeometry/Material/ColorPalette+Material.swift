extension ColorPalette {
    /// The palette a configuration's pictures are drawn with: for the Material styles, its scheme's roles
    /// (``material(_:)``); for the others, the seed kit's tokens of its appearance.
    public static func forConfiguration(_ configuration: HeaderConfiguration) -> ColorPalette {
        guard configuration.style.isMaterial else { return forAppearance(configuration.appearance) }
        return material(MaterialSchemeColors(configuration.materialBar.colorScheme))
    }

    /// The seed kit's tokens played by Material roles, so the screen and the sample content under a Material bar
    /// take the scheme's colours: `surface` as itself, `surfaceSecondary` as `surfaceContainerHighest`, `label`
    /// as `onSurface`, `labelSecondary` as `onSurfaceVariant`, `separator` as `outlineVariant`, `link` as
    /// `primary`.
    public static func material(_ colors: MaterialSchemeColors) -> ColorPalette {
        ColorPalette(
            surface: colors.surface, surfaceSecondary: colors.role("surfaceContainerHighest"),
            label: colors.role("onSurface"), labelSecondary: colors.role("onSurfaceVariant"),
            separator: colors.role("outlineVariant"), link: colors.role("primary"))
    }
}
