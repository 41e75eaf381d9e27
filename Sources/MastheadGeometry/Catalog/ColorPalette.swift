/// The seed kit's colour tokens for one appearance (GEOMETRY.md, "Colour tokens").
public struct ColorPalette: Sendable, Hashable {
    /// Bar and screen background.
    public var surface: Color
    /// Grouped or secondary background (cards, search fields).
    public var surfaceSecondary: Color
    /// Primary text.
    public var label: Color
    /// Secondary text: subtitles.
    public var labelSecondary: Color
    /// Hairlines and dividers.
    public var separator: Color
    /// Tint: back button and text actions.
    public var link: Color

    /// The light palette.
    public static let light = ColorPalette(
        surface: Color(hex: 0xFFFFFF), surfaceSecondary: Color(hex: 0xF5F5F7), label: Color(hex: 0x1D1D1F),
        labelSecondary: Color(hex: 0x6E6E73), separator: Color(red: 0, green: 0, blue: 0, alpha: 0.15),
        link: Color(hex: 0x007AFF))

    /// The dark palette.
    public static let dark = ColorPalette(
        surface: Color(hex: 0x000000), surfaceSecondary: Color(hex: 0x161617), label: Color(hex: 0xF5F5F7),
        labelSecondary: Color(hex: 0xA1A1A6), separator: Color(red: 255, green: 255, blue: 255, alpha: 0.18),
        link: Color(hex: 0x0A84FF))

    /// Hashes the surface and label colours, consistent with `==` (which compares all six): the palettes differ in
    /// both, and the keys of the preview caches, hashed for every preview, hold a palette.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(surface)
        hasher.combine(label)
    }

    /// The palette for an appearance.
    public static func forAppearance(_ appearance: Appearance) -> ColorPalette {
        switch appearance {
        case .light: light
        case .dark: dark
        }
    }

    /// The tokens by name, in the table's order (for the catalog and SVG styles).
    public var tokens: [(name: String, color: Color)] {
        [
            ("surface", surface), ("surfaceSecondary", surfaceSecondary), ("label", label),
            ("labelSecondary", labelSecondary), ("separator", separator), ("link", link),
        ]
    }

    /// The story card colours, the same in both appearances, in the table's order.
    public static let cardColors: [(name: String, color: Color)] = [
        ("pink", Color(hex: 0xFF2D55)), ("orange", Color(hex: 0xFF9500)), ("yellow", Color(hex: 0xFFCC00)),
        ("green", Color(hex: 0x34C759)), ("teal", Color(hex: 0x30B0C7)), ("blue", Color(hex: 0x007AFF)),
        ("indigo", Color(hex: 0x5856D6)), ("purple", Color(hex: 0xAF52DE)),
    ]
}
