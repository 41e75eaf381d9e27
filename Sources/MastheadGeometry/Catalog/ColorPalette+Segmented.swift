extension ColorPalette {
    /// A segmented control's background: Flutter's default `CupertinoColors.tertiarySystemFill` (`#767680` at 12 %,
    /// 24 % dark; `colors.dart`).
    public static func segmentedBackground(_ appearance: Appearance) -> Color {
        Color(red: 0x76, green: 0x76, blue: 0x80, alpha: appearance == .dark ? 0.24 : 0.12)
    }

    /// A segmented control's thumb: `_kThumbColor`, white, `#636366` dark (`sliding_segmented_control.dart`).
    public static func segmentedThumb(_ appearance: Appearance) -> Color {
        appearance == .dark ? Color(hex: 0x636366) : Color(hex: 0xFFFFFF)
    }

    /// The separators between unselected segments: `_kSeparatorColor` (`#8E8E93` at 30 %).
    public static let segmentedSeparator = Color(red: 0x8E, green: 0x8E, blue: 0x93, alpha: 0x4D / 255.0)
}
