/// A role of Material's type scale (`TypeScaleTokens` in androidx `compose/material3/.../tokens/`): Roboto at a
/// size and weight with a line height, both in sp.
///
/// ``scaled(_:)`` turns it into points at a font scale as Compose does: the size and the line height each through
/// Android's ``FontScaleConverter`` (Compose converts every sp value with `Density.fontScaleConverter`).
public struct MaterialTypeStyle: Sendable, Hashable {
    /// The token's name, as the catalog writes it.
    public let name: String
    /// `…Size`, sp.
    public let size: Double
    /// `…LineHeight`, sp.
    public let lineHeight: Double
    /// `…Weight`, CSS-style.
    public let weight: Int

    /// The font and line height at `converter`'s font scale.
    public func scaled(_ converter: FontScaleConverter) -> MaterialType {
        MaterialType(
            font: FontSpec(size: converter.dp(size), weight: weight, typeface: .roboto),
            lineHeight: converter.dp(lineHeight))
    }

    /// `TitleLarge`: 22/28 regular (`TypeScaleTokens.TitleLargeSize`, `TitleLargeLineHeight`,
    /// `TitleLargeWeight`). The small bar's title (`AppBarSmallTokens.TitleFont`).
    public static let titleLarge = MaterialTypeStyle(name: "titleLarge", size: 22, lineHeight: 28, weight: 400)
    /// `HeadlineSmall`: 24/32 regular. The medium bar's expanded title (`AppBarMediumTokens.TitleFont`).
    public static let headlineSmall = MaterialTypeStyle(name: "headlineSmall", size: 24, lineHeight: 32, weight: 400)
    /// `HeadlineMedium`: 28/36 regular. The large bar's expanded title (`AppBarLargeTokens.TitleFont`) and the
    /// medium flexible bar's (`AppBarMediumFlexibleTokens.TitleFont`).
    public static let headlineMedium = MaterialTypeStyle(
        name: "headlineMedium", size: 28, lineHeight: 36, weight: 400)
    /// `DisplaySmall`: 36/44 regular. The large flexible bar's expanded title (`AppBarLargeFlexibleTokens.TitleFont`).
    public static let displaySmall = MaterialTypeStyle(name: "displaySmall", size: 36, lineHeight: 44, weight: 400)
    /// `TitleMedium`: 16/24 medium. The large flexible bar's expanded subtitle
    /// (`AppBarLargeFlexibleTokens.SubtitleFont`).
    public static let titleMedium = MaterialTypeStyle(name: "titleMedium", size: 16, lineHeight: 24, weight: 500)
    /// `LabelLarge`: 14/20 medium. The medium flexible bar's expanded subtitle
    /// (`AppBarMediumFlexibleTokens.SubtitleFont`) and text buttons' labels.
    public static let labelLarge = MaterialTypeStyle(name: "labelLarge", size: 14, lineHeight: 20, weight: 500)
    /// `BodyLarge`: 16/24 regular. The search bar's placeholder and query (`SearchBarTokens.InputTextFont`,
    /// `SupportingTextFont`).
    public static let bodyLarge = MaterialTypeStyle(name: "bodyLarge", size: 16, lineHeight: 24, weight: 400)
    /// `TitleSmall`: 14/20 medium. A tab's label (`PrimaryNavigationTabTokens.LabelTextFont`); its 0.1-sp tracking
    /// is not drawn.
    public static let titleSmall = MaterialTypeStyle(name: "titleSmall", size: 14, lineHeight: 20, weight: 500)
    /// `LabelMedium`: 12/16 medium. The small bar's subtitle, also under the collapsed title of the flexible bars
    /// (`AppBarSmallTokens.SubtitleFont`).
    public static let labelMedium = MaterialTypeStyle(name: "labelMedium", size: 12, lineHeight: 16, weight: 500)
}

/// A ``MaterialTypeStyle`` at a font scale: the font to measure and draw with, and the line box Compose gives it.
public struct MaterialType: Sendable, Hashable {
    /// Roboto at the converted size.
    public let font: FontSpec
    /// The converted line height, points.
    public let lineHeight: Double
}
